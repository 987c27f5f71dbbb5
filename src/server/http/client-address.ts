import type { HttpBindings } from '@hono/node-server';

interface RequestLike {
  req: { header(name: string): string | undefined };
  env: Partial<HttpBindings> | undefined;
}

/**
 * The client's address: the TCP peer, or the first X-Forwarded-For hop when a trusted load
 * balancer sits in front (TRUST_PROXY=true). Never the client's own claim otherwise.
 */
export function clientAddress(c: RequestLike, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.env?.incoming?.socket.remoteAddress || 'unknown';
}
