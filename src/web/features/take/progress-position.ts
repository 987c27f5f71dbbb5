import type { TakePlan } from '#shared/take/take-types.ts';

export interface ProgressPosition {
  /** The question the respondent is on (or last passed); null before the first question. */
  questionNumber: number | null;
  total: number;
  /** 0..1, for the bar. */
  fraction: number;
}

/**
 * Where the respondent is: a question step counts itself, a media or info step keeps the number
 * of the last question before it, the welcome step has none (the header shows the title).
 */
export function progressPosition(plan: TakePlan, stepIndex: number): ProgressPosition {
  const total = plan.questionCount;
  let questionNumber: number | null = null;
  for (let index = Math.min(stepIndex, plan.steps.length - 1); index >= 0; index--) {
    const step = plan.steps[index];
    if (step?.kind === 'question') {
      questionNumber = step.questionNumber;
      break;
    }
  }
  const fraction = total > 0 && questionNumber !== null ? Math.min(1, questionNumber / total) : 0;
  return { questionNumber, total, fraction };
}
