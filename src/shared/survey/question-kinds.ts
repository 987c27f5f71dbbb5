import { isChoiceType, scaleResponseTypes } from './response-kinds.ts';
import type { ChoiceResponseType } from './response-kinds.ts';
import type { QuestionItem } from './survey-schema.ts';

// Question-level forms of the response-kinds decision: they narrow a question to the variant of the
// union whose response_options fit, so code that reads those options needs no switch of its own.
// (Kept apart from response-kinds.ts because the survey schema imports that file.)

export type ScaleResponseType = (typeof scaleResponseTypes)[number];

export type ChoiceQuestion = Extract<QuestionItem, { response_type: ChoiceResponseType }>;
export type ScaleQuestion = Extract<QuestionItem, { response_type: ScaleResponseType }>;
export type SliderQuestion = Extract<QuestionItem, { response_type: 'SLIDER' }>;

export type RankingQuestion = Extract<QuestionItem, { response_type: 'RANKING' }>;
export type MatrixQuestion = Extract<QuestionItem, { response_type: 'MATRIX' }>;

export function isRankingQuestion(question: QuestionItem): question is RankingQuestion {
  return question.response_type === 'RANKING';
}

export function isMatrixQuestion(question: QuestionItem): question is MatrixQuestion {
  return question.response_type === 'MATRIX';
}

export function isChoiceQuestion(question: QuestionItem): question is ChoiceQuestion {
  return isChoiceType(question.response_type);
}

/** Number select and rating: a whole number on a points scale. */
export function isScaleQuestion(question: QuestionItem): question is ScaleQuestion {
  return (scaleResponseTypes as readonly string[]).includes(question.response_type);
}

export function isSliderQuestion(question: QuestionItem): question is SliderQuestion {
  return question.response_type === 'SLIDER';
}

// ----- issue 12: NPS, dropdown, date, e-mail, phone, number, consent --------------------------------

export type NpsQuestion = Extract<QuestionItem, { response_type: 'NPS' }>;
export type DateQuestion = Extract<QuestionItem, { response_type: 'DATE' }>;
export type ContactQuestion = Extract<QuestionItem, { response_type: 'EMAIL' | 'PHONE' }>;
export type NumberQuestion = Extract<QuestionItem, { response_type: 'NUMBER' }>;
export type ConsentQuestion = Extract<QuestionItem, { response_type: 'CONSENT' }>;

/** Net Promoter Score: a whole number 0–10. */
export function isNpsQuestion(question: QuestionItem): question is NpsQuestion {
  return question.response_type === 'NPS';
}

export function isDateQuestion(question: QuestionItem): question is DateQuestion {
  return question.response_type === 'DATE';
}

/** E-mail and phone: text checked against a format. */
export function isContactQuestion(question: QuestionItem): question is ContactQuestion {
  return question.response_type === 'EMAIL' || question.response_type === 'PHONE';
}

/** A typed number, with optional bounds. */
export function isNumberQuestion(question: QuestionItem): question is NumberQuestion {
  return question.response_type === 'NUMBER';
}

export function isConsentQuestion(question: QuestionItem): question is ConsentQuestion {
  return question.response_type === 'CONSENT';
}
