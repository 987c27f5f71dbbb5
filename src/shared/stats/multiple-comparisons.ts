// With more than two variants every pair is compared, and the chance that one of the comparisons
// looks "real" by luck grows with their number: Holm's step-down correction keeps that chance at
// 5% overall while losing less power than Bonferroni.

/** Holm-adjusted p-values, in the order given (as R's p.adjust(p, "holm")). */
export function holmAdjust(pValues: readonly number[]): number[] {
  const count = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(count);
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (count - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}
