import { holmAdjust } from './multiple-comparisons.ts';
import { SIGNIFICANCE_LEVEL } from './verdict-types.ts';

// Which variant, if any, is significantly ahead of every other one. Every pair is tested; with more
// than two variants the p-values are Holm-adjusted, so "a real difference" keeps its 5% meaning
// however many variants the test has.

export interface PairwiseOutcome {
  /** Indexes of the variants from the highest estimate down. */
  ranking: number[];
  /** The leader when it beats every other variant significantly, else null. */
  winner: number | null;
  /** The p-value to quote: the leader's weakest win, or leader vs runner-up when there is no winner. */
  p: number | null;
  corrected: boolean;
}

/**
 * `estimates[i]` is variant i's share or mean; `test(i, j)` the p-value of i vs j (null when it
 * can't be computed yet, which never makes a winner).
 */
export function pairwiseLeader(
  estimates: readonly number[],
  test: (i: number, j: number) => number | null,
): PairwiseOutcome {
  const ranking = estimates.map((_, index) => index).sort((a, b) => estimates[b]! - estimates[a]!);
  const pairs: [number, number][] = [];
  for (let i = 0; i < estimates.length; i++)
    for (let j = i + 1; j < estimates.length; j++) pairs.push([i, j]);
  const raw = pairs.map(([i, j]) => test(i, j));
  const corrected = pairs.length > 1;
  const known = raw.map((p) => p ?? 1);
  const adjusted = corrected ? holmAdjust(known) : known;
  const pOf = (i: number, j: number): number | null => {
    const index = pairs.findIndex(([a, b]) => (a === i && b === j) || (a === j && b === i));
    return raw[index] === null ? null : adjusted[index]!;
  };
  const leader = ranking[0];
  const runnerUp = ranking[1];
  if (leader === undefined || runnerUp === undefined) return { ranking, winner: null, p: null, corrected };
  const leaderPs = ranking.slice(1).map((other) => pOf(leader, other));
  const ahead = estimates[leader]! > estimates[runnerUp]!;
  const beatsAll = ahead && leaderPs.every((p) => p !== null && p < SIGNIFICANCE_LEVEL);
  return {
    ranking,
    winner: beatsAll ? leader : null,
    p: beatsAll ? Math.max(...(leaderPs as number[])) : pOf(leader, runnerUp),
    corrected,
  };
}
