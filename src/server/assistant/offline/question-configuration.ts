import {
  addChoiceOption,
  changeResponseType,
  findQuestion,
  removeChoiceOption,
  updateChoiceOption,
  updateResponseOptions,
} from '#shared/survey/survey-operations.ts';
import type { ItemRef } from '#shared/survey/survey-operations.ts';
import { isChoiceType } from '#shared/survey/response-kinds.ts';
import { MAX_RANKING_OPTIONS, MAX_SCALE_POINTS } from '#shared/survey/survey-rules.ts';
import { setMatrixTexts } from '#shared/survey/survey-operations.ts';
import type { ChoiceOption, ResponseType, SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { QuestionFormat } from './command-parser.ts';
import { balancedLabels } from './scale-labels.ts';
import { typedAnswerWords } from './typed-answer-words.ts';

// Gives a question a response type, options and labels using only the editor's operations, so
// every rule the editor enforces (limits, sane ranges, at least one option) holds here too.

function choiceOptionsOf(doc: SurveyDocument, ref: ItemRef): ChoiceOption[] {
  const question = findQuestion(doc, ref);
  if (question === undefined) return [];
  if (question.response_type === 'RANKING') return question.response_options.options;
  if (!isChoiceType(question.response_type)) return [];
  return (question.response_options as { options: ChoiceOption[] }).options;
}

/** Makes a choice question's options read exactly `texts`, in order (existing ids are reused). */
export function setChoiceTexts(doc: SurveyDocument, ref: ItemRef, texts: readonly string[]): SurveyDocument {
  if (texts.length === 0) return doc;
  let next = doc;
  for (const [index, text] of texts.entries()) {
    let option = choiceOptionsOf(next, ref)[index];
    if (option === undefined) {
      next = addChoiceOption(next, ref);
      option = choiceOptionsOf(next, ref)[index];
      if (option === undefined) return doc;
    }
    next = updateChoiceOption(next, ref, option.id, text);
  }
  for (const surplus of choiceOptionsOf(next, ref).slice(texts.length)) {
    next = removeChoiceOption(next, ref, surplus.id);
  }
  return next;
}

/** Appends one option to a choice question. */
export function appendChoice(doc: SurveyDocument, ref: ItemRef, text: string): SurveyDocument {
  const added = addChoiceOption(doc, ref);
  const options = choiceOptionsOf(added, ref);
  const option = options[options.length - 1];
  return option === undefined || added === doc ? doc : updateChoiceOption(added, ref, option.id, text);
}

/** The type a format really needs: more than MAX_SCALE_POINTS (11) points does not fit a number scale, so it slides. */
function effectiveType(format: QuestionFormat): ResponseType {
  const range = format.range;
  if (
    format.type === 'NUMBER_SELECT' &&
    range !== undefined &&
    Math.abs(range.max - range.min) + 1 > MAX_SCALE_POINTS
  ) {
    return 'SLIDER';
  }
  return format.type;
}

/**
 * Gives the question the format's type (keeping its wording), then the format's options, range
 * and, for scales and sliders, end labels that fit `questionText`.
 */
export function applyFormat(
  doc: SurveyDocument,
  ref: ItemRef,
  format: QuestionFormat,
  questionText: string,
): SurveyDocument {
  const before = findQuestion(doc, ref);
  if (before === undefined) return doc;
  const type = effectiveType(format);
  const typeChanged = before.response_type !== type;
  let next = changeResponseType(doc, ref, type);
  const labels = balancedLabels(questionText);
  const range =
    format.range === undefined
      ? undefined
      : {
          min: Math.min(format.range.min, format.range.max),
          max: Math.max(format.range.min, format.range.max),
        };
  switch (type) {
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX':
    case 'YES_NO':
      if (format.options !== undefined) next = setChoiceTexts(next, ref, format.options);
      if (format.allowMultiple !== undefined) {
        next = updateResponseOptions(next, ref, { allow_multiple: format.allowMultiple });
      }
      return next;
    case 'NUMBER_SELECT':
    case 'RATING':
      if (range !== undefined) next = updateResponseOptions(next, ref, { min: range.min, max: range.max });
      if (typeChanged || range !== undefined) {
        next = updateResponseOptions(next, ref, {
          min_label: labels.min,
          mid_label: labels.mid,
          max_label: labels.max,
        });
      }
      return next;
    case 'SLIDER': {
      const sliderRange = range ?? (typeChanged ? { min: 0, max: 100 } : undefined);
      if (sliderRange !== undefined) {
        next = updateResponseOptions(next, ref, { min: sliderRange.min, max: sliderRange.max, step: 1 });
      }
      if (typeChanged || range !== undefined) {
        next = updateResponseOptions(next, ref, {
          labels: { min: labels.min, mid: labels.mid, max: labels.max },
        });
      }
      return next;
    }
    case 'DROPDOWN':
      return format.options === undefined ? next : setChoiceTexts(next, ref, format.options);
    case 'RANKING':
      return format.options === undefined || format.options.length < 2
        ? next
        : setChoiceTexts(next, ref, format.options.slice(0, MAX_RANKING_OPTIONS));
    case 'MATRIX':
      if (format.rows !== undefined) next = setMatrixTexts(next, ref, 'row', format.rows);
      return format.columns === undefined ? next : setMatrixTexts(next, ref, 'column', format.columns);
    case 'NUMBER':
      return range === undefined
        ? next
        : updateResponseOptions(next, ref, { min: range.min, max: range.max });
    default:
      return next;
  }
}

/** "multiple choice", "a 1–10 scale", … for confirmations. */
export function describeFormat(doc: SurveyDocument, ref: ItemRef): string {
  const question = findQuestion(doc, ref);
  if (question === undefined) return 'question';
  switch (question.response_type) {
    case 'FREE_RESPONSE':
      return 'open text';
    case 'YES_NO':
      return 'yes/no';
    case 'MULTIPLE_CHOICE':
    case 'SINGLE_CHOICE':
    case 'CHECKBOX': {
      const options = question.response_options.options.map((option) => option.text).join(', ');
      const other = question.response_options.allow_other ? ', plus Other' : '';
      const kind = question.response_options.allow_multiple
        ? 'multiple choice, several answers'
        : 'multiple choice';
      return `${kind}: ${options}${other}`;
    }
    case 'NUMBER_SELECT':
    case 'RATING':
      return `a ${question.response_options.min}–${question.response_options.max} scale`;
    case 'SLIDER':
      return `a slider from ${question.response_options.min} to ${question.response_options.max}`;
    case 'DROPDOWN': {
      const options = question.response_options.options.map((option) => option.text).join(', ');
      return `a dropdown: ${options}`;
    }
    case 'RANKING':
      return `a ranking of ${question.response_options.options.map((option) => option.text).join(', ')}`;
    case 'MATRIX': {
      const rows = question.response_options.rows.map((row) => row.text).join(', ');
      const scale = question.response_options.columns.map((column) => column.text);
      return `a matrix rating ${rows} from ${scale[0] ?? ''} to ${scale.at(-1) ?? ''}`;
    }
    default: {
      const words = typedAnswerWords(question);
      return words === null ? 'question' : `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
    }
  }
}
