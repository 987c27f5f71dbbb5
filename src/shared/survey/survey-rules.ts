import type { Page, ResponseType } from './survey-schema.ts';

// Rules shared by the normaliser and the editor operations, so a document the editor produces is
// already normal (normalizing it changes nothing).

/**
 * A number scale shows at most this many points. The respondent spec caps the scale "at 10"; 11
 * points is what lets authors build the common 0–10 scale (issue 15), which 10 points cannot hold.
 */
export const MAX_SCALE_POINTS = 11;

/** A ranking question orders at most this many options (more cannot be ranked with care). */
export const MAX_RANKING_OPTIONS = 20;
/** A matrix question: at most this many statements (rows) and scale points (columns). */
export const MAX_MATRIX_ROWS = 30;
export const MAX_MATRIX_COLUMNS = 11;

/**
 * Scale and slider bounds are kept within ±1e9 so that `min + 1` is always a different number
 * (far beyond anything the editor's five-character bound inputs can type).
 */
export const BOUND_LIMIT = 1_000_000_000;

export type RangeAnchor = 'min' | 'max';

// min stays below BOUND_LIMIT and max above -BOUND_LIMIT, so the bound moved to keep max > min
// never leaves the range either, and making a sane range sane again changes nothing.
function clampMin(value: number): number {
  return Math.min(BOUND_LIMIT - 1, Math.max(-BOUND_LIMIT, value)) || 0; // -0 becomes 0
}

function clampMax(value: number): number {
  return Math.min(BOUND_LIMIT, Math.max(-BOUND_LIMIT + 1, value)) || 0;
}

/**
 * Makes a number-select range sane: whole numbers, max above min, at most 11 points. The `keep`
 * bound stays put; the other one moves.
 */
export function saneScaleRange(min: number, max: number, keep: RangeAnchor): { min: number; max: number } {
  let lo = clampMin(Math.round(min));
  let hi = clampMax(Math.round(max));
  if (keep === 'min') {
    if (hi <= lo) hi = lo + 1;
    if (hi - lo + 1 > MAX_SCALE_POINTS) hi = lo + MAX_SCALE_POINTS - 1;
  } else {
    if (lo >= hi) lo = hi - 1;
    if (hi - lo + 1 > MAX_SCALE_POINTS) lo = hi - MAX_SCALE_POINTS + 1;
  }
  return { min: lo, max: hi };
}

/**
 * The range after the author types one bound of a number select: past the other bound, the other
 * bound gives way; too wide a range is narrowed by moving the bound just typed.
 */
export function editScaleBound(
  current: { min: number; max: number },
  bound: RangeAnchor,
  typed: number,
): { min: number; max: number } {
  const lo = bound === 'min' ? typed : current.min;
  const hi = bound === 'max' ? typed : current.max;
  const other: RangeAnchor = bound === 'min' ? 'max' : 'min';
  return saneScaleRange(lo, hi, hi <= lo ? bound : other);
}

/**
 * What to tell the author when a typed bound was not taken as typed (null when it was), so a range
 * never changes silently.
 */
export function scaleAdjustmentNote(
  current: { min: number; max: number },
  bound: RangeAnchor,
  typed: number,
): string | null {
  const result = editScaleBound(current, bound, typed);
  const other: RangeAnchor = bound === 'min' ? 'max' : 'min';
  if (result[bound] === typed && result[other] === current[other]) return null;
  const range = `${result.min}–${result.max}`;
  if (!Number.isInteger(typed) && Math.abs(result[bound] - typed) < 1) {
    return `Scales use whole numbers, so the scale is now ${range}.`;
  }
  if (result[other] !== current[other] && typed >= result.min && typed <= result.max) {
    return `The lowest number must stay below the highest, so the scale is now ${range}.`;
  }
  return `A scale has at most ${MAX_SCALE_POINTS} points (e.g. 0–10), so it is now ${range}.`;
}

/**
 * Spec owner §5: raising the slider's min to or above max sets max = min + 1; lowering max to or
 * below min sets min = max - 1. The `keep` bound stays put.
 */
export function saneSliderRange(min: number, max: number, keep: RangeAnchor): { min: number; max: number } {
  let lo = clampMin(toSliderPrecision(min));
  let hi = clampMax(toSliderPrecision(max));
  if (hi <= lo) {
    if (keep === 'min') hi = lo + 1;
    else lo = hi - 1;
  }
  return { min: lo, max: hi };
}

/** The finest slider step: below it, step arithmetic in floating point stops being exact. */
export const MIN_SLIDER_STEP = 0.0001;

/**
 * Slider numbers carry at most 4 decimals (the finest step): denormals like 5e-324 or 1e-323
 * otherwise make a grid whose values no answer can match exactly (found by a property test).
 */
function toSliderPrecision(value: number): number {
  return Math.round(value / MIN_SLIDER_STEP) * MIN_SLIDER_STEP === 0 ? 0 : Number(value.toFixed(4));
}

/**
 * A slider step of 0 or less becomes 1 (spec owner §5); a positive step finer than
 * MIN_SLIDER_STEP is raised to it (a property test found 5e-324 made valid answers unmatchable).
 */
export function saneSliderStep(step: number): number {
  if (!Number.isFinite(step) || step <= 0) return 1;
  return Math.max(toSliderPrecision(step), MIN_SLIDER_STEP);
}

/**
 * Whether respondents may pick several options: always for CHECKBOX, never for single choice,
 * yes/no and dropdown, the author's choice for multiple choice.
 */
export function saneAllowMultiple(type: ResponseType, requested: boolean): boolean {
  if (type === 'CHECKBOX') return true;
  if (type === 'SINGLE_CHOICE' || type === 'YES_NO' || type === 'DROPDOWN') return false;
  return requested;
}

/**
 * Question texts without spaces or line breaks at either end, as saved: the editor trims when a
 * field is left, but a save can catch text mid-typing and the assistant's text arrives as it is.
 * Not part of normalizeSurvey, which must leave every document the editor can reach unchanged.
 */
export function trimQuestionTexts<T extends { pages: readonly Page[] }>(document: T): T {
  let changed = false;
  const pages = document.pages.map((page) => {
    const blocks = page.content_blocks.map((block) => {
      if (block.type !== 'QUESTION_SET') return block;
      const items = block.items.map((item) => {
        const text = item.text.trim();
        if (text === item.text) return item;
        changed = true;
        return { ...item, text };
      });
      return { ...block, items };
    });
    return { ...page, content_blocks: blocks };
  });
  return changed ? { ...document, pages } : document;
}
