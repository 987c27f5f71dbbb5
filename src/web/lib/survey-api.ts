import { z } from 'zod';
import { linkMetadataSchema, type LinkMetadata, type SurveyDocument } from '#shared/survey/survey-schema.ts';
import {
  draftSavedSchema,
  surveyRecordSchema,
  type DraftSaved,
  type SurveyRecord,
} from '#shared/survey/survey-record.ts';
import { apiFetch, noContent } from './api-fetch.ts';

// One function per endpoint of the survey, upload and link-preview API (DESIGN.md "HTTP API").

export function createSurvey(templateData?: unknown): Promise<SurveyRecord> {
  return apiFetch('/api/surveys', surveyRecordSchema, {
    json: templateData === undefined ? {} : { template_data: templateData },
  });
}

export function getSurvey(id: string): Promise<SurveyRecord> {
  return apiFetch(`/api/surveys/${encodeURIComponent(id)}`, surveyRecordSchema);
}

/** Draft saves this tab has sent and not yet heard back from, by survey id. */
const savesInFlight = new Map<string, Set<Promise<unknown>>>();

/** Autosave. `saveId` is the same when the same save is sent again (see the draft route). */
export function saveDraft(
  id: string,
  body: { template_data: SurveyDocument; baseVersion: number; saveId?: string },
): Promise<DraftSaved> {
  const save = apiFetch(`/api/surveys/${encodeURIComponent(id)}/draft`, draftSavedSchema, {
    method: 'PUT',
    json: body,
  });
  const saves = savesInFlight.get(id) ?? new Set();
  savesInFlight.set(id, saves);
  saves.add(save);
  const settled = () => {
    saves.delete(save);
    if (saves.size === 0 && savesInFlight.get(id) === saves) savesInFlight.delete(id);
  };
  save.then(settled, settled);
  return save;
}

/**
 * The survey once every draft save this tab sent for it has been answered. Leaving the editor sends
 * its unsaved edits on their way (use-autosave.ts, detach); reopening it at once must not read the
 * draft from before that save lands, or the author sees their last edit gone and their next save is
 * refused as a conflict with themselves.
 */
export async function getSurveyAfterSaves(id: string): Promise<SurveyRecord> {
  for (let saves = savesInFlight.get(id); saves; saves = savesInFlight.get(id))
    await Promise.allSettled([...saves]);
  return getSurvey(id);
}

export function setSurveyPublic(id: string, isPublic: boolean): Promise<SurveyRecord> {
  return apiFetch(`/api/surveys/${encodeURIComponent(id)}`, surveyRecordSchema, {
    method: 'PATCH',
    json: { is_public: isPublic },
  });
}

export function deleteSurvey(id: string): Promise<void> {
  return apiFetch(`/api/surveys/${encodeURIComponent(id)}`, noContent, { method: 'DELETE' });
}

const uploadTicketSchema = z.object({
  fileId: z.string(),
  uploadUrl: z.string(),
  /** Headers the PUT must carry: they are part of the URL's signature. */
  uploadHeaders: z.record(z.string(), z.string()),
  objectKey: z.string(),
  publicUrl: z.string(),
  category: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

const uploadedFileSchema = z.object({
  fileId: z.string(),
  publicUrl: z.string(),
  size: z.number(),
  category: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export function requestUpload(body: {
  surveyId: string;
  fileName: string;
  size: number;
  contentType: string;
}): Promise<UploadTicket> {
  return apiFetch('/api/uploads', uploadTicketSchema, { json: body });
}

/** Confirms an upload once its bytes are stored; the server checks their content (S3 uploads). */
export function confirmUpload(fileId: string): Promise<UploadedFile> {
  return apiFetch(`/api/uploads/${encodeURIComponent(fileId)}/complete`, uploadedFileSchema, {
    method: 'POST',
  });
}

export function deleteUpload(objectKey: string): Promise<void> {
  return apiFetch(`/api/uploads/${encodeURIComponent(objectKey)}`, noContent, { method: 'DELETE' });
}

export function fetchLinkPreview(url: string, signal?: AbortSignal): Promise<LinkMetadata> {
  return apiFetch('/api/link-preview', linkMetadataSchema, { json: { url }, signal });
}
