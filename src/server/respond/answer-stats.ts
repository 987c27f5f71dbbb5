import type { ValidatedAnswer } from '#shared/take/take-types.ts';
import { STAT_KIND, rankStatKey, type StatKind } from '../db/answer-stat-kinds.ts';

export interface StatDelta {
  survey_id: string;
  /** The published version the counted submissions answered. */
  version: number;
  question_id: string;
  kind: StatKind;
  key: string;
  /** '' for the totals over all variants; else the variant the counted answers were about. */
  variant_id: string;
  count: number;
}

export interface CountedSubmission {
  surveyId: string;
  version: number;
  submissionId: string;
  name: string | null;
  email: string | null;
  answers: ValidatedAnswer[];
  /** Media set id → the variants in the order shown (submissions.variant_orders). */
  variantOrders?: Record<string, string[]>;
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

export interface ParticipantIdentityRow {
  survey_id: string;
  /** The published version, or 0 for the row that stands for every version. */
  version: number;
  identity: string;
}

/**
 * The participant identities a batch brings (participant_identities rows: per version and across
 * versions), distinct and sorted so concurrent transactions insert them in one order (no deadlocks).
 */
export function participantIdentityRows(submissions: CountedSubmission[]): ParticipantIdentityRow[] {
  const rows = new Map<string, ParticipantIdentityRow>();
  for (const submission of submissions) {
    const identity = participantIdentity(submission);
    for (const version of [0, submission.version])
      rows.set(`${submission.surveyId}\u0000${version}\u0000${identity}`, {
        survey_id: submission.surveyId,
        version,
        identity,
      });
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows.values()].sort(
    (a, b) => compare(a.survey_id, b.survey_id) || a.version - b.version || compare(a.identity, b.identity),
  );
}

/** One running total an answer counts towards (an answer_stats row without its survey and version). */
export interface AnswerStatKey {
  question_id: string;
  kind: StatKind;
  key: string;
  variant_id: string;
}

type CountedAnswer = Pick<
  ValidatedAnswer,
  | 'question_id'
  | 'media_item_id'
  | 'numeric_value'
  | 'choice_ids'
  | 'text_value'
  | 'other_text'
  | 'ranked'
  | 'dated'
>;

/**
 * The answer totals one submission's answers count towards, once per count (a key can repeat: a
 * question asked about two variants is answered twice over all variants). The one home of these
 * rules: the running totals (statDeltas) and each submission's stat codes (stat-codes.ts) use it.
 */
export function answerStatKeys(answers: readonly CountedAnswer[]): AnswerStatKey[] {
  const keys: AnswerStatKey[] = [];
  for (const answer of answers) {
    // Counted over all variants, and again for the variant the answer was about (if any).
    const scopes = answer.media_item_id === null ? [''] : ['', answer.media_item_id];
    for (const variant_id of scopes) {
      const add = (kind: StatKind, key: string) =>
        keys.push({ question_id: answer.question_id, kind, key, variant_id });
      add(STAT_KIND.answered, '');
      if (answer.numeric_value !== null) add(STAT_KIND.numericValue, String(answer.numeric_value));
      for (const choiceId of new Set(answer.choice_ids ?? [])) add(STAT_KIND.choice, choiceId);
      if (answer.ranked)
        for (const [index, optionId] of (answer.choice_ids ?? []).entries())
          add(STAT_KIND.rank, rankStatKey(index + 1, optionId));
      if (answer.text_value) add(STAT_KIND.text, '');
      if (answer.dated && answer.text_value) add(STAT_KIND.date, answer.text_value);
      if (answer.other_text) add(STAT_KIND.otherText, '');
    }
  }
  return keys;
}

/**
 * What a batch of new submissions adds to the running totals (answer_stats), merged by key and
 * sorted so that concurrent transactions lock the same rows in the same order (no deadlocks).
 */
export function statDeltas(submissions: CountedSubmission[]): StatDelta[] {
  const deltas = new Map<string, StatDelta>();
  for (const submission of submissions) {
    const add = (question_id: string, kind: StatDelta['kind'], key: string, variant_id = '') => {
      const { surveyId: survey_id, version } = submission;
      const id = `${survey_id}\u0000${version}\u0000${question_id}\u0000${kind}\u0000${key}\u0000${variant_id}`;
      const existing = deltas.get(id);
      if (existing) existing.count++;
      else deltas.set(id, { survey_id, version, question_id, kind, key, variant_id, count: 1 });
    };
    add('', STAT_KIND.submissions, '');
    for (const [blockId, order] of Object.entries(submission.variantOrders ?? {})) {
      for (const variantId of new Set(order)) add(blockId, STAT_KIND.variantShown, variantId);
      if (order[0] !== undefined) add(blockId, STAT_KIND.variantFirst, order[0]);
    }
    for (const key of answerStatKeys(submission.answers))
      add(key.question_id, key.kind, key.key, key.variant_id);
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...deltas.values()].sort(
    (a, b) =>
      compare(a.survey_id, b.survey_id) ||
      a.version - b.version ||
      compare(a.question_id, b.question_id) ||
      compare(a.kind, b.kind) ||
      compare(a.key, b.key) ||
      compare(a.variant_id, b.variant_id),
  );
}
