// When a failed delivery is tried again (issue 19: "retried with exponential back-off for at least
// 24 hours"). Pure, so tests drive it with a fixed clock and random source.

/** The first retry waits about this long; each later one twice as long as the one before. */
export const FIRST_RETRY_MS = 30_000;
/** No wait is longer than this, so a receiver back after an outage is reached within hours. */
export const MAX_RETRY_MS = 4 * 60 * 60_000;
/** A delivery is retried until it has been failing this long, then marked failed. */
export const GIVE_UP_AFTER_MS = 25 * 60 * 60_000;

/**
 * The wait after the `attempts`-th failed attempt: exponential, capped, with "equal jitter" (half
 * fixed, half random) so deliveries that failed together (a receiver outage) don't all retry in
 * the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

/** The next attempt's time, or null when the delivery has been failing long enough to give up. */
export function nextAttemptAt(
  firstQueuedAt: Date,
  attempts: number,
  now: Date,
  random: () => number = Math.random,
): Date | null {
  if (now.getTime() - firstQueuedAt.getTime() >= GIVE_UP_AFTER_MS) return null;
  return new Date(now.getTime() + retryDelayMs(attempts, random));
}
