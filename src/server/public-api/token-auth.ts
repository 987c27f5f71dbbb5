import { createMiddleware } from 'hono/factory';
import type { ApiTokenScope } from '#shared/api/api-tokens.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { consumeRateLimit } from '../http/rate-limit.ts';
import { authenticateToken } from '../api-tokens/token-store.ts';

export type TokenVariables = { apiToken: { id: string; ownerId: string; scope: ApiTokenScope } };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The public API's only way in: `Authorization: Bearer pln_…`. A session cookie is not accepted
 * here (a cross-site page could otherwise spend it), and a token is not accepted anywhere else.
 * Each token has its own rate limit, counted in the database so every instance shares it.
 */
export function tokenAuth(deps: { db: Database; counters: Database; perMinute: number }) {
  return createMiddleware<{ Variables: TokenVariables }>(async (c, next) => {
    const presented = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (!presented)
      throw new AppError(
        'unauthorized',
        'This API needs a personal API token: send "Authorization: Bearer pln_…" (create one on your account page).',
      );
    const check = await authenticateToken(deps.db, presented);
    if (!check.ok)
      throw new AppError(
        'unauthorized',
        check.reason === 'revoked'
          ? 'This API token was revoked. Create a new one on your account page.'
          : 'This API token is not valid. Check that it was copied whole, or create a new one on your account page.',
      );
    const limit = await consumeRateLimit(deps.counters, `api-token:${check.token.id}`, {
      max: deps.perMinute,
      windowMs: 60_000,
    });
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError(
        'rate_limited',
        `This token made more than ${deps.perMinute} requests this minute. Try again in ${limit.retryAfterSeconds} s.`,
      );
    }
    c.set('apiToken', check.token);
    await next();
  });
}

/** Writes need a read-write token; a read token gets 403 naming the scope it lacks. */
export const requireWriteScope = createMiddleware<{ Variables: TokenVariables }>(async (c, next) => {
  if (c.get('apiToken').scope !== 'read_write')
    throw new AppError(
      'forbidden',
      'This API token can only read. Create a token with the "read and write" scope to change surveys.',
    );
  await next();
});
