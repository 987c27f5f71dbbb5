import type { ValueCount } from '../report/aggregation.ts';
import { standardNormalCdf, tCdf } from './distributions.ts';
import type { NumericSummary } from './summary.ts';

// Significance of differences between ratings: Welch's t-test and the Mann-Whitney U test for
// independent groups (monadic designs), the Wilcoxon signed-rank test for paired answers (sequential
// monadic: everyone rates every variant). The rank tests work on value → count, which is what the
// report keeps, and use the normal approximation with tie and continuity corrections (R's
// wilcox.test with exact = FALSE): rating scales are full of ties, where exact tables don't apply.

export interface TestResult {
  /** The test statistic: t, U or V. */
  statistic: number;
  p: number;
}

/** Welch's t-test (unequal variances); null when either group has < 2 answers or there is no spread. */
export function welchTTest(
  a: NumericSummary,
  b: NumericSummary,
): (TestResult & { degreesOfFreedom: number }) | null {
  if (a.n < 2 || b.n < 2) return null;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  if (va + vb === 0) return null;
  const t = (a.mean - b.mean) / Math.sqrt(va + vb);
  const degreesOfFreedom = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  return { statistic: t, degreesOfFreedom, p: twoSidedT(t, degreesOfFreedom) };
}

function twoSidedT(t: number, degreesOfFreedom: number): number {
  return Math.min(1, 2 * tCdf(-Math.abs(t), degreesOfFreedom));
}

function twoSidedZ(z: number): number {
  return Math.min(1, 2 * standardNormalCdf(-Math.abs(z)));
}

const continuity = (deviation: number): number => Math.sign(deviation) * 0.5;

// Values that differ only by floating-point noise (0.7 − 1.9 vs −1.2) are the same tie.
const tieKey = (value: number): number => Math.round(value * 1e9);

/**
 * Mann-Whitney U (Wilcoxon rank-sum) test; U counts the pairs where a's answer beats b's (ties
 * count half), as R's W. Null when either group is empty or every answer is the same.
 */
export function mannWhitneyU(a: readonly ValueCount[], b: readonly ValueCount[]): TestResult | null {
  const groups = new Map<number, { value: number; a: number; b: number }>();
  const add = (entries: readonly ValueCount[], side: 'a' | 'b') => {
    for (const { value, count } of entries) {
      if (count <= 0) continue;
      const key = tieKey(value);
      const group = groups.get(key) ?? { value, a: 0, b: 0 };
      group[side] += count;
      groups.set(key, group);
    }
  };
  add(a, 'a');
  add(b, 'b');
  const sorted = [...groups.values()].sort((x, y) => x.value - y.value);
  const na = sorted.reduce((sum, group) => sum + group.a, 0);
  const nb = sorted.reduce((sum, group) => sum + group.b, 0);
  if (na === 0 || nb === 0) return null;
  const n = na + nb;
  let rankSumA = 0;
  let ranked = 0;
  let tieTerm = 0;
  for (const group of sorted) {
    const size = group.a + group.b;
    const midrank = ranked + (size + 1) / 2;
    rankSumA += group.a * midrank;
    ranked += size;
    tieTerm += size ** 3 - size;
  }
  const u = rankSumA - (na * (na + 1)) / 2;
  const variance = ((na * nb) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return null;
  const deviation = u - (na * nb) / 2;
  return { statistic: u, p: twoSidedZ((deviation - continuity(deviation)) / Math.sqrt(variance)) };
}

/**
 * Wilcoxon signed-rank test on paired differences (value = one person's rating of A minus their
 * rating of B, with how many people had it). Zero differences are dropped, as in R; V is the rank
 * sum of the positive differences. Null when every difference is zero.
 */
export function wilcoxonSignedRank(differences: readonly ValueCount[]): TestResult | null {
  const groups = new Map<number, { size: number; positive: number }>();
  for (const { value, count } of differences) {
    if (count <= 0 || tieKey(value) === 0) continue;
    const key = tieKey(Math.abs(value));
    const group = groups.get(key) ?? { size: 0, positive: 0 };
    group.size += count;
    if (value > 0) group.positive += count;
    groups.set(key, group);
  }
  const sorted = [...groups.entries()].sort(([x], [y]) => x - y).map(([, group]) => group);
  const n = sorted.reduce((sum, group) => sum + group.size, 0);
  if (n === 0) return null;
  let v = 0;
  let ranked = 0;
  let tieTerm = 0;
  for (const group of sorted) {
    v += group.positive * (ranked + (group.size + 1) / 2);
    ranked += group.size;
    tieTerm += group.size ** 3 - group.size;
  }
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 - tieTerm / 48;
  if (variance <= 0) return null;
  const deviation = v - (n * (n + 1)) / 4;
  return { statistic: v, p: twoSidedZ((deviation - continuity(deviation)) / Math.sqrt(variance)) };
}
