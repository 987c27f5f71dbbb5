import type { ValueCount } from '../report/aggregation.ts';
import { meanInterval, type Interval } from './intervals.ts';
import { pairwiseLeader } from './pairwise.ts';
import { mannWhitneyU, welchTTest, wilcoxonSignedRank } from './rating-tests.ts';
import { independentMeansSampleSize, pairedMeansSampleSize } from './sample-size.ts';
import { skewnessFromCounts, summaryFromCounts, type NumericSummary } from './summary.ts';
import type { ConceptVerdict } from './verdict-types.ts';
import { formatPValue, listWithAnd, meanFormatter } from './wording.ts';

// The verdict of a rating asked about each variant (a number select, rating or slider).
// Monadic (each person rates one variant): Welch's t-test, or Mann-Whitney U for ordinal scales and
// for skewed answers, where a mean difference test misleads. Sequential monadic (each person rates
// every variant): the Wilcoxon signed-rank test on each person's difference, which removes the
// person-to-person spread. Holm's correction with more than two variants.

/** The difference the sample-size estimate plans for: a tenth of the scale (0.4 on 1–5, 10 on 0–100). */
export const RATING_GAP_SHARE = 0.1;
/** |skewness| above this counts as skewed (a common rule of thumb, Bulmer 1979). */
export const SKEWED = 1;

export interface RatingTally {
  id: string;
  title: string;
  /** Its answers as value → count. */
  counts: readonly ValueCount[];
}

export interface RatingComparison {
  variants: readonly RatingTally[];
  scale: { min: number; max: number };
  /** Rating stars and short number scales: ranks, not distances, carry the meaning. */
  ordinal: boolean;
  /**
   * Sequential monadic only: per person who rated both, their rating of variant a minus that of b,
   * as difference → count. Null for monadic designs (independent groups).
   */
  pairedDifferences: ((a: string, b: string) => readonly ValueCount[]) | null;
}

export type RatingTest = 'welch' | 'mann_whitney' | 'wilcoxon';

const METHOD: Record<RatingTest, string> = {
  welch: 'Welch’s t-test',
  mann_whitney: 'Mann-Whitney U test',
  wilcoxon: 'Wilcoxon signed-rank test (paired)',
};

/** Which test suits the comparison: paired data get Wilcoxon; ordinal or skewed, Mann-Whitney. */
export function chooseRatingTest(comparison: RatingComparison): RatingTest {
  if (comparison.pairedDifferences) return 'wilcoxon';
  if (comparison.ordinal) return 'mann_whitney';
  const skewed = comparison.variants.some((variant) => Math.abs(skewnessFromCounts(variant.counts)) > SKEWED);
  return skewed ? 'mann_whitney' : 'welch';
}

export interface VariantMean {
  summary: NumericSummary | null;
  interval: Interval | null;
}

export function variantMean(counts: readonly ValueCount[]): VariantMean {
  const summary = summaryFromCounts(counts);
  return { summary, interval: summary ? meanInterval(summary) : null };
}

