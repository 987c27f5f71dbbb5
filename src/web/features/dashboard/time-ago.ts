const DAY_MS = 86_400_000;

function startOfLocalDay(time: number): number {
  const date = new Date(time);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * The dashboard card's age label (spec owner-side §2 "Survey card"): "Never" without a date,
 * "Today", "1 day ago", "N days ago". Days are calendar days in the viewer's time zone, so a
 * response from last night reads "1 day ago" even if it came in two hours ago. A date in the future
 * (a clock running ahead) reads "Today".
 */
export function timeAgoLabel(iso: string | null | undefined, now: Date | number = Date.now()): string {
  if (!iso) return 'Never';
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return 'Never';
  const nowTime = typeof now === 'number' ? now : now.getTime();
  // Rounding absorbs the 23- or 25-hour days around daylight-saving changes.
  const days = Math.round((startOfLocalDay(nowTime) - startOfLocalDay(then)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return '1 day ago';
  return `${days} days ago`;
}
