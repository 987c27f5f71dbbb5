import { sql } from 'drizzle-orm';
import {
  computeFunnelAcrossVersions,
  funnelStepsOf,
  type FunnelReport,
  type PartialResponsePage,
  type ValueCount,
  type VersionFunnelInput,
} from '#shared/report/funnel.ts';
import { EMPTY_FILTER, type ReportFilter } from '#shared/report/report-filter.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import { buildTakePlan } from '#shared/take/take-steps.ts';
import { STAT_KIND } from '../db/answer-stat-kinds.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import {
  checkFilterAgainstPlan,
  isFiltered,
  partialVisitFilterSql,
  responsesSql,
  submissionFilterSql,
} from './report-filter-sql.ts';
import { loadReportPlan, versionArray, type ReportSurveyRow } from './report-queries.ts';

/**
 * The partial responses that meet the filter's conditions and dates (decision 030), as visit ids
 * (a partial's time is its last save). Listed apart from the completed ones whatever the completion.
 */
function partialsMatching(surveyId: string, filter: ReportFilter) {
  const partial: ReportFilter = { ...filter, completion: 'partial' };
  return sql`(select s.id from ${responsesSql(surveyId, partial)} s where ${submissionFilterSql(surveyId, partial)})`;
}

// The funnel, timing and partial responses behind the analytics page (issue 12 §3-4,
// docs/decisions/023-partial-responses-and-funnel.md). The database groups; the figures come from
// the pure functions in src/shared/report/funnel.ts.

/** `and <the filter on visits v>`: completed visits by their submission, partial ones by their own answers. */
function visitFilterSql(surveyId: string, scope: string, filter: ReportFilter | undefined) {
  if (!isFiltered(filter)) return sql``;
  return sql`and (
    v.submission_id in (select s.id from submissions s
      where s.survey_id = ${surveyId} and s.published_version = any(${scope}::int[]) and ${submissionFilterSql(surveyId, filter)})
    or (v.submission_id is null and ${partialVisitFilterSql(surveyId, filter)}))`;
}

/**
 * The funnel of the versions asked for (every published one for `all`), counting only the
 * responses that meet the report filter. The database groups per version; the versions' funnels
 * are put together by computeFunnelAcrossVersions.
 */
