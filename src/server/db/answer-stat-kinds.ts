// The kinds of running total kept in answer_stats (see the table in schema.ts). Stored as one
// letter in its `kind` column, so the letters are part of the data: never change one, add new ones.

export const STAT_KIND = {
  /** Submissions to the version (question_id '', key ''). */
  submissions: 's',
  /** One row per participant identity, e-mail else name else submission (question_id ''). */
  participant: 'p',
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
  /** Submissions that were shown this variant first (question_id = media set id, key = variant id). */
  variantFirst: 'f',
} as const;

export type StatKind = (typeof STAT_KIND)[keyof typeof STAT_KIND];
