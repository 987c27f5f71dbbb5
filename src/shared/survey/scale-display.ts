import { compactNumber } from '../format/compact-number.ts';
import type { SliderOptions } from './survey-schema.ts';

// How scale and slider values and labels read to a respondent (respondent spec §9: budget values
// are US dollars without decimals). Shared so results can show a budget the same way.

/** The labels a new scale or slider gets; an author who never changed them has said nothing. */
export const DEFAULT_SCALE_LABELS = { min: 'Min', mid: 'Mid', max: 'Max' } as const;

export type ScaleEnd = keyof typeof DEFAULT_SCALE_LABELS;

/** The label to show at one end (or the middle): null when blank or still the untouched default. */
export function shownScaleLabel(label: string | undefined, end: ScaleEnd): string | null {
  const text = label?.trim() ?? '';
  if (!text || text === DEFAULT_SCALE_LABELS[end]) return null;
  return text;
}

// A slider has no unit field, so a budget is recognised by its wording: a "$" in the question or its
// labels, or words that only a sum of money answers. "%" anywhere means a share, never dollars.
const MONEY_WORDS =
  /\b(?:budgets?|spend|spending|dollars?|usd)\b|\b(?:how much|what)\b.*\b(?:pay|spend|invest)\b|\bwilling to pay\b/i;

/** Whether a slider asks for an amount of US dollars. */
export function isMoneySlider(question: { text: string; response_options: SliderOptions }): boolean {
  const { labels } = question.response_options;
  const wording = [question.text, labels.min, labels.mid, labels.max].join('\n');
  if (wording.includes('%')) return false;
  return wording.includes('$') || MONEY_WORDS.test(question.text);
}

const exactNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A slider value in full: "5,000", or "$5,000" for a budget. */
export function formatSliderValue(value: number, money: boolean): string {
  return money ? dollars.format(value) : exactNumber.format(value);
}

/** A slider end in short: "10k", or "$10k" for a budget. */
export function formatSliderEnd(value: number, money: boolean): string {
  if (!money) return compactNumber(value);
  const short = compactNumber(Math.abs(Math.round(value)));
  return value < 0 && short !== '0' ? `-$${short}` : `$${short}`;
}

const MULTIPLIERS: Record<string, number> = { '': 1, k: 1e3, m: 1e6, b: 1e9 };

/**
 * Whether a label only repeats the number it stands under ("$0" under "$0", "10,000" or "10k" under
 * "10k"): showing both reads "0 / $0".
 */
export function labelRepeatsValue(label: string, value: number): boolean {
  const match = /^([-+]?)\s*\$?\s*([\d,]*\.?\d+)\s*([kmb]?)$/i.exec(label.trim());
  if (!match) return false;
  const [, sign = '', digits = '', suffix = ''] = match;
  const number = Number(digits.replace(/,/g, '')) * (MULTIPLIERS[suffix.toLowerCase()] ?? 1);
  const signed = sign === '-' ? -number : number;
  return (
    Math.abs(signed - value) < 1e-9 * Math.max(1, Math.abs(value)) ||
    compactNumber(signed) === compactNumber(value)
  );
}
