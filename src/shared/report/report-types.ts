import type { MediaItem, PageType, QuestionItem } from '../survey/survey-schema.ts';
import type { SurveyStatus } from '../survey/survey-record.ts';

// The contract between the reports API (server, computed in SQL) and the analytics and dashboard
// pages. Shapes follow DESIGN.md "Report" and spec respondent §3 "Analytics".

// ----- dashboard -------------------------------------------------------------------------------

export const surveySortOptions = [
  { value: 'created_at_desc', label: 'Sort by: Recent' },
  { value: 'created_at_asc', label: 'Sort by: Date Created' },
  { value: 'submission_count_desc', label: 'Sort by: Responses' },
  { value: 'title_asc', label: 'Sort by: Title' },
] as const;
export type SurveySort = (typeof surveySortOptions)[number]['value'];
export const DEFAULT_SURVEY_SORT: SurveySort = 'created_at_desc';

/** One card of the polls dashboard (spec owner §3 "Survey list row"). */
export interface SurveyListRow {
  id: string;
  share_id: string;
  title: string;
  description: string;
  cover_image_url: string | null;
  is_public: boolean;
  status: SurveyStatus;
  submission_count: number;
  created_at: string;
  latest_submission_at: string | null;
}

/** GET /api/surveys?search=&sort=&offset=&limit= */
export interface SurveyListPage {
  items: SurveyListRow[];
  total: number;
  /** Offset of the next page, or null on the last one. */
  nextOffset: number | null;
}

// ----- report ----------------------------------------------------------------------------------

export interface DistributionBucket {
  label: string;
  /** How many answers fall in this bucket. */
  value: number;
  /** Share of the question's answers, 0–100 with one decimal (choice questions). */
  percentage?: number;
  /** Numeric range of the bucket (number select: low = high = the value; slider bins: the bin). */
  low?: number;
  high?: number;
  /** Choice questions: the option id, or "__other__". */
  choiceId?: string;
}

export interface TextResponse {
  id: string;
  submission_id: string;
  /** The respondent's name, or null (shown as "Anonymous"). */
  name: string | null;
  text: string;
  submitted_at: string;
}

export interface VoiceNoteResult {
  id: string;
  submission_id: string | null;
  name: string | null;
  duration_seconds: number | null;
  transcription: string | null;
  transcription_status: 'none' | 'pending' | 'done' | 'failed';
  /** Owner-only playback URL. */
  audio_url: string;
  created_at: string;
}

export interface QuestionResults {
  /** Submissions that answered this question. */
  totalResponses: number;
  /** Numeric questions: the mean of the answers (unrounded); null otherwise or with no answers. */
  average: number | null;
  /** Numeric: one bucket per value (number select) or 5 equal bins (slider); choice: per option, sorted by count, descending. */
  distribution: DistributionBucket[];
  /** Free response: the newest answers (at most 20); choice questions: the "Other" texts (at most 20). */
  responses: TextResponse[];
  /** How many text answers exist in all (for "+N more responses"). */
  responseCount: number;
  /** Voice notes left on this question (at most 20, newest first) and how many in all. */
  voiceNotes: VoiceNoteResult[];
  voiceNoteCount: number;
}

export type ReportQuestion = QuestionItem & { results: QuestionResults };
export type ReportMediaItem = MediaItem & { analytics: { view_count: number; engagement_score: number } };

export type ReportBlock =
  | { id: string; type: 'QUESTION_SET'; position: number; items: ReportQuestion[] }
  | { id: string; type: 'MEDIA_SET'; position: number; items: ReportMediaItem[] };

export interface ReportPage {
  id: string;
  page_type: PageType;
  title: string;
  description: string;
  position: number;
  content_blocks: ReportBlock[];
}

export interface ReportSurvey {
  id: string;
  title: string;
  description: string;
  created_at: string;
  status: SurveyStatus;
  share_id: string;
  is_public: boolean;
}

/** GET /api/reports/:shareIdOrId (owner only). Pages come from the published snapshot (or the draft before any publish). */
export interface SurveyReport {
  survey: ReportSurvey;
  /** Submissions received. */
  totalResponses: number;
  /** Distinct respondents (by e-mail, else name, else each anonymous submission). */
  participants: number;
  pages: ReportPage[];
  generated_at: string;
}

/** GET /api/reports/:id/questions/:questionId/responses?search=&offset=&limit= */
export interface TextResponsePage {
  items: TextResponse[];
  total: number;
  nextOffset: number | null;
}

/** GET /api/reports/:id/participants?search=&offset=&limit= (comparison mode's picker). */
export interface ParticipantSummary {
  submission_id: string;
  name: string | null;
  email: string | null;
  submitted_at: string;
}
export interface ParticipantPage {
  items: ParticipantSummary[];
  total: number;
  nextOffset: number | null;
}

/** GET /api/reports/:id/participants/:submissionId: where one participant stands on each numeric question. */
export interface ParticipantComparison {
  participant: ParticipantSummary;
  questions: Record<
    string,
    {
      value: number;
      average: number;
      /** value − average. */
      deviation: number;
      /** Share of the other answers strictly below this one, 0–100, rounded. */
      percentile: number;
    }
  >;
}

// Other owner-only routes of the same API:
//   GET /api/reports/:id/responses.csv   every submission, one column per question (UTF-8 with BOM)
//   GET /api/reports/:id?download=json   the report as a JSON file
//   GET /api/reports/:id/voice/:voiceId  a voice note's audio
