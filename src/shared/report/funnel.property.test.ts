import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  computeFunnel,
  computeFunnelAcrossVersions,
  medianOfCounts,
  type FunnelInput,
  type StepTimeCount,
  type VisitGroup,
} from './funnel.ts';

// One visit as a respondent's browser leaves it: the furthest step, the steps actually shown (logic
// may jump over some), the seconds on each, and whether it started and submitted.
interface RawVisit {
  furthest: number;
  shown: Map<number, number>;
  started: boolean;
  completed: boolean;
  completionSeconds: number;
}

const STEP_COUNT = 6;

const visitArbitrary: fc.Arbitrary<RawVisit> = fc
  .record({
    furthest: fc.integer({ min: 0, max: STEP_COUNT }),
    skips: fc.array(fc.boolean(), { minLength: STEP_COUNT + 1, maxLength: STEP_COUNT + 1 }),
    seconds: fc.array(fc.integer({ min: 0, max: 600 }), {
      minLength: STEP_COUNT + 1,
      maxLength: STEP_COUNT + 1,
    }),
    answeredOnWelcome: fc.boolean(),
    completed: fc.boolean(),
    completionSeconds: fc.integer({ min: 1, max: 3600 }),
  })
  .map(({ furthest, skips, seconds, answeredOnWelcome, completed, completionSeconds }) => {
    const last = completed ? STEP_COUNT : furthest;
    const shown = new Map<number, number>();
    // The furthest step is always shown; logic may have jumped over earlier ones.
    for (let step = 1; step <= last; step++)
      if (step === last || !skips[step]) shown.set(step, seconds[step]!);
    return {
      furthest: last,
      shown,
      started: completed || last >= 1 || answeredOnWelcome,
      completed,
      completionSeconds,
    };
  });

/** What the server's GROUP BYs return for these visits. */
function grouped(visits: RawVisit[]): FunnelInput {
  const groups = new Map<string, VisitGroup>();
  const times = new Map<string, StepTimeCount>();
  const completion = new Map<number, number>();
  for (const visit of visits) {
    const key = `${visit.furthest}|${visit.started}|${visit.completed}`;
    const group = groups.get(key) ?? {
      furthestStep: visit.furthest,
      started: visit.started,
      completed: visit.completed,
      count: 0,
    };
    group.count++;
    groups.set(key, group);
    for (const [step, seconds] of visit.shown) {
      const time = times.get(`${step}|${seconds}`) ?? { step, seconds, count: 0 };
      time.count++;
      times.set(`${step}|${seconds}`, time);
    }
    if (visit.completed)
      completion.set(visit.completionSeconds, (completion.get(visit.completionSeconds) ?? 0) + 1);
  }
  return {
    steps: Array.from({ length: STEP_COUNT }, (_, index) => ({
      index: index + 1,
      key: `question:q${index + 1}`,
      label: `Step ${index + 1}`,
    })),
    visits: [...groups.values()],
    stepTimes: [...times.values()],
    completionTimes: [...completion].map(([value, count]) => ({ value, count })),
  };
}

