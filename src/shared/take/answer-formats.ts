import { regexes } from 'zod/v4/core';
import type { DateOptions, NumberOptions, QuestionItem } from '../survey/survey-schema.ts';

// The formats of the typed answers of issue 12 (date, e-mail, phone, number, NPS, consent): one
// home for the respondent page (inline messages) and the submission route (the same rules again).
// Pure and free of zod's schema builder, so the respondent bundle stays small (only a regex).

export const EMAIL_ANSWER_MESSAGE = 'Enter an e-mail address like name@example.com.';
export const PHONE_ANSWER_MESSAGE = 'Enter a phone number with 7 to 15 digits, like +44 20 7946 0958.';
export const DATE_ANSWER_MESSAGE = 'Enter a date like 2026-03-31.';
export const NUMBER_ANSWER_MESSAGE = 'Enter a number, like 42 or 3.5.';
export const WHOLE_NUMBER_MESSAGE = 'Enter a whole number, like 42.';
export const NPS_ANSWER_MESSAGE = 'Choose a score from 0 to 10.';
export const CONSENT_ANSWER_MESSAGE = 'Tick the box to agree, or leave it empty.';

/** The lowest and highest NPS score. */
export const NPS_MIN = 0;
export const NPS_MAX = 10;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** Longest e-mail address (RFC 5321's path limit) and phone text a respondent can send. */
export const EMAIL_ANSWER_MAX = 254;
export const PHONE_ANSWER_MAX = 40;

/**
 * Whether the text is an e-mail address, by zod's e-mail rule (the one z.email() applies: a
 * dotted domain ending in letters, no quoted or IP-literal forms), after trimming.
 */
export function isEmailAnswer(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= EMAIL_ANSWER_MAX && regexes.email.test(trimmed);
}

/** Digits, spaces, dots, hyphens and brackets, with an optional leading +. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * Whether the text is a phone number, leniently: an optional leading "+", then digits with spaces,
 * dots, hyphens or brackets between them, 7 to 15 digits in all (E.164 allows 15), brackets
 * balanced and not nested.
 */
export function isPhoneAnswer(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > PHONE_ANSWER_MAX || !PHONE_CHARACTERS.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return false;
  let open = false;
  for (const character of trimmed) {
    if (character === '(') {
      if (open) return false;
      open = true;
    } else if (character === ')') {
      if (!open) return false;
      open = false;
    }
  }
  return !open;
}

/** The phone number as stored: trimmed, runs of spaces made one. */
export function tidyPhone(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a calendar date written YYYY-MM-DD (what a native date input sends), year 1000 on. */
export function isDateAnswer(text: string): boolean {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2026-03-31" → "31 Mar 2026" (fixed English month names, the same on server and browser). */
export function formatDateAnswer(text: string): string {
  if (!isDateAnswer(text)) return text;
  const [year, month, day] = text.trim().split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * What a respondent typed into a number field, as a number: "42", "-3.5", "1,5" (a decimal comma),
 * "1 000" or "1,000" (grouped thousands). Null when it is not a number.
 */
export function parseTypedNumber(text: string): number | null {
  let value = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (value === '') return null;
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  else if (/^[-+]?\d*,\d+$/.test(value)) value = value.replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** How a number's bounds read in a message: "from 1 to 10", "of at least 0", "of at most 5". */
export function numberBoundsText(options: Pick<NumberOptions, 'min' | 'max'>): string | null {
  const { min, max } = options;
  if (min !== null && max !== null) return `from ${min} to ${max}`;
  if (min !== null) return `of at least ${min}`;
  if (max !== null) return `of at most ${max}`;
  return null;
}

/** The problem with a number answer under the question's options, or null when it is fine. */
export function numberAnswerProblem(
  options: Pick<NumberOptions, 'min' | 'max' | 'integer'>,
  value: number,
): string | null {
  if (!Number.isFinite(value)) return NUMBER_ANSWER_MESSAGE;
  const outside =
    (options.min !== null && value < options.min) || (options.max !== null && value > options.max);
  if (outside) {
    const kind = options.integer ? 'a whole number' : 'a number';
    return `Enter ${kind} ${numberBoundsText(options)}.`;
  }
  if (options.integer && !Number.isInteger(value)) return WHOLE_NUMBER_MESSAGE;
  return null;
}

/** Whether the value is an NPS score: a whole number from 0 to 10. */
export function isNpsScore(value: number): boolean {
  return Number.isInteger(value) && value >= NPS_MIN && value <= NPS_MAX;
}

/** The problem with a well-formed date outside the question's bounds, or null. */
export function dateAnswerProblem(
  options: Pick<DateOptions, 'earliest' | 'latest'>,
  date: string,
): string | null {
  const { earliest, latest } = options;
  const day = date.trim();
  if ((earliest === null || day >= earliest) && (latest === null || day <= latest)) return null;
  if (earliest !== null && latest !== null)
    return `Enter a date from ${formatDateAnswer(earliest)} to ${formatDateAnswer(latest)}.`;
  if (earliest !== null) return `Enter a date on or after ${formatDateAnswer(earliest)}.`;
  return `Enter a date on or before ${formatDateAnswer(latest ?? '')}.`;
}

/** What the server says when a required consent box was not ticked. */
export function consentMissingMessage(question: Pick<QuestionItem, 'text'>, questionNumber: number): string {
  const text = question.text.trim();
  const what = text === '' ? `question ${questionNumber}` : `"${text}"`;
  return `Tick the box to agree (${what}); this survey needs your consent to continue.`;
}
