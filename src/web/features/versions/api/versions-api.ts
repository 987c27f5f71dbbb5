import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { publishRefusedBodySchema, type PublishProblem } from '#shared/survey/publish-checks.ts';
import { surveyRecordSchema, type SurveyRecord } from '#shared/survey/survey-record.ts';
import {
  surveyVersionDetailSchema,
  surveyVersionListSchema,
  type SurveyVersionDetail,
  type SurveyVersionList,
} from '#shared/survey/survey-versions.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { analyticsKeys, surveyListKeys, versionKeys } from '../../../lib/query-keys.ts';

// The owner's version routes (docs/decisions/010-published-versions.md): the list, one version,
// restore into the draft, discard the draft's changes, and publish with its problem list.

const enc = encodeURIComponent;
const publishedSchema = z.object({ shareId: z.string(), version: z.number().int(), unchanged: z.boolean() });
const base = (surveyId: string) => `/api/surveys/${enc(surveyId)}`;

export async function getVersions(surveyId: string, signal?: AbortSignal): Promise<SurveyVersionList> {
  return apiFetch(`${base(surveyId)}/versions`, surveyVersionListSchema, { signal });
}

export async function getVersion(
  surveyId: string,
  version: number,
  signal?: AbortSignal,
): Promise<SurveyVersionDetail> {
  return apiFetch(`${base(surveyId)}/versions/${version}`, surveyVersionDetailSchema, { signal });
}

/** Replaces the draft with a published version's document; 409 when the editor's copy is stale. */
export function restoreVersion(
  surveyId: string,
  version: number,
  baseVersion?: number,
): Promise<SurveyRecord> {
  return apiFetch(`${base(surveyId)}/versions/${version}/restore`, surveyRecordSchema, {
    json: { baseVersion },
  });
}

/** Resets the draft to the live version; 409 when the editor's copy is stale. */
export function discardChanges(surveyId: string, baseVersion?: number): Promise<SurveyRecord> {
  return apiFetch(`${base(surveyId)}/discard-changes`, surveyRecordSchema, { json: { baseVersion } });
}

export type PublishOutcome =
  | { ok: true; shareId: string; version: number; unchanged: boolean }
  | { ok: false; problems: PublishProblem[]; message: string };

/** Publishes the draft. A refusal with its problem list is an outcome, not an error. */
export async function publishDraft(surveyId: string): Promise<PublishOutcome> {
  try {
    const result = await apiFetch(`${base(surveyId)}/publish`, publishedSchema, {
      method: 'POST',
      json: {},
    });
    return { ok: true, shareId: result.shareId, version: result.version, unchanged: result.unchanged };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      const refused = publishRefusedBodySchema.safeParse(error.details);
      if (refused.success) {
        return { ok: false, problems: refused.data.error.problems, message: refused.data.error.message };
      }
    }
    throw error;
  }
}

export function versionsQuery(surveyId: string) {
  return queryOptions({
    queryKey: versionKeys.list(surveyId),
    queryFn: ({ signal }) => getVersions(surveyId, signal),
    staleTime: 30_000,
  });
}

export function versionQuery(surveyId: string, version: number) {
  return queryOptions({
    queryKey: versionKeys.detail(surveyId, version),
    queryFn: ({ signal }) => getVersion(surveyId, version, signal),
    // A published version never changes.
    staleTime: Infinity,
  });
}

/**
 * After a publish, restore or discard: the version list, the dashboard cards and the reports are
 * out of date (the editor keeps its own document, so the survey detail is not refetched under it).
 */
export async function refreshAfterVersionChange(queryClient: QueryClient, surveyId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: versionKeys.list(surveyId) }),
    queryClient.invalidateQueries({ queryKey: surveyListKeys.all }),
    queryClient.invalidateQueries({ queryKey: analyticsKeys.all }),
  ]);
}
