import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import type { ReportFilter } from '#shared/report/report-filter.ts';
import type { Database } from '../db/client.ts';
import { conceptTestExport } from './concept-export.ts';
import { exportPartialResponses } from './funnel-queries.ts';
import { getOwnedSurveyByShareOrId, loadReportPlan } from './report-queries.ts';
import { loadOwnedReport } from './report-store.ts';

/**
 * The JSON export of one of the owner's surveys: the report with every text answer and voice
 * note, each concept test's orders and views, and partial responses when asked for (or when the
 * filter covers them). One home for the analytics page's download and the public API's export.
 */
export async function buildJsonExport(
  db: Database,
  ownerId: string,
  shareIdOrId: string,
  options: { version: VersionFilter; filter: ReportFilter; includePartials: boolean },
) {
  const { version, filter } = options;
  const report = await loadOwnedReport(db, ownerId, shareIdOrId, version, { everyAnswer: true, filter });
  // Concept tests: every response's variant order, assignment, option orders and views.
  const row = await getOwnedSurveyByShareOrId(db, ownerId, shareIdOrId);
  const { plan } = await loadReportPlan(db, row, version);
  const conceptTests = await conceptTestExport(db, row.id, plan.layout, plan.scope, filter);
  const withConcepts = conceptTests ? { ...report, concept_tests: conceptTests } : report;
  // Partial responses (decision 023), apart from the completed-only figures, on request.
  if (!options.includePartials && filter.completion === 'completed') return withConcepts;
  return { ...withConcepts, partial_responses: await exportPartialResponses(db, row.id, plan.scope, filter) };
}
