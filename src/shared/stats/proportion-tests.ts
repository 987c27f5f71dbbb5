import { binomialAtMost, binomialExactly, chiSquareUpperTail } from './distributions.ts';

// Significance of preference shares: the exact binomial test for two options, Pearson's
// chi-square goodness-of-fit for more. Both test "every option equally likely".

export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  p: number;
}

/** Pearson's chi-square test that the counts come from equal shares; null with < 2 options or none. */
export function chiSquareGoodnessOfFit(counts: readonly number[]): ChiSquareResult | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (counts.length < 2 || total === 0) return null;
  const expected = total / counts.length;
  const statistic = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  const degreesOfFreedom = counts.length - 1;
  return { statistic, degreesOfFreedom, p: chiSquareUpperTail(statistic, degreesOfFreedom) };
}

// R's binom.test counts outcomes "as unlikely" with this relative tolerance, so that outcomes whose
// probabilities differ only by rounding are treated alike; the same here gives the same p-values.
const RELATIVE_TOLERANCE = 1 + 1e-7;

/**
 * Two-sided exact binomial test of `successes` out of `trials` against `probability`: the chance of
 * an outcome at most as likely as the one seen (the method of R's binom.test). 1 without trials.
 */
export function exactBinomialTest(successes: number, trials: number, probability = 0.5): number {
  if (trials <= 0) return 1;
  const observed = binomialExactly(successes, trials, probability) * RELATIVE_TOLERANCE;
  const expected = trials * probability;
  const asUnlikely = (from: number, to: number): number => {
    let count = 0;
    for (let k = from; k <= to; k++) if (binomialExactly(k, trials, probability) <= observed) count++;
    return count;
  };
  let p: number;
  if (successes === expected) p = 1;
  else if (successes < expected) {
    const above = asUnlikely(Math.ceil(expected), trials);
    p = binomialAtMost(successes, trials, probability) + upperTail(trials - above, trials, probability);
  } else {
    const below = asUnlikely(0, Math.floor(expected));
    p = binomialAtMost(below - 1, trials, probability) + upperTail(successes - 1, trials, probability);
  }
  return Math.min(1, p);
}

/** P(X > k). */
function upperTail(k: number, trials: number, probability: number): number {
  return k < 0 ? 1 : 1 - binomialAtMost(k, trials, probability);
}
