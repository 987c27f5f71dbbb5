import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method);
}

const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

/**
 * Cross-site request forgery guard for cookie-authenticated routes: a state-changing request must
 * come from Pollen's own pages. Browsers send `Origin` on every such request (`null` from sandboxed
 * frames and some redirects, refused too); when a browser leaves it out, `Sec-Fetch-Site` still tells
 * a sibling site (`same-site`, e.g. another subdomain or port) or another site apart. Requests with
 * neither header come from non-browser clients, which a cookie cannot be forged for.
 */
export function sameOriginOnly(publicUrl: string) {
  const ownOrigin = new URL(publicUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!isStateChanging(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    const foreign =
      origin !== undefined
        ? origin !== ownOrigin
        : fetchSite !== undefined && FOREIGN_FETCH_SITES.has(fetchSite);
    if (foreign)
      throw new AppError('forbidden', 'This request did not come from Pollen itself, so it was refused.');
    return next();
  });
}
