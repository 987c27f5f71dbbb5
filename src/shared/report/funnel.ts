// The drop-off funnel and timing of one published version (issue 12 §4), computed from the few
// grouped rows the server reads (docs/decisions/023-partial-responses-and-funnel.md). Pure, so the
// analytics page, the exports and the property tests all see the same figures.

import { withTokensAsNames } from '../survey/piping.ts';
import type { TakePlan } from '../take/take-types.ts';

/** One respondent step after the welcome page, by its place in the version's take plan (1-based). */
export interface FunnelStepDefinition {
  /** Index in the take plan's steps (the welcome step is 0). */
  index: number;
  /** The take step's key ("question:q1", "media:p2"): the same step in another version has the same key. */
  key: string;
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
  /** Index in the take plan of the newest version counted that has the step. */
  index: number;
  /** The take step's key, the same in every version that has the step. */
  key: string;
  label: string;
  /** The versions counted that have this step, when some counted version does not; null otherwise. */
  versions: number[] | null;
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
      key: step.key,
      label: step.label,
      versions: null,
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

/** One published version's share of a funnel over several versions. */
export interface VersionFunnelInput {
  version: number;
  steps: FunnelStepDefinition[];
  visits: VisitGroup[];
  stepTimes: StepTimeCount[];
}

/**
 * The steps of several versions in one order: the newest version's steps as they are, and a step
 * only older versions have placed after the step it followed there (first when none did).
 */
function mergedStepOrder(versions: readonly VersionFunnelInput[]): string[] {
  const order: string[] = [];
  for (const entry of [...versions].sort((a, b) => b.version - a.version)) {
    let previous: string | null = null;
    for (const step of [...entry.steps].sort((a, b) => a.index - b.index)) {
      if (!order.includes(step.key))
        order.splice(previous === null ? 0 : order.indexOf(previous) + 1, 0, step.key);
      previous = step.key;
    }
  }
  return order;
}

/**
 * The funnel over every version counted ("All versions"): views, starts and completions add up;
 * each step adds up the visits of the versions that have it (matched by its take step key, so an
 * edited question is still one step) and says which versions those are when not all of them.
 * Over one version this is computeFunnel. A step missing from some versions can reach fewer
 * visits than a later one, which is why its versions are named.
 */
export function computeFunnelAcrossVersions(
  versions: readonly VersionFunnelInput[],
  completionTimes: ValueCount[],
): Funnel {
  const perVersion = versions.map((entry) => ({
    entry,
    funnel: computeFunnel({ ...entry, completionTimes: [] }),
  }));
  const views = perVersion.reduce((sum, { funnel }) => sum + funnel.views, 0);
  const starts = perVersion.reduce((sum, { funnel }) => sum + funnel.starts, 0);
  const completions = perVersion.reduce((sum, { funnel }) => sum + funnel.completions, 0);
  const counted = versions.map((entry) => entry.version).sort((a, b) => a - b);
  const steps = mergedStepOrder(versions).map((key): FunnelStep => {
    const having = perVersion
      .flatMap(({ entry, funnel }) => {
        const step = funnel.steps.find((candidate) => candidate.key === key);
        return step ? [{ entry, step }] : [];
      })
      .sort((a, b) => b.entry.version - a.entry.version);
    const newest = having[0]!.step;
    const add = (pick: (step: FunnelStep) => number) => having.reduce((sum, { step }) => sum + pick(step), 0);
    const reached = add((step) => step.reached);
    const times = having.flatMap(({ entry, step }) =>
      entry.stepTimes
        .filter((time) => time.step === step.index)
        .map((time) => ({ value: time.seconds, count: time.count })),
    );
    const versionsOfStep = having.map(({ entry }) => entry.version).sort((a, b) => a - b);
    return {
      index: newest.index,
      key,
      label: newest.label,
      versions: versionsOfStep.length === counted.length ? null : versionsOfStep,
      reached,
      shown: add((step) => step.shown),
      skipped: add((step) => step.skipped),
      leftHere: add((step) => step.leftHere),
      shareOfStarts: starts === 0 ? 0 : reached / starts,
      medianSeconds: medianOfCounts(times),
    };
  });
  return {
    views,
    starts,
    completions,
    completionRate: starts === 0 ? 0 : completions / starts,
    steps,
    medianCompletionSeconds: medianOfCounts(completionTimes),
  };
}

/** GET /api/reports/:shareId/funnel?version=all|N plus the report filter: the funnel of the versions asked for. */
export interface FunnelReport {
  /** The published versions counted, ascending: the one asked for, or every one for `all`; none before publishing. */
  versions: number[];
  funnel: Funnel;
  /** Completed responses of these versions (meeting the filter), with or without a recorded visit. */
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
        const text = withTokensAsNames(step.question.text).trim() || 'Untitled question';
        const turn = step.media?.sequence
          ? ` (variant ${step.media.sequence.index} of ${step.media.sequence.total})`
          : '';
        return [{ index, key: step.key, label: `Q${step.questionNumber}. ${text}${turn}` }];
      }
      case 'media':
        return [{ index, key: step.key, label: step.pageTitle.trim() || 'Concept' }];
      case 'info':
        return [{ index, key: step.key, label: step.pageTitle.trim() || 'Information' }];
    }
  });
}
