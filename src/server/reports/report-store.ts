import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterCursorSql, COUNT_CAP, cursorTimeSql, keysetPage } from '../db/keyset-cursor.ts';
import { compareValue, type ValueCount } from '#shared/report/aggregation.ts';
import type {
  ParticipantComparison,
  ParticipantPage,
  ReportFreshness,
  SurveyReport,
  TextResponsePage,
} from '#shared/report/report-types.ts';
import { groupOfVersion } from '#shared/report/version-plan.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import { STAT_KIND } from '../db/answer-stat-kinds.ts';
import type { Database } from '../db/client.ts';
import { likePattern } from '../db/like-pattern.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { voiceComments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';
import { listVersionSummaries } from '../surveys/survey-version-store.ts';
import { buildReport } from './build-report.ts';
import { queryVariantCounts } from './variant-report-queries.ts';
import { attachVariantResults } from './variant-results.ts';
import { EMPTY_FILTER, type ReportFilter } from '#shared/report/report-filter.ts';
import {
  checkFilterAgainstPlan,
  isFiltered,
  prepareFilter,
  queryFilteredTotals,
  responseAnswersSql,
  responsesSql,
  submissionFilterSql,
} from './report-filter-sql.ts';
import {
  getOwnedSurveyByShareOrId,
  loadReportPlan,
  queryReportCounts,
  versionArray,
  type ReportSurveyRow,
} from './report-queries.ts';

// The owner-only reads behind the analytics page and the assistant: the report, the paged answers
// and participants, one participant's comparison and a voice note's object key. Every function
// takes the owner's survey row (getOwnedSurveyByShareOrId answers 404 for anyone else's).

export interface PageRequest {
  search?: string;
  /** The previous page's nextCursor; none for the first page. */
  cursor?: string;
  limit: number;
  version: VersionFilter;
  /** Report filters (decision 030); none when absent. */
  filter?: ReportFilter;
}

/** Whether a row of the responses is partial (`s.partial` exists only when partials are read). */
const partialColumn = (filter: ReportFilter | undefined) =>
  !filter || filter.completion === 'completed' ? sql`false` : sql`s.partial`;

/** `and <the filter's condition on submissions s>`, or nothing without a filter. */
function matchingSql(surveyId: string, filter: ReportFilter | undefined) {
  return isFiltered(filter) ? sql`and ${submissionFilterSql(surveyId, filter)}` : sql``;
}

/** The responses and answers the filter's completion covers (completed submissions without one). */
function sourcesOf(surveyId: string, filter: ReportFilter | undefined) {
  const active = filter ?? EMPTY_FILTER;
  return { responses: responsesSql(surveyId, active), answers: responseAnswersSql(active) };
}

/** Where the analytics page fetches a voice note's audio. */
export const voiceAudioUrl = (shareId: string, voiceId: string) => `/api/reports/${shareId}/voice/${voiceId}`;

/**
 * The report of one of this owner's surveys, by share id or id (404 for anyone else's), for all
 * published versions (default) or one.
 */
export async function loadOwnedReport(
  db: Database,
  ownerId: string,
  shareIdOrId: string,
  filter: VersionFilter = 'all',
  /** An export carries every text answer and voice note, not the page's newest few. */
  options: { everyAnswer?: boolean; filter?: ReportFilter } = {},
): Promise<SurveyReport> {
  const row = await getOwnedSurveyByShareOrId(db, ownerId, shareIdOrId);
  const [{ plan }, summaries] = await Promise.all([
    loadReportPlan(db, row, filter),
    listVersionSummaries(db, row),
  ]);
  const answerFilter = options.filter ?? EMPTY_FILTER;
  checkFilterAgainstPlan(answerFilter, plan);
  // Filtered (decision 030): the totals are computed once from the matching submissions (their stat
  // codes when they can be, decision 034) and shared by the report and its per-variant results.
  const prepared = isFiltered(answerFilter) ? await prepareFilter(db, row.id, plan, answerFilter) : undefined;
  const totals = prepared ? queryFilteredTotals(db, row.id, plan, answerFilter, prepared) : undefined;
  const [counts, variantCounts] = await Promise.all([
    queryReportCounts(
      db,
      row.id,
      (id) => voiceAudioUrl(row.shareId, id),
      plan,
      options.everyAnswer ? null : undefined,
      answerFilter,
      totals,
      prepared,
    ),
    queryVariantCounts(
      db,
      row.id,
      plan,
      // Variant orders are stored with submissions only: order checks and paired tests read the
      // completed responses that match (none when only partial responses are asked for).
      totals
        ? {
            matching:
              answerFilter.completion === 'partial'
                ? sql`false`
                : (prepared?.where ?? submissionFilterSql(row.id, answerFilter)),
            totals,
          }
        : undefined,
    ),
  ]);
  const report = buildReport(row, plan, counts, {
    filter,
    liveVersion: row.publishedVersion,
    summaries,
  });
  return attachVariantResults(report, plan, variantCounts);
}

