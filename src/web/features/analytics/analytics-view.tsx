import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BarChart3, CircleAlert, FileQuestion, RefreshCw, SearchX } from 'lucide-react';
import type { ParticipantSummary, SurveyReport } from '#shared/report/report-types.ts';
import { Button } from '../../components/ui/button.tsx';
import type { VersionFilter as Filter } from '#shared/survey/survey-versions.ts';
import { comparisonQuery, parseVersionFilter, reportQuery } from './api/analytics-api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { countQuestions, displayName } from './analytics-format.ts';
import { useLiveReport } from './live-report.ts';
import { questionNumbers } from './question-numbers.ts';
import { ComparisonControl } from './comparison-control.tsx';
import { FunnelPanel, PartialResponsesPanel } from './funnel-panel.tsx';
import { PageSection } from './page-section.tsx';
import { ReportHeader, StatsRow } from './report-header.tsx';
import { ReportProvider, type ReportContextValue } from './report-context.tsx';
import { VersionFilter } from './version-filter.tsx';
import { ReportFilterBar } from './report-filter-bar.tsx';
import {
  CROSS_TAB_COLUMNS_PARAM,
  CROSS_TAB_ROWS_PARAM,
  CrossTabPanel,
  withCrossTabAxis,
  type CrossTabAxis,
} from './cross-tab-panel.tsx';
import {
  EMPTY_FILTER,
  isEmptyFilter,
  parseReportFilter,
  serializeReportFilter,
  withReportFilter,
  type ReportFilter,
} from '#shared/report/report-filter.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';

/** A missing survey, or one that belongs to someone else (the API doesn't say which). */
export const NO_SUCH_REPORT =
  "This survey doesn't exist or isn't yours. Check the link, or pick a survey from your list.";

const isClientError = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The search parameter that keeps comparison mode across reloads and shared links. */
export const COMPARE_PARAM = 'compare';
/** The search parameter of the version filter: a version number, absent for all versions. */
export const VERSION_PARAM = 'version';

/** The analytics page for one survey (spec respondent §2 "Analytics page"). */
export function AnalyticsView({ shareId }: { shareId: string | undefined }) {
  if (!shareId) {
    return (
      <Shell>
        <StatePanel tone="error" icon={<CircleAlert aria-hidden="true" className="size-7" />}>
          Share ID is required
        </StatePanel>
      </Shell>
    );
  }
  return <ReportLoader shareId={shareId} />;
}

/** The cross-tab's two questions in the URL. */

function ReportLoader({ shareId }: { shareId: string }) {
  const [searchParams] = useSearchParams();
  const version = parseVersionFilter(searchParams.get(VERSION_PARAM));
  // The filter lives in the URL (report-filter.ts); a link with an unreadable one shows everything
  // and says why.
  const parsed = parseReportFilter(searchParams);
  const filter = parsed.ok ? parsed.filter : EMPTY_FILTER;
  const filterKey = serializeReportFilter(filter);
  // Switching versions or filters keeps the current results on screen until the other ones arrive.
  const query = useQuery({ ...reportQuery(shareId, version, filterKey), placeholderData: keepPreviousData });

  if (query.isPending) {
    return (
      <Shell>
        <div role="status" className="flex flex-col items-center justify-center gap-3 py-32 text-slate-600">
          <span
            aria-hidden="true"
            className="border-brand-600 size-8 animate-spin rounded-full border-2 border-t-transparent"
          />
          <p className="text-sm font-medium">Loading analytics...</p>
        </div>
      </Shell>
    );
  }

  if (query.isError) {
    // Asking again can't help with a survey that is missing or not this owner's (4xx).
    const unreachable = isClientError(query.error);
    return (
      <Shell>
        <StatePanel
          tone="error"
          icon={<CircleAlert aria-hidden="true" className="size-7" />}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {unreachable ? null : (
                <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {query.isFetching ? 'Retrying...' : 'Retry'}
                </Button>
              )}
              <Button asChild variant={unreachable ? 'primary' : 'secondary'}>
                <Link to="/polls">Back to your surveys</Link>
              </Button>
            </div>
          }
        >
          <span role="alert">
            {unreachable ? NO_SUCH_REPORT : `Error loading survey data: ${query.error.message}`}
          </span>
        </StatePanel>
      </Shell>
    );
  }

  const report = query.data;
  if (!report || !report.survey) {
    return (
      <Shell>
        <StatePanel
          icon={<BarChart3 aria-hidden="true" className="size-7" />}
          action={
            <Button asChild variant="secondary">
              <Link to="/polls">Back to your surveys</Link>
            </Button>
          }
        >
          No analytics data available for this survey.
        </StatePanel>
      </Shell>
    );
  }

  return (
    <Report
      report={report}
      cacheId={shareId}
      version={version}
      filter={filter}
      filterKey={filterKey}
      filterError={parsed.ok ? null : parsed.message}
      updating={query.isPlaceholderData}
    />
  );
}

