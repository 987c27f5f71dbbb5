import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  CircleAlert,
  CircleCheck,
  CornerDownLeft,
  Eye,
  LoaderCircle,
  RotateCw,
  WifiOff,
} from 'lucide-react';
import {
  MUST_VIEW_ALL_MESSAGE,
  canAdvance,
  hasSeenEveryVariant,
  isAnswerGiven,
  isUnfinishedAnswer,
  toSubmissionAnswers,
} from '#shared/take/answer-rules.ts';
import type { ClosedReason } from '#shared/survey/distribution.ts';
import { pipedPlan, planOnPath, questionStepsOf } from '#shared/take/take-steps.ts';
import type {
  AnswerDraft,
  PublicSurvey,
  SubmissionPayload,
  TakePlan,
  TakeStep,
} from '#shared/take/take-types.ts';
import { draftForDigit, otherShortcutIndex } from './answer-drafts.ts';
import {
  arrangementStorageKey,
  removeArrangement,
  type RespondentArrangement,
} from './concept-arrangement.ts';
import { AlreadyAnsweredCard, ClosedCard, closedReasonOf, ContinueLink } from './distribution-cards.tsx';
import { digitIndex, isAdvanceKey } from './keyboard.ts';
import { hiddenFieldsFromQuery, withLinkFields } from './hidden-fields.ts';
import { progressPosition } from './progress-position.ts';
import { InfoStepView, MediaStepView, QuestionStepView, WelcomeStepView } from './step-views.tsx';
import { ALREADY_ANSWERED_CODE, SURVEY_CLOSED_CODE, type RetryNotice } from './submit-with-retry.ts';
import { recordMediaViews } from './take-api.ts';
import {
  ALREADY_SENT_TEXT,
  ALREADY_SENT_TITLE,
  OFFLINE_SAVED,
  RETRY_NOW,
  STILL_TRYING,
  STILL_TRYING_DETAIL,
  submissionFailed,
} from './take-copy.ts';
import { safeStorage, type TakeProgress } from './take-progress.ts';
import { useSubmission, type SettledOutcome } from './use-submission.ts';
import { useTakeProgress } from './use-take-progress.ts';
import { useVisitSync } from './use-visit-sync.ts';
import { VoiceNote } from './voice-note.tsx';
import { cx } from './cx.ts';

/**
 * The payload for POST …/submissions from the respondent's progress, naming the published version
 * it answers (the server validates against that one, even after a republish), with how the
 * respondent met the concept tests: variant order, assignment, shown option order, variants seen.
 */
export function buildPayload(
  plan: TakePlan,
  progress: TakeProgress,
  version = 0,
  arrangement?: RespondentArrangement,
): SubmissionPayload {
  const welcome = plan.steps[0]?.kind === 'welcome' ? plan.steps[0] : null;
  const name = welcome && welcome.collectName !== 'hidden' ? progress.name.trim() : '';
  const email = welcome && welcome.collectEmail !== 'hidden' ? progress.email.trim() : '';
  const answerKeys = new Set(
    plan.steps.flatMap((step) => (step.kind === 'question' ? [step.answerKey] : [])),
  );
  const voiceIds = [
    ...new Set(
      Object.entries(progress.voiceCommentIds)
        .filter(([answerKey]) => answerKeys.has(answerKey))
        .map(([, id]) => id),
    ),
  ];
  const hasSets = arrangement !== undefined && Object.keys(arrangement.variantOrders).length > 0;
  return {
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    answers: toSubmissionAnswers(plan, progress.answers),
    ...(voiceIds.length > 0 ? { voice_comment_ids: voiceIds } : {}),
    started_at: progress.startedAt,
    // 0 in the author's preview of a never-published draft: there is no version to name.
    ...(version >= 1 ? { published_version: version } : {}),
    ...(hasSets
      ? {
          variant_orders: arrangement.variantOrders,
          ...(Object.keys(arrangement.assignedVariants).length > 0
            ? { assigned_variants: arrangement.assignedVariants }
            : {}),
          viewed_variant_ids: progress.viewedVariantIds ?? [],
        }
      : {}),
    ...(arrangement && Object.keys(arrangement.optionOrders).length > 0
      ? { option_orders: pick(arrangement.optionOrders, answerKeys) }
      : {}),
    ...(progress.hiddenFields && Object.keys(progress.hiddenFields).length > 0
      ? { hidden_fields: progress.hiddenFields }
      : {}),
  };
}

