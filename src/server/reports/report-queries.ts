import { and, eq, sql } from 'drizzle-orm';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { TextResponse, VoiceNoteResult } from '#shared/report/report-types.ts';
import type { ValueCount } from '#shared/report/aggregation.ts';
import type { DateCount } from '#shared/report/typed-answer-results.ts';
import { responseKind } from '#shared/survey/response-kinds.ts';
import { planReport, type PublishedVersionDocument, type ReportPlan } from '#shared/report/version-plan.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import type { ReportFilter } from '#shared/report/report-filter.ts';
import { STAT_KIND, parseRankStatKey } from '../db/answer-stat-kinds.ts';
import type { RankCount } from '#shared/report/ranking-matrix-results.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { surveys, surveyVersions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';
import {
  isFiltered,
  queryFilteredTotals,
  responseAnswersSql,
  responsesSql,
  submissionFilterSql,
  type FilteredTotals,
  type PreparedFilter,
  type StatRow,
} from './report-filter-sql.ts';

export const PREVIEW_LIMIT = 20;

export type ReportSurveyRow = typeof surveys.$inferSelect;

/** The owner's survey by share id (analytics links) or id (fallback); anyone else gets 404. */
export async function getOwnedSurveyByShareOrId(
  db: Database,
  ownerId: string,
  shareOrId: string,
): Promise<ReportSurveyRow> {
  const byId = isUuid(shareOrId);
  if (!byId && !/^[A-Za-z0-9_-]{4,64}$/.test(shareOrId))
    throw new AppError('not_found', 'No survey found for this share ID');
  const [row] = await db
    .select()
    .from(surveys)
    .where(
      and(byId ? eq(surveys.id, shareOrId) : eq(surveys.shareId, shareOrId), eq(surveys.ownerId, ownerId)),
    );
  if (!row) throw new AppError('not_found', 'No survey found for this share ID');
  return row;
}

/** Every published version of the survey with its document and the filter's plan (404 for an unknown version). */
export async function loadReportPlan(
  db: Database,
  row: ReportSurveyRow,
  filter: VersionFilter,
): Promise<{ plan: ReportPlan; versions: PublishedVersionDocument[] }> {
  const versions = (
    await db
      .select({ version: surveyVersions.version, document: surveyVersions.document })
      .from(surveyVersions)
      .where(eq(surveyVersions.surveyId, row.id))
  ).map((entry) => ({ version: entry.version, document: entry.document as SurveyDocument }));
  try {
    return { plan: planReport(versions, filter, row.draft as SurveyDocument), versions };
  } catch (error) {
    if (error instanceof RangeError) throw new AppError('not_found', `This survey has no version ${filter}.`);
    throw error;
  }
}

/** The running totals of one published version. */
export interface VersionStats {
  answeredByQuestion: Map<string, number>;
  numericByQuestion: Map<string, ValueCount[]>;
  choicesByQuestion: Map<string, { choiceId: string; count: number }[]>;
  textCountByQuestion: Map<string, number>;
  otherCountByQuestion: Map<string, number>;
  /** Ranking questions: answers per option and rank (kind r). */
  ranksByQuestion: Map<string, RankCount[]>;
  /** Date questions: answers per date (kind d). */
  datesByQuestion: Map<string, DateCount[]>;
  /** Responses to this version (consent questions count ticks among those asked). */
  submissions: number;
  /**
   * Completion filter (decision 030): partial responses among `submissions`, and per question those
   * that answered it. A partial was asked only the questions it answered (it may have left before).
   */
  partials?: number;
  partialAnsweredByQuestion?: Map<string, number>;
}

export interface ReportCounts {
  /** How many of the newest texts and voice notes each question carries; null for every one. */
  previewLimit: number | null;
  /** Submissions of the versions in scope. */
  submissions: number;
  participants: number;
  statsByVersion: Map<number, VersionStats>;
  /** Newest texts per question and version group: key previewKey(questionId, versions). */
  textPreviews: Map<string, TextResponse[]>;
  /** Newest voice notes and their count per question and version answered: key `${questionId}|${version}`. */
  voiceByQuestionVersion: Map<string, VoiceNoteResult[]>;
  voiceCountByQuestionVersion: Map<string, number>;
  viewsByMediaItem: Map<string, { views: number; engagement: number }>;
}

