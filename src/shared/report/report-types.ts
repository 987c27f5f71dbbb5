import type { MediaItem, PageType, QuestionItem } from '../survey/survey-schema.ts';
import type { SurveyStatus } from '../survey/survey-record.ts';
import type { VariantResults } from './variant-results.ts';
import type { MatrixRowResult, RankingOptionResult } from './ranking-matrix-results.ts';
import type { NpsSummary } from './nps.ts';
import type { ConsentResults } from './typed-answer-results.ts';
import type { SurveyLifecycleState, SurveyVersionSummary, VersionFilter } from '../survey/survey-versions.ts';

// The contract between the reports API (server, computed in SQL) and the analytics and dashboard
// pages. Shapes follow DESIGN.md "Report" and spec respondent §3 "Analytics".
//
// Fields added for published versions (issue 10, docs/decisions/010-published-versions.md) are
// always sent by the server; they are optional in these types only so that fixtures written before
// versions existed still describe a valid (single-version) answer.

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
  /** Draft, live, or live with unpublished changes (issue 10 §4). */
  state?: SurveyLifecycleState;
  /** The live version's number, 0 before the first publish. */
  published_version?: number;
  submission_count: number;
  created_at: string;
  latest_submission_at: string | null;
  /** Distribution controls (docs/decisions/029): when it closes, in whose zone, after how many. */
  closes_at?: string | null;
  closes_time_zone?: string | null;
  response_limit?: number | null;
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
  /** Ranking questions: each option's average rank and first-place share, best first (issue 12). */
  ranking?: RankingOptionResult[] | null;
  /** Matrix questions: per statement, the answers per scale point and the mean point (issue 12). */
  matrix?: MatrixRowResult[] | null;
  /** NPS questions: the Net Promoter Score and its three groups (issue 12). */
  nps?: NpsSummary | null;
  /** Consent questions: how many of the submissions asked ticked the box (issue 12). */
  consent?: ConsentResults | null;
}

/** Answers of versions that asked a question in one compatible shape, counted together. */
export interface ReportQuestionVersionGroup {
  /** The versions (ascending) whose answers this group counts. */
  versions: number[];
  /** The question as the newest of those versions asked it (its options label the results). */
  question: QuestionItem;
  results: QuestionResults;
}

/**
 * A question of the report. Questions are matched across versions by id. The item's own fields are
 * the newest shape in scope; `results` counts every version in scope when they are compatible, or
 * only the newest group when the type or options changed incompatibly (then `versionGroups` holds
 * every group, newest first, and `versionNote` says why). Answers are never mixed across groups.
 */
export type ReportQuestion = QuestionItem & {
  results: QuestionResults;
  /** Versions (ascending, within the report's version filter) that asked this question. */
  askedInVersions?: number[];
  /** The first version that no longer asks this question, or null while the live version asks it. */
  removedInVersion?: number | null;
  /** Set when versions asked it in incompatible shapes: one entry per group, newest first. */
  versionGroups?: ReportQuestionVersionGroup[] | null;
  /** e.g. "The question type changed in version 3; answers are shown per version." Null otherwise. */
  versionNote?: string | null;
  /** Concept tests: results per variant and the verdict, on questions that compare variants (issue 11). */
  variantResults?: VariantResults | null;
};
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
  /**
   * With `version` all, the live version's pages, plus questions only older versions asked, put
   * back in their page and block (a page or block that no longer exists comes back after the
   * others); with a number, that version's pages.
   */
  pages: ReportPage[];
  /** The filter this report was computed for (`?version=all|N`, default all). */
  version?: VersionFilter;
  /** The live version's number (0 before the first publish). */
  live_version?: number;
  /** Every published version, newest first, for the version picker. */
  versions?: SurveyVersionSummary[];
  /** Hidden fields the versions in scope declare, for the filter's field list (issue 12). */
  hidden_fields?: string[];
  generated_at: string;
}

/**
 * A page of a keyset-paged list (issue 17): `nextCursor` asks for the next page (`?cursor=`), null
 * on the last. `total` is exact from the running totals; with a search or filter it is counted up to
 * a cap, and `totalCapped` says there are at least that many.
 */
export interface KeysetPage<Item> {
  items: Item[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

/** GET /api/reports/:id/questions/:questionId/responses?search=&cursor=&limit= */
export type TextResponsePage = KeysetPage<TextResponse>;

/** GET /api/reports/:id/participants?search=&cursor=&limit= (comparison mode's picker). */
export interface ParticipantSummary {
  submission_id: string;
  name: string | null;
  email: string | null;
  submitted_at: string;
  /** The version this participant answered. */
  version?: number;
  /** The hidden fields their share link carried (issue 12); {} or absent when none. */
  hidden_fields?: Record<string, string>;
  /**
   * A partial response (decision 023; listed with completion=partial|all): `submission_id` is its
   * visit id and `submitted_at` its last save.
   */
  partial?: boolean;
}
export type ParticipantPage = KeysetPage<ParticipantSummary>;

/**
 * GET /api/reports/:id/participants/:submissionId?version=all|N: where one participant stands on each
 * numeric question, compared only with answers of versions compatible with the one they answered.
 */
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

/**
 * GET /api/reports/:id/latest: a cheap check the analytics page polls every few seconds (decision
 * 018); the report is fetched again only when this changes.
 */
export interface ReportFreshness {
  /** Submissions of every version, from the running totals. */
  submissions: number;
  /** When the newest one was completed; null before the first. */
  latest_submission_at: string | null;
  /** The newest progress save of a partial response (decision 033); null when there is none. */
  latest_progress_at?: string | null;
}

// Every report route takes `?version=all|N` (default all; an unknown version is a 404):
//   GET /api/reports/:id                 the report (SurveyReport)
//   GET /api/reports/:id/responses.csv   every submission, a Version column, one column per question
//                                        (removed questions kept; a question asked in incompatible
//                                        shapes gets one column per version group) (UTF-8 with BOM)
//   GET /api/reports/:id?download=json   the report as a JSON file
//   GET /api/reports/:id/questions/:questionId/responses, /participants, /participants/:submissionId
//   GET /api/reports/:id/voice/:voiceId  a voice note's audio (no filter)
//   GET /api/reports/:id/latest          ReportFreshness (no filter)