export async function loadFunnel(
  db: Database,
  row: ReportSurveyRow,
  versionFilter: VersionFilter,
  filter?: ReportFilter,
): Promise<FunnelReport> {
  const { plan, versions } = await loadReportPlan(db, row, versionFilter);
  // The funnel is where completion is measured: the completion part of a filter doesn't narrow it.
  const narrowed = filter && { ...filter, completion: 'completed' as const };
  if (narrowed) checkFilterAgainstPlan(narrowed, plan);
  const counted = versions.filter((entry) => plan.scope.includes(entry.version));
  if (counted.length === 0)
    return {
      versions: [],
      funnel: computeFunnelAcrossVersions([], []),
      responses: 0,
      untrackedResponses: 0,
    };
  const scope = versionArray(plan.scope);
  const matchingVisits = visitFilterSql(row.id, scope, narrowed);
  const matchingSubmissions = isFiltered(narrowed)
    ? sql`and ${submissionFilterSql(row.id, narrowed)}`
    : sql``;
  // Unfiltered, every read is a running total (decisions 032 and 033): a few hundred rows whatever
  // the number of visits. Filtered, the matching visits and submissions are grouped per request.
  const filtered = isFiltered(narrowed);
  const [groups, times, completion, responses] = await Promise.all([
    filtered
      ? db.execute(sql`
      select v.published_version as version, v.furthest_step, v.started_at is not null as started,
        v.submission_id is not null as completed, count(*) as count
      from visits v where v.survey_id = ${row.id} and v.published_version = any(${scope}::int[]) ${matchingVisits}
      group by 1, 2, 3, 4`)
      : db.execute(sql`
      select version, furthest_step, started, completed, count from visit_funnel_counts
      where survey_id = ${row.id} and version = any(${scope}::int[]) and count > 0`),
    // Unfiltered: the running totals kept by every progress save (decision 032), a few hundred rows.
    filtered
      ? db.execute(sql`
      select v.published_version as version, e.key::int as step, round(e.value::numeric / 1000)::int as seconds, count(*) as count
      from visits v cross join lateral jsonb_each_text(v.step_ms) as e
      where v.survey_id = ${row.id} and v.published_version = any(${scope}::int[]) ${matchingVisits}
      group by 1, 2, 3`)
      : db.execute(sql`
      select version, step, seconds, count from visit_step_times
      where survey_id = ${row.id} and version = any(${scope}::int[]) and count > 0`),
    filtered
      ? db.execute(sql`
      select round(extract(epoch from s.completed_at - s.started_at))::int as seconds, count(*) as count
      from submissions s
      where s.survey_id = ${row.id} and s.published_version = any(${scope}::int[]) ${matchingSubmissions}
        and s.started_at is not null and s.completed_at >= s.started_at
      group by 1`)
      : db.execute(sql`
      select seconds, sum(count) as count from completion_times
      where survey_id = ${row.id} and version = any(${scope}::int[]) group by seconds`),
    filtered
      ? db.execute(sql`
      select count(*) as total from submissions s
      where s.survey_id = ${row.id} and s.published_version = any(${scope}::int[]) ${matchingSubmissions}`)
      : // The submissions row of the report's running totals (decision 007), one per version.
        db.execute(sql`
      select coalesce(sum(count), 0) as total from answer_stats
      where survey_id = ${row.id} and version = any(${scope}::int[]) and question_id = ''
        and kind = ${STAT_KIND.submissions} and key = '' and variant_id = ''`),
  ]);
  const inputs = new Map<number, VersionFunnelInput>(
    counted.map((entry) => [
      entry.version,
      {
        version: entry.version,
        steps: funnelStepsOf(buildTakePlan(entry.document as SurveyDocument)),
        visits: [],
        stepTimes: [],
      },
    ]),
  );
  for (const group of rowsOf<{
    version: unknown;
    furthest_step: unknown;
    started: boolean;
    completed: boolean;
    count: unknown;
  }>(groups))
    inputs.get(toNumber(group.version))?.visits.push({
      furthestStep: toNumber(group.furthest_step),
      started: group.started,
      completed: group.completed,
      count: toNumber(group.count),
    });
  for (const time of rowsOf<{ version: unknown; step: unknown; seconds: unknown; count: unknown }>(times))
    inputs.get(toNumber(time.version))?.stepTimes.push({
      step: toNumber(time.step),
      seconds: toNumber(time.seconds),
      count: toNumber(time.count),
    });
  const completionTimes: ValueCount[] = rowsOf<{ seconds: unknown; count: unknown }>(completion).map(
    (time) => ({ value: toNumber(time.seconds), count: toNumber(time.count) }),
  );
  const total = toNumber(rowsOf<{ total: unknown }>(responses)[0]?.total);
  const funnel = computeFunnelAcrossVersions([...inputs.values()], completionTimes);
  // Each completed visit is linked to exactly one of these submissions (unique index).
  return {
    versions: [...inputs.keys()].sort((a, b) => a - b),
    funnel,
    responses: total,
    untrackedResponses: Math.max(0, total - funnel.completions),
  };
}

