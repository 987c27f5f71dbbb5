import { createHash } from 'node:crypto';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { buildTakePlan, questionStepsOf } from '#shared/take/take-steps.ts';

// The author's preview keeps no recordings, yet a voice note must answer a required question there
// as it does for respondents. So a preview note's id names its question: a UUID derived from the
// survey and question ids, which the preview's submission maps back. Nothing is stored either way.

/** The id a preview voice note on `questionId` gets (a version-8 UUID, the same for every take). */
export function previewVoiceNoteId(surveyId: string, questionId: string): string {
  const hex = createHash('sha256').update(`${surveyId}\u0000${questionId}`).digest('hex');
  const variant = (8 | (parseInt(hex[16]!, 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The draft's questions that the submitted preview voice note ids name. */
export function previewVoicedQuestionIds(
  surveyId: string,
  draft: SurveyDocument,
  voiceIds: readonly string[],
): Set<string> {
  const sent = new Set(voiceIds);
  return new Set(
    questionStepsOf(buildTakePlan(draft))
      .map((step) => step.question.id)
      .filter((questionId) => sent.has(previewVoiceNoteId(surveyId, questionId))),
  );
}
