import { standardNormalQuantile, tQuantile } from './distributions.ts';
import type { NumericSummary } from './summary.ts';

// Confidence intervals for what the analytics page shows per variant: shares (Wilson score) and
// means (Student's t). Wilson rather than the textbook p ± z·se because it stays inside 0–1 and
// keeps its coverage for small samples and shares near 0% or 100%, which concept tests often have.

export interface Interval {
  low: number;
  high: number;
}

export const CONFIDENCE_LEVEL = 0.95;

/** Wilson score interval of a proportion, as fractions (0–1); null without any trials. */
export function wilsonInterval(successes: number, trials: number, level = CONFIDENCE_LEVEL): Interval | null {
  if (trials <= 0) return null;
  const z = standardNormalQuantile(1 - (1 - level) / 2);
  const share = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (share + z2n / 2) / (1 + z2n);
  const halfWidth = (z / (1 + z2n)) * Math.sqrt((share * (1 - share)) / trials + z2n / (4 * trials));
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) };
}

/** t-based interval of a mean; null with fewer than two answers (no spread to estimate). */
export function meanInterval(summary: NumericSummary, level = CONFIDENCE_LEVEL): Interval | null {
  if (summary.n < 2) return null;
  const t = tQuantile(1 - (1 - level) / 2, summary.n - 1);
  const halfWidth = t * Math.sqrt(summary.variance / summary.n);
  return { low: summary.mean - halfWidth, high: summary.mean + halfWidth };
}
