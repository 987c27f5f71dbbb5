import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { createInFlightTracker } from './in-flight.ts';

test('idle waits for running handlers and resolves at once when none run', async () => {
  const tracker = createInFlightTracker();
  let finish: () => void = () => {};
  const app = new Hono().use(tracker.middleware).get('/slow', async (c) => {
    await new Promise<void>((resolve) => (finish = resolve));
    return c.text('done');
  });
  await tracker.idle(1000);
  const pending = app.request('/slow');
  await Promise.resolve();
  expect(tracker.count()).toBe(1);
  let idle = false;
  const waiting = tracker.idle(60_000).then(() => (idle = true));
  await Promise.resolve();
  expect(idle).toBe(false);
  finish();
  await pending;
  await waiting;
  expect(idle).toBe(true);
  expect(tracker.count()).toBe(0);
});
