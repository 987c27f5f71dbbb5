import { DEFAULT_SURVEY_TITLE } from './survey-defaults.ts';

/**
 * The title a survey is shown under: the author's, trimmed, or "Untitled Survey" while it is blank
 * (the same words a new survey starts with), so every screen and the assistant agree.
 */
export function shownSurveyTitle(title: string | null | undefined): string {
  return title?.trim() || DEFAULT_SURVEY_TITLE;
}
