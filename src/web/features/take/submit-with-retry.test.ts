import { describe, expect, it, vi } from 'vitest';
import { MAX_SUBMIT_ATTEMPTS, retryDelayMs, submitWithRetry } from './submit-with-retry.ts';
import { NETWORK_ERROR } from './take-copy.ts';

const payload = { name: 'Ada', answers: [{ question_id: 'q1', text_value: 'Hi' }] };

function reply(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function fakeFetch(...replies: (Response | Error)[]) {
  const queue = [...replies];
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error('no more replies');
    if (next instanceof Error) throw next;
    return next;
  });
}

function keysOf(fetchMock: ReturnType<typeof fakeFetch>) {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
}

describe('retryDelayMs', () => {
  it('doubles from 0.5 s and caps at 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe('submitWithRetry', () => {
  it('posts the payload as JSON with the Idempotency-Key and returns the submission id', async () => {
    const fetchMock = fakeFetch(reply(201, { submissionId: 'sub-9' }));
    const result = await submitWithRetry({
      shareId: 'a b',
      payload,
      idempotencyKey: 'key-1',
      fetch: fetchMock,
    });
    expect(result).toEqual({ ok: true, submissionId: 'sub-9' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/public/surveys/a%20b/submissions');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('treats a replayed 200 as success', async () => {
    const fetchMock = fakeFetch(reply(200, { submissionId: 'sub-1' }));
    expect(await submitWithRetry({ shareId: 's', payload, idempotencyKey: 'k', fetch: fetchMock })).toEqual({
      ok: true,
      submissionId: 'sub-1',
    });
  });

  it('retries network errors, 5xx and 429 with the same key and growing delays', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fetchMock = fakeFetch(
      new TypeError('Failed to fetch'),
      reply(503, { error: { code: 'UNAVAILABLE', message: 'Down' } }),
      reply(429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }),
      reply(201, { submissionId: 'sub-2' }),
    );
    const result = await submitWithRetry({
      shareId: 's',
      payload,
      idempotencyKey: 'same',
      fetch: fetchMock,
      sleep,
    });
    expect(result).toEqual({ ok: true, submissionId: 'sub-2' });
    expect(keysOf(fetchMock)).toEqual(['same', 'same', 'same', 'same']);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 2000]);
  });

  it('honours Retry-After on a 429, within the 10 s cap', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fetchMock = fakeFetch(
      reply(429, undefined, { 'Retry-After': '3' }),
      reply(429, undefined, { 'Retry-After': '60' }),
      reply(201, { submissionId: 'x' }),
    );
    await submitWithRetry({ shareId: 's', payload, idempotencyKey: 'k', fetch: fetchMock, sleep });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([3000, 10_000]);
  });

  it('stops at once on a 4xx and reports the server message as a rejection', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fetchMock = fakeFetch(
      reply(422, { error: { code: 'INVALID_ANSWERS', message: 'Answer the first question', fields: {} } }),
    );
    const result = await submitWithRetry({
      shareId: 's',
      payload,
      idempotencyKey: 'k',
      fetch: fetchMock,
      sleep,
    });
    expect(result).toEqual({ ok: false, message: 'Answer the first question', status: 422, rejected: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('gives up after the last attempt, keeping the outcome unknown', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const fetchMock = fakeFetch(
      ...Array.from({ length: MAX_SUBMIT_ATTEMPTS }, () => new TypeError('offline')),
    );
    const result = await submitWithRetry({
      shareId: 's',
      payload,
      idempotencyKey: 'k',
      fetch: fetchMock,
      sleep,
    });
    expect(result).toEqual({ ok: false, message: NETWORK_ERROR, status: null, rejected: false });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_SUBMIT_ATTEMPTS);
    expect(sleep).toHaveBeenCalledTimes(MAX_SUBMIT_ATTEMPTS - 1);
  });

  it('reports the last server message after repeated 5xx', async () => {
    const fetchMock = fakeFetch(
      reply(500, { error: { code: 'INTERNAL', message: 'Boom' } }),
      reply(502, 'not json'),
    );
    const result = await submitWithRetry({
      shareId: 's',
      payload,
      idempotencyKey: 'k',
      fetch: fetchMock,
      sleep: async () => {},
      maxAttempts: 2,
    });
    expect(result).toMatchObject({ ok: false, status: 502, rejected: false });
  });
});
