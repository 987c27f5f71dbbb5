import type { ValueCount } from '../report/aggregation.ts';
import { exactBinomialTest } from './proportion-tests.ts';
import { mannWhitneyU } from './rating-tests.ts';
import { summaryFromCounts } from './summary.ts';
import { SIGNIFICANCE_LEVEL, type OrderCheck } from './verdict-types.ts';
import { formatPValue, formatShare, meanFormatter } from './wording.ts';

// Order effects: each respondent sees the variants in a random order, so without an effect of
// position the variant shown first is picked in 1 of k cases (and rated like the others). A
// significant departure means position swayed answers, and the verdict should be read with care.

/** Preference: how often the pick was the variant shown first, against chance (exact binomial). */
export function preferenceOrderCheck(input: {
  pickedFirstShown: number;
  picks: number;
  variantCount: number;
}): OrderCheck | null {
  const { pickedFirstShown, picks, variantCount } = input;
  if (picks === 0 || variantCount < 2) return null;
  const chance = 1 / variantCount;
  const share = pickedFirstShown / picks;
  const p = exactBinomialTest(pickedFirstShown, picks, chance);
  const observed = `picked in ${formatShare(share)} of responses`;
  if (p < SIGNIFICANCE_LEVEL) {
    const direction = share > chance ? 'more' : 'less';
    return {
      favoured: share > chance,
      p,
      text: `Order check: the variant shown first was ${observed}, ${direction} than the ${formatShare(chance)} chance would give (${formatPValue(p)}): its position may have swayed the choice.`,
    };
  }
  return {
    favoured: false,
    p,
    text: `Order check: no sign that the variant shown first was favoured (${observed}; ${formatShare(chance)} by chance, ${formatPValue(p)}).`,
  };
}

/** Sequential monadic ratings: ratings given to whichever variant came first vs to the later ones. */
export function ratingOrderCheck(input: {
  firstShown: readonly ValueCount[];
  laterShown: readonly ValueCount[];
  scale: { min: number; max: number };
}): OrderCheck | null {
  const first = summaryFromCounts(input.firstShown);
  const later = summaryFromCounts(input.laterShown);
  const test = mannWhitneyU(input.firstShown, input.laterShown);
  if (!first || !later || !test) return null;
  const formatMean = meanFormatter(Math.max(input.scale.max - input.scale.min, 1));
  const observed = `${formatMean(first.mean)} on average when shown first, ${formatMean(later.mean)} when shown later`;
  if (test.p < SIGNIFICANCE_LEVEL) {
    return {
      favoured: first.mean > later.mean,
      p: test.p,
      text: `Order check: variants were rated ${observed} (${formatPValue(test.p)}): position may have swayed the ratings.`,
    };
  }
  return {
    favoured: false,
    p: test.p,
    text: `Order check: no sign that position swayed the ratings (${observed}; ${formatPValue(test.p)}).`,
  };
}
