import type http from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is shorter than the idle
 * time of most clients' pools (browsers, Playwright, load balancers: 60 s), so a client could send
 * a request on a connection at the moment the server closed it, and get `ECONNRESET` for a request
 * the server never saw. The server must be the side that keeps idle connections longer.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepIdleConnectionsOpen(server: http.Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node requires the header deadline to outlast the keep-alive one, or a slow first header on a
  // reused connection is cut early.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
