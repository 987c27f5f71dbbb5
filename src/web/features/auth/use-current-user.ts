import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { authClient, type AuthSession } from '../../lib/auth-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { sessionKey } from '../../lib/query-keys.ts';

async function fetchSession(): Promise<AuthSession | null> {
  const { data, error } = await authClient.getSession();
  if (error) {
    // "No session" is a normal answer, not a failure.
    if (error.status === 401) return null;
    throw new ApiError(
      error.status,
      error.code ?? 'session_failed',
      error.message || 'Failed to get session',
    );
  }
  return data ?? null;
}

/**
 * The session query: cached 10 minutes and never refetched on focus (spec owner-side §9). main.tsx
 * starts it before the first screen's code loads; every screen then reads the same cache entry.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: fetchSession,
  staleTime: 600_000,
  gcTime: 600_000,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: (failureCount, error) =>
    !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && failureCount < 2,
});

/** The signed-in user (or null). */
export function useCurrentUser() {
  const query = useQuery(sessionQuery);
  return { ...query, user: query.data?.user ?? null };
}

/** After sign-in or sign-up, re-read the session so every screen sees the new user at once. */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: 0 });
}
