/** Every TanStack Query key in one place so invalidation can't drift from the queries. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
};
