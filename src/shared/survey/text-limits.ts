// Limits on a survey's text, read by the schema (survey-schema.ts re-exports them) and by code the
// respondent page runs. Kept free of zod so the respondent bundle carries none (issue 17).

export const TEXT_LIMITS = {
  surveyTitle: 200,
  pageTitle: 200,
  question: 200,
  option: 100,
  placeholder: 100,
  numberLabel: 50,
  sliderLabel: 20,
  mediaTitle: 200,
  description: 2000,
  consentStatement: 1000,
} as const;

/**
 * A name a survey's text can pipe in with {{name}} and a condition can test: a question's `key` or a
 * declared hidden field. Lowercase letters, digits and "_", starting with a letter.
 */
export const REFERENCE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
