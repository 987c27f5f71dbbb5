import { createAuthClient } from 'better-auth/client';

// Same origin in production; Vite proxies /api in development.
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  // Resolve fetch on each call rather than once at import, so a replaced global (tests) is honoured.
  fetchOptions: { customFetchImpl: (input, init) => globalThis.fetch(input, init) },
});

export type AuthSession = NonNullable<Awaited<ReturnType<typeof authClient.getSession>>['data']>;
