import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportFreshnessSchema } from '#shared/report/report-schemas.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { analyticsKeys } from '../../lib/query-keys.ts';

// "Updated live as responses arrive" (decision 018): a cheap stamp is polled every few seconds
// while the page is visible, and the report is fetched again only when the stamp moves.

/** How often the open analytics page asks whether anything was submitted. */
export const LIVE_POLL_MS = 3000;

export function freshnessQuery(cacheId: string, reportId: string) {
  return queryOptions({
    queryKey: analyticsKeys.freshness(cacheId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/reports/${encodeURIComponent(reportId)}/latest`, reportFreshnessSchema, { signal }),
    staleTime: 0,
    // A failed check is simply asked again at the next tick.
    retry: false,
    refetchInterval: LIVE_POLL_MS,
    // Paused while the tab is hidden; focusing it asks at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/**
 * Keeps the report of `cacheId` live: when the stamp changes (or the first stamp is newer than the
 * report), every cached answer about the survey is refreshed: the report, its answer lists and
 * the participant picker.
 */
export function useLiveReport(cacheId: string, reportId: string, generatedAt: string): void {
  const queryClient = useQueryClient();
  const { data } = useQuery(freshnessQuery(cacheId, reportId));
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const stamp = `${data.submissions}|${data.latest_submission_at ?? ''}`;
    const changed =
      seen.current === null
        ? data.latest_submission_at !== null && data.latest_submission_at > generatedAt
        : seen.current !== stamp;
    seen.current = stamp;
    if (changed) void queryClient.invalidateQueries({ queryKey: analyticsKeys.survey(cacheId) });
  }, [data, cacheId, generatedAt, queryClient]);
}
