import { answerProblem, toSubmissionAnswers } from '#shared/take/answer-rules.ts';
import { questionStepsOf } from '#shared/take/take-steps.ts';
import type { AnswerDraft, TakePlan, VariantArrangement } from '#shared/take/take-types.ts';
import type { VisitProgress } from '#shared/take/visit-types.ts';
import { forgetKey, storeJson } from './stored-json.ts';
import { takeApiPath } from '#shared/take/take-endpoint.ts';
import type { TakeProgress } from './take-progress.ts';

// The respondent's progress saved on the server as they go (issue 12 §3, decision 023), so a
// respondent who leaves is a partial response and shows in the funnel. It never stands in the
// respondent's way: saves run in the background, a failure is retried quietly later, and nothing
// here is ever shown on the page.

/** How far the visit got and how long each step was on screen; kept in localStorage beside the progress. */
export interface VisitStats {
  furthest: number;
  /** Step index → milliseconds on screen. A step shown has an entry. */
  stepMs: Record<string, number>;
}

/** Time on one step counts at most this long per stay (a tab left open overnight is not a slow answer). */
export const MAX_STAY_MS = 30 * 60_000;

export const visitStatsKey = (visitId: string) => `pollen:visit:${visitId}`;

export function readVisitStats(storage: Storage | null, visitId: string): VisitStats {
  try {
    const value = JSON.parse(
      storage?.getItem(visitStatsKey(visitId)) ?? 'null',
    ) as Partial<VisitStats> | null;
    if (
      value &&
      typeof value.furthest === 'number' &&
      typeof value.stepMs === 'object' &&
      value.stepMs !== null
    ) {
      const stepMs = Object.fromEntries(
        Object.entries(value.stepMs).filter(
          ([step, ms]) => /^\d{1,4}$/.test(step) && typeof ms === 'number' && Number.isFinite(ms) && ms >= 0,
        ),
      );
      return { furthest: Math.max(0, Math.floor(value.furthest)), stepMs };
    }
  } catch {
    // Unreadable: start counting afresh.
  }
  return { furthest: 0, stepMs: {} };
}

export function storeVisitStats(storage: Storage | null, visitId: string, stats: VisitStats): void {
  storeJson(storage, visitStatsKey(visitId), stats);
}

export function forgetVisitStats(storage: Storage | null, visitId: string): void {
  forgetKey(storage, visitStatsKey(visitId));
}

/**
 * The index in the full plan (every step of the version, what the server and the funnel count) of
 * step `index` of the plan the respondent walks (survey logic may leave steps out of it).
 */
export function fullStepIndex(fullPlan: TakePlan, plan: TakePlan, index: number): number {
  const step = plan.steps[Math.min(index, plan.steps.length - 1)];
  const found = step ? fullPlan.steps.findIndex((candidate) => candidate.key === step.key) : -1;
  return Math.max(0, found);
}

/** Adds a stay on `step` (capped) to the stats. */
export function addStay(stats: VisitStats, step: number, ms: number): VisitStats {
  const key = String(step);
  const stay = Math.max(0, Math.min(MAX_STAY_MS, Math.round(ms)));
  return {
    furthest: Math.max(stats.furthest, step),
    stepMs: { ...stats.stepMs, [key]: (stats.stepMs[key] ?? 0) + stay },
  };
}

/**
 * The body of a progress save: every answer given so far that passes its question's rules (an
 * answer still being typed that breaks one, e.g. too short, waits for the next save), the step on
 * screen, the furthest one and the time on each.
 */
export function visitBody(
  plan: TakePlan,
  progress: TakeProgress,
  stats: VisitStats,
  version: number,
  arrangement?: VariantArrangement,
  /** Every step of the version (the plan walked may leave some out); step indices count in it. */
  fullPlan: TakePlan = plan,
): VisitProgress {
  const drafts: Record<string, AnswerDraft> = {};
  for (const step of questionStepsOf(plan)) {
    const draft = progress.answers[step.answerKey];
    if (draft !== undefined && answerProblem(step.question, draft) === null) drafts[step.answerKey] = draft;
  }
  const answers = toSubmissionAnswers(plan, drafts);
  const step = fullStepIndex(fullPlan, plan, progress.stepIndex);
  const furthest = Math.min(Math.max(stats.furthest, step), fullPlan.steps.length - 1);
  const stepMs = Object.fromEntries(
    Object.entries(stats.stepMs).filter(([index]) => Number(index) < fullPlan.steps.length),
  );
  return {
    published_version: version,
    step,
    furthest_step: furthest,
    step_ms: stepMs,
    started: furthest >= 1 || answers.length > 0,
    ...(progress.name.trim() ? { name: progress.name.trim() } : {}),
    ...(progress.email.trim() ? { email: progress.email.trim() } : {}),
    answers,
    ...(progress.hiddenFields && Object.keys(progress.hiddenFields).length > 0
      ? { hidden_fields: progress.hiddenFields }
      : {}),
    ...(arrangement && Object.keys(arrangement.variantOrders).length > 0
      ? { variant_orders: arrangement.variantOrders, assigned_variants: arrangement.assignedVariants }
      : {}),
  };
}

export type SaveOutcome = 'saved' | 'completed' | 'refused' | 'failed';

/** One PUT of the progress. Never throws: the page must not notice. */
export async function putVisit(
  shareId: string,
  visitId: string,
  body: VisitProgress,
  options: { keepalive?: boolean } = {},
): Promise<SaveOutcome> {
  try {
    const response = await fetch(`${takeApiPath(shareId)}/visits/${encodeURIComponent(visitId)}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: options.keepalive === true,
    });
    if (response.ok) {
      const receipt = (await response.json().catch(() => null)) as { completed?: boolean } | null;
      return receipt?.completed ? 'completed' : 'saved';
    }
    // Rate limits and server trouble pass; a body the server refuses would be refused again.
    return response.status === 429 || response.status >= 500 ? 'failed' : 'refused';
  } catch {
    return 'failed';
  }
}

/** Waits before the next try after `failures` failed ones: 2 s, 4 s, … at most a minute. */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000, 2000 * 2 ** Math.max(0, failures - 1));
}
