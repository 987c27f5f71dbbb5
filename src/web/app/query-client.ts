import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Cache rules of spec owner-side §9: fresh 5 min, kept 10 min, 2 retries backing off 1 s → 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: (failureCount, error) => !isAuthFailure(error) && failureCount < 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: (failureCount, error) => !isAuthFailure(error) && failureCount < 1 },
    },
  });
}