/** The median the slow, obvious way: sort every value, take the middle one (or the mean of two). */
function naiveMedian(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe('funnel', () => {
  test('counts never increase along the funnel and the completion rate is a share', () => {
    fc.assert(
      fc.property(fc.array(visitArbitrary, { maxLength: 80 }), (visits) => {
        const funnel = computeFunnel(grouped(visits));
        const chain = [
          funnel.views,
          funnel.starts,
          ...funnel.steps.map((step) => step.reached),
          funnel.completions,
        ];
        for (let index = 1; index < chain.length; index++)
          expect(chain[index]).toBeLessThanOrEqual(chain[index - 1]!);
        expect(funnel.completionRate).toBeGreaterThanOrEqual(0);
        expect(funnel.completionRate).toBeLessThanOrEqual(1);
        for (const step of funnel.steps) {
          expect(step.shown + step.skipped).toBe(step.reached);
          expect(step.shown).toBeGreaterThanOrEqual(0);
          expect(step.shareOfStarts).toBeGreaterThanOrEqual(0);
          expect(step.shareOfStarts).toBeLessThanOrEqual(1);
        }
        // Everyone who started and did not submit left at exactly one step (or on the welcome page).
        const left = funnel.steps.reduce((sum, step) => sum + step.leftHere, 0);
        const leftOnWelcome = visits.filter(
          (visit) => visit.started && !visit.completed && visit.furthest === 0,
        ).length;
        expect(left + leftOnWelcome).toBe(funnel.starts - funnel.completions);
      }),
    );
  });

  test('figures match a per-visit count, medians match a naive median', () => {
    fc.assert(
      fc.property(fc.array(visitArbitrary, { maxLength: 80 }), (visits) => {
        const funnel = computeFunnel(grouped(visits));
        expect(funnel.views).toBe(visits.length);
        expect(funnel.starts).toBe(visits.filter((visit) => visit.started).length);
        expect(funnel.completions).toBe(visits.filter((visit) => visit.completed).length);
        for (const step of funnel.steps) {
          const reached = visits.filter((visit) => visit.completed || visit.furthest >= step.index);
          const shown = visits.filter((visit) => visit.shown.has(step.index));
          expect(step.reached).toBe(reached.length);
          expect(step.shown).toBe(shown.length);
          expect(step.medianSeconds).toBe(naiveMedian(shown.map((visit) => visit.shown.get(step.index)!)));
        }
        expect(funnel.medianCompletionSeconds).toBe(
          naiveMedian(visits.filter((visit) => visit.completed).map((visit) => visit.completionSeconds)),
        );
      }),
    );
  });

  test('medianOfCounts equals the naive median of the expanded values', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ value: fc.integer({ min: -50, max: 50 }), count: fc.integer({ min: 0, max: 5 }) }),
          {
            maxLength: 30,
          },
        ),
        (entries) => {
          const expanded = entries.flatMap((entry) => Array<number>(entry.count).fill(entry.value));
          expect(medianOfCounts(entries)).toBe(naiveMedian(expanded));
        },
      ),
    );
  });

  test('a seeded example: 10 views, 8 starts, 5 complete, one step skipped by logic', () => {
    const funnel = computeFunnel({
      steps: [
        { index: 1, key: 'question:q1', label: 'Q1' },
        { index: 2, key: 'question:q2', label: 'Q2' },
        { index: 3, key: 'question:q3', label: 'Q3' },
      ],
      visits: [
        { furthestStep: 0, started: false, completed: false, count: 2 },
        { furthestStep: 1, started: true, completed: false, count: 2 },
        { furthestStep: 3, started: true, completed: false, count: 1 },
        { furthestStep: 3, started: true, completed: true, count: 5 },
      ],
      stepTimes: [
        { step: 1, seconds: 4, count: 8 },
        { step: 2, seconds: 10, count: 3 },
        { step: 3, seconds: 7, count: 6 },
      ],
      completionTimes: [
        { value: 30, count: 2 },
        { value: 50, count: 3 },
      ],
    });
    expect(funnel).toMatchObject({ views: 10, starts: 8, completions: 5, completionRate: 5 / 8 });
    expect(funnel.steps.map((step) => [step.reached, step.shown, step.skipped, step.leftHere])).toEqual([
      [8, 8, 0, 2],
      [6, 3, 3, 0],
      [6, 6, 0, 1],
    ]);
    expect(funnel.steps.map((step) => step.medianSeconds)).toEqual([4, 10, 7]);
    expect(funnel.medianCompletionSeconds).toBe(50);
  });

  test('over several versions ("All versions") the figures add up and each step pools the versions that have it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(visitArbitrary, { maxLength: 40 }), { minLength: 1, maxLength: 3 }),
        (visitsPerVersion) => {
          const inputs = visitsPerVersion.map((visits, position) => {
            const { steps, visits: groups, stepTimes } = grouped(visits);
            return { version: position + 1, steps, visits: groups, stepTimes };
          });
          const all = visitsPerVersion.flat();
          const completionTimes = grouped(all).completionTimes;
          const funnel = computeFunnelAcrossVersions(inputs, completionTimes);
          expect(funnel).toMatchObject({
            views: all.length,
            starts: all.filter((visit) => visit.started).length,
            completions: all.filter((visit) => visit.completed).length,
          });
          for (const step of funnel.steps) {
            const shown = all.filter((visit) => visit.shown.has(step.index));
            expect(step.versions).toBeNull();
            expect(step.reached).toBe(
              all.filter((visit) => visit.completed || visit.furthest >= step.index).length,
            );
            expect(step.medianSeconds).toBe(naiveMedian(shown.map((visit) => visit.shown.get(step.index)!)));
          }
          if (inputs.length === 1) expect(funnel).toEqual(computeFunnel({ ...inputs[0]!, completionTimes }));
        },
      ),
    );
  });

  test('a step that only some versions have is placed where it was asked and names those versions', () => {
    const visit = (furthestStep: number, completed = false) => ({
      furthestStep,
      started: true,
      completed,
      count: 1,
    });
    const funnel = computeFunnelAcrossVersions(
      [
        {
          version: 1,
          steps: [
            { index: 1, key: 'question:a', label: 'Q1. A' },
            { index: 2, key: 'question:old', label: 'Q2. Old' },
            { index: 3, key: 'question:b', label: 'Q3. B' },
          ],
          visits: [visit(2), visit(3, true)],
          stepTimes: [{ step: 3, seconds: 9, count: 1 }],
        },
        {
          version: 2,
          steps: [
            { index: 1, key: 'question:a', label: 'Q1. A (edited)' },
            { index: 2, key: 'question:b', label: 'Q2. B' },
          ],
          visits: [visit(1), visit(2, true), visit(2, true)],
          stepTimes: [
            { step: 2, seconds: 5, count: 1 },
            { step: 2, seconds: 7, count: 1 },
          ],
        },
      ],
      [],
    );
    expect(funnel.steps.map((step) => [step.label, step.versions, step.reached, step.medianSeconds])).toEqual(
      [
        ['Q1. A (edited)', null, 5, null],
        ['Q2. Old', [1], 2, null],
        ['Q2. B', null, 3, 7],
      ],
    );
    expect(funnel).toMatchObject({ views: 5, starts: 5, completions: 3 });
  });
});
