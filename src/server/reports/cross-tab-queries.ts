import { sql } from 'drizzle-orm';
import { buildCrossTab, type CrossTab, type CrossTabCell } from '#shared/report/cross-tab.ts';
import type { ReportFilter } from '#shared/report/report-filter.ts';
import { isChoiceType } from '#shared/survey/response-kinds.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/rows.ts';
import { AppError } from '../errors.ts';
import {
  checkFilterAgainstPlan,
  isFiltered,
  responseAnswersSql,
  responsesSql,
  submissionFilterSql,
} from './report-filter-sql.ts';
import { loadReportPlan, versionArray, type ReportSurveyRow } from './report-queries.ts';

/**
 * The cross-tab of two choice questions over the responses in scope that meet the filter: picks
 * counted per (row option, column option), grouped in SQL (two index lookups per response).
 */
export async function loadCrossTab(
  db: Database,
  row: ReportSurveyRow,
  request: { rowQuestion: string; columnQuestion: string; version: VersionFilter; filter: ReportFilter },
): Promise<CrossTab> {
  const { plan } = await loadReportPlan(db, row, request.version);
  checkFilterAgainstPlan(request.filter, plan);
  const questionOf = (id: string, role: string) => {
    const question = plan.questions.get(id)?.question;
    if (!question)
      throw new AppError('bad_request', `Cross-tab: this survey has no question "${id}" (${role}).`);
    if (!isChoiceType(question.response_type))
      throw new AppError(
        'bad_request',
        `Cross-tab: "${question.text || id}" is not a choice question; pick two choice questions.`,
      );
    return question;
  };
  const rowQuestion = questionOf(request.rowQuestion, 'rows');
  const columnQuestion = questionOf(request.columnQuestion, 'columns');
  if (rowQuestion.id === columnQuestion.id)
    throw new AppError('bad_request', 'Cross-tab: pick two different questions.');
  const matching = isFiltered(request.filter)
    ? sql`and ${submissionFilterSql(row.id, request.filter)}`
    : sql``;
  // Completion (decision 030): completed submissions, partial responses or both.
  const answers = responseAnswersSql(request.filter);
  const joined = sql`
    from ${responsesSql(row.id, request.filter)} s
      join ${answers} ra on ra.submission_id = s.id and ra.survey_id = ${row.id} and ra.question_id = ${rowQuestion.id}
      join ${answers} ca on ca.submission_id = s.id and ca.survey_id = ${row.id} and ca.question_id = ${columnQuestion.id}`;
  const where = sql`
    where s.survey_id = ${row.id} and s.published_version = any(${versionArray(plan.scope)}::int[]) ${matching}
      and cardinality(ra.choice_ids) > 0 and cardinality(ca.choice_ids) > 0`;
  const [cells, responses] = await Promise.all([
    db.execute(sql`
      select r.choice as row_id, c.choice as column_id, count(*) as count ${joined}
        cross join lateral unnest(ra.choice_ids) as r(choice)
        cross join lateral unnest(ca.choice_ids) as c(choice)
      ${where}
      group by 1, 2`),
    db.execute(sql`select count(distinct s.id) as responses ${joined} ${where}`),
  ]);
  return buildCrossTab(
    rowQuestion,
    columnQuestion,
    rowsOf<{ row_id: string; column_id: string; count: unknown }>(cells).map((cell): CrossTabCell => ({
      row: cell.row_id,
      column: cell.column_id,
      count: toNumber(cell.count),
    })),
    toNumber(rowsOf<{ responses: unknown }>(responses)[0]?.responses ?? 0),
  );
}
