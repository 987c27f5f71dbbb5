import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { surveyRecordSchema } from '#shared/survey/survey-record.ts';
import { ApiError, INVALID_RESPONSE_CODE, INVALID_RESPONSE_MESSAGE } from './api-error.ts';
import { apiFetch, noContent } from './api-fetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answer(body: BodyInit | null, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const pointSchema = z.object({ x: z.number() });

test('a reply that matches the schema is returned as parsed', async () => {
  answer(JSON.stringify({ x: 1, extra: true }));
  await expect(apiFetch('/api/point', pointSchema)).resolves.toEqual({ x: 1 });
});

test.each([
  ['a field of the wrong type', JSON.stringify({ x: 'one' })],
  ['a missing field', JSON.stringify({})],
  ['no JSON at all (a proxy page)', '<html>Bad gateway</html>'],
  ['an empty body', ''],
])(
  'a reply with %s is a clear invalid_response error, not a value of the wrong shape',
  async (_case, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(body);
    const error = await failure(apiFetch('/api/point', pointSchema));
    expect(error.code).toBe(INVALID_RESPONSE_CODE);
    expect(error.message).toBe(INVALID_RESPONSE_MESSAGE);
    expect(error.status).toBe(200);
  },
);

test('a body cut off by a cancelled request is an AbortError, and by a dropped network a network error; neither is logged as an invalid reply', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const [failure, expected] of [
    [new DOMException('The operation was aborted.', 'AbortError'), 'AbortError'],
    [new TypeError('network error'), 'network_error'],
  ] as const) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"x":'));
        controller.error(failure);
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 200 })),
    );
    const error = (await apiFetch('/api/point', pointSchema).then(
      () => null,
      (reason: unknown) => reason,
    )) as Error & { code?: string };
    expect(error.name === 'AbortError' ? 'AbortError' : error.code).toBe(expected);
  }
  expect(log).not.toHaveBeenCalled();
});

test('a survey record whose draft breaks the document contract is refused', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  answer(JSON.stringify({ id: 's1', title: 'T', draft: { pages: 'none' } }));
  expect((await failure(apiFetch('/api/surveys/s1', surveyRecordSchema))).code).toBe(INVALID_RESPONSE_CODE);
});

test('a 204 reads as nothing with noContent', async () => {
  answer(null, 204);
  await expect(apiFetch('/api/surveys/s1', noContent, { method: 'DELETE' })).resolves.toBeUndefined();
});

test('an error reply keeps its code, message and body (the schema is for successes)', async () => {
  const body = { error: { code: 'conflict', message: 'Changed elsewhere.' }, current: null };
  answer(JSON.stringify(body), 409);
  const error = await failure(apiFetch('/api/point', pointSchema, { method: 'PUT', json: {} }));
  expect([error.status, error.code, error.message]).toEqual([409, 'conflict', 'Changed elsewhere.']);
  expect(error.details).toEqual(body);
});
