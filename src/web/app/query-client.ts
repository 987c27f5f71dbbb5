import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

/**
 * A 4xx answer (missing, forbidden, signed out, invalid) will be the same a second later, so asking
 * again only keeps the author looking at a spinner; network failures and 5xx may pass.
 */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Cache rules of spec owner-side §9: fresh 5 min, kept 10 min, 2 retries backing off 1 s → 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: (failureCount, error) => !isClientError(error) && failureCount < 1 },
    },
  });
}
