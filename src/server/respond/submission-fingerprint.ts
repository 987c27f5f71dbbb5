import { createHash } from 'node:crypto';
import type { SubmissionPayload } from '#shared/take/take-types.ts';

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => [key, sortedKeys(entry)]),
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The payload as one canonical string: object keys sorted, answers ordered by question and variant
 * (each is answered at most once per variant), choice, voice-note and viewed-variant ids sorted.
 * Orders that mean something (variants and options as shown) are kept as sent. Two bodies that
 * mean the same response give the same string, whatever order a client serialised them in.
 */
export function canonicalSubmission(payload: SubmissionPayload): string {
  const answers = [...payload.answers]
    .sort(
      (a, b) =>
        compareText(a.question_id, b.question_id) ||
        compareText(a.media_item_id ?? '', b.media_item_id ?? ''),
    )
    .map((answer) => (answer.choice_ids ? { ...answer, choice_ids: [...answer.choice_ids].sort() } : answer));
  const voiceCommentIds = payload.voice_comment_ids ? [...payload.voice_comment_ids].sort() : undefined;
  const viewed = payload.viewed_variant_ids ? [...new Set(payload.viewed_variant_ids)].sort() : undefined;
  return JSON.stringify(
    sortedKeys({ ...payload, answers, voice_comment_ids: voiceCommentIds, viewed_variant_ids: viewed }),
  );
}

/** sha-256 (hex) of the canonical payload, stored with the submission it produced. */
export function submissionFingerprint(payload: SubmissionPayload): string {
  return createHash('sha256').update(canonicalSubmission(payload)).digest('hex');
}
