import { readErrorBody } from '#shared/error-body.ts';
import type { PublicSurvey, VariantAssignmentReceipt, VoiceCommentReceipt } from '#shared/take/take-types.ts';
import { UNKNOWN_ERROR } from './take-copy.ts';
import { isPreviewShareId, takeApiPath } from '#shared/take/take-endpoint.ts';

// The respondent page talks to the public API with plain fetch: no query library, no auth client,
// so its bundle stays small. fetch is read from globalThis at call time (tests replace it).

export class TakeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The error's `fields` (e.g. `reason` of survey_closed: 'date' or 'quota'). */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'TakeRequestError';
  }
}

function surveyPath(shareId: string): string {
  return takeApiPath(shareId);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The string entries of an error reply's `fields`, if any. */
export function errorFieldsOf(json: unknown): Record<string, string> | undefined {
  const fields = (json as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

async function errorOf(response: Response): Promise<TakeRequestError> {
  const json = await readJson(response);
  const body = readErrorBody(json);
  return new TakeRequestError(
    response.status,
    body?.code ?? 'UNKNOWN',
    body?.message ?? UNKNOWN_ERROR,
    errorFieldsOf(json),
  );
}

function isPublicSurvey(value: unknown): value is PublicSurvey {
  if (typeof value !== 'object' || value === null) return false;
  const survey = value as Partial<PublicSurvey>;
  return (
    typeof survey.share_id === 'string' &&
    typeof survey.published_version === 'number' &&
    typeof survey.document === 'object' &&
    survey.document !== null &&
    Array.isArray(survey.document.pages)
  );
}

/** GET the published snapshot; a 404 means private, unpublished or unknown (never any content). */
export async function fetchPublicSurvey(
  shareId: string,
  signal?: AbortSignal,
  /** An older published version to finish (the respondent started it before a republish). */
  version?: number,
): Promise<PublicSurvey> {
  const response = await fetch(version ? `${surveyPath(shareId)}?version=${version}` : surveyPath(shareId), {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw await errorOf(response);
  const body = await readJson(response);
  if (!isPublicSurvey(body)) throw new TakeRequestError(response.status, 'BAD_RESPONSE', UNKNOWN_ERROR);
  // The preview answers with the survey's real share id; the flow must keep talking to the preview.
  return isPreviewShareId(shareId) ? { ...body, share_id: shareId } : body;
}

/** Counts media views or engagements; fire-and-forget, a failure never reaches the respondent. */
export function recordMediaViews(
  shareId: string,
  mediaItemIds: string[],
  kind: 'view' | 'engagement' = 'view',
  /** The published version showing the items (counted per version). */
  version?: number,
  /** The visit showing them (its progress key), so a filtered report can count the views. */
  visitId?: string,
): void {
  if (mediaItemIds.length === 0) return;
  try {
    fetch(`${surveyPath(shareId)}/views`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        media_item_ids: mediaItemIds,
        kind,
        ...(version && version >= 1 ? { version } : {}),
        ...(visitId ? { visit_id: visitId } : {}),
      }),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // A missing or throwing fetch must not break the page either.
  }
}

/** The MIME type without parameters: "audio/webm;codecs=opus" → "audio/webm". */
export function bareMimeType(mimeType: string, fallback = 'audio/webm'): string {
  const bare = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return bare || fallback;
}

/** POST the raw recording; the server stores it and answers with the comment id to submit. */
export async function uploadVoiceNote(
  shareId: string,
  note: { questionId: string; version?: number; durationSeconds: number; audio: Blob },
  signal?: AbortSignal,
): Promise<VoiceCommentReceipt> {
  const query = new URLSearchParams({
    question_id: note.questionId,
    duration: String(Math.round(note.durationSeconds * 10) / 10),
  });
  // The version the respondent answers: its question may be gone from a newer live version.
  if (note.version && note.version >= 1) query.set('version', String(note.version));
  const response = await fetch(`${surveyPath(shareId)}/voice?${query.toString()}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': bareMimeType(note.audio.type) },
    body: note.audio,
    signal,
  });
  if (!response.ok) throw await errorOf(response);
  const body = (await readJson(response)) as Partial<VoiceCommentReceipt> | null;
  if (!body || typeof body.id !== 'string')
    throw new TakeRequestError(response.status, 'BAD_RESPONSE', UNKNOWN_ERROR);
  return {
    id: body.id,
    transcription_status: body.transcription_status ?? 'none',
    transcription: typeof body.transcription === 'string' ? body.transcription : null,
    duration_seconds: typeof body.duration_seconds === 'number' ? body.duration_seconds : null,
  };
}

/**
 * Deletes a note the respondent removed or replaced, so it is not kept (its id is the credential).
 * Fire-and-forget: a delete that never arrives is left to the server's purge of unclaimed notes.
 */
export function deleteVoiceNote(shareId: string, voiceId: string): void {
  // The preview keeps no recordings, so there is nothing to delete.
  if (isPreviewShareId(shareId)) return;
  try {
    fetch(`${surveyPath(shareId)}/voice/${encodeURIComponent(voiceId)}`, {
      method: 'DELETE',
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => {});
  } catch {
    // A missing or throwing fetch must not break the page.
  }
}

/**
 * Asks the server which variant of each monadic media set this respondent sees (balanced over all
 * respondents of the version). The author's preview assigns nothing on the server: an empty answer
 * lets the page pick at random.
 */
export async function requestVariantAssignments(
  shareId: string,
  version: number,
  signal?: AbortSignal,
): Promise<Record<string, string>> {
  if (isPreviewShareId(shareId)) return {};
  const response = await fetch(`${surveyPath(shareId)}/assignments`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(version >= 1 ? { version } : {}),
    signal,
  });
  if (!response.ok) throw await errorOf(response);
  const body = (await readJson(response)) as Partial<VariantAssignmentReceipt> | null;
  const assignments = body?.assignments;
  if (typeof assignments !== 'object' || assignments === null)
    throw new TakeRequestError(response.status, 'BAD_RESPONSE', UNKNOWN_ERROR);
  return Object.fromEntries(Object.entries(assignments).filter(([, id]) => typeof id === 'string'));
}
