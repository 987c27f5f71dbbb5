import type { SurveyDocument } from './survey-schema.ts';
import type { SurveyLifecycleState } from './survey-versions.ts';

export const surveyStatuses = ['draft', 'active', 'archived'] as const;
export type SurveyStatus = (typeof surveyStatuses)[number];

/** A survey as the owner's API returns it (GET/POST/PATCH /api/surveys…). */
export interface SurveyRecord {
  id: string;
  title: string;
  description: string;
  share_id: string;
  is_public: boolean;
  status: SurveyStatus;
  draft: SurveyDocument;
  draft_version: number;
  published_version: number;
  /**
   * Draft, live, or live with unpublished changes (the draft differs from the live version). Always
   * sent by the server; optional so that fixtures written before versions existed stay valid.
   */
  state?: SurveyLifecycleState;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Body of the 409 an autosave gets when another tab or window saved first. */
export interface DraftConflictDetails {
  current: SurveyRecord;
}
