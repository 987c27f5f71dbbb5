import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { requestCounters } from '../db/schema.ts';

export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * Counts one request against `key` in a fixed window, atomically in one statement so that
 * concurrent requests on several instances can't both slip under the limit. Returns whether the
 * request is allowed and, when not, how many seconds until the window resets.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowStart = now - (now % rule.windowMs);
  // Pass DatabaseHandle.counters: a counter lost in a crash only forgives a few requests, so its
  // commit need not wait for the disk (a WAL flush on every respondent request otherwise).
  const [row] = await db
    .insert(requestCounters)
    .values({ key, windowStartedAt: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`case when ${requestCounters.windowStartedAt} = ${windowStart} then ${requestCounters.count} + 1 else 1 end`,
        windowStartedAt: sql`${windowStart}`,
      },
    })
    .returning({ count: requestCounters.count });
  if ((row?.count ?? 0) <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - now) / 1000) };
}
