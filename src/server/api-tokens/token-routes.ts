import { Hono } from 'hono';
import { createApiTokenBodySchema, type ApiTokenList, type CreatedApiToken } from '#shared/api/api-tokens.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { validate } from '../http/validate.ts';
import { createToken, listTokens, revokeToken, toTokenSummary } from './token-store.ts';

/**
 * The account page's token management. Signed-in session only (requireUser reads the session
 * cookie): an API token cannot list, create or revoke tokens, so a leaked token cannot mint more.
 */
export function createTokenRoutes(deps: { db: Database; auth: Auth }) {
  const { db } = deps;
  return new Hono()
    .use(requireUser(deps.auth))
    .get('/', async (c) => {
      const list: ApiTokenList = { items: (await listTokens(db, c.get('user').id)).map(toTokenSummary) };
      return c.json(list);
    })
    .post('/', validate('json', createApiTokenBodySchema), async (c) => {
      const { token, row } = await createToken(db, c.get('user').id, c.req.valid('json'));
      const created: CreatedApiToken = { token, summary: toTokenSummary(row) };
      return c.json(created, 201);
    })
    .delete('/:id', async (c) => {
      await revokeToken(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
}
