import { z } from 'zod';
import { surveyDocumentSchema } from './survey-schema.ts';
import { surveyLifecycleStateSchema } from './survey-versions.ts';

export const surveyStatuses = ['draft', 'active', 'archived'] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

/** A survey as the owner's API returns it (GET/POST/PATCH /api/surveys…). */
export const surveyRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  share_id: z.string(),
  is_public: z.boolean(),
  status: z.enum(surveyStatuses),
  draft: surveyDocumentSchema,
  draft_version: z.number().int(),
  published_version: z.number().int(),
  /**
   * Draft, live, or live with unpublished changes (the draft differs from the live version). Always
   * sent by the server; optional so that fixtures written before versions existed stay valid.
   */
  state: surveyLifecycleStateSchema.optional(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SurveyRecord = z.infer<typeof surveyRecordSchema>;

/** PUT /api/surveys/:id/draft when the save was stored. */
export const draftSavedSchema = z.object({ version: z.number().int(), savedAt: z.string() });
export type DraftSaved = z.infer<typeof draftSavedSchema>;

export const DRAFT_CONFLICT_MESSAGE = 'This survey was changed in another tab or window.';

/**
 * Body of the 409 a draft save, restore or discard gets when another tab, window or the assistant
 * saved first: the survey as it is now, and (autosave) the save id that stored it, which lets the
 * editor see that the newer version is one of its own saves whose reply was lost.
 */
export const draftConflictBodySchema = z.object({
  error: z.object({ code: z.literal('conflict'), message: z.string() }),
  current: surveyRecordSchema,
  lastSaveId: z.string().nullable().optional(),
});
export type DraftConflictBody = z.infer<typeof draftConflictBodySchema>;
