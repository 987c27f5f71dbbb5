// What the respondent is told about distribution controls (docs/decisions/029-distribution-controls.md),
// shared by the server's messages and the take page's cards. Kept free of zod: the respondent page
// imports it, and its bundle must stay small (issue 17). distribution.ts re-exports it.

export type ClosedReason = 'date' | 'quota';

/** How long the thank-you page shows before the redirect, in milliseconds. */
export const REDIRECT_DELAY_MS = 3000;

export const CLOSED_TITLE = 'This survey is closed';
export const CLOSED_BY_QUOTA_TEXT =
  'It has received all the responses it needs, so it no longer accepts new ones. Thank you for your interest.';
export const CLOSED_BY_DATE_TEXT =
  'It stopped accepting responses at its closing time. Thank you for your interest.';
export const CLOSED_MESSAGE: Record<ClosedReason, string> = {
  quota: 'This survey is closed: it has received all the responses it needs.',
  date: 'This survey is closed: it stopped accepting responses at its closing time.',
};
export const LATE_TITLE = 'This survey closed before your answers arrived';
export const LATE_TEXT: Record<ClosedReason, string> = {
  quota:
    'It reached its response limit while you were answering, so your answers were not recorded. We’re sorry, and thank you for your time.',
  date: 'It reached its closing time while you were answering, so your answers were not recorded. We’re sorry, and thank you for your time.',
};
export const ALREADY_ANSWERED_TITLE = 'You’ve already answered this survey';
export const ALREADY_ANSWERED_TEXT =
  'This survey takes one response per browser, and we already have yours. Thank you for taking part.';
export const ALREADY_ANSWERED_MESSAGE =
  'This survey takes one response per browser, and this browser has already sent one.';
export const CONTINUE_LABEL = 'Continue';
