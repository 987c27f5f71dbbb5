import {
  UNKNOWN_QUESTION_MESSAGE,
  VARIANT_MISSING_MESSAGE,
  answerProblem,
  toSubmissionAnswers,
} from './answer-rules.ts';
import { answerKeyOf, buildTakePlan, questionStepsOf } from './take-steps.ts';
import type { AnswerDraft, SubmissionAnswer, ValidatedAnswer, VariantArrangement } from './take-types.ts';
import type { SurveyDocument } from '../survey/survey-schema.ts';

export type PartialAnswersCheck =
  { ok: true; answers: ValidatedAnswer[] } | { ok: false; field: string; message: string };

/**
 * The answers of a response in progress (issue 12 §3: saved at every step, before Submit), held
 * to the per-answer rules of a submission (answer-rules.ts: a question of the plan, asked about the
 * variant named, answered once, a valid value, normalised as a submission is) but not to the
 * completeness rules: a required question not answered yet is fine. Blank answers are dropped.
 */
export function validatePartialAnswers(
  document: SurveyDocument,
  answers: readonly SubmissionAnswer[],
  arrangement?: VariantArrangement,
): PartialAnswersCheck {
  const plan = buildTakePlan(document, arrangement);
  const steps = new Map(questionStepsOf(plan).map((step) => [step.answerKey, step]));
  const askedPerVariant = new Set(
    [...steps.values()].filter((step) => step.variantId !== null).map((step) => step.question.id),
  );
  const drafts: Record<string, AnswerDraft> = {};
  for (const [index, answer] of answers.entries()) {
    const at = (field: string) => `answers[${index}].${field}`;
    const variantId = askedPerVariant.has(answer.question_id) ? (answer.media_item_id ?? null) : null;
    if (askedPerVariant.has(answer.question_id) && variantId === null)
      return { ok: false, field: at('media_item_id'), message: VARIANT_MISSING_MESSAGE };
    const answerKey = answerKeyOf(answer.question_id, variantId);
    const step = steps.get(answerKey);
    if (step === undefined) {
      const known = askedPerVariant.has(answer.question_id) || steps.has(answer.question_id);
      return known
        ? { ok: false, field: at('media_item_id'), message: 'Unknown media item' }
        : { ok: false, field: at('question_id'), message: UNKNOWN_QUESTION_MESSAGE };
    }
    if (answerKey in drafts)
      return { ok: false, field: at('question_id'), message: 'This question is answered more than once.' };
    if (answer.block_id !== undefined && answer.block_id !== step.blockId)
      return { ok: false, field: at('block_id'), message: 'This question is not in that block.' };
    if (
      answer.media_item_id !== undefined &&
      !(step.media?.items.some((item) => item.id === answer.media_item_id) ?? false)
    )
      return { ok: false, field: at('media_item_id'), message: 'Unknown media item' };
    const { question_id: _question, ...draft } = answer;
    const problem = answerProblem(step.question, draft);
    if (problem !== null) return { ok: false, field: at('value'), message: problem };
    drafts[answerKey] = draft;
  }
  const pageOf = new Map([...steps.values()].map((step) => [step.answerKey, step.pageId]));
  // Normalised exactly as a submission's answers are (trimmed text, de-duplicated choices, "Other").
  const normalised = toSubmissionAnswers(plan, drafts).map((answer): ValidatedAnswer => {
    const key = answerKeyOf(
      answer.question_id,
      askedPerVariant.has(answer.question_id) ? (answer.media_item_id ?? null) : null,
    );
    return {
      page_id: pageOf.get(key) ?? '',
      block_id: answer.block_id ?? '',
      question_id: answer.question_id,
      media_item_id: answer.media_item_id ?? drafts[key]?.media_item_id ?? null,
      text_value: answer.text_value ?? null,
      numeric_value: answer.numeric_value ?? null,
      choice_ids: answer.choice_ids ?? null,
      other_text: answer.other_text ?? null,
    };
  });
  return { ok: true, answers: normalised };
}