/**
 * What changes with every submission, from any server instance: the submission count of the
 * running totals (a few rows) and the newest completion time (one index probe); and what changes
 * with every progress save: the newest save of a partial response (one probe of visits_partial_idx).
 */
export async function readFreshness(db: Database, row: ReportSurveyRow): Promise<ReportFreshness> {
  const [stamp] = rowsOf<{ submissions: unknown; latest: unknown; progress: unknown }>(
    await db.execute(sql`
      select (select coalesce(sum(count), 0) from answer_stats
               where survey_id = ${row.id} and question_id = '' and kind = ${STAT_KIND.submissions} and variant_id = '') as submissions,
             (select max(completed_at) from submissions where survey_id = ${row.id}) as latest,
             (select max(updated_at) from visits
               where survey_id = ${row.id} and submission_id is null and started_at is not null) as progress`),
  );
  return {
    submissions: toNumber(stamp?.submissions ?? 0),
    latest_submission_at: stamp?.latest ? toIso(stamp.latest) : null,
    latest_progress_at: stamp?.progress ? toIso(stamp.progress) : null,
  };
}

/** How many rows meet `where`, counted up to COUNT_CAP (a search or filter has no running total). */
async function cappedCount(
  db: Database,
  from: SQL,
  where: SQL,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = rowsOf<{ total: unknown }>(
    await db.execute(
      sql`select count(*) as total from (select 1 from ${from} where ${where} limit ${COUNT_CAP}) matching`,
    ),
  );
  const total = toNumber(row?.total ?? 0);
  return { total, totalCapped: total >= COUNT_CAP };
}

/** A running total (answer_stats, over all variants) summed over the versions given. */
async function runningTotal(
  db: Database,
  surveyId: string,
  versions: readonly number[],
  questionId: string,
  kind: string,
): Promise<{ total: number; totalCapped: boolean }> {
  const [row] = rowsOf<{ total: unknown }>(
    await db.execute(sql`
      select coalesce(sum(count), 0) as total from answer_stats
      where survey_id = ${surveyId} and version = any(${versionArray(versions)}::int[]) and question_id = ${questionId}
        and kind = ${kind} and key = '' and variant_id = ''`),
  );
  return { total: toNumber(row?.total ?? 0), totalCapped: false };
}

/**
 * The free-text (or "Other") answers of one question, newest first, searched by text or name. Keyset
 * paged by (answer time, id) along answers_survey_question_created_id_idx (or the Other-text partial
 * index); the total comes from the running totals (kinds x and o) unless searched or filtered.
 */
