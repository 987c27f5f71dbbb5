import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Filter, Hourglass, RefreshCw } from 'lucide-react';
import type { FunnelReport, PartialResponse } from '#shared/report/funnel.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import { Button } from '../../components/ui/button.tsx';
import { PARTIALS_PAGE_SIZE, funnelQuery, partialsQuery } from './funnel-api.ts';

// Views, starts, completions, the drop-off at each step and the time taken (issue 12 §4), and
// the partial responses, shown apart from the completed-only results (§3).

/** Whole seconds as people say them: "45 s", "2 min 5 s", "1 h 3 min". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return total % 60 === 0 ? `${minutes} min` : `${minutes} min ${total % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

const whole = (value: number) => value.toLocaleString('en-US');
const percentOf = (part: number, all: number) => (all === 0 ? '0%' : `${Math.round((part / all) * 100)}%`);

interface Row {
  key: string;
  label: string;
  count: number;
  detail: string[];
}

/**
 * Which versions and responses the funnel counts, said above it. `filter` is the page's filter as
 * search parameters: its answer, field and date conditions narrow the funnel; its completion
 * choice does not (the funnel is where completion is measured), and the note says so.
 */
export function funnelScopeNote(versions: number[], liveVersion: number | undefined, filter: string): string {
  if (versions.length === 0) return 'Not published yet';
  const params = new URLSearchParams(filter);
  const completion = params.get('completion');
  params.delete('completion');
  const narrowed = [...params.keys()].some((key) => key !== 'version');
  const matching =
    (narrowed ? ', responses matching the filters' : '') +
    (completion && completion !== 'completed'
      ? ' (completed and partial alike, whatever Responses shows)'
      : '');
  if (versions.length === 1)
    return `Version ${versions[0]}${liveVersion === versions[0] ? ' (live)' : ''}${matching}`;
  return `Versions ${listOf(versions)}${matching}`;
}

