import type { ValidatedAnswer } from '#shared/take/take-types.ts';

export interface StatDelta {
  survey_id: string;
  question_id: string;
  kind: 's' | 'p' | 't' | 'n' | 'c' | 'x' | 'o';
  key: string;
  count: number;
}

export interface CountedSubmission {
  surveyId: string;
  submissionId: string;
  name: string | null;
  email: string | null;
  answers: ValidatedAnswer[];
}

/** The participant a submission belongs to: by e-mail, else by name, else the submission itself. */
export function participantIdentity(
  submission: Pick<CountedSubmission, 'submissionId' | 'name' | 'email'>,
): string {
  const email = submission.email?.trim().toLowerCase();
  if (email) return email;
  const name = submission.name?.trim().toLowerCase();
  return name || submission.submissionId;
}

/**
 * What a batch of new submissions adds to the running totals (answer_stats), merged by key and
 * sorted so that concurrent transactions lock the same rows in the same order (no deadlocks).
 */
export function statDeltas(submissions: CountedSubmission[]): StatDelta[] {
  const deltas = new Map<string, StatDelta>();
  const add = (survey_id: string, question_id: string, kind: StatDelta['kind'], key: string) => {
    const id = `${survey_id}\u0000${question_id}\u0000${kind}\u0000${key}`;
    const existing = deltas.get(id);
    if (existing) existing.count++;
    else deltas.set(id, { survey_id, question_id, kind, key, count: 1 });
  };
  for (const submission of submissions) {
    add(submission.surveyId, '', 's', '');
    add(submission.surveyId, '', 'p', participantIdentity(submission));
    for (const answer of submission.answers) {
      add(submission.surveyId, answer.question_id, 't', '');
      if (answer.numeric_value !== null)
        add(submission.surveyId, answer.question_id, 'n', String(answer.numeric_value));
      for (const choiceId of new Set(answer.choice_ids ?? []))
        add(submission.surveyId, answer.question_id, 'c', choiceId);
      if (answer.text_value) add(submission.surveyId, answer.question_id, 'x', '');
      if (answer.other_text) add(submission.surveyId, answer.question_id, 'o', '');
    }
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...deltas.values()].sort(
    (a, b) =>
      compare(a.survey_id, b.survey_id) ||
      compare(a.question_id, b.question_id) ||
      compare(a.kind, b.kind) ||
      compare(a.key, b.key),
  );
}
