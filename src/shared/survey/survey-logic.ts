import { responseKind, type ResponseKind } from './response-kinds.ts';
import type {
  ConditionOperator,
  LogicCondition,
  LogicRule,
  LogicTarget,
  Page,
  QuestionItem,
  SurveyDocument,
} from './survey-schema.ts';
import type { AnswerDraft } from '../take/take-types.ts';

// Branching and skip logic (issue 12, docs/decisions/028): conditions
// on earlier answers and hidden fields, and the path a respondent takes through the pages. One
// home for both sides: the respondent flow walks this path, the server validates a submission
// against the path its answers imply, the publish check refuses rules this walk would ignore.
//
// The walk only ever moves forward: a rule whose target is not a later page is ignored here (and
// refused by the publish check), so every path visits each page at most once and ends on the
// thank-you page. Conditions only see answers to questions on pages already on the path, so the
// path up to a page depends only on what was answered before it.

/** The choice id that stands for "Other" (answer-rules.ts OTHER_CHOICE_ID; same value). */
const OTHER_ID = '__other__';

/** Hidden field values are capped at this length when read from the link and when stored. */
export const HIDDEN_FIELD_VALUE_MAX = 200;

/**
 * What a condition reads from an answer, by the answer's kind. A new response type plugs in by its
 * kind (response-kinds.ts); a type without one can still be tested for answered / not answered.
 */
export type ConditionValue =
  { kind: 'choice'; ids: string[] } | { kind: 'number'; value: number } | { kind: 'text'; text: string };

type Reader = (draft: AnswerDraft) => ConditionValue | null;

const readers: Partial<Record<ResponseKind, Reader>> = {
  choice: (draft) => {
    const other = (draft.other_text?.trim() ?? '') !== '';
    const ids = [...new Set(draft.choice_ids ?? [])].filter((id) => id !== OTHER_ID || other);
    return ids.length > 0 ? { kind: 'choice', ids } : null;
  },
  number: (draft) =>
    typeof draft.numeric_value === 'number' && Number.isFinite(draft.numeric_value)
      ? { kind: 'number', value: draft.numeric_value }
      : null,
  text: (draft) => {
    const text = draft.text_value?.trim() ?? '';
    return text === '' ? null : { kind: 'text', text };
  },
};

/** Whether a draft of a type this build cannot read carries anything at all. */
function carriesAnything(draft: AnswerDraft): boolean {
  return (
    (draft.text_value?.trim() ?? '') !== '' ||
    typeof draft.numeric_value === 'number' ||
    (draft.choice_ids?.length ?? 0) > 0
  );
}

/** The operators a condition on this question may use, in the order the editor offers them. */
export function conditionOperatorsFor(question: Pick<QuestionItem, 'response_type'>): ConditionOperator[] {
  switch (responseKind(question.response_type)) {
    case 'choice':
      return ['equals', 'not_equals', 'answered', 'not_answered'];
    case 'number':
      return ['equals', 'at_least', 'at_most', 'answered', 'not_answered'];
    case 'text':
      return ['contains', 'answered', 'not_answered'];
    default:
      // A kind without a reader here (ranking, matrix, consent, a newer type): answered or not.
      return ['answered', 'not_answered'];
  }
}

/** The operators a condition on a hidden field may use. */
export const HIDDEN_FIELD_OPERATORS: readonly ConditionOperator[] = [
  'equals',
  'not_equals',
  'contains',
  'answered',
  'not_answered',
];

/** Whether the operator compares with a value (all but answered / not answered). */
export function operatorNeedsValue(operator: ConditionOperator): boolean {
  return operator !== 'answered' && operator !== 'not_answered';
}

/** What the respondent has given, by answer key (question id, or "questionId@variantId"). */
export type AnswersByKey = Readonly<Record<string, AnswerDraft | undefined>>;

export interface LogicInputs {
  answers: AnswersByKey;
  /** Hidden field values read from the link (declared keys only). */
  hidden: Readonly<Record<string, string>>;
}

/** The drafts given for one question: one, or one per variant for a question asked per variant. */
export function draftsOf(answers: AnswersByKey, questionId: string): AnswerDraft[] {
  const prefix = `${questionId}@`;
  return Object.entries(answers).flatMap(([key, draft]) =>
    draft && (key === questionId || key.startsWith(prefix)) ? [draft] : [],
  );
}

/** The condition-readable values of a question's answers (none when unanswered). */
export function conditionValuesOf(question: QuestionItem, drafts: readonly AnswerDraft[]): ConditionValue[] {
  const kind = responseKind(question.response_type);
  const reader = kind === null ? undefined : readers[kind];
  return reader ? drafts.flatMap((draft) => reader(draft) ?? []) : [];
}

const fold = (text: string) => text.trim().toLocaleLowerCase();