/** Visits of the versions in scope that started and did not submit, newest progress first. */
export async function findPartialResponses(
  db: Database,
  row: ReportSurveyRow,
  request: { offset: number; limit: number; version: VersionFilter; filter?: ReportFilter },
): Promise<PartialResponsePage> {
  const { plan, versions } = await loadReportPlan(db, row, request.version);
  const filter = request.filter ?? EMPTY_FILTER;
  checkFilterAgainstPlan(filter, plan);
  const stepCounts = new Map(
    versions.map((entry) => [entry.version, buildTakePlan(entry.document).steps.length - 1]),
  );
  const rows = rowsOf<{
    id: string;
    name: string | null;
    email: string | null;
    published_version: unknown;
    started_at: unknown;
    updated_at: unknown;
    furthest_step: unknown;
    answered: unknown;
    total: unknown;
  }>(
    await db.execute(sql`
      select v.id, v.name, v.email, v.published_version, v.started_at, v.updated_at, v.furthest_step,
        (select count(*) from visit_answers a where a.visit_id = v.id) as answered,
        count(*) over () as total
      from visits v
      where v.survey_id = ${row.id} and v.submission_id is null and v.started_at is not null
        and v.published_version = any(${versionArray(plan.scope)}::int[])
        and v.id in ${partialsMatching(row.id, filter)}
      order by v.updated_at desc, v.id limit ${request.limit} offset ${request.offset}`),
  );
  const total = toNumber(rows[0]?.total ?? 0);
  return {
    items: rows.map((item) => ({
      visit_id: item.id,
      name: item.name,
      email: item.email,
      version: toNumber(item.published_version),
      started_at: toIso(item.started_at),
      updated_at: toIso(item.updated_at),
      furthest_step: toNumber(item.furthest_step),
      step_count: stepCounts.get(toNumber(item.published_version)) ?? 0,
      answered: toNumber(item.answered),
    })),
    total,
    nextOffset: request.offset + rows.length < total ? request.offset + rows.length : null,
  };
}

/** Every partial response of the versions in scope with its answers so far, for the JSON export. */
export async function exportPartialResponses(
  db: Database,
  surveyId: string,
  scope: readonly number[],
  /** Only the partial responses that meet the report's filter (its completion aside). */
  filter: ReportFilter = EMPTY_FILTER,
) {
  const visitRows = rowsOf<{
    id: string;
    name: string | null;
    email: string | null;
    published_version: unknown;
    started_at: unknown;
    updated_at: unknown;
    furthest_step: unknown;
    hidden_fields: Record<string, string> | null;
  }>(
    await db.execute(sql`
      select id, name, email, published_version, started_at, updated_at, furthest_step, hidden_fields from visits
      where survey_id = ${surveyId} and submission_id is null and started_at is not null
        and published_version = any(${versionArray(scope)}::int[]) and id in ${partialsMatching(surveyId, filter)}
      order by updated_at, id`),
  );
  const answerRows = rowsOf<{
    visit_id: string;
    question_id: string;
    media_item_id: string | null;
    text_value: string | null;
    numeric_value: unknown;
    choice_ids: string[] | null;
    other_text: string | null;
  }>(
    await db.execute(sql`
      select a.visit_id, a.question_id, a.media_item_id, a.text_value, a.numeric_value, a.choice_ids, a.other_text
      from visit_answers a join visits v on v.id = a.visit_id
      where a.survey_id = ${surveyId} and v.submission_id is null and v.started_at is not null
        and v.published_version = any(${versionArray(scope)}::int[]) and v.id in ${partialsMatching(surveyId, filter)}`),
  );
  const byVisit = new Map<string, typeof answerRows>();
  for (const answer of answerRows)
    byVisit.set(answer.visit_id, [...(byVisit.get(answer.visit_id) ?? []), answer]);
  return visitRows.map((visit) => ({
    visit_id: visit.id,
    status: 'partial' as const,
    version: toNumber(visit.published_version),
    name: visit.name,
    email: visit.email,
    hidden_fields: visit.hidden_fields ?? {},
    started_at: toIso(visit.started_at),
    last_saved_at: toIso(visit.updated_at),
    furthest_step: toNumber(visit.furthest_step),
    answers: (byVisit.get(visit.id) ?? []).map(({ visit_id: _visit, numeric_value, ...answer }) => ({
      ...answer,
      numeric_value: numeric_value === null ? null : toNumber(numeric_value),
    })),
  }));
}
