import { isEmptyFilter } from '#shared/report/report-filter.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import type { Database } from '../db/client.ts';
import { checkFilterAgainstPlan, filterOfRequest } from './report-filter-sql.ts';
import { getOwnedSurveyByShareOrId, loadReportPlan } from './report-queries.ts';
import type { SurveyReport } from '#shared/report/report-types.ts';
import { streamResponsesCsv, type ResponseTableInput } from './responses-csv.ts';

// The responses exports' common preparation: one home for the analytics page's downloads (CSV,
// XLSX) and the public API's (docs/api.md).

/** A survey title as a file name part: letters, digits, spaces turned to dashes. */
export function fileSafe(text: string): string {
  return (
    text
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'survey'
  ).toLowerCase();
}

/**
 * The owner's survey's response table for an export (404 for anyone else's), with the request's
 * filter (decision 030) checked against the report, and the download's file name without extension.
 */
export async function prepareResponsesExport(
  db: Database,
  options: { ownerId: string; shareIdOrId: string; url: string; version: VersionFilter; publicUrl: string },
) {
  const { ownerId, shareIdOrId, url, version, publicUrl } = options;
  const filter = filterOfRequest(url);
  const row = await getOwnedSurveyByShareOrId(db, ownerId, shareIdOrId);
  const { plan, versions } = await loadReportPlan(db, row, version);
  checkFilterAgainstPlan(filter, plan);
  const suffix = `${version === 'all' ? '' : `-v${version}`}${isEmptyFilter(filter) ? '' : '-filtered'}`;
  const table: ResponseTableInput = {
    db,
    surveyId: row.id,
    plan,
    versions,
    audioUrl: (voiceId) => `${publicUrl}/api/reports/${row.shareId}/voice/${voiceId}`,
    filter,
    includePartials: new URL(url).searchParams.get('partials') === 'include',
  };
  return { table, fileName: `${fileSafe(row.title)}-responses${suffix}` };
}

/** The CSV download of a prepared response table, streamed. */
export function responsesCsvResponse(table: ResponseTableInput, fileName: string): Response {
  return new Response(
    streamResponsesCsv(
      table.db,
      table.surveyId,
      table.plan,
      table.versions,
      table.audioUrl,
      table.filter,
      table.includePartials,
    ),
    {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}.csv"`,
        'cache-control': 'private, no-store',
      },
    },
  );
}

/**
 * The XLSX download of a prepared response table, with `report`'s figures as its summary sheets.
 * The spreadsheet writer (exceljs) loads with the first download, not at start-up: most instances
 * never write one, and it is a tenth of the idle server's memory (docs/decisions/038-bundled-server.md).
 */
export async function responsesXlsxResponse(
  table: ResponseTableInput,
  report: SurveyReport,
  fileName: string,
): Promise<Response> {
  const { streamResponsesXlsx, XLSX_CONTENT_TYPE } = await import('./responses-xlsx.ts');
  return new Response(streamResponsesXlsx(table, report), {
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${fileName}.xlsx"`,
      'cache-control': 'private, no-store',
    },
  });
}
