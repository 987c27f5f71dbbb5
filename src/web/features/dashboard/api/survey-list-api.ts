import { surveyListPageSchema } from '#shared/report/report-schemas.ts';
import type { SurveyListPage, SurveySort } from '#shared/report/report-types.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** Cards fetched per request: two or three screens of a wide grid, a light response. */
export const SURVEY_PAGE_SIZE = 24;

export interface SurveyListParams {
  search: string;
  sort: SurveySort;
  offset: number;
  limit?: number;
}

/** GET /api/surveys?search=&sort=&offset=&limit= — one page of the owner's surveys. */
export function fetchSurveyList(
  { search, sort, offset, limit = SURVEY_PAGE_SIZE }: SurveyListParams,
  signal?: AbortSignal,
): Promise<SurveyListPage> {
  const params = new URLSearchParams();
  const trimmed = search.trim();
  if (trimmed) params.set('search', trimmed);
  params.set('sort', sort);
  params.set('offset', String(offset));
  params.set('limit', String(limit));
  return apiFetch(`/api/surveys?${params.toString()}`, surveyListPageSchema, { signal });
}
