import { z } from 'zod';

// Personal API tokens (issue 19 point 2, docs/api.md): shapes shared by the account page and the
// owner-only management routes.

export const API_TOKEN_PREFIX = 'pln_';
export const MAX_ACTIVE_TOKENS = 20;

export const apiTokenScopeSchema = z.enum(['read', 'read_write']);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

export const createApiTokenBodySchema = z.object({
  name: z.string().trim().min(1, 'Give the token a name').max(80, 'Names are 80 characters at most'),
  scope: apiTokenScopeSchema,
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

export const apiTokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  /** The token's last four characters, to tell tokens apart (the token itself is never shown again). */
  last_four: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiTokenSummary = z.infer<typeof apiTokenSummarySchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSummarySchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** POST /api/tokens: the only answer that carries the token itself. */
export const createdApiTokenSchema = z.object({ token: z.string(), summary: apiTokenSummarySchema });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
