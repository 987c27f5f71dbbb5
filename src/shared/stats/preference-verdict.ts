import { wilsonInterval } from './intervals.ts';
import { pairwiseLeader } from './pairwise.ts';
import { chiSquareGoodnessOfFit, exactBinomialTest } from './proportion-tests.ts';
import { preferenceSampleSize } from './sample-size.ts';
import { SIGNIFICANCE_LEVEL, type ConceptVerdict } from './verdict-types.ts';
import { formatPValue, formatShare, formatShareInterval, listWithAnd } from './wording.ts';

// The verdict of a preference question ("Which do you prefer?", one pick among the variants).
// Two variants: the exact binomial test against an even split. More: the chi-square test that all
// are equally liked, then each pair by the exact binomial test among the people who picked one of
// the two, Holm-corrected; a winner needs both.

/** The gap between two shares the sample-size estimate plans for: 10 points (55% vs 45%). */
export const PREFERENCE_GAP = 0.1;
const GAP_TEXT = 'a 10-point difference';

export interface PreferenceTally {
  id: string;
  title: string;
  /** People who picked this variant. */
  count: number;
}

export function preferenceVerdict(variants: readonly PreferenceTally[]): ConceptVerdict | null {
  if (variants.length < 2) return null;
  const total = variants.reduce((sum, variant) => sum + variant.count, 0);
  const shares = variants.map((variant) => (total === 0 ? 0 : variant.count / total));
  const many = variants.length > 2;
  const omnibus = many ? chiSquareGoodnessOfFit(variants.map((variant) => variant.count)) : null;
  const outcome = pairwiseLeader(shares, (i, j) => {
    const picks = variants[i]!.count + variants[j]!.count;
    return picks === 0 ? null : exactBinomialTest(variants[i]!.count, picks, 0.5);
  });
  const method = many
    ? 'Chi-square test, then exact binomial tests for each pair with Holm’s correction'
    : 'Exact binomial test';
  const [leaderIndex, runnerUpIndex] = outcome.ranking as [number, number];
  const leader = variants[leaderIndex]!;
  const runnerUp = variants[runnerUpIndex]!;
  const pText = (p: number) =>
    formatPValue(p) + (many ? `, corrected for ${pairCount(variants.length)} comparisons` : '');

  const omnibusSignificant = !omnibus || omnibus.p < SIGNIFICANCE_LEVEL;
  if (outcome.winner !== null && omnibusSignificant && outcome.p !== null) {
    const interval = wilsonInterval(leader.count, total)!;
    const others = outcome.ranking
      .slice(1)
      .map((index) => `${formatShare(shares[index]!)} for ${variants[index]!.title}`);
    const text = many
      ? `${leader.title} is preferred most: ${formatShare(shares[leaderIndex]!)}, vs ${listWithAnd(others)} ` +
        `(95% CI ${formatShareInterval(interval)}), a real difference (${pText(outcome.p)}).`
      : `Most people prefer ${leader.title}: ${formatShare(shares[leaderIndex]!)} vs ${formatShare(shares[runnerUpIndex]!)} ` +
        `(95% CI ${formatShareInterval(interval)}), a real difference (${pText(outcome.p)}).`;
    return { kind: 'winner', text, winnerId: leader.id, p: outcome.p, method, moreNeeded: null };
  }

  // No winner: a tie once there are enough picks to have shown a 10-point gap between the two
  // leaders, otherwise "not enough yet". Only the leaders' pickers inform their comparison, so with
  // more than two variants the total needed grows by the share of picks the others take.
  const pairPicks = leader.count + runnerUp.count;
  const pairFraction = total === 0 || pairPicks === 0 ? 2 / variants.length : pairPicks / total;
  const needed = Math.ceil(preferenceSampleSize(PREFERENCE_GAP) / pairFraction);
  const more = Math.max(0, needed - total);
  const names = many
    ? `${leader.title} and ${runnerUp.title} (the two most picked)`
    : `${leader.title} and ${runnerUp.title}`;
  const split = `${formatShare(shares[leaderIndex]!)} vs ${formatShare(shares[runnerUpIndex]!)}`;
  const p = outcome.p;
  if (total === 0)
    return {
      kind: 'too_few',
      text: `No responses yet to compare ${listWithAnd(variants.map((variant) => variant.title))}: about ${needed} would show ${GAP_TEXT}.`,
      winnerId: null,
      p: null,
      method,
      moreNeeded: needed,
    };
  const soFar = p === null ? `${split} so far` : `${split} so far (${pText(p)})`;
  if (more > 0)
    return {
      kind: 'too_few',
      text: `Not enough responses yet to tell ${names} apart: ${soFar}; about ${more} more responses would show ${GAP_TEXT}.`,
      winnerId: null,
      p,
      method,
      moreNeeded: more,
    };
  return {
    kind: 'tie',
    text: `No real difference between ${names}: ${split}${p === null ? '' : ` (${pText(p)})`}, with enough responses to show ${GAP_TEXT}.`,
    winnerId: null,
    p,
    method,
    moreNeeded: null,
  };
}

const pairCount = (variants: number) => (variants * (variants - 1)) / 2;
