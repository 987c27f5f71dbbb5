import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  API_TOKEN_PREFIX,
  MAX_ACTIVE_TOKENS,
  type ApiTokenScope,
  type ApiTokenSummary,
} from '#shared/api/api-tokens.ts';
import type { Database } from '../db/client.ts';
import { apiTokens } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';

type TokenRow = typeof apiTokens.$inferSelect;

/** 32 random bytes: guessing is hopeless, so an unsalted SHA-256 is a safe way to store it. */
const TOKEN_BYTES = 32;
/** last_used_at is written at most this often per token: one write a minute, not one per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toTokenSummary(row: TokenRow): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    last_four: row.lastFour,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createToken(
  db: Database,
  ownerId: string,
  input: { name: string; scope: ApiTokenScope },
): Promise<{ token: string; row: TokenRow }> {
  const [active] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(apiTokens)
    .where(and(eq(apiTokens.ownerId, ownerId), isNull(apiTokens.revokedAt)));
  if (Number(active?.count ?? 0) >= MAX_ACTIVE_TOKENS)
    throw new AppError(
      'conflict',
      `You have ${MAX_ACTIVE_TOKENS} API tokens already: revoke one you no longer use first.`,
    );
  const token = API_TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString('base64url');
  const [row] = await db
    .insert(apiTokens)
    .values({
      ownerId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      lastFour: token.slice(-4),
    })
    .returning();
  return { token, row: row! };
}

/** The owner's tokens that still work, newest first. */
export async function listTokens(db: Database, ownerId: string): Promise<TokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.ownerId, ownerId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** Revokes one of the owner's tokens; someone else's (or an unknown one) is the same 404. */
export async function revokeToken(db: Database, ownerId: string, id: string): Promise<void> {
  const notFound = new AppError('not_found', 'API token not found');
  if (!isUuid(id)) throw notFound;
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.ownerId, ownerId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (!row) throw notFound;
}

export type TokenCheck =
  | { ok: true; token: { id: string; ownerId: string; scope: ApiTokenScope } }
  | { ok: false; reason: 'unknown' | 'revoked' };

/**
 * Finds the token a request presents (one index probe on its hash) and notes its use. The
 * last-used time is written only when the stored one is a minute old or more, so a busy
 * integration costs one small write a minute, not one per request.
 */
export async function authenticateToken(db: Database, token: string, now = Date.now()): Promise<TokenCheck> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return { ok: false, reason: 'unknown' };
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS)
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(
        and(
          eq(apiTokens.id, row.id),
          // Another instance may have written it a moment ago: then this write is skipped.
          sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} <= ${new Date(now - LAST_USED_RESOLUTION_MS)})`,
        ),
      );
  return { ok: true, token: { id: row.id, ownerId: row.ownerId, scope: row.scope } };
}
