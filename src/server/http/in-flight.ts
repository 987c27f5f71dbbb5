import { createMiddleware } from 'hono/factory';

/**
 * Counts requests whose handlers are still running, even when their client has gone away, so
 * shutdown can wait for them before closing the database (a submission being written must finish).
 */
export function createInFlightTracker() {
  let running = 0;
  let waiters: (() => void)[] = [];
  const middleware = createMiddleware(async (_c, next) => {
    running++;
    try {
      await next();
    } finally {
      running--;
      if (running === 0) {
        for (const resolve of waiters) resolve();
        waiters = [];
      }
    }
  });
  /** Resolves when no request is running, or after `timeoutMs`. */
  function idle(timeoutMs: number): Promise<void> {
    if (running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return { middleware, idle, count: () => running };
}

export type InFlightTracker = ReturnType<typeof createInFlightTracker>;
