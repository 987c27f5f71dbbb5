import type { QueryClient } from '@tanstack/react-query';
import { reportRequestOf } from '#shared/report/report-url.ts';
import { funnelQuery } from '../funnel-api.ts';
import { reportQuery } from './analytics-api.ts';

/**
 * Asks for the report a first load of /analytics/{id} will show, while the page's own code is still
 * on its way: on a phone network that code takes seconds, and the report need not wait for it. The
 * key is the one the page reads (same version and filter from the address), so the page finds the
 * answer in the cache; a refused request (signed out) is simply not cached. The server names the
 * same address in the page's head (app-page.ts), so the browser has usually started it already.
 *
 * Then the drop-off funnel, as soon as the report names the survey (its address takes the survey's
 * id): it sits just under the totals, and when it arrived after the page had rendered, its
 * placeholder changed height under the author's eyes (to a few lines for a survey nobody has opened
 * yet). In the cache first, the page shows it at once.
 */
export async function prefetchReport(
  queryClient: QueryClient,
  shareId: string,
  searchParams: URLSearchParams,
) {
  const { version, filter } = reportRequestOf(searchParams);
  const report = await queryClient.fetchQuery(reportQuery(shareId, version, filter)).catch(() => null);
  if (!report) return;
  await queryClient.prefetchQuery(funnelQuery(shareId, report.survey.id, version, filter));
}
