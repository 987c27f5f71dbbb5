import { useEffect, useRef } from 'react';
import type { TakePlan, VariantArrangement } from '#shared/take/take-types.ts';
import { isPreviewShareId } from '#shared/take/take-endpoint.ts';
import { safeStorage, type TakeProgress } from './take-progress.ts';
import {
  addStay,
  forgetVisitStats,
  fullStepIndex,
  putVisit,
  readVisitStats,
  retryDelayMs,
  storeVisitStats,
  visitBody,
  type VisitStats,
} from './visit-sync.ts';

/** After typing stops, the answers are saved this much later; a new step is saved at once. */
const TYPING_PAUSE_MS = 1500;

/**
 * Saves the respondent's progress on the server in the background (issue 12 §3): at once when the
 * survey loads (a view) and on every step, shortly after an answer changes, and when the page is
 * hidden or closed (keepalive). The visit id is the response's Idempotency-Key. Failures wait and
 * try again; nothing is shown. The author's preview saves nothing.
 */
export function useVisitSync({
  shareId,
  version,
  plan,
  progress,
  arrangement,
  finished,
  fullPlan = plan,
}: {
  shareId: string;
  version: number;
  /** The steps the respondent walks (survey logic may leave some out). */
  plan: TakePlan;
  /** Every step of the version: the indices saved count in it (the funnel's steps). */
  fullPlan?: TakePlan;
  progress: TakeProgress;
  arrangement?: VariantArrangement;
  /** The submission was confirmed: the visit is complete, stop saving and forget the step times. */
  finished: boolean;
}): void {
  const enabled = !isPreviewShareId(shareId) && version >= 1;
  const visitId = progress.idempotencyKey;
  const stats = useRef<VisitStats | null>(null);
  stats.current ??= readVisitStats(safeStorage(), visitId);
  const stay = useRef<{ step: number; since: number; visible: boolean } | null>(null);
  const sync = useRef({ sending: false, again: false, lastSent: '', failures: 0, stopped: false, timer: 0 });
  const latest = useRef({ plan, progress, version, arrangement, fullPlan });
  useEffect(() => {
    latest.current = { plan, progress, version, arrangement, fullPlan };
  });

  const closeStay = useRef(() => {
    const current = stay.current;
    if (!current?.visible || !stats.current) return;
    const now = Date.now();
    stats.current = addStay(stats.current, current.step, now - current.since);
    current.since = now;
    storeVisitStats(safeStorage(), visitId, stats.current);
  });

  const send = useRef(async (keepalive = false) => {
    const state = sync.current;
    if (!enabled || state.stopped || !stats.current) return;
    window.clearTimeout(state.timer);
    const { plan: p, progress: now, version: v, arrangement: a, fullPlan: all } = latest.current;
    const body = visitBody(p, now, stats.current, v, a, all);
    const text = JSON.stringify(body);
    if (text === state.lastSent) return;
    if (state.sending && !keepalive) {
      state.again = true;
      return;
    }
    state.sending = true;
    const outcome = await putVisit(shareId, now.idempotencyKey, body, { keepalive });
    state.sending = false;
    if (outcome === 'completed') {
      state.stopped = true;
      return;
    }
    if (outcome === 'failed') {
      state.failures += 1;
      state.timer = window.setTimeout(() => void send.current(), retryDelayMs(state.failures));
      return;
    }
    // Saved, or refused (the same body would be refused again): wait for the next change.
    state.failures = 0;
    state.lastSent = text;
    if (state.again) {
      state.again = false;
      void send.current();
    }
  });

  const schedule = (ms: number) => {
    const state = sync.current;
    window.clearTimeout(state.timer);
    state.timer = window.setTimeout(() => void send.current(), ms);
  };

  // Each step shown: the time on the previous one is added up and the new one counts as seen.
  const stepIndex = fullStepIndex(fullPlan, plan, progress.stepIndex);
  useEffect(() => {
    if (!enabled || finished) return;
    closeStay.current();
    stay.current = { step: stepIndex, since: Date.now(), visible: document.visibilityState !== 'hidden' };
    if (stats.current) stats.current = addStay(stats.current, stepIndex, 0);
    storeVisitStats(safeStorage(), visitId, stats.current!);
    void send.current();
  }, [enabled, finished, stepIndex, visitId]);

  // Answers, name and e-mail: saved once the respondent pauses.
  useEffect(() => {
    if (!enabled || finished) return;
    schedule(TYPING_PAUSE_MS);
  }, [enabled, finished, progress.answers, progress.name, progress.email]);

  // Pressing Submit: the time on the last step goes out with one more save (the submission then
  // completes the visit; a save arriving after it changes nothing).
  const submitting = progress.sentPayload !== undefined;
  useEffect(() => {
    if (!enabled || !submitting) return;
    closeStay.current();
    void send.current();
  }, [enabled, submitting]);

  // Leaving: hidden tab, closed page or navigation away. The save must outlive the page.
  useEffect(() => {
    if (!enabled || finished) return;
    const onHide = () => {
      closeStay.current();
      if (stay.current) stay.current.visible = false;
      void send.current(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
      else if (stay.current) {
        stay.current.visible = true;
        stay.current.since = Date.now();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
    };
  }, [enabled, finished]);

  useEffect(() => {
    if (!finished) return;
    sync.current.stopped = true;
    window.clearTimeout(sync.current.timer);
    forgetVisitStats(safeStorage(), visitId);
  }, [finished, visitId]);

  useEffect(() => () => window.clearTimeout(sync.current.timer), []);
}
