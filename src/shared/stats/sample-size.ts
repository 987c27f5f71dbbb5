import { standardNormalQuantile } from './distributions.ts';

// How many answers a test needs to pick up a given difference (5% significance, 80% power, the
// usual planning defaults), by the normal-approximation formulas found in any sample-size table
// (e.g. Chow, Shao & Wang, "Sample Size Calculations in Clinical Research"). Used to tell a tie
// (enough answers, no difference) from "not enough answers yet".

export const PLANNING_ALPHA = 0.05;
export const PLANNING_POWER = 0.8;

const zAlpha = () => standardNormalQuantile(1 - PLANNING_ALPHA / 2);
const zPower = () => standardNormalQuantile(PLANNING_POWER);

/**
 * Picks needed for a two-way preference to show a gap of `gap` (0.10 = 55% vs 45%) against an even
 * split: the one-sample test of a proportion against 0.5.
 */
export function preferenceSampleSize(gap: number): number {
  const share = 0.5 + gap / 2;
  const numerator = zAlpha() * 0.5 + zPower() * Math.sqrt(share * (1 - share));
  return Math.ceil((numerator / (share - 0.5)) ** 2);
}

/** Answers needed per group to show a difference `delta` between two means with spread `sd`. */
export function independentMeansSampleSize(standardDeviation: number, delta: number): number {
  return Math.ceil((2 * (zAlpha() + zPower()) ** 2 * standardDeviation ** 2) / delta ** 2);
}

/** People needed (each rating both) to show a mean difference `delta`, given the spread of differences. */
export function pairedMeansSampleSize(differenceSd: number, delta: number): number {
  return Math.ceil(((zAlpha() + zPower()) ** 2 * differenceSd ** 2) / delta ** 2);
}
