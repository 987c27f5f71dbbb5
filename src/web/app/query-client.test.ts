import { expect, test, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { createQueryClient } from './query-client.ts';

function failingQuery(error: Error) {
  const client = createQueryClient();
  // No waiting between attempts: the test counts attempts, not the back-off.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  const queryFn = vi.fn(() => Promise.reject(error));
  const settled = client
    .fetchQuery({ queryKey: ['probe'], queryFn, retry: client.getDefaultOptions().queries?.retry })
    .catch((caught: unknown) => caught);
  return { queryFn, settled };
}

test.each([400, 401, 403, 404, 410])('a %i answer is never asked again', async (status) => {
  const { queryFn, settled } = failingQuery(new ApiError(status, 'not_found', 'Survey not found'));
  expect(await settled).toBeInstanceOf(ApiError);
  expect(queryFn).toHaveBeenCalledTimes(1);
});

test('a server error or a network failure is retried twice', async () => {
  for (const error of [new ApiError(503, 'unavailable', 'Try later'), new TypeError('Failed to fetch')]) {
    const { queryFn, settled } = failingQuery(error);
    await settled;
    expect(queryFn).toHaveBeenCalledTimes(3);
  }
});

test('a failed change is not sent again after a 4xx', () => {
  const retry = createQueryClient().getDefaultOptions().mutations?.retry;
  expect(typeof retry).toBe('function');
  const decide = retry as (count: number, error: unknown) => boolean;
  expect(decide(0, new ApiError(404, 'not_found', 'Gone'))).toBe(false);
  expect(decide(0, new ApiError(500, 'internal', 'Oops'))).toBe(true);
});
