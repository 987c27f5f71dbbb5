import { createHash } from 'node:crypto';
import { answerStatKeys, type AnswerStatKey } from '../respond/answer-stats.ts';

// Stat codes (docs/decisions/034-filtered-report-stat-codes.md): each submission keeps, in
// submissions.stat_codes, one integer per running total its answers count towards (the same keys
// as answer_stats, from answerStatKeys). A filtered report then counts the codes of the matching
// submissions in one pass over their rows, instead of joining and grouping ten answer rows each.
// A code is a hash, so it needs no dictionary written at ingestion: the report decodes it from the
// survey's answer_stats keys, which hold every key a stored submission counted towards.

// The same few keys (a survey's questions and options) recur in every submission: their codes are
// kept rather than hashed again for each one (issue 17: hashing was 4% of a submission's CPU).
const knownCodes = new Map<string, number>();
const KNOWN_CODES_LIMIT = 50_000;

/** The code of one answer_stats key: the first 32 bits of its MD5 (not for security), signed. */
export function statCode(key: AnswerStatKey): number {
  const text = `${key.question_id}\u0000${key.kind}\u0000${key.key}\u0000${key.variant_id}`;
  let code = knownCodes.get(text);
  if (code === undefined) {
    code = createHash('md5').update(text).digest().readInt32BE(0);
    if (knownCodes.size >= KNOWN_CODES_LIMIT) knownCodes.clear();
    knownCodes.set(text, code);
  }
  return code;
}

/** A submission's stat codes, one per count (a key counted twice appears twice). */
export function submissionStatCodes(answers: Parameters<typeof answerStatKeys>[0]): number[] {
  return answerStatKeys(answers).map(statCode);
}

/**
 * Code → key for one version's answer_stats keys; null when two keys share a code (then the
 * report counts that survey's answers the exact, slower way).
 */
export function statCodeDecoder(keys: readonly AnswerStatKey[]): Map<number, AnswerStatKey> | null {
  const decoder = new Map<number, AnswerStatKey>();
  for (const key of keys) {
    const code = statCode(key);
    const known = decoder.get(code);
    if (
      known &&
      (known.question_id !== key.question_id ||
        known.kind !== key.kind ||
        known.key !== key.key ||
        known.variant_id !== key.variant_id)
    )
      return null;
    decoder.set(code, key);
  }
  return decoder;
}
