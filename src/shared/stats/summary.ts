import type { ValueCount } from '../report/aggregation.ts';

// Means and variances from what the report already has: per-value counts (answer_stats keeps one
// running total per value), so a summary never needs the individual answers.

export interface NumericSummary {
  n: number;
  mean: number;
  /** Sample variance (n − 1 in the denominator); 0 with fewer than two answers. */
  variance: number;
}

/** The summary of answers given as value → count; null without any. */
export function summaryFromCounts(counts: readonly ValueCount[]): NumericSummary | null {
  let n = 0;
  let sum = 0;
  for (const { value, count } of counts) {
    n += count;
    sum += value * count;
  }
  if (n === 0) return null;
  const mean = sum / n;
  // Squared deviations from the mean rather than sum-of-squares minus n·mean², which cancels
  // catastrophically for large values with a small spread (a 0–1000 slider, say).
  let squares = 0;
  for (const { value, count } of counts) squares += count * (value - mean) ** 2;
  return { n, mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

/** The summary of a plain list of answers. */
export function summaryOf(values: readonly number[]): NumericSummary | null {
  return summaryFromCounts(values.map((value) => ({ value, count: 1 })));
}

/** Sample skewness (the moment estimator g1); 0 when there is no spread. */
export function skewnessFromCounts(counts: readonly ValueCount[]): number {
  const summary = summaryFromCounts(counts);
  if (!summary || summary.n < 3) return 0;
  let second = 0;
  let third = 0;
  for (const { value, count } of counts) {
    const deviation = value - summary.mean;
    second += count * deviation ** 2;
    third += count * deviation ** 3;
  }
  second /= summary.n;
  third /= summary.n;
  return second === 0 ? 0 : third / second ** 1.5;
}
