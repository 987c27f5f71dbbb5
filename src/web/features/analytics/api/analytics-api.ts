import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ParticipantComparison,
  ParticipantPage,
  SurveyReport,
  TextResponsePage,
} from '#shared/report/report-types.ts';
import {
  participantComparisonSchema,
  participantPageSchema,
  surveyReportSchema,
  textResponsePageSchema,
} from '#shared/report/report-schemas.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import { crossTabSchema } from '#shared/report/cross-tab.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { analyticsKeys } from '../../../lib/query-keys.ts';
import { parseVersionFilter, reportUrl, versionQuery } from '#shared/report/report-url.ts';

export { parseVersionFilter, reportUrl };

// The owner-only reports API (DESIGN.md "HTTP API", src/shared/report/report-types.ts) and the
// cache rules of spec respondent §7: fresh 2 min, kept 10 min, 2 retries backing off up to 30 s,
// refetched on focus and every 5 min.

export const PAGE_SIZE = 20;

const enc = encodeURIComponent;

export function csvDownloadUrl(id: string, version: VersionFilter = 'all', filter = ''): string {
  return `/api/reports/${enc(id)}/responses.csv${versionQuery(version, '?', filter)}`;
}
/** The same responses as the CSV, plus one sheet of figures per question (issue 19 §5). */
export function xlsxDownloadUrl(id: string, version: VersionFilter = 'all', filter = ''): string {
  return `/api/reports/${enc(id)}/responses.xlsx${versionQuery(version, '?', filter)}`;
}
export function jsonDownloadUrl(id: string, version: VersionFilter = 'all', filter = ''): string {
  return `/api/reports/${enc(id)}?download=json${versionQuery(version, '&', filter)}`;
}
export function crossTabUrl(
  id: string,
  rows: string,
  columns: string,
  version: VersionFilter = 'all',
  filter = '',
): string {
  const params = new URLSearchParams({ rows, columns });
  return `/api/reports/${enc(id)}/crosstab?${params.toString()}${versionQuery(version, '&', filter)}`;
}

export function getReport(
  shareIdOrId: string,
  signal?: AbortSignal,
  version: VersionFilter = 'all',
  filter = '',
): Promise<SurveyReport | null> {
  return apiFetch(reportUrl(shareIdOrId, version, filter), surveyReportSchema.nullable(), { signal });
}

/** The query of one keyset page (issue 17): no cursor for the first page, then the last page's nextCursor. */
function paged(
  search: string,
  cursor: string | null,
  limit = PAGE_SIZE,
  version: VersionFilter = 'all',
  filter = '',
): string {
  const params = new URLSearchParams({ search, limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (version !== 'all') params.set('version', String(version));
  return filter ? `${params.toString()}&${filter}` : params.toString();
}

export function getTextResponses(
  id: string,
  questionId: string,
  params: { search: string; cursor: string | null; limit?: number; version?: VersionFilter; filter?: string },
  signal?: AbortSignal,
): Promise<TextResponsePage> {
  return apiFetch(
    `/api/reports/${enc(id)}/questions/${enc(questionId)}/responses?${paged(params.search, params.cursor, params.limit, params.version, params.filter)}`,
    textResponsePageSchema,
    { signal },
  );
}

export function getParticipants(
  id: string,
  params: { search: string; cursor: string | null; limit?: number; version?: VersionFilter; filter?: string },
  signal?: AbortSignal,
): Promise<ParticipantPage> {
  return apiFetch(
    `/api/reports/${enc(id)}/participants?${paged(params.search, params.cursor, params.limit, params.version, params.filter)}`,
    participantPageSchema,
    {
      signal,
    },
  );
}

export function getParticipantComparison(
  id: string,
  submissionId: string,
  signal?: AbortSignal,
  version: VersionFilter = 'all',
  filter = '',
): Promise<ParticipantComparison> {
  return apiFetch(
    `/api/reports/${enc(id)}/participants/${enc(submissionId)}${versionQuery(version, '?', filter)}`,
    participantComparisonSchema,
    {
      signal,
    },
  );
}

/** A client error (4xx) won't go away by asking again; anything else gets 2 retries. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

const cacheRules = {
  staleTime: 2 * 60_000,
  gcTime: 10 * 60_000,
  retry: shouldRetry,
  retryDelay,
  refetchOnWindowFocus: true,
} as const;

// The filter (serialised) ends each key when there is one, inside the survey's ['reports', id]
// family, so the live check's invalidation (decision 018) refreshes filtered figures too.
const withFilter = <Key extends readonly unknown[]>(key: Key, filter: string) =>
  filter ? ([...key, filter] as const) : key;

export function reportQuery(shareIdOrId: string, version: VersionFilter = 'all', filter = '') {
  return queryOptions({
    queryKey: withFilter(analyticsKeys.report(shareIdOrId, version), filter),
    queryFn: ({ signal }) => getReport(shareIdOrId, signal, version, filter),
    ...cacheRules,
    refetchInterval: 5 * 60_000,
  });
}

/**
 * The full list of a free-response question, searchable and paged. `cacheId` is the id the page
 * was opened with (its cache family); `reportId` is the survey id the API is called with.
 */
export function textResponsesQuery(
  cacheId: string,
  reportId: string,
  questionId: string,
  search: string,
  version: VersionFilter = 'all',
  filter = '',
) {
  return infiniteQueryOptions({
    queryKey: withFilter(analyticsKeys.responses(cacheId, questionId, search, version), filter),
    queryFn: ({ pageParam, signal }) =>
      getTextResponses(reportId, questionId, { search, cursor: pageParam, version, filter }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TextResponsePage) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    ...cacheRules,
  });
}

export function participantsQuery(
  cacheId: string,
  reportId: string,
  search: string,
  version: VersionFilter = 'all',
  filter = '',
) {
  return infiniteQueryOptions({
    queryKey: withFilter(analyticsKeys.participants(cacheId, search, version), filter),
    queryFn: ({ pageParam, signal }) =>
      getParticipants(reportId, { search, cursor: pageParam, version, filter }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ParticipantPage) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    ...cacheRules,
  });
}

export function comparisonQuery(
  cacheId: string,
  reportId: string,
  submissionId: string,
  version: VersionFilter = 'all',
  filter = '',
) {
  return queryOptions({
    queryKey: withFilter(analyticsKeys.comparison(cacheId, submissionId, version), filter),
    queryFn: ({ signal }) => getParticipantComparison(reportId, submissionId, signal, version, filter),
    ...cacheRules,
  });
}

/** The cross-tab of two choice questions under the page's version and filter. */
export function crossTabQuery(
  cacheId: string,
  reportId: string,
  rows: string,
  columns: string,
  version: VersionFilter = 'all',
  filter = '',
) {
  return queryOptions({
    queryKey: ['reports', cacheId, version, 'crosstab', rows, columns, filter] as const,
    queryFn: ({ signal }) =>
      apiFetch(crossTabUrl(reportId, rows, columns, version, filter), crossTabSchema, { signal }),
    ...cacheRules,
  });
}
