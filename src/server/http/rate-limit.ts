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
  // A counter lost in a database crash only forgives a few requests, so this commit need not wait
  // for the disk; it would otherwise cost a WAL flush on every respondent request.
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return tx
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
  });
  if ((row?.count ?? 0) <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - now) / 1000) };
}
