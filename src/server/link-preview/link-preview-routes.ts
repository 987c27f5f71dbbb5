import { Hono } from 'hono';
import { z } from 'zod';
import type { LinkMetadata } from '#shared/survey/survey-schema.ts';
import { normalizeLinkUrl } from '#shared/link-preview/local-metadata.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/require-user.ts';
import { AppError } from '../errors.ts';
import { validate } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { parseLinkMetadata } from './parse-metadata.ts';
import { SafeFetchError, safeFetch } from './safe-fetch.ts';

const FRESH_MS = 60 * 60_000;
const CACHE_ENTRIES = 500;

/**
 * A per-process cache: previews are public pages' metadata, so sharing them between users is fine,
 * and a second instance simply fetches again.
 */
class PreviewCache {
  private readonly entries = new Map<string, { value: LinkMetadata; at: number }>();
  get(url: string): LinkMetadata | undefined {
    const entry = this.entries.get(url);
    if (!entry || Date.now() - entry.at > FRESH_MS) return undefined;
    return entry.value;
  }
  set(url: string, value: LinkMetadata) {
    this.entries.delete(url);
    this.entries.set(url, { value, at: Date.now() });
    if (this.entries.size > CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

export function createLinkPreviewRoutes(deps: { auth: Auth; logger: Logger; allowPrivate: boolean }) {
  const cache = new PreviewCache();
  return new Hono().post(
    '/',
    requireUser(deps.auth),
    validate('json', z.object({ url: z.string().max(2048) })),
    async (c) => {
      const url = normalizeLinkUrl(c.req.valid('json').url);
      if (!url) throw new AppError('validation_failed', 'Invalid URL format');
      const cached = cache.get(url);
      if (cached) return c.json(cached);
      try {
        const page = await safeFetch(url, deps.allowPrivate ? { refusal: () => null } : {});
        if (page.status >= 400) throw new AppError('bad_request', `The page answered ${page.status}`);
        const metadata = parseLinkMetadata(page.body, page.url, page.contentType);
        cache.set(url, metadata);
        return c.json(metadata);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof SafeFetchError) throw new AppError('bad_request', error.message);
        deps.logger.info({ err: error, url }, 'Link preview failed');
        throw new AppError('bad_request', 'Failed to load preview');
      }
    },
  );
}
