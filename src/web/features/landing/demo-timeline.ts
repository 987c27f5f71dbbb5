/**
 * The hero phone's demo loop (spec respondent §2 "Landing page"): each sample question enters at 0 ms,
 * the simulated respondent answers at 800 ms, it leaves at 4000 ms and the next one starts at 4450 ms.
 * Kept pure so the timing can be tested without timers or a DOM.
 */
export const DEMO_ENTER_MS = 0;
export const DEMO_INTERACT_MS = 800;
export const DEMO_EXIT_MS = 4000;
export const DEMO_NEXT_MS = 4450;
export const DEMO_QUESTION_COUNT = 3;
export const DEMO_LOOP_MS = DEMO_NEXT_MS * DEMO_QUESTION_COUNT;

export type DemoQuestionIndex = 0 | 1 | 2;
export type DemoPhase = 'enter' | 'interact' | 'exit';

export interface DemoState {
  questionIndex: DemoQuestionIndex;
  phase: DemoPhase;
}

function positionInLoop(elapsedMs: number): number {
  // Negative or non-finite input (a clock that went backwards) restarts the loop instead of breaking it.
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return 0;
  return elapsedMs % DEMO_LOOP_MS;
}

export function demoStateAt(elapsedMs: number): DemoState {
  const position = positionInLoop(elapsedMs);
  const questionIndex = Math.min(
    Math.floor(position / DEMO_NEXT_MS),
    DEMO_QUESTION_COUNT - 1,
  ) as DemoQuestionIndex;
  const withinQuestion = position - questionIndex * DEMO_NEXT_MS;
  const phase: DemoPhase =
    withinQuestion >= DEMO_EXIT_MS ? 'exit' : withinQuestion >= DEMO_INTERACT_MS ? 'interact' : 'enter';
  return { questionIndex, phase };
}

/** How long until the phase changes, so a timer chain only wakes up when there is something to show. */
export function msUntilNextPhase(elapsedMs: number): number {
  const withinQuestion = positionInLoop(elapsedMs) % DEMO_NEXT_MS;
  if (withinQuestion < DEMO_INTERACT_MS) return DEMO_INTERACT_MS - withinQuestion;
  if (withinQuestion < DEMO_EXIT_MS) return DEMO_EXIT_MS - withinQuestion;
  return DEMO_NEXT_MS - withinQuestion;
}
