import { BOUND_LIMIT } from './survey-rules.ts';
import { TEXT_LIMITS } from './survey-schema.ts';
import type {
  ConsentOptions,
  ContactOptions,
  DateOptions,
  NpsOptions,
  NumberOptions,
} from './survey-schema.ts';
import { isDateAnswer } from '../take/answer-formats.ts';
import { truncateText } from './text.ts';

// Editing the options of the issue-12 answer types (NPS, date, e-mail, phone, number, consent):
// partial changes as the editor, the assistant and the edit operations send them, each field
// checked, so an edited document is already normal (normalizeSurvey changes nothing).

/** A patch as it may arrive at runtime: any field, any value; each one is checked. */
type Loose<T> = { readonly [K in keyof T]?: unknown };

export type TypedOptionsPatch =
  | Partial<NpsOptions>
  | Partial<ContactOptions>
  | Partial<DateOptions>
  | Partial<NumberOptions>
  | Partial<ConsentOptions>;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' ? truncateText(value, max) : undefined;

export function patchNps(current: NpsOptions, patch: Loose<NpsOptions>): NpsOptions {
  return {
    min_label: text(patch.min_label, TEXT_LIMITS.numberLabel) ?? current.min_label,
    max_label: text(patch.max_label, TEXT_LIMITS.numberLabel) ?? current.max_label,
  };
}

export function patchContact(current: ContactOptions, patch: Loose<ContactOptions>): ContactOptions {
  return { placeholder: text(patch.placeholder, TEXT_LIMITS.placeholder) ?? current.placeholder };
}

export function patchConsent(current: ConsentOptions, patch: Loose<ConsentOptions>): ConsentOptions {
  return { statement: text(patch.statement, TEXT_LIMITS.consentStatement) ?? current.statement };
}

/**
 * A bound as given: a finite number (clamped to ±BOUND_LIMIT, whole for whole-number questions),
 * null to remove it, undefined to keep the current one.
 */
function numberBound(value: unknown, integer: boolean): number | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const clamped = Math.min(BOUND_LIMIT, Math.max(-BOUND_LIMIT, value));
  return (integer ? Math.round(clamped) : clamped) || 0; // -0 becomes 0
}

/**
 * Bounds and whole-number setting of a number question. A bound typed past the other one moves
 * the other one to it (min 10 with max 5 gives 10–10), as the slider does; turning on whole
 * numbers rounds the bounds.
 */
export function patchNumber(current: NumberOptions, patch: Loose<NumberOptions>): NumberOptions {
  const integer = typeof patch.integer === 'boolean' ? patch.integer : current.integer;
  const round = (value: number | null) => (value === null || !integer ? value : Math.round(value) || 0);
  const givenMin = numberBound(patch.min, integer);
  const givenMax = numberBound(patch.max, integer);
  let min = givenMin === undefined ? round(current.min) : givenMin;
  let max = givenMax === undefined ? round(current.max) : givenMax;
  if (min !== null && max !== null && min > max) {
    if (givenMax !== undefined && givenMin === undefined) min = max;
    else max = min;
  }
  return {
    placeholder: text(patch.placeholder, TEXT_LIMITS.placeholder) ?? current.placeholder,
    min,
    max,
    integer,
  };
}

function dateBound(value: unknown): string | null | undefined {
  if (value === null || value === '') return null;
  return typeof value === 'string' && isDateAnswer(value) ? value.trim() : undefined;
}

/** The earliest and latest date a respondent may give; past the other bound, the other one follows. */
export function patchDate(current: DateOptions, patch: Loose<DateOptions>): DateOptions {
  const givenEarliest = dateBound(patch.earliest);
  const givenLatest = dateBound(patch.latest);
  let earliest = givenEarliest === undefined ? current.earliest : givenEarliest;
  let latest = givenLatest === undefined ? current.latest : givenLatest;
  if (earliest !== null && latest !== null && earliest > latest) {
    if (givenLatest !== undefined && givenEarliest === undefined) earliest = latest;
    else latest = earliest;
  }
  return { earliest, latest };
}