function Report({
  report,
  cacheId,
  version,
  filter,
  filterKey,
  filterError,
  updating,
}: {
  report: SurveyReport;
  cacheId: string;
  version: Filter;
  filter: ReportFilter;
  filterKey: string;
  filterError: string | null;
  /** The figures shown are the previous filter's while the new ones load. */
  updating: boolean;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const compareId = searchParams.get(COMPARE_PARAM);
  const reportId = report.survey.id;
  const comparison = useQuery({
    ...comparisonQuery(cacheId, reportId, compareId ?? '', version, filterKey),
    enabled: Boolean(compareId),
  });
  const pages = report.pages ?? [];
  // The header, totals and filters paint first; the results by page, most of the first render's
  // work on a phone, follow in a background render (issue 17: the title and counts show sooner at
  // a 4x CPU slowdown). Later reports (live updates, filters) also render them in the background,
  // as keepPreviousData already lets the totals lead the results for a moment.
  const shownPages = useDeferredValue<typeof pages | null>(pages, null);
  const numbers = useMemo(() => questionNumbers(report.pages ?? []), [report.pages]);
  const questions = useMemo(
    () =>
      (report.pages ?? []).flatMap((page) =>
        (page?.content_blocks ?? []).flatMap((block) =>
          block?.type === 'QUESTION_SET' ? (block.items as unknown as QuestionItem[]) : [],
        ),
      ),
    [report.pages],
  );
  useLiveReport(cacheId, reportId, report.generated_at);

  const context = useMemo<ReportContextValue>(
    () => ({
      cacheId,
      reportId,
      version,
      filter: filterKey,
      comparison: compareId && comparison.data ? comparison.data : null,
      participantName: comparison.data ? displayName(comparison.data.participant?.name) : null,
    }),
    [cacheId, reportId, version, filterKey, compareId, comparison.data],
  );

  function setCompare(participant: ParticipantSummary | null) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (participant) next.set(COMPARE_PARAM, participant.submission_id);
        else next.delete(COMPARE_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  function setVersion(next: Filter) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'all') updated.delete(VERSION_PARAM);
        else updated.set(VERSION_PARAM, String(next));
        // A participant answered one version: comparing them under another filter makes no sense.
        updated.delete(COMPARE_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  // A new filter is a new history entry: back and forward step through the filters tried.
  function setFilter(next: ReportFilter) {
    setSearchParams((params) => {
      const updated = withReportFilter(params, next);
      // The participant may not be among the filtered responses.
      updated.delete(COMPARE_PARAM);
      return updated;
    });
  }

  // Only the axis that changed is written: picking rows and then columns quickly, before the URL
  // with the rows has rendered, must not put back the rows the columns' render saw (none).
  function setCrossTab(axis: CrossTabAxis) {
    setSearchParams((params) => withCrossTabAxis(params, axis), { replace: true });
  }

  const filtered = !isEmptyFilter(filter);
  const stats = [
    { label: 'Total Responses', value: report.totalResponses },
    { label: 'Participants', value: report.participants },
    { label: 'Pages', value: pages.length },
    { label: 'Questions', value: countQuestions(pages) },
  ];

  return (
    <ReportProvider value={context}>
      <Shell>
        <div className="space-y-6">
          <ReportHeader report={report} cacheId={cacheId} version={version} filter={filterKey} />
          {/* Hidden while empty (one version, no note), so it adds no second gap under the header. */}
          <div className="flex flex-col gap-3 empty:hidden sm:flex-row sm:items-center sm:justify-between">
            <VersionFilter versions={report.versions ?? []} value={version} onChange={setVersion} />
            {version !== 'all' ? (
              <p className="text-sm text-slate-600">
                Showing only answers to version {version}
                {report.live_version === version ? ' (live)' : ''}.
              </p>
            ) : null}
          </div>
          {filterError ? (
            <p
              role="alert"
              className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
            >
              This link’s filter couldn’t be read, so every response is shown. {filterError}
            </p>
          ) : null}
          <ReportFilterBar
            filter={filter}
            questions={questions}
            hiddenFields={report.hidden_fields}
            onChange={setFilter}
            updating={updating}
          />
          <div
            aria-busy={updating}
            className={updating ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
          >
            <StatsRow stats={stats} />
            <FunnelPanel
              cacheId={cacheId}
              reportId={reportId}
              version={version}
              liveVersion={report.live_version}
              filter={filterKey}
              expectedSteps={questions.length}
            />

            {filtered && report.totalResponses === 0 && !updating ? (
              <StatePanel
                icon={<SearchX aria-hidden="true" className="size-7" />}
                action={
                  <Button variant="secondary" onClick={() => setFilter(EMPTY_FILTER)}>
                    Clear filters
                  </Button>
                }
              >
                No responses match these filters
              </StatePanel>
            ) : pages.length === 0 ? (
              <StatePanel icon={<FileQuestion aria-hidden="true" className="size-7" />}>
                No pages found in this survey.
              </StatePanel>
            ) : (
              <>
                <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:items-end sm:justify-between">
                  <div>
                    <h2 className="text-lg font-semibold text-slate-900">Results by page</h2>
                    <p className="text-sm text-slate-600">
                      Updated live as responses arrive.
                      {report.totalResponses > 0 ? ' Pick a participant to see where they stand.' : ''}
                    </p>
                  </div>
                  {!compareId && report.totalResponses > 0 ? (
                    <ComparisonControl
                      cacheId={cacheId}
                      reportId={reportId}
                      participant={null}
                      status="off"
                      onSelect={setCompare}
                      onExit={() => setCompare(null)}
                    />
                  ) : null}
                </div>
                {compareId ? (
                  <div className="z-20 lg:sticky lg:top-2">
                    <ComparisonControl
                      cacheId={cacheId}
                      reportId={reportId}
                      participant={comparison.data?.participant ?? null}
                      status={comparison.isPending ? 'loading' : comparison.isError ? 'error' : 'ready'}
                      errorMessage={comparison.error?.message}
                      onSelect={setCompare}
                      onExit={() => setCompare(null)}
                    />
                  </div>
                ) : null}
                {shownPages === null ? (
                  <ResultsPlaceholder pages={Math.min(pages.length, 2)} />
                ) : (
                  <>
                    {shownPages.map((page, index) => (
                      <PageSection
                        key={page.id ?? index}
                        page={page}
                        number={index + 1}
                        total={shownPages.length}
                        questionNumbers={numbers}
                      />
                    ))}
                    <CrossTabPanel
                      questions={questions}
                      rows={searchParams.get(CROSS_TAB_ROWS_PARAM)}
                      columns={searchParams.get(CROSS_TAB_COLUMNS_PARAM)}
                      onChange={setCrossTab}
                    />
                  </>
                )}
              </>
            )}
            <PartialResponsesPanel
              cacheId={cacheId}
              reportId={reportId}
              version={version}
              filter={filterKey}
            />
          </div>
        </div>
      </Shell>
    </ReportProvider>
  );
}

/** The results by page while their first render runs: the outline of the first cards. */
function ResultsPlaceholder({ pages }: { pages: number }) {
  return (
    <div role="status" aria-busy="true" className="space-y-6">
      <p className="sr-only">Loading the results by page...</p>
      {Array.from({ length: pages }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="h-96 animate-pulse rounded-card border border-slate-200 bg-white shadow-sm"
        />
      ))}
    </div>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">{children}</div>;
}

function StatePanel({
  icon,
  children,
  action,
  tone = 'neutral',
}: {
  icon: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div className="rounded-card flex flex-col items-center border border-slate-200 bg-white px-6 py-16 text-center shadow-sm">
      <span
        className={
          tone === 'error'
            ? 'flex size-14 items-center justify-center rounded-2xl bg-rose-50 text-rose-600'
            : 'bg-brand-50 text-brand-700 flex size-14 items-center justify-center rounded-2xl'
        }
      >
        {icon}
      </span>
      <p className="mt-5 max-w-md text-base font-medium text-slate-900">{children}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
