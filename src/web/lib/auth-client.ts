import { createAuthClient } from 'better-auth/client';

// Same origin in production; Vite proxies /api in development.
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
});

export type AuthSession = NonNullable<Awaited<ReturnType<typeof authClient.getSession>>['data']>;
export type AuthUser = AuthSession['user'];