export async function findTextResponses(
  db: Database,
  row: ReportSurveyRow,
  questionId: string,
  request: PageRequest,
): Promise<TextResponsePage> {
  const { search, cursor, limit, version, filter } = request;
  const { plan } = await loadReportPlan(db, row, version);
  if (filter) checkFilterAgainstPlan(filter, plan);
  const questionPlan = plan.questions.get(questionId);
  if (!questionPlan) throw new AppError('not_found', 'Question not found');
  // The newest group's answers, the same ones the report's preview shows (never mixed across groups).
  const group = questionPlan.groups.at(-1);
  const question = group?.question ?? questionPlan.question;
  const freeText = question.response_type === 'FREE_RESPONSE';
  const column = freeText ? sql`a.text_value` : sql`a.other_text`;
  const pattern = search ? likePattern(search) : null;
  const versions = group?.versions ?? [];
  const from = sql`${sourcesOf(row.id, filter).answers} a join ${sourcesOf(row.id, filter).responses} s on s.id = a.submission_id`;
  const where = sql`a.survey_id = ${row.id} and a.question_id = ${questionId} and ${column} is not null and ${column} <> ''
        ${pattern ? sql`and (${column} ilike ${pattern} or s.name ilike ${pattern})` : sql``}
        and s.published_version = any(${versionArray(versions)}::int[]) ${matchingSql(row.id, filter)}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select a.id, a.submission_id, s.name, ${column} as text, s.completed_at as submitted_at,
        ${cursorTimeSql(sql`a.created_at`)} as cursor_at
      from ${from}
      where ${where} ${afterCursorSql(sql`a.created_at`, sql`a.id`, cursor)}
      order by a.created_at desc, a.id desc limit ${limit + 1}`),
    pattern || isFiltered(filter)
      ? cappedCount(db, from, where)
      : runningTotal(db, row.id, versions, questionId, freeText ? STAT_KIND.text : STAT_KIND.otherText),
  ]);
  const page = keysetPage(
    rowsOf<{
      id: string;
      submission_id: string;
      name: string | null;
      text: string;
      submitted_at: unknown;
      cursor_at: string;
    }>(rows),
    limit,
  );
  return {
    items: page.rows.map((item) => ({
      id: item.id,
      submission_id: item.submission_id,
      name: item.name,
      text: item.text,
      submitted_at: toIso(item.submitted_at),
    })),
    ...count,
    nextCursor: page.nextCursor,
  };
}

/**
 * The survey's participants of the versions in scope, newest first, searched by name or email. Keyset
 * paged by (completed_at, id) along submissions_survey_completed_id_idx; the total is the running
 * total of submissions (kind s) unless searched or filtered.
 */
export async function findParticipants(
  db: Database,
  row: ReportSurveyRow,
  request: PageRequest,
): Promise<ParticipantPage> {
  const { search, cursor, limit, version, filter } = request;
  const { plan } = await loadReportPlan(db, row, version);
  if (filter) checkFilterAgainstPlan(filter, plan);
  const pattern = search ? likePattern(search) : null;
  const from = sql`${sourcesOf(row.id, filter).responses} s`;
  const where = sql`s.survey_id = ${row.id} ${pattern ? sql`and (s.name ilike ${pattern} or s.email ilike ${pattern})` : sql``}
        and s.published_version = any(${versionArray(plan.scope)}::int[]) ${matchingSql(row.id, filter)}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select s.id, s.name, s.email, s.completed_at, s.published_version, s.hidden_fields, ${partialColumn(filter)} as partial,
        ${cursorTimeSql(sql`s.completed_at`)} as cursor_at
      from ${from}
      where ${where} ${afterCursorSql(sql`s.completed_at`, sql`s.id`, cursor)}
      order by s.completed_at desc, s.id desc limit ${limit + 1}`),
    pattern || isFiltered(filter)
      ? cappedCount(db, from, where)
      : runningTotal(db, row.id, plan.scope, '', STAT_KIND.submissions),
  ]);
  const page = keysetPage(
    rowsOf<{
      id: string;
      name: string | null;
      email: string | null;
      completed_at: unknown;
      published_version: unknown;
      hidden_fields: Record<string, string> | null;
      partial: boolean | null;
      cursor_at: string;
    }>(rows),
    limit,
  );
  return {
    items: page.rows.map((item) => ({
      submission_id: item.id,
      name: item.name,
      email: item.email,
      submitted_at: toIso(item.completed_at),
      version: toNumber(item.published_version),
      hidden_fields: item.hidden_fields ?? {},
      ...(item.partial === true || item.partial === ('t' as unknown) ? { partial: true } : {}),
    })),
    ...count,
    nextCursor: page.nextCursor,
  };
}

