import type { TakePlan } from '#shared/take/take-types.ts';

export interface ProgressPosition {
  /** The number of the question on screen; null on a step that asks nothing (welcome, media, info). */
  questionNumber: number | null;
  total: number;
  /** 0..1, for the bar: the share of questions done. */
  fraction: number;
}

/**
 * Where the respondent is. Only steps that ask something are counted and numbered, so a media or
 * info step shows no "QUESTION n". The bar shows progress made, not the step reached: a question
 * is done once it is answered, or once the respondent has moved past it (an optional one skipped),
 * so a one-question survey starts with an empty bar and fills when it is answered.
 */
export function progressPosition(
  plan: TakePlan,
  stepIndex: number,
  /** By answer key (the question id, or "questionId@variantId" for a question asked per variant). */
  isAnswered: (answerKey: string) => boolean = () => false,
): ProgressPosition {
  const total = plan.questionCount;
  const current = plan.steps[Math.min(stepIndex, plan.steps.length - 1)];
  const questionNumber = current?.kind === 'question' ? current.questionNumber : null;
  let done = 0;
  plan.steps.forEach((step, index) => {
    if (step.kind !== 'question') return;
    if (index < stepIndex || isAnswered(step.answerKey)) done += 1;
  });
  const fraction = total > 0 ? Math.min(1, done / total) : 0;
  return { questionNumber, total, fraction };
}
