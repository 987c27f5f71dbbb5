import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ATTEMPT_TIMEOUT_MS,
  MAX_DELAY_MS,
  RetryClock,
  retryDelayMs,
  submitUntilSettled,
  type RetryNotice,
  type SubmitOptions,
} from './submit-with-retry.ts';
import { NETWORK_ERROR } from './take-copy.ts';

const payload = { name: 'Ada', answers: [{ question_id: 'q1', text_value: 'Hi' }] };

function reply(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

type Step = Response | Error | 'hang';

/** A fetch that answers from a script; 'hang' never answers until its signal aborts. */
function scriptedFetch(...steps: Step[]) {
  const queue = [...steps];
  return vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    const next = queue.shift() ?? new TypeError('Failed to fetch');
    if (next === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    }
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}

function keysOf(fetchMock: ReturnType<typeof scriptedFetch>) {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

/** Starts a submission whose retry notices are recorded; the random source is fixed (no jitter). */
function start(fetchMock: ReturnType<typeof scriptedFetch>, options: Partial<SubmitOptions> = {}) {
  const notices: RetryNotice[] = [];
  const outcome = submitUntilSettled({
    shareId: 's',
    payload,
    idempotencyKey: 'key-1',
    fetch: fetchMock,
    random: () => 1,
    onRetry: (notice) => notices.push(notice),
    ...options,
  });
  return { outcome, notices };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryDelayMs', () => {
  it('doubles from 0.5 s and is capped at 30 s', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 8, 20, 200].map((retry) => retryDelayMs(retry, () => 1));
    expect(ceilings).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('jitters between half and all of the step', () => {
    expect(retryDelayMs(3, () => 0)).toBe(1000);
    expect(retryDelayMs(3, () => 0.5)).toBe(1500);
    expect(retryDelayMs(50, () => 0)).toBe(MAX_DELAY_MS / 2);
    for (let retry = 1; retry < 40; retry++) {
      const delay = retryDelayMs(retry);
      expect(delay).toBeGreaterThanOrEqual(250);
      expect(delay).toBeLessThanOrEqual(MAX_DELAY_MS);
    }
  });
});

describe('submitUntilSettled', () => {
  it('posts the payload as JSON with the Idempotency-Key and returns the submission id', async () => {
    const fetchMock = scriptedFetch(reply(201, { submissionId: 'sub-9' }));
    const { outcome } = start(fetchMock, { shareId: 'a b' });
    expect(await outcome).toEqual({ kind: 'stored', submissionId: 'sub-9' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/public/surveys/a%20b/submissions');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('never gives up: a minute and more of failures, then stored, always with the same key', async () => {
    const failures = 25;
    const fetchMock = scriptedFetch(
      ...Array.from({ length: failures }, (_, index) =>
        index % 3 === 0
          ? reply(503, { error: { code: 'unavailable', message: 'Down' } })
          : new TypeError('Failed to fetch'),
      ),
      reply(200, { submissionId: 'sub-2' }),
    );
    const { outcome, notices } = start(fetchMock);
    let settled = false;
    void outcome.then(() => (settled = true));
    for (const notice of [500, 1000, 2000, 4000, 8000, 16_000]) {
      await vi.advanceTimersByTimeAsync(notice - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.advanceTimersByTimeAsync(MAX_DELAY_MS * (failures - 6));
    expect(await outcome).toEqual({ kind: 'stored', submissionId: 'sub-2' });
    expect(fetchMock).toHaveBeenCalledTimes(failures + 1);
    expect(new Set(keysOf(fetchMock))).toEqual(new Set(['key-1']));
    expect(notices.map((notice) => notice.delayMs)).toEqual([
      500,
      1000,
      2000,
      4000,
      8000,
      16_000,
      ...Array.from({ length: failures - 6 }, () => MAX_DELAY_MS),
    ]);
    expect(notices[0]).toEqual({ failures: 1, delayMs: 500, status: 503, message: 'Down' });
    expect(notices[1]).toEqual({ failures: 2, delayMs: 1000, status: null, message: NETWORK_ERROR });
  });

  it('sends at once when woken (the browser came online) instead of waiting out the back-off', async () => {
    const clock = new RetryClock();
    const fetchMock = scriptedFetch(
      ...Array.from({ length: 8 }, () => new TypeError('offline')),
      reply(201, { submissionId: 'sub-3' }),
    );
    const { outcome, notices } = start(fetchMock, { clock });
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000 + 4000 + 8000 + 16_000 + 30_000);
    expect(notices).toHaveLength(8);
    expect(fetchMock).toHaveBeenCalledTimes(8);
    clock.wake();
    expect(await outcome).toEqual({ kind: 'stored', submissionId: 'sub-3' });
    expect(fetchMock).toHaveBeenCalledTimes(9);
  });

  it('a wake during an attempt skips the next pause', async () => {
    const clock = new RetryClock();
    let fail: (error: Error) => void = () => {};
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce(reply(201, { submissionId: 'sub-4' }));
    const { outcome } = start(fetchMock as never, { clock });
    await vi.advanceTimersByTimeAsync(0);
    clock.wake();
    fail(new TypeError('Failed to fetch'));
    expect(await outcome).toEqual({ kind: 'stored', submissionId: 'sub-4' });
  });

  it('abandons an attempt that is never answered and tries again', async () => {
    const fetchMock = scriptedFetch('hang', reply(201, { submissionId: 'sub-5' }));
    const { outcome, notices } = start(fetchMock);
    await vi.advanceTimersByTimeAsync(ATTEMPT_TIMEOUT_MS - 1);
    expect(notices).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 + 500);
    expect(await outcome).toEqual({ kind: 'stored', submissionId: 'sub-5' });
    expect(notices).toEqual([{ failures: 1, delayMs: 500, status: null, message: NETWORK_ERROR }]);
  });

  it('honours Retry-After on a 429 or 503, within the 30 s cap', async () => {
    const fetchMock = scriptedFetch(
      reply(429, undefined, { 'Retry-After': '3' }),
      reply(503, undefined, { 'Retry-After': '600' }),
      reply(201, { submissionId: 'x' }),
    );
    const { outcome, notices } = start(fetchMock);
    await vi.advanceTimersByTimeAsync(3000 + MAX_DELAY_MS);
    expect(await outcome).toEqual({ kind: 'stored', submissionId: 'x' });
    expect(notices.map((notice) => notice.delayMs)).toEqual([3000, MAX_DELAY_MS]);
  });

  it('retries 408 and a plain 409 conflict, which may still succeed', async () => {
    const fetchMock = scriptedFetch(
      reply(408),
      reply(409, { error: { code: 'conflict', message: 'Please try again.' } }),
      reply(201, { submissionId: 'y' }),
    );
    const { outcome } = start(fetchMock);
    await vi.advanceTimersByTimeAsync(1500);
    expect(await outcome).toEqual({ kind: 'stored', submissionId: 'y' });
  });

  it.each([
    [422, 'validation_failed', 'Answer the first question'],
    [404, 'not_found', "This survey isn't available"],
    [413, 'payload_too_large', 'The response is too large to submit.'],
    [400, 'bad_request', 'An Idempotency-Key header is required.'],
  ])('stops at once on a final %i and reports the server message', async (status, code, message) => {
    const fetchMock = scriptedFetch(reply(status, { error: { code, message } }));
    const { outcome, notices } = start(fetchMock);
    expect(await outcome).toEqual({ kind: 'refused', status, message });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });

  it('recognises a stored key sent with other answers (409 idempotency_key_reused)', async () => {
    const fetchMock = scriptedFetch(
      reply(409, { error: { code: 'idempotency_key_reused', message: 'already stored' } }),
    );
    expect(await start(fetchMock).outcome).toEqual({ kind: 'already-sent' });
  });

  it('stops when the page stops it, during a pause or an attempt', async () => {
    const controller = new AbortController();
    const fetchMock = scriptedFetch(new TypeError('offline'), 'hang');
    const { outcome } = start(fetchMock, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(200);
    controller.abort();
    expect(await outcome).toEqual({ kind: 'stopped' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const again = new AbortController();
    const hanging = scriptedFetch('hang');
    const second = start(hanging, { signal: again.signal });
    await vi.advanceTimersByTimeAsync(10);
    again.abort();
    expect(await second.outcome).toEqual({ kind: 'stopped' });
  });
});
