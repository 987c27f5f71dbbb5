import { setTimeout as wait } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ingestionPressure } from './ingestion-pressure.ts';

/** Keeps the event loop busy (synchronous work) for `ms` milliseconds. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('ingestionPressure', () => {
  it('is true after a busy stretch with requests running, false after an idle one or with none', async () => {
    let running = 5;
    const busy = ingestionPressure(() => running);
    spin(200);
    expect(busy()).toBe(true);
    await wait(200);
    expect(busy()).toBe(false);
    // Busy without requests (deliveries catching up on their own) is not pressure.
    running = 0;
    spin(200);
    expect(busy()).toBe(false);
  });
});
