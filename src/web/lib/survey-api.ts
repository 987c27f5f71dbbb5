import type { LinkMetadata, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { apiFetch } from './api-fetch.ts';

// One function per endpoint of the survey, upload and link-preview API (DESIGN.md "HTTP API").

export function createSurvey(templateData?: unknown): Promise<SurveyRecord> {
  return apiFetch('/api/surveys', {
    json: templateData === undefined ? {} : { template_data: templateData },
  });
}

export function getSurvey(id: string): Promise<SurveyRecord> {
  return apiFetch(`/api/surveys/${encodeURIComponent(id)}`);
}

/** Autosave. `saveId` is the same when the same save is sent again (see the draft route). */
export function saveDraft(
  id: string,
  body: { template_data: SurveyDocument; baseVersion: number; saveId?: string },
): Promise<{ version: number; savedAt: string }> {
  return apiFetch(`/api/surveys/${encodeURIComponent(id)}/draft`, { method: 'PUT', json: body });
}

export function publishSurvey(id: string): Promise<{ shareId: string }> {
  return apiFetch(`/api/surveys/${encodeURIComponent(id)}/publish`, { method: 'POST', json: {} });
}

export function setSurveyPublic(id: string, isPublic: boolean): Promise<SurveyRecord> {
  return apiFetch(`/api/surveys/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { is_public: isPublic },
  });
}

export function deleteSurvey(id: string): Promise<void> {
  return apiFetch(`/api/surveys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export interface UploadTicket {
  fileId: string;
  uploadUrl: string;
  /** Headers the PUT must carry: they are part of the URL's signature. */
  uploadHeaders: Record<string, string>;
  objectKey: string;
  publicUrl: string;
  category: string;
}

export interface UploadedFile {
  fileId: string;
  publicUrl: string;
  size: number;
  category: string;
}

export function requestUpload(body: {
  surveyId: string;
  fileName: string;
  size: number;
  contentType: string;
}): Promise<UploadTicket> {
  return apiFetch('/api/uploads', { json: body });
}

/** Confirms an upload once its bytes are stored; the server checks their content (S3 uploads). */
export function confirmUpload(fileId: string): Promise<UploadedFile> {
  return apiFetch(`/api/uploads/${encodeURIComponent(fileId)}/complete`, { method: 'POST' });
}

export function deleteUpload(objectKey: string): Promise<void> {
  return apiFetch(`/api/uploads/${encodeURIComponent(objectKey)}`, { method: 'DELETE' });
}

export function fetchLinkPreview(url: string, signal?: AbortSignal): Promise<LinkMetadata> {
  return apiFetch('/api/link-preview', { json: { url }, signal });
}
