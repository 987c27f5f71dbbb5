import { createMiddleware } from 'hono/factory';

/**
 * Private API answers (surveys, reports, chat, the session) must never be kept by a shared or
 * browser cache: JSON is always `no-store`; other answers get it unless their route chose its own
 * policy (private audio keeps `private, max-age` so seeking doesn't download it again).
 */
export function noStoreForPrivateAnswers() {
  return createMiddleware(async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('application/json') || !c.res.headers.has('cache-control'))
      c.res.headers.set('Cache-Control', 'no-store');
  });
}

/** Stored files open on their own, never inside another site's frame (clickjacking, file phishing). */
export function notFramable() {
  return createMiddleware(async (c, next) => {
    await next();
    const policy = c.res.headers.get('content-security-policy');
    if (!policy?.includes('frame-ancestors'))
      c.res.headers.set(
        'Content-Security-Policy',
        policy ? `${policy}; frame-ancestors 'none'` : "frame-ancestors 'none'",
      );
    c.res.headers.set('X-Frame-Options', 'DENY');
  });
}
