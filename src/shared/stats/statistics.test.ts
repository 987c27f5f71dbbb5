import { describe, expect, it } from 'vitest';
import type { ValueCount } from '../report/aggregation.ts';
import { meanInterval, wilsonInterval } from './intervals.ts';
import { holmAdjust } from './multiple-comparisons.ts';
import { chiSquareGoodnessOfFit, exactBinomialTest } from './proportion-tests.ts';
import { mannWhitneyU, welchTTest, wilcoxonSignedRank } from './rating-tests.ts';
import { independentMeansSampleSize, pairedMeansSampleSize, preferenceSampleSize } from './sample-size.ts';
import { skewnessFromCounts, summaryFromCounts, summaryOf } from './summary.ts';

// Reference values come from published worked examples and R's documented outputs, not from this
// code. Student's sleep data (Cushny & Peebles 1905, R's `sleep` data set): extra hours of sleep
// with drug 1 and drug 2 in the same ten patients.
const drug1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const drug2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
const counted = (values: number[]): ValueCount[] => values.map((value) => ({ value, count: 1 }));

describe('Wilson score interval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion: comparison of
  // seven methods", Statistics in Medicine 17:857–872, Table II, method 3 (score without CC).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i of %i gives %f–%f', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('stays within 0–1 at the extremes and has no interval without trials', () => {
    expect(wilsonInterval(20, 20)!.high).toBe(1);
    expect(wilsonInterval(20, 20)!.low).toBeCloseTo(1 - 0.1611, 4); // mirror of 0/20 above
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('t interval of a mean', () => {
  it('matches R: t.test(sleep$extra[1:10]) gives 95% CI −0.5297804 to 2.0297804', () => {
    const interval = meanInterval(summaryOf(drug1)!)!;
    expect(interval.low).toBeCloseTo(-0.5297804, 6);
    expect(interval.high).toBeCloseTo(2.0297804, 6);
  });

  it('needs two answers', () => {
    expect(meanInterval(summaryOf([4])!)).toBeNull();
  });
});

describe('summaries from value counts', () => {
  it('equal those of the listed answers', () => {
    // 1,1,2,3,3,3,5 by hand: mean 18/7; Σx² = 58, so Σ(x − x̄)² = 58 − 18²/7 = 82/7, variance 82/7/6.
    const fromCounts = summaryFromCounts([
      { value: 1, count: 2 },
      { value: 2, count: 1 },
      { value: 3, count: 3 },
      { value: 5, count: 1 },
    ])!;
    expect(fromCounts.n).toBe(7);
    expect(fromCounts.mean).toBeCloseTo(18 / 7, 12);
    expect(fromCounts.variance).toBeCloseTo(82 / 7 / 6, 12);
    expect(summaryFromCounts([])).toBeNull();
  });

  it('keeps precision for large values with little spread', () => {
    const summary = summaryOf([1e9 + 1, 1e9 + 2, 1e9 + 3])!;
    expect(summary.variance).toBeCloseTo(1, 9);
  });

  it('skewness: symmetric answers give 0, a long right tail a positive value', () => {
    expect(skewnessFromCounts(counted([1, 2, 3, 4, 5]))).toBeCloseTo(0, 12);
    // g1 of 1,1,1,1,5 by hand: mean 1.8, m2 = 2.56, m3 = 6.144 → 6.144 / 2.56^1.5 = 1.5.
    expect(skewnessFromCounts(counted([1, 1, 1, 1, 5]))).toBeCloseTo(1.5, 10);
  });
});

describe("Welch's t-test", () => {
  it('matches R: t.test(extra ~ group, data = sleep): t = −1.8608, df = 17.776, p = 0.07939', () => {
    const result = welchTTest(summaryOf(drug1)!, summaryOf(drug2)!)!;
    expect(result.statistic).toBeCloseTo(-1.860813, 5);
    expect(result.degreesOfFreedom).toBeCloseTo(17.77647, 4);
    expect(result.p).toBeCloseTo(0.07939414, 6);
  });

  it('cannot run on one answer per group or on answers without spread', () => {
    expect(welchTTest(summaryOf([3])!, summaryOf([4, 5])!)).toBeNull();
    expect(welchTTest(summaryOf([3, 3])!, summaryOf([4, 4])!)).toBeNull();
  });
});

describe('Mann-Whitney U test', () => {
  it('matches R: wilcox.test(extra ~ group, data = sleep): W = 25.5, p = 0.06933 (ties: normal approximation)', () => {
    const result = mannWhitneyU(counted(drug1), counted(drug2))!;
    expect(result.statistic).toBe(25.5);
    expect(result.p).toBeCloseTo(0.06932758, 6);
  });

  it('gives the same answer from grouped counts as from single answers', () => {
    const a = [1, 2, 2, 3, 3, 3, 4, 5];
    const b = [3, 4, 4, 4, 5, 5, 5, 5];
    const grouped = (values: number[]) =>
      [...new Set(values)].map((value) => ({ value, count: values.filter((v) => v === value).length }));
    expect(mannWhitneyU(grouped(a), grouped(b))).toEqual(mannWhitneyU(counted(a), counted(b)));
  });

  it('is symmetric: swapping the groups gives U′ = n1·n2 − U and the same p', () => {
    const ab = mannWhitneyU(counted(drug1), counted(drug2))!;
    const ba = mannWhitneyU(counted(drug2), counted(drug1))!;
    expect(ba.statistic).toBe(100 - 25.5);
    expect(ba.p).toBeCloseTo(ab.p, 12);
  });

  it('cannot run without answers on one side or when every answer is the same', () => {
    expect(mannWhitneyU(counted([1, 2]), [])).toBeNull();
    expect(mannWhitneyU(counted([4, 4]), counted([4, 4, 4]))).toBeNull();
  });
});

describe('Wilcoxon signed-rank test', () => {
  it('matches R: wilcox.test(extra ~ group, data = sleep, paired = TRUE): V = 0, p = 0.009091', () => {
    const differences = drug1.map((value, index) => value - drug2[index]!);
    const result = wilcoxonSignedRank(counted(differences))!;
    expect(result.statistic).toBe(0);
    expect(result.p).toBeCloseTo(0.009090698, 6);
  });

  it('drops zero differences and needs at least one non-zero one', () => {
    expect(wilcoxonSignedRank([{ value: 0, count: 12 }])).toBeNull();
    const withZeros = wilcoxonSignedRank([
      { value: 0, count: 30 },
      { value: 1, count: 6 },
      { value: -1, count: 2 },
    ])!;
    const withoutZeros = wilcoxonSignedRank([
      { value: 1, count: 6 },
      { value: -1, count: 2 },
    ])!;
    expect(withZeros).toEqual(withoutZeros);
    // By hand: 8 tied |d| = 1 share rank 4.5, V = 6 × 4.5 = 27; mean 18, var = 8·9·17/24 − (512−8)/48
    // = 51 − 10.5 = 40.5; z = (27 − 18 − 0.5)/√40.5 = 1.33565, two-sided p = 0.18166.
    expect(withZeros.statistic).toBe(27);
    expect(withZeros.p).toBeCloseTo(0.18166, 4);
  });
});

describe('preference tests', () => {
  it("chi-square matches R's chisq.test example: x <- c(A = 20, B = 15, C = 25) gives X² = 2.5, df = 2, p = 0.2865", () => {
    // With 2 degrees of freedom the upper tail is exp(−X²/2) exactly: exp(−1.25) = 0.2865048.
    const result = chiSquareGoodnessOfFit([20, 15, 25])!;
    expect(result.statistic).toBeCloseTo(2.5, 12);
    expect(result.degreesOfFreedom).toBe(2);
    expect(result.p).toBeCloseTo(Math.exp(-1.25), 10);
  });

  it('chi-square needs two options and some answers', () => {
    expect(chiSquareGoodnessOfFit([5])).toBeNull();
    expect(chiSquareGoodnessOfFit([0, 0])).toBeNull();
  });

  it("exact binomial matches R's binom.test example (Mendel's peas): binom.test(682, 925, p = 3/4) gives p = 0.3825", () => {
    expect(exactBinomialTest(682, 925, 0.75)).toBeCloseTo(0.3824916, 6);
  });

  it('exact binomial against an even split, by hand: 9 of 10 → 2 × 11/1024', () => {
    expect(exactBinomialTest(9, 10)).toBeCloseTo(22 / 1024, 12);
    expect(exactBinomialTest(1, 10)).toBeCloseTo(22 / 1024, 12);
    expect(exactBinomialTest(5, 10)).toBe(1);
    expect(exactBinomialTest(0, 0)).toBe(1);
    // 6 of 6 → 2 × (1/2)^6 = 0.03125: the smallest clear preference.
    expect(exactBinomialTest(6, 6)).toBeCloseTo(0.03125, 12);
  });
});

describe('Holm correction', () => {
  it('by the definition (Holm 1979): sorted p × (m − rank), then the running maximum, capped at 1', () => {
    expect(holmAdjust([0.01, 0.02, 0.03, 0.04, 0.05])).toEqual([0.05, 0.08, 0.09, 0.09, 0.09]);
    // Results come back in the order given; sorted: 0.01 × 3 = 0.03, 0.04 × 2 = 0.08, 0.5 × 1 = 0.5.
    const adjusted = holmAdjust([0.5, 0.01, 0.04]);
    expect(adjusted[0]).toBeCloseTo(0.5, 12);
    expect(adjusted[1]).toBeCloseTo(0.03, 12);
    expect(adjusted[2]).toBeCloseTo(0.08, 12);
    expect(holmAdjust([0.6, 0.7])).toEqual([1, 1]);
  });
});

describe('sample sizes (5% two-sided, 80% power)', () => {
  it('two means: 63 per group for a difference of half a standard deviation (Cohen 1988: d = 0.5 → 63 by the normal formula)', () => {
    // 2 × (1.959964 + 0.841621)² / 0.5² = 62.79.
    expect(independentMeansSampleSize(1, 0.5)).toBe(63);
    expect(independentMeansSampleSize(2, 1)).toBe(63);
  });

  it('paired: half of the two-group size for the same spread of differences', () => {
    // (1.959964 + 0.841621)² / 0.5² = 31.40.
    expect(pairedMeansSampleSize(1, 0.5)).toBe(32);
  });

  it('preference: 783 picks to show 55% vs 45% against an even split', () => {
    // ((1.959964 × 0.5 + 0.841621 × √(0.55 × 0.45)) / 0.05)² = 782.5, by hand.
    expect(preferenceSampleSize(0.1)).toBe(783);
    // A 20-point gap (60/40) needs about a quarter as many: ((0.979982 + 0.841621×0.489898)/0.1)² = 193.9.
    expect(preferenceSampleSize(0.2)).toBe(194);
  });
});
