import type { PublicSurvey } from '#shared/take/take-types.ts';
import { TakeRequestError, fetchPublicSurvey } from './take-api.ts';
import { findResumableVersion, safeStorage } from './take-progress.ts';

/**
 * The survey to show: the live version, unless this browser keeps progress on an older published
 * version (the respondent started before a republish); then that version, so nothing they answered
 * is thrown away. An older version that is gone (404) falls back to the live one.
 */
export async function fetchSurveyToResume(
  shareId: string,
  signal?: AbortSignal,
  storage: Storage | null = safeStorage(),
): Promise<PublicSurvey> {
  const latest = await fetchPublicSurvey(shareId, signal);
  if (latest.preview) return latest;
  const version = findResumableVersion(storage, shareId, latest.published_version);
  if (version === null) return latest;
  try {
    return await fetchPublicSurvey(shareId, signal, version);
  } catch (error) {
    if (error instanceof TakeRequestError && error.status === 404) return latest;
    throw error;
  }
}
