import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { testDatabases } from '../test-support/test-server.ts';
import { consumeRateLimit } from './rate-limit.ts';

// Requests arriving together are counted in one statement (one row per key); the limit must hold
// exactly as if each were counted alone, across keys and windows.
describe.each(testDatabases())('rate limits on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const rule = { max: 5, windowMs: 60_000 };
  const now = 1_700_000_040_000;

  test('of twelve requests at once on one key, exactly five are allowed; another key counts on its own', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 12 }, () => consumeRateLimit(database.counters, 'burst|a', rule, now)),
      ...Array.from({ length: 3 }, () => consumeRateLimit(database.counters, 'burst|b', rule, now)),
    ]);
    const a = results.slice(0, 12);
    const b = results.slice(12);
    expect(a.filter((result) => result.allowed)).toHaveLength(5);
    // The first five to arrive are the ones allowed.
    expect(a.map((result) => result.allowed)).toEqual([...Array(5).fill(true), ...Array(7).fill(false)]);
    expect(a[11]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(b.every((result) => result.allowed)).toBe(true);
    // One more later in the same window is refused; in the next window it starts again.
    expect((await consumeRateLimit(database.counters, 'burst|b', rule, now)).allowed).toBe(true);
    expect((await consumeRateLimit(database.counters, 'burst|b', rule, now)).allowed).toBe(true);
    expect((await consumeRateLimit(database.counters, 'burst|b', rule, now)).allowed).toBe(false);
    expect((await consumeRateLimit(database.counters, 'burst|b', rule, now + 60_000)).allowed).toBe(true);
  });

  test('requests of one key across a window boundary, sent together, count in their own windows', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => consumeRateLimit(database.counters, 'edge', rule, now)),
      ...Array.from({ length: 5 }, () => consumeRateLimit(database.counters, 'edge', rule, now + 60_000)),
    ]);
    expect(results.every((result) => result.allowed)).toBe(true);
    expect((await consumeRateLimit(database.counters, 'edge', rule, now + 60_000)).allowed).toBe(false);
  });
});
