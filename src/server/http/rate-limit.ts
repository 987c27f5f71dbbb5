import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/rows.ts';

export interface RateRule {
  max: number;
  windowMs: number;
}

type RateResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Pending {
  key: string;
  windowStart: number;
  rule: RateRule;
  now: number;
  resolve: (result: RateResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Counts one request against `key` in a fixed window, atomically in the database so that
 * concurrent requests on several instances can't both slip under the limit. Returns whether the
 * request is allowed and, when not, how many seconds until the window resets.
 *
 * Requests that arrive while this database's previous count is being written are counted together
 * in the next statement, one row per key (issue 17: under load a respondent request no longer costs
 * a statement of its own). The statement returns each key's new total, and the requests of a key
 * take the counts leading up to it in arrival order, so the limit holds exactly as before.
 */
export function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<RateResult> {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = createCounter(db)));
  return counter.consume(key, rule, now);
}

const counters = new WeakMap<Database, ReturnType<typeof createCounter>>();

function createCounter(db: Database) {
  let queue: Pending[] = [];
  let writing = false;

  /** One row per key: a key's requests of one window add up; another window of it waits. */
  function group(batch: Pending[]) {
    const rows = new Map<string, { windowStart: number; requests: Pending[] }>();
    const later: Pending[] = [];
    for (const pending of batch) {
      const row = rows.get(pending.key);
      if (!row) rows.set(pending.key, { windowStart: pending.windowStart, requests: [pending] });
      else if (row.windowStart === pending.windowStart) row.requests.push(pending);
      else later.push(pending);
    }
    return { rows, later };
  }

  async function write(rows: Map<string, { windowStart: number; requests: Pending[] }>) {
    const input = [...rows].map(([key, row]) => ({
      key,
      window_started_at: row.windowStart,
      count: row.requests.length,
    }));
    // Pass DatabaseHandle.counters: a counter lost in a crash only forgives a few requests, so its
    // commit need not wait for the disk (a WAL flush on every respondent request otherwise).
    const totals = rowsOf<{ key: string; count: unknown }>(
      await db.execute(sql`
        insert into request_counters (key, window_started_at, count)
        select key, window_started_at, count
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as r(key text, window_started_at bigint, count int)
        on conflict (key) do update set
          count = case when request_counters.window_started_at = excluded.window_started_at
            then request_counters.count + excluded.count else excluded.count end,
          window_started_at = excluded.window_started_at
        returning key, count`),
    );
    for (const total of totals) {
      const { requests } = rows.get(total.key)!;
      const first = toNumber(total.count) - requests.length + 1;
      requests.forEach((pending, index) => pending.resolve(verdict(first + index, pending)));
    }
  }

  function pump() {
    if (writing || queue.length === 0) return;
    writing = true;
    const { rows, later } = group(queue);
    queue = later;
    write(rows)
      .catch((error: unknown) => {
        for (const row of rows.values()) for (const pending of row.requests) pending.reject(error);
      })
      .finally(() => {
        writing = false;
        pump();
      });
  }

  return {
    consume(key: string, rule: RateRule, now: number): Promise<RateResult> {
      return new Promise((resolve, reject) => {
        queue.push({ key, windowStart: now - (now % rule.windowMs), rule, now, resolve, reject });
        pump();
      });
    },
  };
}

function verdict(count: number, pending: Pending): RateResult {
  if (count <= pending.rule.max) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.ceil((pending.windowStart + pending.rule.windowMs - pending.now) / 1000),
  };
}
