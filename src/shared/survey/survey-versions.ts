import { z } from 'zod';
import { surveyDocumentSchema } from './survey-schema.ts';

// Published versions of a survey (issue 10 §1, §4, §8): every publish stores an immutable copy of
// the draft as the next version; respondents answer the newest, or finish the one they loaded.
// Routes and shapes: docs/decisions/010-published-versions.md.

/**
 * Where a survey stands between its draft and what respondents see:
 * - `draft`: never published;
 * - `live`: published and the draft equals the live version;
 * - `live_with_changes`: published, and the draft has edits respondents don't see yet.
 */
export const surveyLifecycleStates = ['draft', 'live', 'live_with_changes'] as const;
export const surveyLifecycleStateSchema = z.enum(surveyLifecycleStates);
export type SurveyLifecycleState = z.infer<typeof surveyLifecycleStateSchema>;

/** One entry of GET /api/surveys/:id/versions. */
export const surveyVersionSummarySchema = z.object({
  /** 1, 2, 3… in publish order. */
  version: z.number().int().min(1),
  published_at: z.iso.datetime({ offset: true }),
  /** Submissions that answered this version. */
  response_count: z.number().int().min(0),
  /** The version respondents get today (the newest one). */
  is_live: z.boolean(),
  /** The version's survey title, to tell versions apart in a list. */
  title: z.string(),
});
export type SurveyVersionSummary = z.infer<typeof surveyVersionSummarySchema>;

/** GET /api/surveys/:id/versions: newest first. */
export const surveyVersionListSchema = z.object({
  items: z.array(surveyVersionSummarySchema),
  /** The live version's number, 0 before the first publish. */
  live_version: z.number().int().min(0),
  state: surveyLifecycleStateSchema,
});
export type SurveyVersionList = z.infer<typeof surveyVersionListSchema>;

/** GET /api/surveys/:id/versions/:version: one version, read-only. */
export const surveyVersionDetailSchema = surveyVersionSummarySchema.extend({
  document: surveyDocumentSchema,
});
export type SurveyVersionDetail = z.infer<typeof surveyVersionDetailSchema>;

/**
 * Body of POST /api/surveys/:id/versions/:version/restore and POST /api/surveys/:id/discard-changes.
 * `baseVersion` (the draft_version the editor holds) is optional: when given and stale the restore
 * is refused with the autosave's 409 so that nobody's newer work is overwritten unseen.
 */
export const restoreVersionBodySchema = z.object({
  baseVersion: z.number().int().min(1).optional(),
});
export type RestoreVersionBody = z.infer<typeof restoreVersionBodySchema>;

/** A version filter as the report routes read it from `?version=`: `all` (default) or a number. */
export const versionFilterSchema = z.union([z.literal('all'), z.coerce.number().int().min(1)]).default('all');
export type VersionFilter = 'all' | number;
