import { describe, expect, it } from 'vitest';
import type { ValueCount } from '../report/aggregation.ts';
import { preferenceOrderCheck, ratingOrderCheck } from './order-check.ts';
import { preferenceVerdict } from './preference-verdict.ts';
import { chooseRatingTest, ratingVerdict, type RatingComparison } from './rating-verdict.ts';

// Reference p-values and intervals were computed independently with SciPy 1.17
// (scipy.stats.binomtest, chisquare, mannwhitneyu(method='asymptotic'), ttest_ind(equal_var=False),
// wilcoxon(method='approx', correction=True), t.interval, proportion_ci(method='wilson')).

const counts = (byValue: Record<number, number>): ValueCount[] =>
  Object.entries(byValue).map(([value, count]) => ({ value: Number(value), count }));
const list = (values: number[]): ValueCount[] => values.map((value) => ({ value, count: 1 }));

describe('preference verdict', () => {
  it('names the clear winner of two by title, with its share, Wilson interval and p', () => {
    // binomtest(62, 100).pvalue = 0.020979; Wilson CI of 62/100 = 0.52210–0.70902.
    const verdict = preferenceVerdict([
      { id: 'v-ocean', title: 'Ocean', count: 38 },
      { id: 'v-forest', title: 'Forest', count: 62 },
    ])!;
    expect(verdict.kind).toBe('winner');
    expect(verdict.winnerId).toBe('v-forest');
    expect(verdict.p).toBeCloseTo(0.020979, 5);
    expect(verdict.text).toBe(
      'Most people prefer Forest: 62.0% vs 38.0% (95% CI 52.2%–70.9%), a real difference (p = 0.02).',
    );
    expect(verdict.method).toBe('Exact binomial test');
  });

  it('calls an even split with enough responses a tie, never a win', () => {
    const verdict = preferenceVerdict([
      { id: 'a', title: 'Classic', count: 401 },
      { id: 'b', title: 'Bold', count: 399 },
    ])!;
    expect(verdict.kind).toBe('tie');
    expect(verdict.winnerId).toBeNull();
    expect(verdict.text).toBe(
      'No real difference between Classic and Bold: 50.1% vs 49.9% (p = 0.97), with enough responses to show a 10-point difference.',
    );
  });

  it('says how many more responses are needed when it is too early to tell', () => {
    // binomtest(12, 20).pvalue = 0.50344; 783 picks show a 10-point gap, 20 are in.
    const verdict = preferenceVerdict([
      { id: 'a', title: 'Sunrise', count: 12 },
      { id: 'b', title: 'Dusk', count: 8 },
    ])!;
    expect(verdict.kind).toBe('too_few');
    expect(verdict.moreNeeded).toBe(763);
    expect(verdict.text).toBe(
      'Not enough responses yet to tell Sunrise and Dusk apart: 60.0% vs 40.0% so far (p = 0.50); about 763 more responses would show a 10-point difference.',
    );
  });

  it('never claims a winner from a handful of picks, however lopsided', () => {
    // 5 of 5 → p = 2 × 0.5^5 = 0.0625; 6 of 6 → 0.03125 is the first significant split.
    expect(
      preferenceVerdict([
        { id: 'a', title: 'A', count: 5 },
        { id: 'b', title: 'B', count: 0 },
      ])!.kind,
    ).toBe('too_few');
    expect(
      preferenceVerdict([
        { id: 'a', title: 'A', count: 6 },
        { id: 'b', title: 'B', count: 0 },
      ])!.kind,
    ).toBe('winner');
  });

  it('with three variants: chi-square plus Holm-corrected pairs find the winner', () => {
    // chisquare([60, 25, 15]).pvalue = 5.3e-8; pairs (binomtest): 60/85 → 1.868e-4, 60/75 → 1.588e-7,
    // 25/40 → 0.1539; Holm: the winner's weakest win 1.868e-4 × 2 = 3.74e-4.
    const verdict = preferenceVerdict([
      { id: 'a', title: 'Pebble', count: 25 },
      { id: 'b', title: 'Summit', count: 60 },
      { id: 'c', title: 'Drift', count: 15 },
    ])!;
    expect(verdict.kind).toBe('winner');
    expect(verdict.winnerId).toBe('b');
    expect(verdict.p).toBeCloseTo(2 * 1.8679938e-4, 9);
    expect(verdict.text).toBe(
      'Summit is preferred most: 60.0%, vs 25.0% for Pebble and 15.0% for Drift (95% CI 50.2%–69.1%), a real difference (p < 0.001, corrected for 3 comparisons).',
    );
  });

  it('with three variants and two close leaders: no winner, the leaders named', () => {
    // binomtest(45, 88).pvalue = 0.9152: the largest of the three raw p-values, so Holm multiplies it by 1.
    const verdict = preferenceVerdict([
      { id: 'a', title: 'Pebble', count: 45 },
      { id: 'b', title: 'Summit', count: 43 },
      { id: 'c', title: 'Drift', count: 12 },
    ])!;
    expect(verdict.kind).toBe('too_few');
    expect(verdict.winnerId).toBeNull();
    expect(verdict.text).toMatch(
      /^Not enough responses yet to tell Pebble and Summit \(the two most picked\) apart: 45\.0% vs 43\.0% so far \(p = 0\.92, corrected for 3 comparisons\); about \d+ more responses would show a 10-point difference\.$/,
    );
    // Only 88 of 100 picks inform the leaders' comparison: 783 / 0.88 = 890 needed, 100 in.
    expect(verdict.moreNeeded).toBe(790);
  });

  it('without responses, or with one variant', () => {
    expect(preferenceVerdict([{ id: 'a', title: 'A', count: 3 }])).toBeNull();
    const empty = preferenceVerdict([
      { id: 'a', title: 'Red', count: 0 },
      { id: 'b', title: 'Blue', count: 0 },
    ])!;
    expect(empty.kind).toBe('too_few');
    expect(empty.text).toBe(
      'No responses yet to compare Red and Blue: about 783 would show a 10-point difference.',
    );
  });
});

