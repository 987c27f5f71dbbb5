import { createMiddleware } from 'hono/factory';

// Framing (issue 19 §3, docs/embeds.md): every page and answer of Pollen refuses to be framed
// (`frame-ancestors 'none'` in the app-wide CSP, `X-Frame-Options: DENY`), against clickjacking.
// The embed route, /t/{shareId}/embed, exists to be framed: it alone names the sites that may.

/** Mounted on the embed route, outside the app-wide headers: replaces their framing refusal. */
export function embeddable(allowedOrigins: readonly string[]) {
  const ancestors = `frame-ancestors ${allowedOrigins.join(' ')}`;
  return createMiddleware(async (c, next) => {
    await next();
    const policy = c.res.headers.get('content-security-policy');
    if (policy)
      c.res.headers.set(
        'Content-Security-Policy',
        /frame-ancestors [^;]*/.test(policy)
          ? policy.replace(/frame-ancestors [^;]*/, ancestors)
          : `${policy}; ${ancestors}`,
      );
    else c.res.headers.set('Content-Security-Policy', ancestors);
    // Superseded by frame-ancestors in every current browser, and DENY would block old ones.
    c.res.headers.delete('X-Frame-Options');
  });
}

/**
 * /embed.js is loaded by other sites' pages: the app-wide `Cross-Origin-Resource-Policy: same-origin`
 * would make their browsers refuse it.
 */
export function loadableByAnySite() {
  return createMiddleware(async (c, next) => {
    await next();
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  });
}