function compare(
  operator: ConditionOperator,
  value: ConditionValue,
  wanted: string | number | undefined,
): boolean {
  switch (operator) {
    case 'equals':
      if (value.kind === 'choice') return value.ids.includes(String(wanted));
      if (value.kind === 'number') return typeof wanted === 'number' && value.value === wanted;
      return fold(value.text) === fold(String(wanted ?? ''));
    case 'not_equals':
      return !compare('equals', value, wanted);
    case 'at_least':
      return value.kind === 'number' && typeof wanted === 'number' && value.value >= wanted;
    case 'at_most':
      return value.kind === 'number' && typeof wanted === 'number' && value.value <= wanted;
    case 'contains':
      if (value.kind !== 'text') return false;
      return fold(String(wanted ?? '')) !== '' && fold(value.text).includes(fold(String(wanted ?? '')));
    case 'answered':
    case 'not_answered':
      return true;
  }
}

/**
 * Whether a condition holds. Unanswered (or a hidden field not in the link): only "not answered"
 * and "not equals" hold ("the answer is not X"). A question asked once per variant holds when any
 * of its answers does (not equals: when none equals). Text compares ignore case and outer spaces.
 * `question` is the condition's question when it is one this path reached, else undefined.
 */
export function conditionHolds(
  condition: LogicCondition,
  question: QuestionItem | undefined,
  inputs: LogicInputs,
): boolean {
  let values: ConditionValue[];
  let answered: boolean;
  if (condition.source === 'hidden_field') {
    const text = inputs.hidden[condition.field]?.trim() ?? '';
    values = text === '' ? [] : [{ kind: 'text', text }];
    answered = values.length > 0;
  } else if (question === undefined) {
    values = [];
    answered = false;
  } else {
    const drafts = draftsOf(inputs.answers, question.id);
    values = conditionValuesOf(question, drafts);
    const kind = responseKind(question.response_type);
    answered = kind !== null && readers[kind] ? values.length > 0 : drafts.some(carriesAnything);
  }
  switch (condition.operator) {
    case 'answered':
      return answered;
    case 'not_answered':
      return !answered;
    case 'not_equals':
      return values.every((value) => compare('not_equals', value, condition.value));
    default:
      return values.some((value) => compare(condition.operator, value, condition.value));
  }
}

// ----- the document's structure -------------------------------------------------------------------

const byPosition = <T extends { position: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.position - b.position);

/** The questions of a page in the order they are asked. */
export function questionsOfPage(page: Page): QuestionItem[] {
  return byPosition(page.content_blocks).flatMap((block) =>
    block.type === 'QUESTION_SET' ? byPosition(block.items) : [],
  );
}

/** The pages a respondent can be on (standard pages) in document order. */
export function standardPagesOf(document: SurveyDocument): Page[] {
  return byPosition(document.pages).filter((page) => page.page_type === 'STANDARD');
}

/** A question's rules (none when absent). */
export function rulesOf(question: QuestionItem): LogicRule[] {
  return question.logic ?? [];
}

/** The hidden fields the survey declares (none when absent). */
export function hiddenFieldsOf(document: SurveyDocument): string[] {
  return document.hidden_fields ?? [];
}

// ----- the path -----------------------------------------------------------------------------------

export interface SurveyPath {
  /** The standard pages shown, in order; never one twice. */
  pageIds: string[];
  /** Questions on the pages shown: the only ones that may be answered. */
  reachedQuestionIds: Set<string>;
}

/** Where a target leads from the page at `fromIndex`: a later standard page's index, the end, or null (ignored). */
function targetIndex(
  target: LogicTarget,
  fromIndex: number,
  pages: readonly Page[],
  thankYouIds: ReadonlySet<string>,
): number | 'end' | null {
  if (target.type === 'end') return 'end';
  if (thankYouIds.has(target.page_id)) return 'end';
  const index = pages.findIndex((page) => page.id === target.page_id);
  return index > fromIndex ? index : null;
}

/**
 * The path through the survey for these answers and hidden fields: standard pages in order,
 * skipping a page whose display condition does not hold, and after each page following the first
 * rule (of its questions, in order) whose condition holds. Rules that do not lead forward are
 * ignored, so the walk always ends (at the thank-you page) without revisiting a page.
 */
export function surveyPath(document: SurveyDocument, inputs: LogicInputs): SurveyPath {
  const pages = standardPagesOf(document);
  const thankYouIds = new Set(
    document.pages.filter((page) => page.page_type === 'THANK_YOU').map((page) => page.id),
  );
  const reached = new Map<string, QuestionItem>();
  const pageIds: string[] = [];
  const holds = (condition: LogicCondition) =>
    conditionHolds(
      condition,
      condition.source === 'question' ? reached.get(condition.question_id) : undefined,
      inputs,
    );
  let index = 0;
  while (index < pages.length) {
    const page = pages[index]!;
    if (page.display_condition && !holds(page.display_condition)) {
      index += 1;
      continue;
    }
    pageIds.push(page.id);
    const questions = questionsOfPage(page);
    for (const question of questions) reached.set(question.id, question);
    let next: number | 'end' = index + 1;
    search: for (const question of questions)
      for (const rule of rulesOf(question)) {
        if (!holds(rule.condition)) continue;
        const target = targetIndex(rule.go_to, index, pages, thankYouIds);
        if (target === null) continue;
        next = target;
        break search;
      }
    if (next === 'end') break;
    index = next;
  }
  return { pageIds, reachedQuestionIds: new Set(reached.keys()) };
}
