const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The saved-state text of the autosave indicator (spec owner-side §4): under a minute "just now",
 * under an hour minutes, under a day hours, otherwise the date.
 */
export function saveLabel(savedAt: Date, now: Date, locale?: string): string {
  const elapsed = Math.max(0, now.getTime() - savedAt.getTime());
  if (elapsed < MINUTE) return 'Saved just now';
  if (elapsed < HOUR) return `Saved ${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `Saved ${Math.floor(elapsed / HOUR)}h ago`;
  const sameYear = savedAt.getFullYear() === now.getFullYear();
  const date = savedAt.toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
  return `Saved ${date}`;
}
