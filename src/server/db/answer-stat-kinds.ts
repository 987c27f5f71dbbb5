// The kinds of running total kept in answer_stats (see the table in schema.ts). Stored as one
// letter in its `kind` column, so the letters are part of the data: never change one, add new ones.

export const STAT_KIND = {
  /** Submissions to the version (question_id '', key ''). */
  submissions: 's',
  /**
   * Retired (migration 0019): one row per participant identity made the report grow with distinct
   * respondents; the identities live in participant_identities and kind u counts them.
   */
  participant: 'p',
  /**
   * Distinct participant identities (e-mail, else name, else submission; question_id '', key ''):
   * of the version, or across every version in the row with version 0.
   */
  participants: 'u',
  /** Answers to a question (key ''). */
  answered: 't',
  /** Answers per numeric value (key = the value). */
  numericValue: 'n',
  /** Answers per picked choice (key = the choice id). */
  choice: 'c',
  /** Non-empty text answers (key ''). */
  text: 'x',
  /** Non-empty "Other" texts (key ''). */
  otherText: 'o',
  /**
   * Concept tests: submissions shown a variant (question_id = the media set's id, key = the
   * variant's id; monadic: the variant assigned). Kinds t, n, c, x and o are also kept per variant
   * (answer_stats.variant_id) for answers asked about one variant.
   */
  variantShown: 'a',
  /** Answers per date of a date question (key = YYYY-MM-DD; issue 12). */
  date: 'd',
  /** Submissions that were shown this variant first (question_id = media set id, key = variant id). */
  variantFirst: 'f',
  /**
   * Ranking questions (issue 12, decision 027): answers that put an option at a rank (key =
   * "rank:optionId", rank 1 = first). Kind c still counts each option once per answer.
   */
  rank: 'r',
} as const;

/** The key of a rank total: "rank:optionId" (the rank is the digits before the first ":"). */
export function rankStatKey(rank: number, optionId: string): string {
  return `${rank}:${optionId}`;
}

/** A rank total's key read back; null when it is not one. */
export function parseRankStatKey(key: string): { rank: number; optionId: string } | null {
  const match = /^(\d+):(.+)$/.exec(key);
  return match ? { rank: Number(match[1]), optionId: match[2]! } : null;
}

export type StatKind = (typeof STAT_KIND)[keyof typeof STAT_KIND];
