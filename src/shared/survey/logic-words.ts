import type {
  ConditionOperator,
  LogicCondition,
  LogicRule,
  LogicTarget,
  Page,
  QuestionItem,
  SurveyDocument,
} from './survey-schema.ts';
import { withTokensAsNames } from './piping.ts';
import { questionsOfPage } from './survey-logic.ts';

// Survey logic in plain words (issue 12): what the editor shows for a rule and what the publish
// check's messages quote. One wording for both.

const byPosition = <T extends { position: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.position - b.position);

/** How each operator reads after "the answer". */
export const OPERATOR_WORDS: Record<ConditionOperator, string> = {
  equals: 'is',
  not_equals: 'is not',
  at_least: 'is at least',
  at_most: 'is at most',
  contains: 'contains',
  answered: 'is answered',
  not_answered: 'is not answered',
};

/** How each operator reads after "the hidden field …". */
export const HIDDEN_OPERATOR_WORDS: Record<ConditionOperator, string> = {
  ...OPERATOR_WORDS,
  answered: 'is in the link',
  not_answered: 'is not in the link',
};

export const END_OF_SURVEY_WORDS = 'the end of the survey';

/** Where a question is, by id: its page, the page's 1-based number among all pages, the question. */
export function locateQuestion(
  document: SurveyDocument,
  questionId: string,
): { page: Page; pageNumber: number; question: QuestionItem } | null {
  const pages = byPosition(document.pages);
  for (const [index, page] of pages.entries())
    for (const question of questionsOfPage(page))
      if (question.id === questionId) return { page, pageNumber: index + 1, question };
  return null;
}

/** "page 3 ("Dogs")", or "page 3" when untitled; numbered among all pages as the editor shows them. */
export function pageWords(document: SurveyDocument, pageId: string): string | null {
  const pages = byPosition(document.pages);
  const index = pages.findIndex((page) => page.id === pageId);
  if (index < 0) return null;
  const title = pages[index]!.title.trim();
  return title === '' ? `page ${index + 1}` : `page ${index + 1} ("${title}")`;
}

/** The question as a phrase: its text in quotes, or "an untitled question". */
export function questionWords(question: QuestionItem): string {
  const text = withTokensAsNames(question.text).trim();
  return text === '' ? 'an untitled question' : `"${text}"`;
}

function valueWords(condition: LogicCondition, question: QuestionItem | undefined): string {
  const value = condition.value;
  if (value === undefined) return '…';
  if (question && typeof value === 'string' && 'options' in question.response_options) {
    const option = question.response_options.options.find((entry) => entry.id === value);
    if (option) return `"${option.text.trim()}"`;
    return 'an option that no longer exists';
  }
  return typeof value === 'number' ? String(value) : `"${value}"`;
}

/** "the answer to "Own a dog?" is "Yes"", "the hidden field "source" is "newsletter"". */
export function conditionWords(document: SurveyDocument, condition: LogicCondition): string {
  if (condition.source === 'hidden_field') {
    const words = HIDDEN_OPERATOR_WORDS[condition.operator];
    const subject = `the hidden field "${condition.field}"`;
    return condition.operator === 'answered' || condition.operator === 'not_answered'
      ? `${subject} ${words}`
      : `${subject} ${words} ${valueWords(condition, undefined)}`;
  }
  const located = locateQuestion(document, condition.question_id);
  const subject = located
    ? `the answer to ${questionWords(located.question)}`
    : 'the answer to a question that no longer exists';
  const words = OPERATOR_WORDS[condition.operator];
  return condition.operator === 'answered' || condition.operator === 'not_answered'
    ? `${subject} ${words}`
    : `${subject} ${words} ${valueWords(condition, located?.question)}`;
}

/** "go to page 3 ("Dogs")" or "skip to the end of the survey". */
export function targetWords(document: SurveyDocument, target: LogicTarget): string {
  if (target.type === 'end') return `skip to ${END_OF_SURVEY_WORDS}`;
  const page = document.pages.find((entry) => entry.id === target.page_id);
  if (page?.page_type === 'THANK_YOU') return `skip to ${END_OF_SURVEY_WORDS}`;
  return `go to ${pageWords(document, target.page_id) ?? 'a page that no longer exists'}`;
}

/** "If the answer to "Own a dog?" is "Yes", go to page 3 ("Dogs")." */
export function ruleWords(document: SurveyDocument, rule: LogicRule): string {
  return `If ${conditionWords(document, rule.condition)}, ${targetWords(document, rule.go_to)}.`;
}

/** "Shown only if the hidden field "source" is "newsletter"." */
export function displayConditionWords(document: SurveyDocument, condition: LogicCondition): string {
  return `Shown only if ${conditionWords(document, condition)}.`;
}
