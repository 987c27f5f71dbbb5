import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/rows.ts';

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
  // Plain SQL: this runs on every respondent request, where building it through the ORM showed up
  // in profiles.
  const [row] = rowsOf<{ count: unknown }>(
    await db.execute(sql`
      insert into request_counters (key, window_started_at, count) values (${key}, ${windowStart}, 1)
      on conflict (key) do update set
        count = case when request_counters.window_started_at = ${windowStart} then request_counters.count + 1 else 1 end,
        window_started_at = ${windowStart}
      returning count`),
  );
  if (toNumber(row?.count) <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - now) / 1000) };
}
