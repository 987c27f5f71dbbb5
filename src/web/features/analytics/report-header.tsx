import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  CalendarDays,
  Download,
  FileJson,
  FileSpreadsheet,
  Globe,
  Lock,
  PencilLine,
  SlidersHorizontal,
} from 'lucide-react';
import type { SurveyReport } from '#shared/report/report-types.ts';
import { distributionSummary } from '#shared/survey/distribution.ts';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import type { VersionFilter } from '#shared/survey/survey-versions.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';
import { distributionKey } from '../../lib/query-keys.ts';
import { getDistribution } from '../distribution/api/distribution-api.ts';
import {
  DistributionSettingsPanel,
  prefetchDistributionSettings,
} from '../distribution/distribution-settings-panel.ts';
import { DistributionStatus } from '../distribution/distribution-status.tsx';
import { IntegrationsButton } from '../integrations/integrations-button.tsx';
import { csvDownloadUrl, jsonDownloadUrl, xlsxDownloadUrl } from './api/analytics-api.ts';
import { LifecycleBadge } from '../versions/lifecycle-badge.tsx';
import { lifecycleBadgeKind } from '../versions/lifecycle.ts';
import { formatShortDate, shareLink } from './analytics-format.ts';
import { ShareLinkBox } from './share-link-box.tsx';
import { useVisibilityToggle } from './use-visibility-toggle.ts';

/** The report's header (spec respondent §2): title, dates, status, sharing and the downloads. */
export function ReportHeader({
  report,
  cacheId,
  version = 'all',
  filter = '',
}: {
  report: SurveyReport;
  cacheId: string;
  /** The analytics page's version filter: the downloads export the same answers. */
  version?: VersionFilter;
  /** The page's report filter, serialised: the downloads carry the same responses. */
  filter?: string;
}) {
  const { survey } = report;
  const title = shownSurveyTitle(survey.title);
  const closed = useClosedToResponses(survey.id);

  return (
    // Laid out by its own width, not the window's: beside the open assistant dock it is narrow.
    <header className="rounded-card @container border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="flex flex-col gap-5 @3xl:flex-row @3xl:items-start @3xl:justify-between">
        <div className="min-w-0">
          <p className="text-brand-700 text-xs font-semibold tracking-wider uppercase">Analytics</p>
          <h1
            dir="auto"
            className="mt-1 text-start text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl"
          >
            {title}
          </h1>
          {survey.description?.trim() ? (
            <p className="mt-2 max-w-3xl text-sm leading-6 whitespace-pre-line text-slate-600">
              {survey.description}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-slate-400" />
              <span>
                Created <span data-testid="created-date">{formatShortDate(survey.created_at)}</span>
              </span>
            </span>
            {/* DRAFT while respondents can't reach it (private or never published), as on the dashboard;
                no LIVE badge beside "Closed" once its date or response limit has closed it. */}
            {closed ? null : (
              <LifecycleBadge
                kind={lifecycleBadgeKind({
                  is_public: survey.is_public,
                  published_version: report.live_version,
                })}
              />
            )}
            <HeaderDistributionStatus surveyId={survey.id} />
          </div>
        </div>

        <div className="flex flex-wrap gap-2 @3xl:shrink-0 @3xl:justify-end">
          <Button asChild variant="secondary" size="sm">
            <a href={csvDownloadUrl(survey.id, version, filter)} download>
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </a>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <a href={xlsxDownloadUrl(survey.id, version, filter)} download>
              <FileSpreadsheet aria-hidden="true" className="size-4" />
              Download XLSX
            </a>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <a href={jsonDownloadUrl(survey.id, version, filter)} download>
              <FileJson aria-hidden="true" className="size-4" />
              Export JSON
            </a>
          </Button>
          <Button asChild size="sm">
            <Link to={`/surveys/${encodeURIComponent(survey.id)}/edit`}>
              <PencilLine aria-hidden="true" className="size-4" />
              Edit survey
            </Link>
          </Button>
        </div>
      </div>

      <SharingPanel report={report} cacheId={cacheId} version={version} />
    </header>
  );
}

function SharingPanel({
  report,
  cacheId,
  version,
}: {
  report: SurveyReport;
  cacheId: string;
  version: VersionFilter;
}) {
  const { survey } = report;
  const toggle = useVisibilityToggle(cacheId, survey.id, version);
  const isPublic = survey.is_public;
  const link = shareLink(window.location.origin, survey.share_id);
  const Icon = isPublic ? Globe : Lock;
  const stateId = useId();
  const closed = useClosedToResponses(survey.id);

  return (
    <div className="mt-6 grid gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset md:grid-cols-[minmax(0,auto)_minmax(0,1fr)] md:items-center md:gap-6">
      <div className="flex items-center gap-3">
        <Switch
          checked={isPublic}
          disabled={toggle.isPending}
          onCheckedChange={(next) => toggle.mutate(next)}
          title={isPublic ? 'Toggle to private' : 'Toggle to public'}
          aria-label="Public share link"
          aria-describedby={stateId}
        />
        <div className="flex items-center gap-2 text-sm">
          <Icon
            aria-hidden="true"
            className={cn('size-4', isPublic ? 'text-emerald-600' : 'text-slate-400')}
          />
          <span
            id={stateId}
            aria-live="polite"
            className={cn('font-medium', isPublic ? 'text-slate-900' : 'text-slate-600')}
          >
            {toggle.isPending
              ? 'Updating...'
              : !isPublic
                ? 'Share link is disabled'
                : closed
                  ? 'Share link shows that the survey is closed'
                  : 'Share link is active'}
          </span>
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <ShareLinkBox link={link} active={isPublic} />
        </div>
        <div className="flex flex-wrap gap-2">
          <ResponseSettingsButton surveyId={survey.id} title={shownSurveyTitle(survey.title)} />
          <IntegrationsButton surveyId={survey.id} title={shownSurveyTitle(survey.title)} />
        </div>
      </div>
    </div>
  );
}

/** The survey's distribution settings and count (one request, shared by the header's parts). */
function useDistribution(surveyId: string) {
  return useQuery({
    queryKey: distributionKey(surveyId),
    queryFn: ({ signal }) => getDistribution(surveyId, signal),
  });
}

/** Whether its closing date or response limit has closed the survey to new responses. */
function useClosedToResponses(surveyId: string): boolean {
  const { data } = useDistribution(surveyId);
  return data ? distributionSummary(data, new Date()).closed : false;
}

/** "Closes 1 Dec, 17:00", "37 of 100 responses", "Closed" (docs/decisions/029); nothing when unset. */
function HeaderDistributionStatus({ surveyId }: { surveyId: string }) {
  const query = useDistribution(surveyId);
  return query.data ? <DistributionStatus state={query.data} /> : null;
}

/** The distribution controls in a dialog: closing date, response limit, one per browser, redirect. */
function ResponseSettingsButton({ surveyId, title }: { surveyId: string; title: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          onPointerEnter={prefetchDistributionSettings}
          onFocus={prefetchDistributionSettings}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Response settings
        </Button>
      </DialogTrigger>
      <DialogContent title="Response settings" description={title} className="max-w-lg">
        <div className="mt-5">
          <DistributionSettingsPanel surveyId={surveyId} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Total Responses, Participants, Pages and Questions (spec §2 "Stats row"). */
export function StatsRow({ stats }: { stats: { label: string; value: number | null | undefined }[] }) {
  const shown = stats.filter((stat) => typeof stat.value === 'number' && Number.isFinite(stat.value));
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {shown.map((stat) => (
        <div
          key={stat.label}
          className="rounded-card border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5"
        >
          <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
            {(stat.value ?? 0).toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
