import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ParticipantComparison,
  ParticipantPage,
  SurveyReport,
  TextResponsePage,
} from '#shared/report/report-types.ts';
import { ApiError } from '../../lib/api-error.ts';
import { apiFetch } from '../../lib/api-fetch.ts';

// The owner-only reports API (DESIGN.md "HTTP API", src/shared/report/report-types.ts) and the
// cache rules of spec respondent §7: fresh 2 min, kept 10 min, 2 retries backing off up to 30 s,
// refetched on focus and every 5 min.

export const PAGE_SIZE = 20;

const enc = encodeURIComponent;

export const analyticsKeys = {
  report: (shareIdOrId: string) => ['reports', shareIdOrId] as const,
  responses: (shareIdOrId: string, questionId: string, search: string) =>
    ['reports', shareIdOrId, 'responses', questionId, search] as const,
  participants: (shareIdOrId: string, search: string) =>
    ['reports', shareIdOrId, 'participants', search] as const,
  comparison: (shareIdOrId: string, submissionId: string) =>
    ['reports', shareIdOrId, 'comparison', submissionId] as const,
};

export function reportUrl(shareIdOrId: string): string {
  return `/api/reports/${enc(shareIdOrId)}`;
}
export function csvDownloadUrl(id: string): string {
  return `/api/reports/${enc(id)}/responses.csv`;
}
export function jsonDownloadUrl(id: string): string {
  return `/api/reports/${enc(id)}?download=json`;
}

export function getReport(shareIdOrId: string, signal?: AbortSignal): Promise<SurveyReport | null> {
  return apiFetch<SurveyReport | null>(reportUrl(shareIdOrId), { signal });
}

function paged(search: string, offset: number, limit = PAGE_SIZE): string {
  return new URLSearchParams({ search, offset: String(offset), limit: String(limit) }).toString();
}

export function getTextResponses(
  id: string,
  questionId: string,
  params: { search: string; offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<TextResponsePage> {
  return apiFetch(
    `/api/reports/${enc(id)}/questions/${enc(questionId)}/responses?${paged(params.search, params.offset, params.limit)}`,
    { signal },
  );
}

export function getParticipants(
  id: string,
  params: { search: string; offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<ParticipantPage> {
  return apiFetch(
    `/api/reports/${enc(id)}/participants?${paged(params.search, params.offset, params.limit)}`,
    {
      signal,
    },
  );
}

export function getParticipantComparison(
  id: string,
  submissionId: string,
  signal?: AbortSignal,
): Promise<ParticipantComparison> {
  return apiFetch(`/api/reports/${enc(id)}/participants/${enc(submissionId)}`, { signal });
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

export function reportQuery(shareIdOrId: string) {
  return queryOptions({
    queryKey: analyticsKeys.report(shareIdOrId),
    queryFn: ({ signal }) => getReport(shareIdOrId, signal),
    ...cacheRules,
    refetchInterval: 5 * 60_000,
  });
}

/**
 * The full list of a free-response question, searchable and paged. `cacheId` is the id the page
 * was opened with (its cache family); `reportId` is the survey id the API is called with.
 */
export function textResponsesQuery(cacheId: string, reportId: string, questionId: string, search: string) {
  return infiniteQueryOptions({
    queryKey: analyticsKeys.responses(cacheId, questionId, search),
    queryFn: ({ pageParam, signal }) =>
      getTextResponses(reportId, questionId, { search, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: TextResponsePage) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
    ...cacheRules,
  });
}

export function participantsQuery(cacheId: string, reportId: string, search: string) {
  return infiniteQueryOptions({
    queryKey: analyticsKeys.participants(cacheId, search),
    queryFn: ({ pageParam, signal }) => getParticipants(reportId, { search, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last: ParticipantPage) => last.nextOffset ?? undefined,
    placeholderData: keepPreviousData,
    ...cacheRules,
  });
}

export function comparisonQuery(cacheId: string, reportId: string, submissionId: string) {
  return queryOptions({
    queryKey: analyticsKeys.comparison(cacheId, submissionId),
    queryFn: ({ signal }) => getParticipantComparison(reportId, submissionId, signal),
    ...cacheRules,
  });
}
