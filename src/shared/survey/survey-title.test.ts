import { expect, test } from 'vitest';
import { DEFAULT_SURVEY_TITLE } from './survey-defaults.ts';
import { shownSurveyTitle } from './survey-title.ts';

test('a blank or missing title shows as the default title; a real one is trimmed', () => {
  expect(DEFAULT_SURVEY_TITLE).toBe('Untitled Survey');
  expect(shownSurveyTitle('')).toBe('Untitled Survey');
  expect(shownSurveyTitle('   ')).toBe('Untitled Survey');
  expect(shownSurveyTitle(null)).toBe('Untitled Survey');
  expect(shownSurveyTitle(undefined)).toBe('Untitled Survey');
  expect(shownSurveyTitle('  Remote work ')).toBe('Remote work');
});
