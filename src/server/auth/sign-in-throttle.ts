import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/rows.ts';

/**
 * Per-account slowdown for sign-in (docs/decisions/012-account-protection.md). The
 * per-address limit alone lets an attacker spread guesses for one account over many addresses;
 * this one counts wrong passwords per e-mail, whatever the address, in the database so that every
 * instance sees the same count.
 */
export const SIGN_IN_SLOWDOWN = {
  /** Wrong passwords in a row that an account is allowed before it has to wait. */
  freeFailures: 5,
  /** The wait after the 5th; it doubles with each further wrong password: 30 s, 1 min, 2 min… */
  firstDelayMs: 30_000,
  /** …up to 15 minutes, so at worst 4 guesses an hour per account. */
  maxDelayMs: 15 * 60_000,
  /** Failures are forgotten an hour after the last one (and at once on a right password). */
  forgetAfterMs: 60 * 60_000,
};

// Kept in request_counters beside the per-address limits: `window_started_at` holds the time of the
// last failure and `count` the failures in a row.
const keyFor = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

function delayAfter(failures: number): number {
  if (failures < SIGN_IN_SLOWDOWN.freeFailures) return 0;
  const doublings = Math.min(failures - SIGN_IN_SLOWDOWN.freeFailures, 10);
  return Math.min(SIGN_IN_SLOWDOWN.firstDelayMs * 2 ** doublings, SIGN_IN_SLOWDOWN.maxDelayMs);
}

export function createSignInThrottle(db: Database, clock: () => number = Date.now) {
  return {
    /** Seconds the account must still wait before its password is checked again, or 0. */
    async secondsToWait(email: string): Promise<number> {
      const [row] = rowsOf<{ window_started_at: unknown; count: unknown }>(
        await db.execute(
          sql`select window_started_at, count from request_counters where key = ${keyFor(email)}`,
        ),
      );
      if (!row) return 0;
      const lastFailure = toNumber(row.window_started_at);
      const waitUntil = lastFailure + delayAfter(toNumber(row.count));
      const now = clock();
      return waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
    },

    /** Counts a wrong password, atomically so that parallel attempts on several instances all count. */
    async recordFailure(email: string): Promise<void> {
      const now = clock();
      await db.execute(sql`
        insert into request_counters (key, window_started_at, count) values (${keyFor(email)}, ${now}, 1)
        on conflict (key) do update set
          count = case when request_counters.window_started_at > ${now - SIGN_IN_SLOWDOWN.forgetAfterMs}
            then request_counters.count + 1 else 1 end,
          window_started_at = ${now}`);
    },

    async recordSuccess(email: string): Promise<void> {
      await db.execute(sql`delete from request_counters where key = ${keyFor(email)}`);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
