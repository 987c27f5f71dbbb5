import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { FunnelReport, PartialResponsePage } from '#shared/report/funnel.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import { apiFetch } from '../../lib/api-fetch.ts';

// The funnel and the partial responses of a survey (issue 12 §3-4): GET /api/reports/:id/funnel
// and /partials. Kept under the report's cache key, so the live refresh updates them too.

const count = z.number().int().min(0);
const share = z.number().min(0).max(1);

const funnelReportSchema: z.ZodType<FunnelReport> = z.object({
  versions: z.array(z.number().int().min(1)),
  responses: count,
  untrackedResponses: count,
  funnel: z.object({
    views: count,
    starts: count,
    completions: count,
    completionRate: share,
    medianCompletionSeconds: z.number().nullable(),
    steps: z.array(
      z.object({
        index: count,
        key: z.string(),
        label: z.string(),
        versions: z.array(z.number().int().min(1)).nullable(),
        reached: count,
        shown: count,
        skipped: count,
        leftHere: count,
        shareOfStarts: share,
        medianSeconds: z.number().nullable(),
      }),
    ),
  }),
});

const partialPageSchema: z.ZodType<PartialResponsePage> = z.object({
  items: z.array(
    z.object({
      visit_id: z.string(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      version: count,
      started_at: z.string(),
      updated_at: z.string(),
      furthest_step: count,
      step_count: count,
      answered: count,
    }),
  ),
  total: count,
  nextOffset: count.nullable(),
});

const enc = encodeURIComponent;
const versionParam = (version: VersionFilter) => (version === 'all' ? '' : `version=${version}`);

/** The funnel under the page's version and report filter (its search parameters, '' for none). */
export function funnelQuery(cacheId: string, reportId: string, version: VersionFilter, filter = '') {
  const search = [versionParam(version), filter].filter(Boolean).join('&');
  return queryOptions({
    queryKey: ['reports', cacheId, version, 'funnel', filter] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/reports/${enc(reportId)}/funnel?${search}`, funnelReportSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const PARTIALS_PAGE_SIZE = 10;

export function partialsQuery(
  cacheId: string,
  reportId: string,
  version: VersionFilter,
  limit: number,
  /** The report's filter, serialized (decision 030): only the partial responses that meet it. */
  filter = '',
) {
  const params = new URLSearchParams(filter);
  params.set('offset', '0');
  params.set('limit', String(limit));
  if (version !== 'all') params.set('version', String(version));
  return queryOptions({
    queryKey: ['reports', cacheId, version, 'partials', limit, filter] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/api/reports/${enc(reportId)}/partials?${params.toString()}`, partialPageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}
