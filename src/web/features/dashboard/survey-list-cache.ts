import {
  infiniteQueryOptions,
  keepPreviousData,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { SurveyListPage, SurveyListRow, SurveySort } from '#shared/report/report-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { analyticsKeys, surveyListKeys, surveyQueryKeys } from '../../lib/query-keys.ts';
import { SURVEY_PAGE_SIZE, fetchSurveyList } from './api/survey-list-api.ts';

export type SurveyListData = InfiniteData<SurveyListPage, number>;

/** Analytics caches a survey's report under its share id or its id (spec owner-side §4 "Delete survey"). */
export const reportKeys = (survey: { id: string; share_id: string }): QueryKey[] =>
  [
    analyticsKeys.survey(survey.id),
    analyticsKeys.survey(survey.share_id),
  ].filter((key, index, keys) => Boolean(key[1]) && keys.findIndex((other) => other[1] === key[1]) === index);

/** Spec owner-side §9: survey list stale after 2 min, kept 10 min, refetched on focus and every 5 min. */
export function surveyListQuery(search: string, sort: SurveySort) {
  return infiniteQueryOptions({
    queryKey: surveyListKeys.list(search, sort),
    queryFn: ({ pageParam, signal }) => fetchSurveyList({ search, sort, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: SurveyListPage) => lastPage.nextOffset ?? undefined,
    staleTime: 2 * 60_000,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: 5 * 60_000,
    // Typing in the search box keeps the current cards on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export { SURVEY_PAGE_SIZE };

/** The loaded cards in order, without the duplicates offset paging can produce when rows shift. */
export function flattenSurveyPages(data: InfiniteData<SurveyListPage, unknown> | undefined): SurveyListRow[] {
  if (!data) return [];
  const seen = new Set<string>();
  const rows: SurveyListRow[] = [];
  for (const page of data.pages) {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

function listEntries(queryClient: QueryClient) {
  return queryClient.getQueriesData<SurveyListData>({ queryKey: surveyListKeys.all });
}

/** Applies a change to one survey in every cached list, the editor's copy and its reports. */
export function patchSurveyInCaches(
  queryClient: QueryClient,
  survey: { id: string; share_id: string },
  patch: Partial<Pick<SurveyListRow, 'is_public' | 'status'>>,
): void {
  for (const [key, data] of listEntries(queryClient)) {
    if (!data?.pages.some((page) => page.items.some((row) => row.id === survey.id))) continue;
    queryClient.setQueryData<SurveyListData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((row) => (row.id === survey.id ? { ...row, ...patch } : row)),
      })),
    });
  }
  queryClient.setQueryData<SurveyRecord>(surveyQueryKeys.detail(survey.id), (record) =>
    record ? { ...record, ...patch } : record,
  );
  for (const key of reportKeys(survey)) {
    queryClient.setQueryData<unknown>(key, (report: unknown) => {
      if (typeof report !== 'object' || report === null || !('survey' in report)) return report;
      const reportSurvey = (report as { survey: unknown }).survey;
      if (typeof reportSurvey !== 'object' || reportSurvey === null) return report;
      if ((reportSurvey as { id?: unknown }).id !== survey.id) return report;
      return { ...report, survey: { ...reportSurvey, ...patch } };
    });
  }
}

export interface RemovedRow {
  key: QueryKey;
  pageIndex: number;
  itemIndex: number;
  row: SurveyListRow;
}

/** Takes a survey out of every cached list (lowering the totals); returns where it was. */
export function removeSurveyFromLists(queryClient: QueryClient, id: string): RemovedRow[] {
  const removed: RemovedRow[] = [];
  for (const [key, data] of listEntries(queryClient)) {
    if (!data) continue;
    let found: RemovedRow | null = null;
    data.pages.forEach((page, pageIndex) => {
      const itemIndex = page.items.findIndex((row) => row.id === id);
      if (itemIndex >= 0 && !found) found = { key, pageIndex, itemIndex, row: page.items[itemIndex]! };
    });
    if (!found) continue;
    removed.push(found);
    queryClient.setQueryData<SurveyListData>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((row) => row.id !== id),
        total: Math.max(0, page.total - 1),
      })),
    });
  }
  return removed;
}

/** Puts rows taken out by removeSurveyFromLists back where they were (a failed delete). */
export function restoreSurveyRows(queryClient: QueryClient, removed: RemovedRow[]): void {
  for (const { key, pageIndex, itemIndex, row } of removed) {
    queryClient.setQueryData<SurveyListData>(key, (data) => {
      if (!data || data.pages.some((page) => page.items.some((item) => item.id === row.id))) return data;
      return {
        ...data,
        pages: data.pages.map((page, index) => ({
          ...page,
          items:
            index === pageIndex
              ? [...page.items.slice(0, itemIndex), row, ...page.items.slice(itemIndex)]
              : page.items,
          total: page.total + 1,
        })),
      };
    });
  }
}
