import { expect, test } from 'vitest';
import { chooseBalancedVariant, type RandomIndex } from './variant-assignment.ts';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): RandomIndex {
  let state = seed >>> 0;
  return (bound) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * bound);
  };
}

function simulate(variantIds: string[], respondents: number, random: RandomIndex) {
  const counts = new Map(variantIds.map((id) => [id, 0]));
  const firstPicks: string[] = [];
  for (let respondent = 0; respondent < respondents; respondent++) {
    const chosen = chooseBalancedVariant(
      [...counts].map(([variantId, assigned]) => ({ variantId, assigned })),
      random,
    );
    counts.set(chosen, counts.get(chosen)! + 1);
    if (respondent < variantIds.length) firstPicks.push(chosen);
    const values = [...counts.values()];
    // Balanced after EVERY respondent, not only at the end.
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
  }
  return { counts, firstPicks };
}

test.each([2, 3, 4, 5])(
  '10,000 respondents over %i variants: the counts never differ by more than one',
  (variants) => {
    const ids = Array.from({ length: variants }, (_, index) => `media_${index}_${variants}`);
    const { counts } = simulate(ids, 10_000, seeded(variants * 7919));
    const values = [...counts.values()];
    expect(values.reduce((sum, value) => sum + value, 0)).toBe(10_000);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
    // 10,000 split as evenly as possible: floor or ceil of the share.
    for (const value of values)
      expect([Math.floor(10_000 / variants), Math.ceil(10_000 / variants)]).toContain(value);
  },
);

test('Uneven starting counts (an earlier respondent dropped out) are filled up least-first', () => {
  const counts = [
    { variantId: 'forest', assigned: 7 },
    { variantId: 'ocean', assigned: 3 },
    { variantId: 'desert', assigned: 5 },
  ];
  expect(chooseBalancedVariant(counts, () => 0)).toBe('ocean');
  expect(chooseBalancedVariant(counts, () => 0)).toBe('ocean');
});

test('Ties are broken at random: over many fresh studies every variant is sometimes first', () => {
  const ids = ['forest', 'ocean', 'desert', 'city'];
  const random = seeded(42);
  const firsts = new Map<string, number>();
  for (let study = 0; study < 400; study++) {
    const first = chooseBalancedVariant(
      ids.map((variantId) => ({ variantId, assigned: 0 })),
      random,
    );
    firsts.set(first, (firsts.get(first) ?? 0) + 1);
  }
  expect([...firsts.keys()].sort()).toEqual([...ids].sort());
  // Roughly uniform: each near 100 of 400 (a fixed "first variant first" rule would give 400/0/0/0).
  for (const count of firsts.values()) expect(count).toBeGreaterThan(60);
});

test('The default random source is used when none is given, and a set needs a variant', () => {
  const picked = chooseBalancedVariant([
    { variantId: 'a', assigned: 1 },
    { variantId: 'b', assigned: 1 },
  ]);
  expect(['a', 'b']).toContain(picked);
  expect(() => chooseBalancedVariant([])).toThrow();
});
