// The drop-off funnel and timing of one published version (issue 12 §4), computed from the few
// grouped rows the server reads (docs/decisions/023-partial-responses-and-funnel.md). Pure, so the
// analytics page, the exports and the property tests all see the same figures.

import type { TakePlan } from '../take/take-types.ts';

/** One respondent step after the welcome page, by its place in the version's take plan (1-based). */
export interface FunnelStepDefinition {
  /** Index in the take plan's steps (the welcome step is 0). */
  index: number;
  /** What the author sees: "Q2. How easy was it?", a page title, … */
  label: string;
}

/** How many visits ended in one state: furthest step index reached, started or not, completed or not. */
export interface VisitGroup {
  furthestStep: number;
  started: boolean;
  completed: boolean;
  count: number;
}

/** How many visits showed a step, with how long (whole seconds) they spent on it. */
export interface StepTimeCount {
  step: number;
  seconds: number;
  count: number;
}

/** A value and how many times it occurs. */
export interface ValueCount {
  value: number;
  count: number;
}

export interface FunnelInput {
  steps: FunnelStepDefinition[];
  visits: VisitGroup[];
  stepTimes: StepTimeCount[];
  /** Seconds from start to submission of the completed responses, as counts. */
  completionTimes: ValueCount[];
}

export interface FunnelStep {
  index: number;
  label: string;
  /** Visits whose furthest step is this one or later, plus every completed visit. Never increases. */
  reached: number;
  /** Visits that were actually shown this step (branching can jump past a step). */
  shown: number;
  /** Reached a later step without being shown this one: skipped by the survey's logic. */
  skipped: number;
  /** Visits that got no further than this step and did not submit. */
  leftHere: number;
  /** reached as a share of starts, 0–1. */
  shareOfStarts: number;
  /** Median whole seconds spent on the step by those shown it; null when nobody was timed. */
  medianSeconds: number | null;
}

export interface Funnel {
  /** Visits: the survey link opened and the survey loaded. */
  views: number;
  /** Visits that answered something or left the welcome page. */
  starts: number;
  completions: number;
  /** completions / starts, 0–1 (0 without starts). */
  completionRate: number;
  steps: FunnelStep[];
  /** Median seconds from start to submission; null without completed, timed responses. */
  medianCompletionSeconds: number | null;
}

/**
 * The median of values given as counts (exact: the mean of the two middle values for an even
 * total); null when there are none. Counts of zero or less are ignored.
 */
export function medianOfCounts(entries: readonly ValueCount[]): number | null {
  const sorted = entries.filter((entry) => entry.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  // 0-based positions of the middle value(s).
  const low = Math.floor((total - 1) / 2);
  const high = Math.floor(total / 2);
  let seen = 0;
  let lowValue: number | null = null;
  for (const entry of sorted) {
    const last = seen + entry.count - 1;
    if (lowValue === null && low <= last) lowValue = entry.value;
    if (high <= last) return (lowValue! + entry.value) / 2;
    seen += entry.count;
  }
  return lowValue;
}

/**
 * The funnel: views ≥ starts ≥ each step reached, in order ≥ completions. A visit counts as
 * having reached every step up to its furthest one (and a completed visit every step), so the
 * counts never increase along the funnel even when logic skipped a step; `shown` and `skipped`
 * say honestly how many were actually shown each step.
 */
export function computeFunnel(input: FunnelInput): Funnel {
  const steps = [...input.steps].sort((a, b) => a.index - b.index);
  let views = 0;
  let starts = 0;
  let completions = 0;
  for (const group of input.visits) {
    if (group.count <= 0) continue;
    views += group.count;
    // Leaving the welcome page or submitting is a start, even if the start time was not stored.
    if (group.started || group.completed || group.furthestStep >= 1) starts += group.count;
    if (group.completed) completions += group.count;
  }
  const reachedAt = (index: number) =>
    input.visits.reduce(
      (sum, group) =>
        group.count > 0 && (group.completed || group.furthestStep >= index) ? sum + group.count : sum,
      0,
    );
  const timesByStep = new Map<number, ValueCount[]>();
  for (const time of input.stepTimes) {
    if (time.count <= 0) continue;
    const list = timesByStep.get(time.step) ?? [];
    list.push({ value: time.seconds, count: time.count });
    timesByStep.set(time.step, list);
  }
  const funnelSteps: FunnelStep[] = steps.map((step, position) => {
    const reached = reachedAt(step.index);
    const next = steps[position + 1];
    const reachedNext = next ? reachedAt(next.index) : completions;
    const times = timesByStep.get(step.index) ?? [];
    const timed = times.reduce((sum, entry) => sum + entry.count, 0);
    // Shown can never exceed reached: a visit is shown a step only on its way to its furthest one.
    const shown = Math.min(reached, timed);
    return {
      index: step.index,
      label: step.label,
      reached,
      shown,
      skipped: reached - shown,
      leftHere: Math.max(0, reached - reachedNext),
      shareOfStarts: starts === 0 ? 0 : reached / starts,
      medianSeconds: medianOfCounts(times),
    };
  });
  return {
    views,
    starts,
    completions,
    completionRate: starts === 0 ? 0 : completions / starts,
    steps: funnelSteps,
    medianCompletionSeconds: medianOfCounts(input.completionTimes),
  };
}

/** GET /api/reports/:shareId/funnel?version=all|N: the funnel of one published version. */
export interface FunnelReport {
  /** The version counted: the one asked for, or the live one for `all` (steps differ between versions). */
  version: number;
  funnel: Funnel;
  /** Completed responses of this version, with or without a recorded visit. */
  responses: number;
  /** Completed responses with no recorded visit (sent before progress was saved, or by API clients). */
  untrackedResponses: number;
}

/** One partial response: a visit that started and did not submit. */
export interface PartialResponse {
  visit_id: string;
  name: string | null;
  email: string | null;
  version: number;
  started_at: string;
  /** When its progress was last saved. */
  updated_at: string;
  /** The furthest respondent step reached, 1-based among the steps after the welcome page (0: welcome). */
  furthest_step: number;
  /** How many steps the version has after the welcome page. */
  step_count: number;
  answered: number;
}

/** GET /api/reports/:shareId/partials?version=&offset=&limit= */
export interface PartialResponsePage {
  items: PartialResponse[];
  total: number;
  nextOffset: number | null;
}

/**
 * The funnel's steps: every respondent step of the version's take plan after the welcome page, by
 * its index, named for the author. A step asked once per variant in turn (sequential monadic)
 * says which turn it is: respondents saw the variants in different orders.
 */
export function funnelStepsOf(plan: TakePlan): FunnelStepDefinition[] {
  return plan.steps.flatMap((step, index): FunnelStepDefinition[] => {
    switch (step.kind) {
      case 'welcome':
        return [];
      case 'question': {
        const text = step.question.text.trim() || 'Untitled question';
        const turn = step.media?.sequence
          ? ` (variant ${step.media.sequence.index} of ${step.media.sequence.total})`
          : '';
        return [{ index, label: `Q${step.questionNumber}. ${text}${turn}` }];
      }
      case 'media':
        return [{ index, label: step.pageTitle.trim() || 'Concept' }];
      case 'info':
        return [{ index, label: step.pageTitle.trim() || 'Information' }];
    }
  });
}