describe('rating verdict', () => {
  const ratingA = counts({ 1: 2, 2: 3, 3: 8, 4: 15, 5: 12 }); // mean 3.80
  const ratingB = counts({ 1: 6, 2: 10, 3: 12, 4: 8, 5: 4 }); // mean 2.85
  const monadic = (variants: RatingComparison['variants'], ordinal = true): RatingComparison => ({
    variants,
    scale: { min: 1, max: 5 },
    ordinal,
    pairedDifferences: null,
  });

  it('monadic star ratings: Mann-Whitney finds the higher-rated variant, with t intervals of both means', () => {
    // mannwhitneyu(A, B, method='asymptotic').pvalue = 0.000530; t.interval: A 3.444–4.156, B 2.463–3.237.
    const verdict = ratingVerdict(
      monadic([
        { id: 'b', title: 'Oat bar', counts: ratingB },
        { id: 'a', title: 'Nut bar', counts: ratingA },
      ]),
    )!;
    expect(verdict.kind).toBe('winner');
    expect(verdict.winnerId).toBe('a');
    expect(verdict.p).toBeCloseTo(0.00053038, 7);
    expect(verdict.method).toBe('Mann-Whitney U test');
    expect(verdict.text).toBe(
      'Nut bar is rated higher: 3.80 vs 2.85 on average (95% CI 3.44–4.16 vs 2.46–3.24), a real difference (p < 0.001).',
    );
  });

  it('a slider with symmetric answers uses Welch’s t-test', () => {
    // ttest_ind(S1, S2, equal_var=False).pvalue = 3.2325e-5.
    const s1 = list([62, 70, 55, 80, 66, 71, 59, 75, 68, 73, 64, 77]);
    const s2 = list([50, 58, 45, 61, 52, 49, 57, 60, 47, 55]);
    const comparison: RatingComparison = {
      variants: [
        { id: '1', title: 'Tagline one', counts: s1 },
        { id: '2', title: 'Tagline two', counts: s2 },
      ],
      scale: { min: 0, max: 100 },
      ordinal: false,
      pairedDifferences: null,
    };
    expect(chooseRatingTest(comparison)).toBe('welch');
    const verdict = ratingVerdict(comparison)!;
    expect(verdict.p).toBeCloseTo(3.2324626e-5, 9);
    expect(verdict.text).toMatch(/^Tagline one is rated higher: 68\.3 vs 53\.4 on average/);
  });

  it('a skewed slider switches to Mann-Whitney', () => {
    const skewed = list([0, 0, 0, 0, 0, 0, 0, 0, 1, 100]);
    expect(
      chooseRatingTest({
        variants: [
          { id: '1', title: 'X', counts: skewed },
          { id: '2', title: 'Y', counts: list([40, 50, 60]) },
        ],
        scale: { min: 0, max: 100 },
        ordinal: false,
        pairedDifferences: null,
      }),
    ).toBe('mann_whitney');
  });

  it('sequential monadic: the paired Wilcoxon test on each person’s difference', () => {
    // 20 people rated both; differences X − Y: 0 ×6, 1 ×12, 2 ×2.
    // wilcoxon(X, Y, method='approx', correction=True).pvalue = 0.000427.
    const differences = counts({ 0: 6, 1: 12, 2: 2 });
    const negated = differences.map(({ value, count }) => ({ value: -value, count }));
    const comparison: RatingComparison = {
      variants: [
        { id: 'x', title: 'Label X', counts: counts({ 3: 3, 4: 10, 5: 7 }) },
        { id: 'y', title: 'Label Y', counts: counts({ 2: 2, 3: 8, 4: 10 }) },
      ],
      scale: { min: 1, max: 5 },
      ordinal: true,
      pairedDifferences: (a, b) => (a === 'x' && b === 'y' ? differences : negated),
    };
    expect(chooseRatingTest(comparison)).toBe('wilcoxon');
    const verdict = ratingVerdict(comparison)!;
    expect(verdict.kind).toBe('winner');
    expect(verdict.winnerId).toBe('x');
    expect(verdict.p).toBeCloseTo(0.00042686, 7);
  });

  it('the same answers for both variants, plenty of them: a tie', () => {
    // Variance by hand: Σ count·(v − 3)² = 2·30·4 + 2·45·1 = 330, / 209 = 1.579, so
    // 2 × 7.849 × 1.579 / 0.4² = 155 per variant show 0.4 points; 210 are in.
    const same = counts({ 1: 30, 2: 45, 3: 60, 4: 45, 5: 30 });
    const verdict = ratingVerdict(
      monadic([
        { id: 'a', title: 'Mint', counts: same },
        { id: 'b', title: 'Lime', counts: same },
      ]),
    )!;
    expect(verdict.kind).toBe('tie');
    expect(verdict.text).toBe(
      'No real difference between Mint and Lime: 3.00 vs 3.00 on average (p = 1.00), with enough responses to show a difference of 0.4 points.',
    );
  });

  it('a few answers: too early, with more needed per variant', () => {
    const verdict = ratingVerdict(
      monadic([
        { id: 'a', title: 'Mint', counts: list([4, 5, 3]) },
        { id: 'b', title: 'Lime', counts: list([3, 4]) },
      ]),
    )!;
    expect(verdict.kind).toBe('too_few');
    expect(verdict.text).toMatch(
      /^Not enough responses yet to tell Mint and Lime apart: 4\.00 vs 3\.50 on average \(p = [\d.]+\); about \d+ more per variant would show a difference of 0\.4 points\.$/,
    );
  });

  it('a variant nobody rated yet cannot win or lose', () => {
    const verdict = ratingVerdict(
      monadic([
        { id: 'a', title: 'Mint', counts: list([5, 5, 5, 5, 5, 5, 5, 5]) },
        { id: 'b', title: 'Lime', counts: [] },
      ]),
    )!;
    expect(verdict.kind).toBe('too_few');
    expect(verdict.text).toContain('Mint and Lime');
    expect(verdict.text).toContain('no answers');
  });
});

