import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportFreshnessSchema } from '#shared/report/report-schemas.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { analyticsKeys } from '../../lib/query-keys.ts';

// "Updated live as responses arrive" (decision 018): a cheap stamp is polled every few seconds
// while the page is visible, and the report is fetched again only when the stamp moves.

/** How often the open analytics page asks whether anything was submitted. */
export const LIVE_POLL_MS = 3000;

/**
 * Progress saves arrive at every step of every respondent: the funnel and the partial responses
 * are fetched again at most this often for them (a submission still refreshes everything at once).
 */
export const PROGRESS_REFRESH_MS = 10_000;

/** Whether a progress save seen now may refresh the partials, the last refresh having been at `last`. */
export const progressRefreshDue = (last: number | null, now: number) =>
  last === null || now - last >= PROGRESS_REFRESH_MS;

/** The funnel and partial-response queries of a survey (funnel-api.ts keys: reports, id, version, kind). */
const isProgressQuery = (cacheId: string) => (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === 'reports' &&
  query.queryKey[1] === cacheId &&
  (query.queryKey[3] === 'funnel' || query.queryKey[3] === 'partials');

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
 * the participant picker. When only a respondent's progress moved, the funnel and the partial
 * responses are refreshed, at most once every PROGRESS_REFRESH_MS (a later poll catches up).
 */
export function useLiveReport(cacheId: string, reportId: string, generatedAt: string): void {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useQuery(freshnessQuery(cacheId, reportId));
  const seen = useRef<string | null>(null);
  const seenProgress = useRef<string | null | undefined>(undefined);
  const progressPending = useRef(false);
  const lastProgressRefresh = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    const progress = data.latest_progress_at ?? null;
    if (seenProgress.current !== undefined && seenProgress.current !== progress)
      progressPending.current = true;
    seenProgress.current = progress;
    // Checked on every poll (dataUpdatedAt moves even when the stamp doesn't), so a save seen
    // while the throttle held it back is picked up by a later poll.
    if (progressPending.current && progressRefreshDue(lastProgressRefresh.current, dataUpdatedAt)) {
      progressPending.current = false;
      lastProgressRefresh.current = dataUpdatedAt;
      void queryClient.invalidateQueries({ predicate: isProgressQuery(cacheId) });
    }
  }, [data, dataUpdatedAt, cacheId, queryClient]);
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
