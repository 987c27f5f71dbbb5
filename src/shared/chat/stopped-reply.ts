import { shownSurveyTitle } from '../survey/survey-title.ts';

// A reply the author stopped says what had been done by then and what had not, on the page while
// it happens and in the stored history afterwards. The text streamed before the stop is not proof
// of anything; the survey changes the turn reported (its artifact events) are.

export interface StoppedChange {
  change: 'created' | 'updated';
  title: string;
}

/** "Stopped before anything was created or changed." or what the turn did before the stop. */
export function stoppedReplyNote(change: StoppedChange | null): string {
  if (change === null) return 'Stopped before anything was created or changed.';
  const title = `“${shownSurveyTitle(change.title)}”`;
  return change.change === 'created'
    ? `Stopped. ${title} was created; the rest of the reply was not written.`
    : `Stopped. ${title} was changed; the rest of the reply was not written.`;
}
