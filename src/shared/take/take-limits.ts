// Size limits of a respondent's answers, kept free of zod so the respondent page (its own small
// bundle) can use them without shipping a schema library.
export const TEXT_ANSWER_MAX = 10_000;
export const OTHER_TEXT_MAX = 1_000;
export const RESPONDENT_NAME_MAX = 200;
export const RESPONDENT_EMAIL_MAX = 320;

// The shape browsers use for <input type="email"> (WHATWG HTML), which is what respondents type
// into; stricter RFC parsing would reject addresses the form itself accepted.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function looksLikeEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
