import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CircleAlert, Eye, FileQuestion, LockKeyhole, RotateCw } from 'lucide-react';
import { hasTakeableContent } from '#shared/take/take-steps.ts';
import type { ClosedReason } from '#shared/survey/distribution.ts';
import type { PublicSurvey } from '#shared/take/take-types.ts';
import { cx } from './cx.ts';
import { AlreadyAnsweredCard, ClosedCard, closedReasonOf } from './distribution-cards.tsx';
import { PollenMark } from './pollen-mark.tsx';
import { SurveyFlow } from './survey-flow.tsx';
import { TakeRequestError } from './take-api.ts';
import { fetchSurveyToResume } from './resume-survey.ts';
import { isPreviewShareId } from '#shared/take/take-endpoint.ts';
import { useArrangement } from './use-arrangement.ts';
import { useEmbedBridge } from './embed-bridge.ts';
import {
  LOAD_FAILED_TITLE,
  NETWORK_ERROR,
  NO_CONTENT,
  UNAVAILABLE_TEXT,
  UNAVAILABLE_TITLE,
} from './take-copy.ts';

type LoadResult =
  | { key: string; status: 'ready'; survey: PublicSurvey }
  | { key: string; status: 'not-found' }
  | { key: string; status: 'closed'; reason: ClosedReason }
  | { key: string; status: 'already-answered' }
  | { key: string; status: 'error'; message: string };

function useSurvey(shareId: string, attempt: number) {
  const key = `${shareId}#${attempt}`;
  const [result, setResult] = useState<LoadResult | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchSurveyToResume(shareId, controller.signal).then(
      (survey) => setResult({ key, status: 'ready', survey }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof TakeRequestError) {
          setResult(
            error.status === 404
              ? { key, status: 'not-found' }
              : error.code === 'survey_closed'
                ? { key, status: 'closed', reason: closedReasonOf(error.fields) }
                : error.code === 'already_answered'
                  ? { key, status: 'already-answered' }
                  : { key, status: 'error', message: error.message },
          );
        } else {
          setResult({ key, status: 'error', message: NETWORK_ERROR });
        }
      },
    );
    return () => controller.abort();
  }, [shareId, key]);
  return result?.key === key ? result : null;
}

export const PREVIEW_BANNER = 'Preview — answers are not saved';

/**
 * The public survey-taking page (/t/{shareId}): loader, error card, step flow or thank-you. With
 * `embed` (/t/{shareId}/embed, docs/embeds.md) it is sized by its content instead of the screen and
 * tells the page that frames it what happens.
 */
export function TakeSurveyPage({ shareId, embed = false }: { shareId: string; embed?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const result = useSurvey(shareId, attempt);
  const survey = result?.status === 'ready' ? result.survey : null;
  const arranged = useArrangement(survey, attempt);
  const plan = arranged.status === 'ready' ? arranged.plan : null;
  const pageRef = useRef<HTMLDivElement>(null);
  const bridge = useEmbedBridge(embed ? shareId : null, pageRef);
  const shown = result !== null && (result.status !== 'ready' || arranged.status !== 'pending');
  useEffect(() => {
    if (shown) bridge.post('pollen:ready');
  }, [shown, bridge]);

  useEffect(() => {
    if (!survey?.title) return;
    const previous = document.title;
    document.title = `${survey.title} · Pollen`;
    return () => {
      document.title = previous;
    };
  }, [survey?.title]);

  let content: ReactNode;
  // The step flow starts at the top so its progress header stays in place from step to step (a
  // centred card moved it whenever a step's height changed); single messages are centred.
  let topAligned = false;
  if (!result) {
    content = <Loader />;
  } else if (result.status === 'not-found') {
    content = (
      <MessageCard icon={<LockKeyhole aria-hidden="true" className="size-6" />} title={UNAVAILABLE_TITLE}>
        {UNAVAILABLE_TEXT}
      </MessageCard>
    );
  } else if (result.status === 'closed') {
    content = <ClosedCard reason={result.reason} />;
  } else if (result.status === 'already-answered') {
    content = <AlreadyAnsweredCard />;
  } else if (result.status === 'error' || arranged.status === 'error') {
    content = (
      <MessageCard
        tone="error"
        icon={<CircleAlert aria-hidden="true" className="size-6" />}
        title={LOAD_FAILED_TITLE}
        action={
          <button
            type="button"
            onClick={() => setAttempt((value) => value + 1)}
            className="bg-brand-600 hover:bg-brand-700 mt-6 inline-flex min-h-12 items-center gap-2 rounded-xl px-5 text-base font-semibold text-white shadow-sm"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        }
      >
        {result.status === 'error' ? result.message : arranged.status === 'error' ? arranged.message : null}
      </MessageCard>
    );
  } else if (arranged.status === 'pending') {
    content = <Loader />;
  } else if (!plan || !hasTakeableContent(plan)) {
    content = (
      <MessageCard
        icon={<FileQuestion aria-hidden="true" className="size-6" />}
        title={result.survey.title || 'Survey'}
      >
        {NO_CONTENT}
      </MessageCard>
    );
  } else {
    topAligned = true;
    content = (
      <SurveyFlow
        key={`${result.survey.share_id}:${result.survey.published_version}`}
        survey={result.survey}
        plan={plan}
        arrangement={arranged.status === 'ready' ? arranged.arrangement : undefined}
        onStep={bridge.step}
        onCompleted={() => bridge.post('pollen:completed')}
      />
    );
  }

  return (
    <div
      ref={pageRef}
      className={cx(
        'from-brand-50 flex flex-col bg-gradient-to-b via-slate-50 to-slate-50 text-slate-900',
        // In a frame the page is as tall as its content, so the host can fit the frame to it.
        embed ? null : 'min-h-dvh',
      )}
    >
      {isPreviewShareId(shareId) ? <PreviewBanner /> : null}
      <div
        className={cx(
          'mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-5 sm:px-6 sm:py-10',
          topAligned ? 'justify-start' : 'justify-center',
        )}
      >
        {content}
      </div>
      <div className="flex justify-end px-4 pb-4 sm:px-6">
        <a
          href="/"
          // Pollen's own pages refuse to open inside another site's frame: a new tab instead.
          {...(embed ? { target: '_blank', rel: 'noopener' } : {})}
          className="inline-flex min-h-10 items-center gap-2 rounded-full bg-white/80 px-3 text-xs font-medium text-slate-600 shadow-xs ring-1 ring-slate-200 transition-colors hover:text-slate-900"
        >
          <PollenMark className="size-5" />
          Made with Pollen
        </a>
      </div>
    </div>
  );
}

/** The author's preview of the draft (issue 10 §5): the respondent's flow, nothing stored. */
function PreviewBanner() {
  return (
    <div
      role="note"
      aria-label="Preview"
      className="sticky top-0 z-30 flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-amber-950 shadow-sm"
    >
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      {PREVIEW_BANNER}
    </div>
  );
}

function Loader() {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-slate-500">
      <span
        aria-hidden="true"
        className="border-brand-200 border-t-brand-600 size-10 rounded-full border-4 motion-safe:animate-spin"
      />
      <span className="text-sm">Loading survey…</span>
    </div>
  );
}

function MessageCard({
  icon,
  title,
  children,
  action,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <span
        className={
          tone === 'error'
            ? 'mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600'
            : 'mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600'
        }
      >
        {icon}
      </span>
      <h1 className="mt-5 text-xl font-semibold text-slate-900">{title}</h1>
      <p role={tone === 'error' ? 'alert' : undefined} className="mt-2 text-sm leading-6 text-slate-600">
        {children}
      </p>
      {action}
    </div>
  );
}