export const previewKey = (questionId: string, versions: readonly number[]) =>
  `${questionId}|${versions.join(',')}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function emptyStats(): VersionStats {
  return {
    answeredByQuestion: new Map(),
    numericByQuestion: new Map(),
    choicesByQuestion: new Map(),
    textCountByQuestion: new Map(),
    otherCountByQuestion: new Map(),
    ranksByQuestion: new Map(),
    datesByQuestion: new Map(),
    submissions: 0,
  };
}

/** PostgreSQL's literal of an integer array (the versions are numbers: nothing to escape). */
export const versionArray = (versions: readonly number[]) => `{${versions.join(',')}}`;

/**
 * The answer_stats version whose participant count (kind u) fits the scope: one version's own, or
 * version 0 (identities across every version) when the scope is every published version.
 */
const participantCountVersion = (scope: readonly number[]) => (scope.length === 1 ? scope[0]! : 0);

/**
 * Everything a survey's report needs for the versions in scope: the running totals kept per version
 * in answer_stats with every submission, and the newest few texts and voice notes per question
 * (index range scans). Nothing here grows with the number of answers, except an export's texts.
 */
export async function queryReportCounts(
  db: Database,
  surveyId: string,
  voiceUrl: (id: string) => string,
  plan: ReportPlan,
  /** The newest few for the page; null in an export, which carries every answer. */
  previewLimit: number | null = PREVIEW_LIMIT,
  /** Report filters (decision 030): totals recomputed from the matching submissions' answers. */
  filter?: ReportFilter,
  /** The filtered totals when the caller already asked for them (shared with the variant results). */
  totals?: Promise<FilteredTotals>,
  /** The filter as the caller prepared it for this request (decision 034). */
  prepared?: PreparedFilter,
): Promise<ReportCounts> {
  const scope = versionArray(plan.scope);
  const filtered = isFiltered(filter);
  const matching = filtered ? sql`and ${prepared?.where ?? submissionFilterSql(surveyId, filter)}` : sql``;
  // Completion (decision 030): the completed submissions, the partial responses or both.
  const responses = filtered ? responsesSql(surveyId, filter) : sql`submissions`;
  const answers = filtered ? responseAnswersSql(filter) : sql`answers`;
  const limit = previewLimit === null ? sql`` : sql`limit ${previewLimit}`;
  const ranked = previewLimit === null ? sql`` : sql`where rank <= ${previewLimit}`;
  const newestTexts = (questionId: string, versions: number[], column: 'text_value' | 'other_text') => {
    const value = sql.raw(`a.${column}`);
    return db.execute(sql`
      select a.id, a.submission_id, s.name, ${value} as text, s.completed_at as submitted_at
      from ${answers} a join ${responses} s on s.id = a.submission_id
      where a.survey_id = ${surveyId} and a.question_id = ${questionId} and ${value} is not null and ${value} <> ''
        and s.published_version = any(${versionArray(versions)}::int[]) ${matching}
      order by a.created_at desc, a.id ${limit}`);
  };
  const textRequests: { key: string; run: () => ReturnType<typeof newestTexts> }[] = [];
  for (const question of plan.questions.values())
    for (const group of question.groups) {
      const options = group.question.response_options;
      // Free response, date, e-mail and phone answers are listed as texts.
      const column =
        responseKind(group.question.response_type) === 'text'
          ? 'text_value'
          : 'allow_other' in options && options.allow_other
            ? 'other_text'
            : null;
      if (column)
        textRequests.push({
          key: previewKey(question.question.id, group.versions),
          run: () => newestTexts(question.question.id, group.versions, column),
        });
    }

  const [filteredTotals, stats, participants, texts, voices, voiceCounts, views] = await Promise.all([
    // Filtered: the totals below computed from the answers of the submissions that match.
    filtered ? (totals ?? queryFilteredTotals(db, surveyId, plan, filter, prepared)) : null,
    // The running totals kept with every submission (answer_stats): a few hundred rows per version.
    filtered
      ? null
      : db.execute(sql`
      select version, question_id, kind, key, count from answer_stats
      where survey_id = ${surveyId} and kind <> ${STAT_KIND.participants} and variant_id = '' and version = any(${scope}::int[])`),
    filtered
      ? null
      : db.execute(sql`
      select coalesce(sum(count), 0) as participants from answer_stats
      where survey_id = ${surveyId} and question_id = '' and kind = ${STAT_KIND.participants} and variant_id = ''
        and key = '' and version = ${participantCountVersion(plan.scope)}`),
    Promise.all(textRequests.map((request) => request.run())),
    db.execute(sql`
      select * from (
        select v.id, v.question_id, s.published_version as version, v.submission_id, s.name, v.duration_seconds,
               v.transcription, v.transcription_status, v.created_at,
               row_number() over (partition by v.question_id, s.published_version order by v.created_at desc, v.id) as rank
        from voice_comments v join ${responses} s on s.id = v.submission_id
        where v.survey_id = ${surveyId} and s.published_version = any(${scope}::int[]) ${matching}
      ) ranked ${ranked}`),
    db.execute(sql`
      select v.question_id, s.published_version as version, count(*) as count
      from voice_comments v join ${responses} s on s.id = v.submission_id
      where v.survey_id = ${surveyId} and s.published_version = any(${scope}::int[]) ${matching}
      group by v.question_id, s.published_version`),
    // Views are counted per view. Unfiltered: every view of the version (the counters of
    // media_views). Filtered: the views of the visits whose response meets the filter (decision
    // 033): a completed visit by its submission, a partial one by itself (`coalesce` picks the id
    // its response has among `responses`).
    filtered
      ? db.execute(sql`
      select m.media_item_id, sum(m.view_count) as view_count, sum(m.engagement_count) as engagement_count
      from visit_media_views m join visits v on v.id = m.visit_id and v.survey_id = ${surveyId}
        join ${responses} s on s.id = coalesce(v.submission_id, v.id)
      where m.survey_id = ${surveyId} and m.published_version = any(${scope}::int[])
        and s.survey_id = ${surveyId} and s.published_version = any(${scope}::int[]) ${matching}
      group by m.media_item_id`)
      : db.execute(sql`
      select media_item_id, sum(view_count) as view_count, sum(engagement_count) as engagement_count
      from media_views where survey_id = ${surveyId} and published_version = any(${scope}::int[])
      group by media_item_id`),
  ]);

  const counts: ReportCounts = {
    previewLimit,
    submissions: 0,
    participants: filteredTotals
      ? filteredTotals.participants
      : toNumber(rowsOf<{ participants: unknown }>(participants)[0]?.participants ?? 0),
    statsByVersion: new Map(),
    textPreviews: new Map(),
    voiceByQuestionVersion: new Map(),
    voiceCountByQuestionVersion: new Map(),
    viewsByMediaItem: new Map(),
  };
  const statRows = filteredTotals
    ? filteredTotals.rows.filter((row: StatRow) => row.variant_id === '')
    : rowsOf<{ version: unknown; question_id: string; kind: string; key: string; count: unknown }>(stats);
  for (const row of statRows) {
    const version = toNumber(row.version);
    let entry = counts.statsByVersion.get(version);
    if (!entry) counts.statsByVersion.set(version, (entry = emptyStats()));
    const count = toNumber(row.count);
    if (row.kind === STAT_KIND.submissions) {
      counts.submissions += count;
      entry.submissions += count;
      const partials = filteredTotals?.partials;
      if (partials) {
        entry.partials = partials.byVersion.get(version) ?? 0;
        entry.partialAnsweredByQuestion = new Map(
          [...partials.answeredByQuestion]
            .filter(([key]) => key.startsWith(`${version}|`))
            .map(([key, answered]) => [key.slice(`${version}|`.length), answered]),
        );
      }
    } else if (row.kind === STAT_KIND.date)
      push(entry.datesByQuestion, row.question_id, { date: row.key, count });
    else if (row.kind === STAT_KIND.answered) entry.answeredByQuestion.set(row.question_id, count);
    else if (row.kind === STAT_KIND.numericValue)
      push(entry.numericByQuestion, row.question_id, { value: Number(row.key), count });
    else if (row.kind === STAT_KIND.choice)
      push(entry.choicesByQuestion, row.question_id, { choiceId: row.key, count });
    else if (row.kind === STAT_KIND.text) entry.textCountByQuestion.set(row.question_id, count);
    else if (row.kind === STAT_KIND.otherText) entry.otherCountByQuestion.set(row.question_id, count);
    else if (row.kind === STAT_KIND.rank) {
      const rank = parseRankStatKey(row.key);
      if (rank) push(entry.ranksByQuestion, row.question_id, { ...rank, count });
    }
  }
  type TextRow = {
    id: string;
    submission_id: string;
    name: string | null;
    text: string;
    submitted_at: unknown;
  };
  texts.forEach((result, index) => {
    counts.textPreviews.set(
      textRequests[index]!.key,
      rowsOf<TextRow>(result).map((row) => ({
        id: row.id,
        submission_id: row.submission_id,
        name: row.name,
        text: row.text,
        submitted_at: toIso(row.submitted_at),
      })),
    );
  });
  type VoiceRow = {
    id: string;
    question_id: string;
    version: unknown;
    submission_id: string | null;
    name: string | null;
    duration_seconds: unknown;
    transcription: string | null;
    transcription_status: VoiceNoteResult['transcription_status'];
    created_at: unknown;
  };
  for (const row of rowsOf<VoiceRow>(voices)) {
    push(counts.voiceByQuestionVersion, `${row.question_id}|${toNumber(row.version)}`, {
      id: row.id,
      submission_id: row.submission_id,
      name: row.name,
      duration_seconds: row.duration_seconds === null ? null : toNumber(row.duration_seconds),
      transcription: row.transcription,
      transcription_status: row.transcription_status,
      audio_url: voiceUrl(row.id),
      created_at: toIso(row.created_at),
    });
  }
  for (const row of rowsOf<{ question_id: string; version: unknown; count: unknown }>(voiceCounts))
    counts.voiceCountByQuestionVersion.set(
      `${row.question_id}|${toNumber(row.version)}`,
      toNumber(row.count),
    );
  for (const row of rowsOf<{ media_item_id: string; view_count: unknown; engagement_count: unknown }>(views))
    counts.viewsByMediaItem.set(row.media_item_id, {
      views: toNumber(row.view_count),
      engagement: toNumber(row.engagement_count),
    });
  return counts;
}
