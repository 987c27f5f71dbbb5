import type { QuestionResults, ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import { withTokensAsNames } from '#shared/survey/piping.ts';
import { responseTypeLabel } from '#shared/survey/response-type-labels.ts';
import { versionsLabel } from '#shared/survey/version-compat.ts';
import type { ResponseCell } from './responses-csv.ts';

/** One question's summary sheet of the XLSX export: its name and rows. */
export interface SummarySheet {
  name: string;
  rows: ResponseCell[][];
}

/** Excel refuses these in a sheet name and caps names at 31 characters. */
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/** "Q3 How did you hear about us" — numbered, so names stay unique after cutting to 31 characters. */
export function summarySheetName(index: number, text: string): string {
  const prefix = `Q${index + 1}`;
  const clean = text.replace(SHEET_NAME_FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  // A name may not start or end with an apostrophe either.
  const name = clean ? `${prefix} ${clean}` : prefix;
  return name.slice(0, SHEET_NAME_MAX).replace(/'+$/, '').trim();
}

/** The report's questions in page order (the same order as the CSV's question columns). */
function reportQuestions(report: SurveyReport): ReportQuestion[] {
  return report.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
}

/**
 * The figures the analytics page shows for one set of results, as rows: totals, then the table the
 * question type has (answer counts, ranking, matrix, NPS groups, consent). Text answers themselves
 * are in the Responses sheet; here only how many there are.
 */
function resultRows(results: QuestionResults): ResponseCell[][] {
  const rows: ResponseCell[][] = [['Responses', results.totalResponses]];
  if (results.average !== null) rows.push(['Average', results.average]);
  if (results.nps) {
    rows.push(['NPS', results.nps.score], [], ['Group', 'Count', 'Percentage']);
    for (const group of results.nps.groups) rows.push([group.label, group.count, group.percentage]);
  }
  if (results.consent) {
    rows.push(
      ['Agreed', results.consent.agreed],
      ['Asked', results.consent.asked],
      ['Agreed %', results.consent.percentage],
    );
  }
  if (results.ranking && results.ranking.length > 0) {
    const ranks = results.ranking[0]!.rankCounts.map((_, index) => `Rank ${index + 1}`);
    rows.push([], ['Option', 'Average rank', 'First place', 'First place %', ...ranks]);
    for (const option of results.ranking)
      rows.push([
        option.label,
        option.averageRank,
        option.firstPlace,
        option.firstPlaceShare,
        ...option.rankCounts,
      ]);
  }
  if (results.matrix && results.matrix.length > 0) {
    const points = results.matrix[0]!.cells.map((cell) => cell.label);
    rows.push([], ['Statement', 'Answered', 'Mean', ...points]);
    for (const row of results.matrix)
      rows.push([row.label, row.answered, row.mean, ...row.cells.map((cell) => cell.count)]);
  } else if (results.distribution.length > 0 && !results.nps) {
    rows.push([], ['Answer', 'Count', 'Percentage']);
    for (const bucket of results.distribution)
      rows.push([bucket.label, bucket.value, bucket.percentage ?? null]);
  }
  if (results.responseCount > 0) rows.push([], ['Text answers', results.responseCount]);
  if (results.voiceNoteCount > 0) rows.push(['Voice notes', results.voiceNoteCount]);
  return rows;
}

/**
 * One sheet per question of the report, with the figures the analytics page shows for the same
 * version and filter. A question asked in incompatible shapes gets one section per version group,
 * newest first, as on the page. Concept-test comparisons stay in the JSON export.
 */
export function summarySheets(report: SurveyReport): SummarySheet[] {
  return reportQuestions(report).map((question, index) => {
    const title = withTokensAsNames(question.text) || `Question ${index + 1}`;
    const rows: ResponseCell[][] = [[title], ['Type', responseTypeLabel(question.response_type ?? '')]];
    if (question.versionGroups && question.versionGroups.length > 1) {
      if (question.versionNote) rows.push([question.versionNote]);
      for (const group of question.versionGroups)
        rows.push([], [`Answers of ${versionsLabel(group.versions)}`], ...resultRows(group.results));
    } else {
      rows.push([], ...resultRows(question.results));
    }
    return { name: summarySheetName(index, title), rows };
  });
}
