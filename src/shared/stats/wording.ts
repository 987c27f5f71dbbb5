import { formatPercent } from '../format/percent.ts';
import type { Interval } from './intervals.ts';

// Number formats of the verdict sentences, in one place so the page and the assistant agree.

/** "p = 0.01", "p = 0.004", "p < 0.001". */
export function formatPValue(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

/** A share (fraction 0–1) as the shared percent format: 0.62 → "62.0%". */
export const formatShare = (share: number): string => formatPercent(share * 100);

/** "52.2%–71.0%". */
export const formatShareInterval = (interval: Interval): string =>
  `${formatShare(interval.low)}–${formatShare(interval.high)}`;

/** Means of a short scale (1–5, 0–10) to 2 decimals, of a long one (a 0–100 slider) to 1. */
export function meanFormatter(scaleRange: number): (mean: number) => string {
  const digits = scaleRange <= 10 ? 2 : 1;
  return (mean) => mean.toFixed(digits);
}

/** "A", "A and B", "A, B and C". */
export function listWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