describe('order checks', () => {
  it('flags a first-shown variant picked more than chance', () => {
    // binomtest(45, 100, 1/3).pvalue = 0.014770.
    const check = preferenceOrderCheck({ pickedFirstShown: 45, picks: 100, variantCount: 3 })!;
    expect(check.favoured).toBe(true);
    expect(check.p).toBeCloseTo(0.01477, 5);
    expect(check.text).toBe(
      'Order check: the variant shown first was picked in 45.0% of responses, more than the 33.3% chance would give (p = 0.01): its position may have swayed the choice.',
    );
  });

  it('finds no effect when the first-shown variant is picked about as often as chance', () => {
    // binomtest(36, 100, 1/3).pvalue = 0.5962.
    const check = preferenceOrderCheck({ pickedFirstShown: 36, picks: 100, variantCount: 3 })!;
    expect(check.favoured).toBe(false);
    expect(check.text).toBe(
      'Order check: no sign that the variant shown first was favoured (picked in 36.0% of responses; 33.3% by chance, p = 0.60).',
    );
    expect(preferenceOrderCheck({ pickedFirstShown: 0, picks: 0, variantCount: 2 })).toBeNull();
  });

  it('ratings: compares what was rated first with what was rated later', () => {
    const check = ratingOrderCheck({
      firstShown: counts({ 4: 10, 5: 10 }),
      laterShown: counts({ 2: 10, 3: 10 }),
      scale: { min: 1, max: 5 },
    })!;
    expect(check.favoured).toBe(true);
    expect(check.text).toMatch(
      /^Order check: variants were rated 4\.50 on average when shown first, 2\.50 when shown later \(p < 0\.001\)/,
    );
  });
});