/** "1, 2 and 3" */
function listOf(numbers: number[]): string {
  return numbers.length === 1
    ? String(numbers[0])
    : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

function funnelRows(report: FunnelReport): Row[] {
  const { funnel } = report;
  return [
    { key: 'views', label: 'Opened the survey', count: funnel.views, detail: [] },
    {
      key: 'starts',
      label: 'Started',
      count: funnel.starts,
      detail:
        funnel.views > funnel.starts
          ? [`${whole(funnel.views - funnel.starts)} left on the welcome page`]
          : [],
    },
    ...funnel.steps.map((step) => ({
      key: step.key,
      label: step.label,
      count: step.reached,
      detail: [
        ...(step.versions
          ? [`only in version${step.versions.length > 1 ? 's' : ''} ${listOf(step.versions)}`]
          : []),
        ...(step.leftHere > 0 ? [`${whole(step.leftHere)} left here`] : []),
        // Reached counts everyone still in the survey here; with branching some of them never saw
        // the step, and the line says how many did.
        ...(step.skipped > 0
          ? [
              `${whole(step.reached - step.skipped)} saw it, ${whole(step.skipped)} skipped it (by logic, or not recorded)`,
            ]
          : []),
        ...(step.medianSeconds !== null ? [`median ${formatDuration(step.medianSeconds)} on this step`] : []),
      ],
    })),
    { key: 'completions', label: 'Completed', count: funnel.completions, detail: [] },
  ];
}

/** The funnel of one version: figures, then each step as a labelled bar with its numbers in words. */
export function FunnelView({ report, versionNote }: { report: FunnelReport; versionNote: string }) {
  const { funnel } = report;
  const stats = [
    { label: 'Views', value: whole(funnel.views) },
    { label: 'Starts', value: whole(funnel.starts) },
    { label: 'Completions', value: whole(funnel.completions) },
    {
      label: 'Completion rate',
      value: funnel.starts === 0 ? '–' : `${Math.round(funnel.completionRate * 100)}%`,
    },
    {
      label: 'Median time to complete',
      value: funnel.medianCompletionSeconds === null ? '–' : formatDuration(funnel.medianCompletionSeconds),
    },
  ];
  const rows = funnelRows(report);
  const widest = Math.max(1, funnel.views);
  return (
    <section
      aria-labelledby="funnel-heading"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id="funnel-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Filter aria-hidden="true" className="text-brand-600 size-5" />
          Drop-off funnel
        </h2>
        <p className="text-sm text-slate-600">{versionNote}</p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-slate-50 px-3 py-3 ring-1 ring-slate-200">
            <dt className="text-xs font-medium text-slate-600">{stat.label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {funnel.views === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          No visits recorded yet. Views, starts and the drop-off at each step appear here once respondents
          open the survey link.
        </p>
      ) : (
        <ol aria-label="Funnel steps" className="mt-6 space-y-4">
          {rows.map((row) => (
            <li
              key={row.key}
              className="grid gap-1.5 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:items-center md:gap-4"
            >
              <p className="text-sm font-medium break-words text-slate-800">{row.label}</p>
              <div>
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="h-3 flex-1 overflow-hidden rounded-full bg-slate-100">
                    <div
                      className="bg-brand-600 h-full rounded-full"
                      style={{ width: `${Math.max(row.count > 0 ? 1 : 0, (row.count / widest) * 100)}%` }}
                    />
                  </div>
                  <p className="w-32 shrink-0 text-right text-sm text-slate-700 tabular-nums">
                    <strong className="font-semibold text-slate-900">{whole(row.count)}</strong>{' '}
                    <span className="text-slate-600">({percentOf(row.count, funnel.views)} of views)</span>
                  </p>
                </div>
                {row.detail.length > 0 ? (
                  <p className="mt-1 text-xs text-slate-600">{row.detail.join(' · ')}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {report.untrackedResponses > 0 ? (
        <p className="mt-4 text-xs text-slate-600">
          {whole(report.untrackedResponses)} of {whole(report.responses)} completed responses arrived without
          a recorded visit (sent before progress was saved, or by an API client): they count in Total
          Responses, not in this funnel.
        </p>
      ) : null}
    </section>
  );
}

function lastActive(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The partial responses: respondents who started and left before submitting, newest first. */
export function PartialResponsesView({
  items,
  total,
  onMore,
  loadingMore,
  exportLinks,
}: {
  items: PartialResponse[];
  total: number;
  /** Where the exports that include partial responses download from. */
  exportLinks?: { csv: string; xlsx: string; json: string };
  onMore?: () => void;
  loadingMore?: boolean;
}) {
  return (
    <section
      aria-labelledby="partials-heading"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="partials-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Hourglass aria-hidden="true" className="size-5 text-amber-600" />
        Partial responses
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-800 tabular-nums ring-1 ring-amber-200">
          {whole(total)}
        </span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Respondents who started and left before submitting. Their answers are not in the results above; the
        exports below include them, marked Partial.
      </p>
      {exportLinks && total > 0 ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
          <a className="text-brand-700 underline-offset-2 hover:underline" href={exportLinks.csv} download>
            CSV with partial responses
          </a>
          <a className="text-brand-700 underline-offset-2 hover:underline" href={exportLinks.xlsx} download>
            XLSX with partial responses
          </a>
          <a className="text-brand-700 underline-offset-2 hover:underline" href={exportLinks.json} download>
            JSON with partial responses
          </a>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 px-4 py-4 text-center text-sm text-slate-600">
          No partial responses.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {items.map((item) => (
            <li
              key={item.visit_id}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium text-slate-900">
                  <span className="truncate">{item.name ?? item.email ?? 'Anonymous'}</span>
                  <span className="shrink-0 rounded-md bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
                    Partial
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  {item.furthest_step === 0
                    ? 'Left on the welcome page'
                    : `Reached step ${item.furthest_step} of ${item.step_count}`}{' '}
                  · {item.answered === 1 ? '1 answer' : `${whole(item.answered)} answers`} · version{' '}
                  {item.version}
                </p>
              </div>
              <p className="text-sm text-slate-500">Last active {lastActive(item.updated_at)}</p>
            </li>
          ))}
        </ul>
      )}
      {onMore && items.length < total ? (
        <Button variant="secondary" className="mt-3" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </section>
  );
}

function Failed({ what, onRetry, busy }: { what: string; onRetry: () => void; busy: boolean }) {
  return (
    <div
      role="alert"
      className="rounded-card flex flex-col items-start gap-3 border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {what} could not be loaded.
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={busy}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {busy ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}

/**
 * While the funnel loads, a placeholder of its final shape: the heading, the five figures and one bar
 * per step. Reserving that height keeps what sits below (the results, the participant picker) where
 * the author is looking instead of pushing it down when the funnel arrives.
 */
function FunnelPlaceholder({ steps }: { steps: number }) {
  // Opened, Started, each step, Completed.
  const rows = steps + 3;
  return (
    <section
      role="status"
      aria-busy="true"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="text-lg font-semibold text-slate-500">Loading the funnel...</p>
      <div aria-hidden="true" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <div
            key={index}
            className="h-[4.5rem] animate-pulse rounded-xl bg-slate-50 ring-1 ring-slate-200"
          />
        ))}
      </div>
      <ol aria-hidden="true" className="mt-6 space-y-4">
        {Array.from({ length: rows }, (_, index) => (
          <li
            key={index}
            className="grid gap-1.5 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:items-center md:gap-4"
          >
            <div className="h-5 w-32 animate-pulse rounded bg-slate-100" />
            <div>
              <div className="h-5 animate-pulse rounded-full bg-slate-100" />
              {/* A step's row carries a line of detail (who left, median time) under its bar. */}
              {index >= 2 && index < rows - 1 ? (
                <div className="mt-2 h-3 w-48 animate-pulse rounded bg-slate-50" />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The drop-off funnel of the analytics page, loaded beside the report. */
export function FunnelPanel({
  cacheId,
  reportId,
  version,
  liveVersion,
  filter,
  expectedSteps,
}: {
  cacheId: string;
  reportId: string;
  version: VersionFilter;
  liveVersion: number | undefined;
  /** The page's report filter as search parameters ('' for none): the funnel counts the responses it keeps. */
  filter: string;
  /** How many steps the survey asks, so the placeholder takes the funnel's height. */
  expectedSteps: number;
}) {
  const funnel = useQuery(funnelQuery(cacheId, reportId, version, filter));
  return funnel.isPending ? (
    <FunnelPlaceholder steps={expectedSteps} />
  ) : funnel.isError ? (
    <Failed what="The funnel" onRetry={() => void funnel.refetch()} busy={funnel.isFetching} />
  ) : (
    <FunnelView
      report={funnel.data}
      versionNote={funnelScopeNote(funnel.data.versions, liveVersion, filter)}
    />
  );
}

/**
 * The partial responses, at the foot of the report: shown apart from the completed-only results, and
 * placed where their list growing or loading late moves nothing the author is working with.
 */
export function PartialResponsesPanel({
  cacheId,
  reportId,
  version,
  filter,
}: {
  cacheId: string;
  reportId: string;
  version: VersionFilter;
  /** The page's report filter as search parameters ('' for none); the list and its exports follow it. */
  filter: string;
}) {
  const [limit, setLimit] = useState(PARTIALS_PAGE_SIZE);
  const partials = useQuery(partialsQuery(cacheId, reportId, version, limit, filter));
  const scope = `${version === 'all' ? '' : `&version=${version}`}${filter ? `&${filter}` : ''}`;
  return partials.isPending ? null : partials.isError ? (
    <Failed what="Partial responses" onRetry={() => void partials.refetch()} busy={partials.isFetching} />
  ) : (
    <PartialResponsesView
      items={partials.data.items}
      total={partials.data.total}
      onMore={
        limit < 100 ? () => setLimit((current) => Math.min(100, current + PARTIALS_PAGE_SIZE)) : undefined
      }
      loadingMore={partials.isFetching}
      exportLinks={{
        csv: `/api/reports/${encodeURIComponent(reportId)}/responses.csv?partials=include${scope}`,
        xlsx: `/api/reports/${encodeURIComponent(reportId)}/responses.xlsx?partials=include${scope}`,
        json: `/api/reports/${encodeURIComponent(reportId)}?download=json&partials=include${scope}`,
      }}
    />
  );
}
