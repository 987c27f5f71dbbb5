import type { QueryClient } from '@tanstack/react-query';
import { reportRequestOf } from '#shared/report/report-url.ts';
import { reportQuery } from './analytics-api.ts';

/**
 * Asks for the report a first load of /analytics/{id} will show, while the page's own code is still
 * on its way: on a phone network that code takes seconds, and the report need not wait for it. The
 * key is the one the page reads (same version and filter from the address), so the page finds the
 * answer in the cache; a refused request (signed out) is simply not cached. The server names the
 * same address in the page's head (app-page.ts), so the browser has usually started it already.
 */
export function prefetchReport(queryClient: QueryClient, shareId: string, searchParams: URLSearchParams) {
  const { version, filter } = reportRequestOf(searchParams);
  return queryClient.prefetchQuery(reportQuery(shareId, version, filter));
}