/** The entries of `record` whose keys are in `keys`. */
function pick<T>(record: Record<string, T>, keys: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}

function ProgressHeader({
  plan,
  stepIndex,
  title,
  isAnswered,
}: {
  plan: TakePlan;
  stepIndex: number;
  title: string;
  isAnswered: (questionId: string) => boolean;
}) {
  const { questionNumber, total, fraction } = progressPosition(plan, stepIndex, isAnswered);
  // Steps that ask nothing (welcome, media, info) show the survey's title instead of a number.
  const showNumber = questionNumber !== null && total > 0;
  const percent = Math.round(fraction * 100);
  return (
    <header className="w-full">
      <div className="flex items-center justify-between gap-4 text-sm">
        {showNumber ? (
          <p className="text-brand-700 font-semibold tracking-widest">QUESTION {questionNumber}</p>
        ) : (
          <p className="min-w-0 truncate font-semibold text-slate-800">{title}</p>
        )}
        {showNumber ? (
          <p className="font-medium text-slate-600 tabular-nums">
            {questionNumber}/{total}
          </p>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label="Survey progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-brand-100 mt-2 h-1.5 w-full overflow-hidden rounded-full"
      >
        <div
          className="bg-brand-600 h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </header>
  );
}

export function ThankYouView({
  title,
  description,
  redirectUrl,
}: {
  title: string;
  description: string;
  /** Where the survey leads afterwards (docs/decisions/029): a "Continue" link, then the redirect. */
  redirectUrl?: string | null;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="mx-auto w-full max-w-md rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 transition duration-500 ease-out motion-reduce:transition-none sm:px-10 starting:scale-95 starting:opacity-0">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-2 text-base leading-relaxed whitespace-pre-line text-slate-600">{description}</p>
      <ContinueLink url={redirectUrl} />
    </div>
  );
}

/**
 * The step flow: one step per screen with a progress header, Back / Next / Submit, keyboard
 * shortcuts, progress kept in localStorage, and the thank-you card once the server confirmed.
 */
export function SurveyFlow({
  survey,
  plan: fullPlan,
  arrangement,
  onStep,
  onCompleted,
}: {
  survey: PublicSurvey;
  plan: TakePlan;
  /** This respondent's variant and option orders (concept tests); absent: none to record. */
  arrangement?: RespondentArrangement;
  /** Each step shown (1-based, of the steps on the respondent's path): the embed tells its host. */
  onStep?: (step: number, steps: number) => void;
  /** The server stored the response (or had it already). */
  onCompleted?: () => void;
}) {
  const shareId = survey.share_id;
  // Survey logic (issue 12): the steps of the path this respondent's answers and link imply.
  const walk = useCallback(
    (current: TakeProgress) =>
      planOnPath(fullPlan, survey.document, {
        answers: current.answers,
        hidden: current.hiddenFields ?? {},
      }),
    [fullPlan, survey.document],
  );
  const { progress, update, clear } = useTakeProgress(shareId, survey.published_version, walk);
  // The visit's id is its progress key: views sent with it count in filtered reports too.
  const visitId = progress.idempotencyKey;
  // ...with earlier answers and hidden fields piped into the text ({{name}}).
  const plan = useMemo(() => {
    const inputs = { answers: progress.answers, hidden: progress.hiddenFields ?? {} };
    return pipedPlan(walk(progress), survey.document, inputs);
    // Only the answers and hidden fields decide the path and the piped text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [walk, survey.document, progress.answers, progress.hiddenFields]);
  // Hidden fields from the link, kept with the progress so a reload without the query keeps them.
  useEffect(() => {
    const fromLink = hiddenFieldsFromQuery(window.location.search, survey.document.hidden_fields ?? []);
    update((current) => {
      const merged = withLinkFields(current.hiddenFields, fromLink);
      return merged === current.hiddenFields ? current : { ...current, hiddenFields: merged };
    });
  }, [update, survey.document]);
  const [finished, setFinished] = useState<
    'stored' | 'already-sent' | 'already-answered' | 'closed-late' | null
  >(null);
  const [closedLate, setClosedLate] = useState<ClosedReason>('quota');
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Once Submit is pressed the answers are frozen until the server answers for good (decision 009).
  const submitting = progress.sentPayload !== undefined;
  const [busyVoice, setBusyVoice] = useState<Record<string, boolean>>({});
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const viewed = useRef(new Set<string>());
  const previousIndex = useRef(progress.stepIndex);

  const questionsByKey = useMemo(
    () =>
      new Map(questionStepsOf(plan).map((questionStep) => [questionStep.answerKey, questionStep.question])),
    [plan],
  );
  // The variant each media set shows, kept from step to step (the respondent's pick is not reset).
  const [selectedVariants, setSelectedVariants] = useState<Record<string, string>>({});
  const onSelectVariant = useCallback(
    (blockId: string, variantId: string) =>
      setSelectedVariants((current) =>
        current[blockId] === variantId ? current : { ...current, [blockId]: variantId },
      ),
    [],
  );
  const lastIndex = plan.steps.length - 1;
  const stepIndex = Math.min(progress.stepIndex, lastIndex);
  const step = plan.steps[stepIndex] as TakeStep;
  // Steps slide in as the respondent moves between them; the step the page opens on shows at once,
  // so the survey's first screen paints with the page (issue 17: its fade-in put the title's paint
  // 0.4 s after the page's on a phone). Derived during render, as React's docs do for such state.
  const [openingStep] = useState(step.key);
  const [hasMoved, setHasMoved] = useState(false);
  if (!hasMoved && step.key !== openingStep) setHasMoved(true);
  const isLast = stepIndex === lastIndex;
  const allowed = canAdvance(step, progress);
  // A begun but unfinished answer (a required matrix with statements left) keeps Next pressable:
  // pressing it says what is missing instead of moving on (`attemptedKey`, this step only).
  const unfinished =
    step.kind === 'question' && isUnfinishedAnswer(step.question, progress.answers[step.answerKey]);
  const [attemptedKey, setAttemptedKey] = useState<string | null>(null);
  const stepKey = step.kind === 'question' ? step.answerKey : null;
  const attempted = stepKey !== null && attemptedKey === stepKey;
  const attemptToContinue = useCallback(() => setAttemptedKey(stepKey), [stepKey]);
  const voiceBusy = Object.values(busyVoice).some(Boolean);
  const isAnswered = (answerKey: string) => {
    const question = questionsByKey.get(answerKey);
    return Boolean(
      (question && isAnswerGiven(question, progress.answers[answerKey])) ||
      progress.voiceCommentIds[answerKey],
    );
  };
  const waitingForViews =
    step.kind === 'question' && !hasSeenEveryVariant(step, progress.viewedVariantIds ?? []);

  const goNext = useCallback(() => {
    update((current) => {
      // The path as of the answers just given (an answer on this step may change what follows).
      const steps = walk(current).steps;
      const last = steps.length - 1;
      const index = Math.min(current.stepIndex, last);
      const here = steps[index];
      if (index >= last || !here || !canAdvance(here, current)) return current;
      return { ...current, stepIndex: index + 1 };
    });
  }, [update, walk]);

  const goBack = useCallback(() => {
    update((current) =>
      current.stepIndex <= 0 ? current : { ...current, stepIndex: current.stepIndex - 1 },
    );
  }, [update]);

  const setAnswer = useCallback(
    (answerKey: string, draft: AnswerDraft | undefined) => {
      update((current) => {
        const answers = { ...current.answers };
        if (draft === undefined) delete answers[answerKey];
        else answers[answerKey] = draft;
        return { ...current, answers };
      });
    },
    [update],
  );

  // A variant counts as seen once it was on screen: counted once per page load for the analytics'
  // Views, and kept with the progress for the submission's exposure record.
  const onMediaShown = useCallback(
    (mediaItemId: string) => {
      update((current) =>
        current.viewedVariantIds?.includes(mediaItemId)
          ? current
          : { ...current, viewedVariantIds: [...(current.viewedVariantIds ?? []), mediaItemId] },
      );
      if (viewed.current.has(mediaItemId)) return;
      viewed.current.add(mediaItemId);
      recordMediaViews(shareId, [mediaItemId], 'view', survey.published_version, visitId);
    },
    [shareId, survey.published_version, update, visitId],
  );

  const engaged = useRef(new Set<string>());
  const onMediaEngaged = useCallback(
    (mediaItemId: string) => {
      if (engaged.current.has(mediaItemId)) return;
      engaged.current.add(mediaItemId);
      recordMediaViews(shareId, [mediaItemId], 'engagement', survey.published_version, visitId);
    },
    [shareId, survey.published_version, visitId],
  );

  // Closed while they answered (docs/decisions/029), found out by the submission or by a voice
  // note's upload: told so plainly. The answers stay on this device and are sent if the owner
  // reopens the survey and the page is opened again.
  const closedWhileAnswering = useCallback((reason: ClosedReason) => {
    setClosedLate(reason);
    setFinished('closed-late');
  }, []);

  const onSettled = (outcome: SettledOutcome) => {
    if (outcome.kind === 'refused' && outcome.code === SURVEY_CLOSED_CODE) {
      closedWhileAnswering(closedReasonOf(outcome.fields));
      return;
    }
    if (outcome.kind === 'refused' && outcome.code === ALREADY_ANSWERED_CODE) {
      // One response per browser: this browser's response is already stored.
      clear();
      setFinished('already-answered');
      return;
    }
    if (outcome.kind === 'refused') {
      // Nothing was stored: the answers can be corrected and sent again, under the same key.
      update(({ sentPayload: _sent, ...current }) => current);
      setSubmitError(submissionFailed(outcome.message));
      return;
    }
    clear();
    removeArrangement(safeStorage(), arrangementStorageKey(shareId, survey.published_version));
    setFinished(outcome.kind);
    onCompleted?.();
  };
  const { notice, online, retryNow } = useSubmission({
    shareId,
    sentPayload: progress.sentPayload,
    idempotencyKey: progress.idempotencyKey,
    onSettled,
  });
  // Progress saved on the server as the respondent goes: a partial response if they leave (issue 12).
  useVisitSync({
    shareId,
    version: survey.published_version,
    plan,
    progress,
    arrangement,
    finished: finished !== null,
    fullPlan,
  });

  const submit = () => {
    if (submitting || !isLast || !allowed || voiceBusy) return;
    setSubmitError(null);
    update((current) =>
      current.sentPayload
        ? current
        : {
            ...current,
            sentPayload: buildPayload(walk(current), current, survey.published_version, arrangement),
          },
    );
  };

  const stepCount = plan.steps.length;
  useEffect(() => {
    if (finished === null) onStep?.(stepIndex + 1, stepCount);
  }, [onStep, stepIndex, stepCount, finished]);

  // Focus the new step's heading (and bring the step into view) whenever the step changes.
  useEffect(() => {
    if (previousIndex.current === stepIndex) return;
    previousIndex.current = stepIndex;
    setSubmitError(null);
    headingRef.current?.focus({ preventScroll: true });
    // Back to the top of the page, so every step starts with the header in the same place (scrolling
    // the card into view instead hid the header on a long step and moved it on a short one).
    const page = document.scrollingElement;
    if (page && page.scrollTop > 0) page.scrollTop = 0;
  }, [stepIndex]);

  // Digits pick options, Enter moves on (respondent keyboard shortcuts).
  const keyState = useRef({
    step,
    allowed,
    unfinished,
    attemptToContinue,
    isLast,
    submitting,
    draft: undefined as AnswerDraft | undefined,
  });
  useEffect(() => {
    keyState.current = {
      step,
      allowed,
      unfinished,
      attemptToContinue,
      isLast,
      submitting,
      draft: step.kind === 'question' ? progress.answers[step.answerKey] : undefined,
    };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = event.target;
      const inFlow =
        target === document.body ||
        (target instanceof Node && containerRef.current?.contains(target) === true);
      if (!inFlow) return;
      const state = keyState.current;
      if (state.submitting) return;
      const digit = digitIndex(event);
      if (digit !== null && state.step.kind === 'question') {
        const picked = draftForDigit(state.step.question, state.draft, digit);
        if (picked) {
          event.preventDefault();
          setAnswer(state.step.answerKey, picked.draft);
        } else if (digit === otherShortcutIndex(state.step.question)) {
          // "Other" opens its text field, which lives in the option list: press it like a click.
          const other = containerRef.current?.querySelector<HTMLButtonElement>('[data-other-option]');
          if (other && !other.disabled) {
            event.preventDefault();
            other.click();
          }
        }
        return;
      }
      if (isAdvanceKey(event) && state.allowed && !state.isLast) {
        event.preventDefault();
        goNext();
      } else if (isAdvanceKey(event) && state.unfinished) {
        event.preventDefault();
        state.attemptToContinue();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [goNext, setAnswer]);

  const setVoiceBusy = useCallback((questionId: string, busy: boolean) => {
    setBusyVoice((current) =>
      Boolean(current[questionId]) === busy ? current : { ...current, [questionId]: busy },
    );
  }, []);

  if (finished === 'stored')
    return (
      <ThankYouView
        title={plan.thankYou.title}
        description={plan.thankYou.description}
        redirectUrl={survey.redirect_url}
      />
    );
  if (finished === 'closed-late') return <ClosedCard reason={closedLate} late />;
  if (finished === 'already-answered') return <AlreadyAnsweredCard />;
  if (finished === 'already-sent')
    return <ThankYouView title={ALREADY_SENT_TITLE} description={ALREADY_SENT_TEXT} />;

  return (
    <div className="flex w-full flex-col gap-5">
      <ProgressHeader
        plan={plan}
        stepIndex={stepIndex}
        title={survey.title || 'Survey'}
        isAnswered={isAnswered}
      />
      <div ref={containerRef}>
        <div
          key={step.key}
          className={cx(
            'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8',
            hasMoved &&
              'transition duration-300 ease-out motion-reduce:transition-none starting:translate-y-2 starting:opacity-0',
          )}
        >
          {step.kind === 'welcome' ? (
            <WelcomeStepView
              step={step}
              name={progress.name}
              email={progress.email}
              onName={(name) => update((current) => ({ ...current, name }))}
              onEmail={(email) => update((current) => ({ ...current, email }))}
              headingRef={headingRef}
              onMediaShown={onMediaShown}
              onMediaEngaged={onMediaEngaged}
              disabled={submitting}
            />
          ) : step.kind === 'question' ? (
            <QuestionStepView
              step={step}
              draft={progress.answers[step.answerKey]}
              onChange={(draft) => setAnswer(step.answerKey, draft)}
              attempted={attempted}
              selectedVariants={selectedVariants}
              onSelectVariant={onSelectVariant}
              headingRef={headingRef}
              onMediaShown={onMediaShown}
              onMediaEngaged={onMediaEngaged}
              disabled={submitting}
              voiceNote={
                <QuestionVoiceNote
                  shareId={shareId}
                  version={survey.published_version}
                  questionId={step.question.id}
                  answerKey={step.answerKey}
                  savedCommentId={progress.voiceCommentIds[step.answerKey]}
                  update={update}
                  onBusyChange={setVoiceBusy}
                  onSurveyClosed={closedWhileAnswering}
                  disabled={submitting}
                />
              }
            />
          ) : step.kind === 'media' ? (
            <MediaStepView
              step={step}
              selectedVariants={selectedVariants}
              onSelectVariant={onSelectVariant}
              headingRef={headingRef}
              onMediaShown={onMediaShown}
              onMediaEngaged={onMediaEngaged}
            />
          ) : (
            <InfoStepView step={step} headingRef={headingRef} />
          )}

          {waitingForViews ? (
            <p
              role="status"
              className="mt-6 flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200"
            >
              <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {MUST_VIEW_ALL_MESSAGE} {viewedCount(step, progress.viewedVariantIds)}
            </p>
          ) : null}

          {submitError ? (
            <div
              role="alert"
              className="mt-6 flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>{submitError}</p>
            </div>
          ) : null}

          <nav aria-label="Survey navigation" className="mt-8 flex items-center justify-between gap-3">
            {stepIndex >= 1 ? (
              <button
                type="button"
                onClick={goBack}
                disabled={submitting}
                className="inline-flex min-h-12 items-center gap-2 rounded-xl px-4 text-base font-medium text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back
              </button>
            ) : (
              <span />
            )}
            <div className="flex items-center gap-3">
              {!isLast && allowed ? (
                <span className="hidden items-center gap-1 text-xs text-slate-500 sm:inline-flex">
                  press <strong className="font-semibold">Enter</strong>
                  <CornerDownLeft aria-hidden="true" className="size-3.5" />
                </span>
              ) : null}
              {isLast ? (
                <button
                  type="button"
                  onClick={unfinished ? attemptToContinue : submit}
                  disabled={(!allowed && !unfinished) || submitting || voiceBusy}
                  className="bg-brand-600 hover:bg-brand-700 disabled:bg-brand-300 inline-flex min-h-12 items-center gap-2 rounded-xl px-6 text-base font-semibold text-white shadow-sm transition-colors disabled:cursor-not-allowed"
                >
                  {submitting ? (
                    <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                  ) : null}
                  {submitting ? 'Submitting...' : 'Submit'}
                </button>
              ) : (
                <button
                  type="button"
                  onClick={unfinished ? attemptToContinue : goNext}
                  disabled={(!allowed && !unfinished) || submitting}
                  className="bg-brand-600 hover:bg-brand-700 disabled:bg-brand-300 inline-flex min-h-12 items-center gap-2 rounded-xl px-6 text-base font-semibold text-white shadow-sm transition-colors disabled:cursor-not-allowed"
                >
                  Next
                  <ArrowRight aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
          </nav>
          {submitting ? <SendingStatus notice={notice} online={online} onRetryNow={retryNow} /> : null}
          {isLast && voiceBusy && !submitting ? (
            <p role="status" className="mt-3 text-right text-sm text-slate-600">
              Finishing your voice note…
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * What happens to answers that are being sent: nothing to say while the first try is under way;
 * after a failure, plainly whether the device is offline or Pollen is still trying, with Retry now.
 */
function SendingStatus({
  notice,
  online,
  onRetryNow,
}: {
  notice: RetryNotice | null;
  online: boolean;
  onRetryNow: () => void;
}) {
  if (online && !notice) return null;
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        {online ? (
          <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 motion-safe:animate-spin" />
        ) : (
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        {online ? (
          <p>
            <strong className="font-semibold">{STILL_TRYING}</strong> {STILL_TRYING_DETAIL}
          </p>
        ) : (
          <p>{OFFLINE_SAVED}</p>
        )}
      </div>
      {online ? (
        <button
          type="button"
          onClick={onRetryNow}
          className="inline-flex min-h-10 shrink-0 items-center justify-center gap-2 self-end rounded-lg bg-white px-3 font-semibold text-amber-900 ring-1 ring-amber-300 transition-colors hover:bg-amber-100 sm:self-auto"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {RETRY_NOW}
        </button>
      ) : null}
    </div>
  );
}

/** "(1 of 3 seen)": how many of the step's variants were on screen. */
function viewedCount(step: TakeStep, viewed: readonly string[] = []): string {
  if (step.kind !== 'question' || !step.media) return '';
  const seen = step.media.items.filter((item) => viewed.includes(item.id)).length;
  return `(${seen} of ${step.media.items.length} seen)`;
}

/** The voice note of one question step, wired to the kept progress (its comment id per answer key). */
function QuestionVoiceNote({
  shareId,
  version,
  questionId,
  answerKey,
  savedCommentId,
  update,
  onBusyChange,
  onSurveyClosed,
  disabled,
}: {
  shareId: string;
  version: number;
  questionId: string;
  /** Where the note is kept: the question, or the question about one variant. */
  answerKey: string;
  savedCommentId: string | undefined;
  update: (change: (current: TakeProgress) => TakeProgress) => void;
  onBusyChange: (questionId: string, busy: boolean) => void;
  onSurveyClosed: (reason: ClosedReason) => void;
  disabled?: boolean;
}) {
  const onSaved = useCallback(
    (commentId: string) =>
      update((current) => ({
        ...current,
        voiceCommentIds: { ...current.voiceCommentIds, [answerKey]: commentId },
      })),
    [update, answerKey],
  );
  const onRemoved = useCallback(
    () =>
      update((current) => {
        if (!(answerKey in current.voiceCommentIds)) return current;
        const voiceCommentIds = { ...current.voiceCommentIds };
        delete voiceCommentIds[answerKey];
        return { ...current, voiceCommentIds };
      }),
    [update, answerKey],
  );
  const onBusy = useCallback((busy: boolean) => onBusyChange(answerKey, busy), [onBusyChange, answerKey]);
  return (
    <VoiceNote
      key={answerKey}
      shareId={shareId}
      version={version}
      questionId={questionId}
      savedCommentId={savedCommentId}
      onSaved={onSaved}
      onRemoved={onRemoved}
      onBusyChange={onBusy}
      onSurveyClosed={onSurveyClosed}
      disabled={disabled}
    />
  );
}
