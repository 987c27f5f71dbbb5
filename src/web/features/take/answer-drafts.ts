import {
  OTHER_CHOICE_ID,
  choiceOptionsOf,
  choiceSettingsOf,
  numberSelectValues,
} from '#shared/take/answer-rules.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import type { AnswerDraft } from '#shared/take/take-types.ts';

// How the respondent's clicks and keys change an answer draft. Whether a draft counts as an answer,
// and whether it is valid, stays with the shared answer rules.

/** The draft without empty parts; undefined when nothing is left (the question is unanswered). */
export function tidyDraft(draft: AnswerDraft): AnswerDraft | undefined {
  const next: AnswerDraft = { ...draft };
  for (const key of Object.keys(next) as (keyof AnswerDraft)[]) {
    if (next[key] === undefined) delete next[key];
  }
  if (next.choice_ids !== undefined && next.choice_ids.length === 0) delete next.choice_ids;
  if (next.text_value === '') delete next.text_value;
  if (next.other_text !== undefined && !next.choice_ids?.includes(OTHER_CHOICE_ID)) delete next.other_text;
  if (next.numeric_value !== undefined && !Number.isFinite(next.numeric_value)) delete next.numeric_value;
  const hasValue =
    next.choice_ids !== undefined || next.text_value !== undefined || next.numeric_value !== undefined;
  return hasValue ? next : undefined;
}

export function chosenIds(draft: AnswerDraft | undefined): string[] {
  return draft?.choice_ids ?? [];
}

/**
 * A click on an option: single choice picks it, or clears it on a second click (respondent §5);
 * multiple choice toggles it in the list. Picking a single option drops "Other".
 */
export function toggleChoice(
  draft: AnswerDraft | undefined,
  optionId: string,
  multiple: boolean,
): AnswerDraft | undefined {
  const chosen = chosenIds(draft);
  if (multiple) {
    const next = chosen.includes(optionId) ? chosen.filter((id) => id !== optionId) : [...chosen, optionId];
    return tidyDraft({ ...draft, choice_ids: next });
  }
  if (chosen.includes(optionId)) return undefined;
  return tidyDraft({ choice_ids: [optionId] });
}

/**
 * The "Other" text changed: non-blank text selects "Other" (alone for single choice), blank text
 * removes it (respondent §5). The text is kept as typed; the shared rules trim it on submission.
 */
export function withOtherText(
  draft: AnswerDraft | undefined,
  text: string,
  multiple: boolean,
): AnswerDraft | undefined {
  const others = multiple ? chosenIds(draft).filter((id) => id !== OTHER_CHOICE_ID) : [];
  if (text.trim() === '') return tidyDraft({ ...draft, choice_ids: others, other_text: undefined });
  return tidyDraft({ ...draft, choice_ids: [...others, OTHER_CHOICE_ID], other_text: text });
}

/** "Other" closed: its choice and text go. */
export function withoutOther(draft: AnswerDraft | undefined): AnswerDraft | undefined {
  if (!draft) return undefined;
  return tidyDraft({
    ...draft,
    choice_ids: chosenIds(draft).filter((id) => id !== OTHER_CHOICE_ID),
    other_text: undefined,
  });
}

export function withNumber(value: number): AnswerDraft {
  return { numeric_value: value };
}

export function withText(text: string): AnswerDraft | undefined {
  return tidyDraft({ text_value: text });
}

/**
 * The draft after the respondent pressed digit key `index + 1` on this question: the nth option of
 * a choice question, the nth number of a number select or rating; null when the key means nothing
 * here (other types, no such option).
 */
export function draftForDigit(
  question: QuestionItem,
  draft: AnswerDraft | undefined,
  index: number,
): { draft: AnswerDraft | undefined } | null {
  switch (question.response_type) {
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'YES_NO':
    case 'CHECKBOX': {
      const option = choiceOptionsOf(question)[index];
      if (!option) return null;
      return { draft: toggleChoice(draft, option.id, choiceSettingsOf(question).allowMultiple) };
    }
    case 'NUMBER_SELECT':
    case 'RATING': {
      const value = numberSelectValues(question.response_options)[index];
      return value === undefined ? null : { draft: withNumber(value) };
    }
    default:
      return null;
  }
}

/**
 * The digit index (0-based) of a choice question's "Other" option: the key after its last option,
 * while that is still 1–9; null when there is no "Other" (yes/no never has one) or no key left.
 */
export function otherShortcutIndex(question: QuestionItem): number | null {
  if (question.response_type === 'YES_NO' || !choiceSettingsOf(question).allowOther) return null;
  const index = choiceOptionsOf(question).length;
  return index < 9 ? index : null;
}
