import { inject } from 'vitest';

/**
 * This worker's PostgreSQL database for the run, or null when no server answered. Each Vitest
 * worker has its own copy (global-setup.ts), so files running at the same time are independent.
 */
export function workerPostgresUrl(): string | null {
  const urls = inject('postgresUrls');
  if (urls.length === 0) return null;
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(Math.max(1, poolId) - 1) % urls.length] ?? null;
}
