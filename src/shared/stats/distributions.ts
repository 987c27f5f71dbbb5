import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import binomialPmf from '@stdlib/stats-base-dists-binomial-pmf';
import chiSquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import studentTCdf from '@stdlib/stats-base-dists-t-cdf';
import studentTQuantile from '@stdlib/stats-base-dists-t-quantile';

// The one home of the probability distributions Pollen's statistics use. They come from stdlib's
// audited implementations (regularised incomplete beta and gamma functions) instead of hand-written
// approximations, which lose accuracy in the tails where p-values live.

/** P(Z ≤ z) for the standard normal distribution. */
export const standardNormalCdf = (z: number): number => normalCdf(z, 0, 1);

/** The z with P(Z ≤ z) = probability (standard normal). */
export const standardNormalQuantile = (probability: number): number => normalQuantile(probability, 0, 1);

/** P(T ≤ t) for Student's t with `degreesOfFreedom` (need not be whole: Welch's df is not). */
export const tCdf = (t: number, degreesOfFreedom: number): number => studentTCdf(t, degreesOfFreedom);

/** The t with P(T ≤ t) = probability. */
export const tQuantile = (probability: number, degreesOfFreedom: number): number =>
  studentTQuantile(probability, degreesOfFreedom);

/** P(X² > statistic): the upper tail of the chi-square distribution. */
export const chiSquareUpperTail = (statistic: number, degreesOfFreedom: number): number =>
  1 - chiSquareCdf(statistic, degreesOfFreedom);

/** P(X ≤ k) for X ~ Binomial(trials, probability). */
export const binomialAtMost = (k: number, trials: number, probability: number): number =>
  binomialCdf(k, trials, probability);

/** P(X = k) for X ~ Binomial(trials, probability). */
export const binomialExactly = (k: number, trials: number, probability: number): number =>
  binomialPmf(k, trials, probability);
