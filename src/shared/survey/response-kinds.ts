// Which response types collect picked options, a number or text: one decision for the schema, the
// answer rules, aggregation, the report, analytics and the assistant. A new response type is added
// to exactly one of these lists (the survey schema's responseTypes must list it too).

/** Answered by picking options (choice_ids, plus other_text when "Other" is allowed). */
export const choiceResponseTypes = [
  'MULTIPLE_CHOICE',
  'SINGLE_CHOICE',
  'YES_NO',
  'CHECKBOX',
  'DROPDOWN',
] as const;
/** Answered with a whole number on a points scale (numeric_value). */
export const scaleResponseTypes = ['NUMBER_SELECT', 'RATING'] as const;
/** Answered with a number (numeric_value): the scales and the slider. */
export const numberResponseTypes = [...scaleResponseTypes, 'SLIDER', 'NPS', 'NUMBER'] as const;
/** Answered with text (text_value). */
export const textResponseTypes = ['FREE_RESPONSE', 'DATE', 'EMAIL', 'PHONE'] as const;
/** Text answers checked against a format (an e-mail address, a phone number): contactOptionsSchema. */
export const contactResponseTypes = ['EMAIL', 'PHONE'] as const;
/** Ticked to agree (numeric_value 1); not ticking leaves the question unanswered. */
export const consentResponseTypes = ['CONSENT'] as const;
/** Answered by putting every option in order (choice_ids in rank order, first = rank 1). */
export const rankingResponseTypes = ['RANKING'] as const;
/** Answered with one column per row of a grid (choice_ids "rowId:columnId", one per answered row). */
export const matrixResponseTypes = ['MATRIX'] as const;

export type ChoiceResponseType = (typeof choiceResponseTypes)[number];
export type NumberResponseType = (typeof numberResponseTypes)[number];

export type ResponseKind = 'choice' | 'number' | 'text' | 'ranking' | 'matrix' | 'consent';

const includes = (list: readonly string[], type: string | undefined): boolean =>
  type !== undefined && list.includes(type);

/**
 * What an answer of this type carries, or null for a type this build does not know (a document
 * written by a newer version): callers decide how an unknown type degrades.
 */
export function responseKind(type: string | undefined): ResponseKind | null {
  if (includes(choiceResponseTypes, type)) return 'choice';
  if (includes(numberResponseTypes, type)) return 'number';
  if (includes(textResponseTypes, type)) return 'text';
  if (includes(rankingResponseTypes, type)) return 'ranking';
  if (includes(matrixResponseTypes, type)) return 'matrix';
  if (includes(consentResponseTypes, type)) return 'consent';
  return null;
}

export function isChoiceType(type: string | undefined): type is ChoiceResponseType {
  return includes(choiceResponseTypes, type);
}

export function isNumberType(type: string | undefined): type is NumberResponseType {
  return includes(numberResponseTypes, type);
}
