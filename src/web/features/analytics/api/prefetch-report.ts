import type { QueryClient } from '@tanstack/react-query';
import { EMPTY_FILTER, parseReportFilter, serializeReportFilter } from '#shared/report/report-filter.ts';
import { parseVersionFilter, reportQuery } from './analytics-api.ts';

/**
 * Asks for the report a first load of /analytics/{id} will show, while the page's own code is still
 * on its way: on a phone network that code takes seconds, and the report need not wait for it. The
 * key is the one the page reads (same version and filter from the address), so the page finds the
 * answer in the cache; a refused request (signed out) is simply not cached.
 */
export function prefetchReport(queryClient: QueryClient, shareId: string, searchParams: URLSearchParams) {
  const version = parseVersionFilter(searchParams.get('version'));
  const parsed = parseReportFilter(searchParams);
  const filterKey = serializeReportFilter(parsed.ok ? parsed.filter : EMPTY_FILTER);
  return queryClient.prefetchQuery(reportQuery(shareId, version, filterKey));
}