export function ratingVerdict(comparison: RatingComparison): ConceptVerdict | null {
  const { variants, scale } = comparison;
  if (variants.length < 2) return null;
  const range = Math.max(scale.max - scale.min, 1);
  const formatMean = meanFormatter(range);
  const gap = range * RATING_GAP_SHARE;
  const gapNumber = formatMean(gap).replace(/\.?0+$/, '');
  const gapText = `a difference of ${gapNumber} point${gapNumber === '1' ? '' : 's'}`;
  const means = variants.map((variant) => variantMean(variant.counts));
  const test = chooseRatingTest(comparison);
  const many = variants.length > 2;
  const method = METHOD[test] + (many ? ' for each pair with Holm’s correction' : '');
  const paired = comparison.pairedDifferences;

  const pValue = (i: number, j: number): number | null => {
    const a = variants[i]!;
    const b = variants[j]!;
    if (paired) return wilcoxonSignedRank(paired(a.id, b.id))?.p ?? null;
    if (test === 'welch') {
      const sa = means[i]!.summary;
      const sb = means[j]!.summary;
      const welch = sa && sb ? welchTTest(sa, sb) : null;
      if (welch) return welch.p;
      // No spread in either group (everyone gave the same answer): ranks still compare them.
    }
    return mannWhitneyU(a.counts, b.counts)?.p ?? null;
  };
  const estimates = means.map((mean) => mean.summary?.mean ?? Number.NEGATIVE_INFINITY);
  const outcome = pairwiseLeader(estimates, pValue);
  const [leaderIndex, runnerUpIndex] = outcome.ranking as [number, number];
  const leader = variants[leaderIndex]!;
  const runnerUp = variants[runnerUpIndex]!;
  const pText = (p: number) =>
    formatPValue(p) +
    (many ? `, corrected for ${(variants.length * (variants.length - 1)) / 2} comparisons` : '');
  const meanText = (index: number) => {
    const summary = means[index]!.summary;
    return summary ? formatMean(summary.mean) : 'no answers';
  };
  const intervalText = (index: number) => {
    const interval = means[index]!.interval;
    return interval ? `${formatMean(interval.low)}–${formatMean(interval.high)}` : 'not yet known';
  };

  if (outcome.winner !== null && outcome.p !== null) {
    const others = outcome.ranking
      .slice(1)
      .map((index) => `${meanText(index)} for ${variants[index]!.title}`);
    const text = many
      ? `${leader.title} is rated highest: ${meanText(leaderIndex)} on average, vs ${listWithAnd(others)} ` +
        `(95% CI ${intervalText(leaderIndex)}), a real difference (${pText(outcome.p)}).`
      : `${leader.title} is rated higher: ${meanText(leaderIndex)} vs ${meanText(runnerUpIndex)} on average ` +
        `(95% CI ${intervalText(leaderIndex)} vs ${intervalText(runnerUpIndex)}), a real difference (${pText(outcome.p)}).`;
    return { kind: 'winner', text, winnerId: leader.id, p: outcome.p, method, moreNeeded: null };
  }

  // No winner: is it a tie (enough answers to show the planned gap) or too early to tell?
  const planningSd = range / 4; // the spread of answers used across a scale, before any are in
  let needed: number;
  let have: number;
  if (paired) {
    const differences = summaryFromCounts(paired(leader.id, runnerUp.id));
    have = differences?.n ?? 0;
    const sd = differences && differences.n > 1 ? Math.sqrt(differences.variance) : planningSd;
    needed = Math.max(2, pairedMeansSampleSize(sd || planningSd, gap));
  } else {
    const a = means[leaderIndex]!.summary;
    const b = means[runnerUpIndex]!.summary;
    have = Math.min(a?.n ?? 0, b?.n ?? 0);
    const observed = a && b && a.n > 1 && b.n > 1 ? Math.sqrt((a.variance + b.variance) / 2) : planningSd;
    needed = Math.max(2, independentMeansSampleSize(observed || planningSd, gap));
  }
  const more = Math.max(0, needed - have);
  const names = many
    ? `${leader.title} and ${runnerUp.title} (the two rated highest)`
    : `${leader.title} and ${runnerUp.title}`;
  const unit = paired ? 'responses' : 'per variant';
  const split = `${meanText(leaderIndex)} vs ${meanText(runnerUpIndex)} on average`;
  const p = outcome.p;
  if (more > 0)
    return {
      kind: 'too_few',
      text: `Not enough responses yet to tell ${names} apart: ${split}${p === null ? '' : ` (${pText(p)})`}; about ${more} more ${unit} would show ${gapText}.`,
      winnerId: null,
      p,
      method,
      moreNeeded: more,
    };
  return {
    kind: 'tie',
    text: `No real difference between ${names}: ${split}${p === null ? '' : ` (${pText(p)})`}, with enough responses to show ${gapText}.`,
    winnerId: null,
    p,
    method,
    moreNeeded: null,
  };
}
