import { memo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { motion, useReducedMotion } from 'motion/react';
import {
  BarChart3,
  CalendarPlus,
  ChevronRight,
  Ellipsis,
  MessageSquareText,
  Pencil,
  Share2,
  Trash2,
  Users,
} from 'lucide-react';
import type { SurveyListRow } from '#shared/report/report-types.ts';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { DistributionStatus } from '../distribution/distribution-status.tsx';
import { LifecycleBadge } from '../versions/lifecycle-badge.tsx';
import { lifecycleBadgeKind } from '../versions/lifecycle.ts';
import { coverGradient, isSameOriginPath, titleInitials } from './cover-art.ts';
import { timeAgoLabel } from './time-ago.ts';

/** Seconds between two cards' entrances (spec owner-side §9: 0.08 s times the index). */
export const CARD_STAGGER_S = 0.08;

export function surveyTitle(survey: Pick<SurveyListRow, 'title'>): string {
  return shownSurveyTitle(survey.title);
}

export function analyticsPath(survey: Pick<SurveyListRow, 'id' | 'share_id'>): string {
  return `/analytics/${encodeURIComponent(survey.share_id || survey.id)}`;
}

export function responsesLabel(count: number): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return safe === 1 ? '1 Response' : `${safe.toLocaleString('en-US')} Responses`;
}

const fullDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? undefined
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

export interface SurveyCardProps {
  survey: SurveyListRow;
  /** Position among the cards that arrived together; sets the entrance delay. */
  staggerIndex: number;
  /** The current time, shared by every card so they agree and re-render together. */
  now: number;
  onShare: (survey: SurveyListRow) => void;
  onDelete: (survey: SurveyListRow) => void;
}

/** One survey of the dashboard: cover, DRAFT/LIVE/LIVE · Unpublished changes, title, responses, age, results link and a menu. */
export const SurveyCard = memo(function SurveyCard({
  survey,
  staggerIndex,
  now,
  onShare,
  onDelete,
}: SurveyCardProps) {
  const navigate = useNavigate();
  const reduceMotion = useReducedMotion();
  const title = surveyTitle(survey);
  const results = analyticsPath(survey);
  const latest = survey.latest_submission_at;
  const ageDate = latest ?? survey.created_at;
  const age = timeAgoLabel(ageDate, now);
  const badge = lifecycleBadgeKind(survey);

  return (
    <motion.article
      data-testid="survey-card"
      initial={reduceMotion ? false : { opacity: 0, y: 16 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{
        duration: 0.35,
        ease: 'easeOut',
        delay: reduceMotion ? 0 : CARD_STAGGER_S * staggerIndex,
      }}
      className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-[box-shadow,translate] duration-200 hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/5 motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[2/1] overflow-hidden bg-slate-100">
        <SurveyCover survey={survey} title={title} />
        <LifecycleBadge kind={badge} className="absolute top-3 left-3 max-w-[calc(100%-4.5rem)]" />
        <div className="absolute top-2.5 right-2.5 z-10">
          <DropdownMenu>
            <DropdownMenuTrigger
              aria-label={`More actions for ${title}`}
              className="flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-900/5 backdrop-blur transition hover:bg-white hover:text-slate-900 data-[state=open]:bg-white"
            >
              <Ellipsis aria-hidden="true" className="size-5" />
            </DropdownMenuTrigger>
            <DropdownMenuContent className="min-w-48">
              <DropdownMenuItem onSelect={() => void navigate(results)}>
                <BarChart3 aria-hidden="true" className="size-4 text-slate-500" />
                View Results
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() => void navigate(`/surveys/${encodeURIComponent(survey.id)}/edit`)}
              >
                <Pencil aria-hidden="true" className="size-4 text-slate-500" />
                Edit
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onShare(survey)}>
                <Share2 aria-hidden="true" className="size-4 text-slate-500" />
                Share
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem tone="danger" onSelect={() => onDelete(survey)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3 className="line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          {/* The title link covers the whole card, so a click anywhere opens the results. */}
          <Link
            to={results}
            className="focus-visible:after:ring-brand-600 after:absolute after:inset-0 after:z-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-offset-2"
          >
            {title}
          </Link>
        </h3>
        {badge === 'live_with_changes' ? (
          // The card shows the draft's title; say plainly that respondents still get the live one.
          <p className="relative z-10 mt-1 text-xs font-medium text-amber-800">
            Respondents see version {survey.published_version ?? 1} until you publish your changes.
          </p>
        ) : null}
        {survey.description?.trim() ? (
          <p className="mt-1 line-clamp-2 text-sm text-slate-600">{survey.description}</p>
        ) : null}

        <div className="mt-auto pt-4">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 text-sm text-slate-600">
            <p className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 text-slate-400" />
              <span className="font-medium text-slate-800">{responsesLabel(survey.submission_count)}</span>
            </p>
            <p className="flex items-center gap-1.5 text-xs" title={ageDate ? fullDate(ageDate) : undefined}>
              {latest ? (
                <MessageSquareText aria-hidden="true" className="size-3.5 text-slate-400" />
              ) : (
                <CalendarPlus aria-hidden="true" className="size-3.5 text-slate-400" />
              )}
              <span className={cn(age === 'Never' && 'sr-only')}>{latest ? 'Last response' : 'Created'}</span>
              <time dateTime={ageDate ?? undefined} className="font-medium text-slate-700">
                {age}
              </time>
            </p>
          </div>

          <DistributionStatus
            className="relative z-10 mt-3"
            now={new Date(now)}
            state={{
              closes_at: survey.closes_at ?? null,
              closes_time_zone: survey.closes_time_zone ?? null,
              response_limit: survey.response_limit ?? null,
              response_count: survey.submission_count,
            }}
          />

          <div className="mt-4 border-t border-slate-100 pt-3">
            <Link
              to={results}
              className="text-brand-700 hover:bg-brand-50 hover:text-brand-800 relative z-10 -mx-2 inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold transition-colors"
            >
              View Results
              <ChevronRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </div>
        </div>
      </div>
    </motion.article>
  );
});

/** The cover image when it is one of Pollen's own files, else (or if it fails) a generated one. */
function SurveyCover({ survey, title }: { survey: SurveyListRow; title: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = survey.cover_image_url;
  if (isSameOriginPath(src) && failedSrc !== src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
      />
    );
  }
  const initials = titleInitials(survey.title);
  return (
    <div
      aria-hidden="true"
      data-testid="cover-placeholder"
      className={cn(
        'relative flex size-full items-center justify-center bg-linear-to-br',
        coverGradient(survey.id || title),
      )}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.28)_1px,transparent_0)] bg-[length:14px_14px]" />
      <div className="absolute -right-8 -bottom-10 size-36 rounded-full bg-white/15" />
      <div className="absolute -top-12 -left-6 size-32 rounded-full bg-white/10" />
      <span className="relative flex size-16 items-center justify-center rounded-2xl bg-white/20 text-2xl font-bold tracking-tight text-white shadow-lg ring-1 ring-white/30 backdrop-blur-sm transition-transform duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100">
        {initials || <BarChart3 className="size-7" />}
      </span>
    </div>
  );
}