/** One participant's numeric answers beside everyone's (404 for a submission outside the filter). */
export async function compareParticipant(
  db: Database,
  row: ReportSurveyRow,
  submissionId: string,
  version: VersionFilter,
  filter: ReportFilter = EMPTY_FILTER,
): Promise<ParticipantComparison> {
  const { plan } = await loadReportPlan(db, row, version);
  checkFilterAgainstPlan(filter, plan);
  if (!isUuid(submissionId)) throw new AppError('not_found', 'Participant not found');
  const [submission] = rowsOf<{
    id: string;
    name: string | null;
    email: string | null;
    completed_at: unknown;
    published_version: unknown;
    hidden_fields: Record<string, string> | null;
    partial: unknown;
  }>(
    await db.execute(
      sql`select id, name, email, completed_at, published_version, hidden_fields, ${partialColumn(filter)} as partial
        from ${sourcesOf(row.id, filter).responses} s where id = ${submissionId} and survey_id = ${row.id} ${matchingSql(row.id, filter)}`,
    ),
  );
  const partial = submission?.partial === true || submission?.partial === 't';
  const answered = submission ? toNumber(submission.published_version) : 0;
  if (!submission || !plan.scope.includes(answered)) throw new AppError('not_found', 'Participant not found');
  const mine = rowsOf<{ question_id: string; value: unknown }>(
    await db.execute(sql`
      select question_id, numeric_value as value from ${partial ? sql`visit_answers` : sql`answers`}
      where ${partial ? sql`visit_id` : sql`submission_id`} = ${submissionId} and numeric_value is not null`),
  );
  // Compared only with answers of versions that asked the question in the same shape, read from
  // the running totals kept per version.
  // Filtered: compared with the matching submissions' answers only (the same totals, recomputed).
  const distributions = isFiltered(filter)
    ? (await queryFilteredTotals(db, row.id, plan, filter)).rows.filter(
        (entry) => entry.kind === STAT_KIND.numericValue && entry.variant_id === '',
      )
    : rowsOf<{ version: unknown; question_id: string; key: string; count: unknown }>(
        await db.execute(sql`
      select version, question_id, key, count from answer_stats
      where survey_id = ${row.id} and kind = ${STAT_KIND.numericValue} and variant_id = '' and version = any(${versionArray(plan.scope)}::int[])
        and question_id in (select jsonb_array_elements_text(${JSON.stringify(mine.map((answer) => answer.question_id))}::jsonb))`),
      );
  const byQuestion = new Map<string, ValueCount[]>();
  for (const item of distributions) {
    const questionPlan = plan.questions.get(item.question_id);
    const group = questionPlan ? groupOfVersion(questionPlan, answered) : null;
    if (!group?.versions.includes(toNumber(item.version))) continue;
    byQuestion.set(item.question_id, [
      ...(byQuestion.get(item.question_id) ?? []),
      { value: Number(item.key), count: toNumber(item.count) },
    ]);
  }
  const comparison: ParticipantComparison = {
    participant: {
      submission_id: submission.id,
      name: submission.name,
      email: submission.email,
      submitted_at: toIso(submission.completed_at),
      version: answered,
      hidden_fields: submission.hidden_fields ?? {},
      ...(partial ? { partial: true } : {}),
    },
    questions: {},
  };
  for (const answer of mine)
    comparison.questions[answer.question_id] = compareValue(
      toNumber(answer.value),
      byQuestion.get(answer.question_id) ?? [],
    );
  return comparison;
}

/** The stored object of one of the survey's voice notes, or null. */
export async function findVoiceNoteKey(db: Database, row: ReportSurveyRow, voiceId: string) {
  if (!isUuid(voiceId)) return null;
  const [note] = await db
    .select({ objectKey: voiceComments.objectKey })
    .from(voiceComments)
    .where(and(eq(voiceComments.id, voiceId), eq(voiceComments.surveyId, row.id)));
  return note?.objectKey ?? null;
}
