import type { SurveyDocument } from './survey-schema.ts';

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
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Body of the 409 an autosave gets when another tab or window saved first. */
export interface DraftConflictDetails {
  current: SurveyRecord;
}
