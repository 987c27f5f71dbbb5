import type { PublishProblem } from './publish-checks.ts';
import type { LogicCondition, Page, QuestionItem, SurveyDocument } from './survey-schema.ts';
import {
  HIDDEN_FIELD_OPERATORS,
  conditionOperatorsFor,
  hiddenFieldsOf,
  operatorNeedsValue,
  questionsOfPage,
  rulesOf,
} from './survey-logic.ts';
import { hasStrayBraces, pipeTokensOf } from './piping.ts';
import { OPERATOR_WORDS, pageWords, questionWords, ruleWords } from './logic-words.ts';
import { responseKind } from './response-kinds.ts';

// The publish checks for survey logic, hidden fields and piping (issue 12, docs/decisions/028).
// Drafts may hold any of this while the author works (a rule left pointing at a deleted page, say);
// publishing refuses it with a sentence saying what to fix, so no rule is ever silently ignored.

const byPosition = <T extends { position: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.position - b.position);

interface QuestionPlace {
  question: QuestionItem;
  page: Page;
  /** Index among all pages by position. */
  pageIndex: number;
}

/** Why a condition cannot be used where it is, or null when it can. */
function conditionProblem(
  document: SurveyDocument,
  condition: LogicCondition,
  places: ReadonlyMap<string, QuestionPlace>,
  /** Questions on pages up to here may be tested (a display condition: pages before its own). */
  latestPageIndex: number,
): string | null {
  if (condition.source === 'hidden_field') {
    if (!hiddenFieldsOf(document).includes(condition.field))
      return `tests the hidden field "${condition.field}", which this survey does not declare: add it under Hidden fields or change the condition`;
    if (!HIDDEN_FIELD_OPERATORS.includes(condition.operator))
      return `cannot test a hidden field with "${OPERATOR_WORDS[condition.operator]}"`;
    if (operatorNeedsValue(condition.operator) && String(condition.value ?? '').trim() === '')
      return 'has no value to compare the hidden field with';
    return null;
  }
  const place = places.get(condition.question_id);
  if (!place) return 'tests a question that no longer exists: choose another question or remove it';
  if (place.page.page_type !== 'STANDARD' || place.pageIndex > latestPageIndex)
    return `tests ${questionWords(place.question)}, which is not asked before it: test an earlier question`;
  const operators = conditionOperatorsFor(place.question);
  if (!operators.includes(condition.operator))
    return `cannot test ${questionWords(place.question)} with "${OPERATOR_WORDS[condition.operator]}"`;
  if (!operatorNeedsValue(condition.operator)) return null;
  const value = condition.value;
  switch (responseKind(place.question.response_type)) {
    case 'choice': {
      const options =
        'options' in place.question.response_options ? place.question.response_options.options : [];
      if (value === undefined || value === '') return 'has no option chosen';
      if (!options.some((option) => option.id === value))
        return `compares ${questionWords(place.question)} with an option that no longer exists: choose another option`;
      return null;
    }
    case 'number':
      return typeof value === 'number' ? null : 'has no number to compare with';
    default:
      return typeof value === 'string' && value.trim() !== '' ? null : 'has no text to look for';
  }
}

function checkReferenceNames(
  document: SurveyDocument,
  places: ReadonlyMap<string, QuestionPlace>,
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const seen = new Set<string>(hiddenFieldsOf(document));
  const hiddenSeen = new Set<string>();
  for (const field of hiddenFieldsOf(document)) {
    if (hiddenSeen.has(field))
      problems.push({
        code: 'duplicate_reference_name',
        message: `The hidden field "${field}" is declared twice: remove one.`,
        location: {},
      });
    hiddenSeen.add(field);
  }
  for (const { question, page } of places.values()) {
    if (!question.key) continue;
    if (seen.has(question.key))
      problems.push({
        code: 'duplicate_reference_name',
        message: `The name "${question.key}" of ${questionWords(question)} is already used by another question or hidden field: give it another name.`,
        location: { pageId: page.id, questionId: question.id },
      });
    seen.add(question.key);
  }
  return problems;
}

function checkPiping(document: SurveyDocument, places: ReadonlyMap<string, QuestionPlace>): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const hidden = new Set(hiddenFieldsOf(document));
  const keyed = new Map<string, QuestionPlace>();
  for (const place of places.values()) if (place.question.key) keyed.set(place.question.key, place);
  const pages = byPosition(document.pages);
  const check = (text: string, where: string, pageIndex: number, location: PublishProblem['location']) => {
    if (hasStrayBraces(text))
      problems.push({
        code: 'piping_invalid',
        message: `${where} has "{{" or "}}" that is not a complete {{name}}: close it or remove the braces.`,
        location,
      });
    for (const token of pipeTokensOf(text)) {
      if (hidden.has(token.name)) continue;
      const place = keyed.get(token.name);
      if (!place) {
        problems.push({
          code: 'piping_invalid',
          message: `${where} shows ${token.raw}, but no question or hidden field is named "${token.name}": pick a name from the list or remove it.`,
          location,
        });
      } else if (place.page.page_type !== 'STANDARD' || place.pageIndex >= pageIndex) {
        problems.push({
          code: 'piping_invalid',
          message: `${where} shows ${token.raw}, the answer to ${questionWords(place.question)}, which is not given yet there: show it on a later page.`,
          location,
        });
      }
    }
  };
  pages.forEach((page, pageIndex) => {
    const name = pageWords(document, page.id) ?? 'A page';
    const Name = name.charAt(0).toUpperCase() + name.slice(1);
    // The thank-you page comes after every question; the welcome page before all of them.
    const textIndex = page.page_type === 'THANK_YOU' ? pages.length : pageIndex;
    check(page.title, `The title of ${name}`, textIndex, { pageId: page.id });
    check(page.description, `The description of ${name}`, textIndex, { pageId: page.id });
    for (const question of questionsOfPage(page)) {
      const location = { pageId: page.id, questionId: question.id };
      check(question.text, `${Name}: the question ${questionWords(question)}`, pageIndex, location);
      check(
        question.description,
        `${Name}: the description of ${questionWords(question)}`,
        pageIndex,
        location,
      );
    }
  });
  return problems;
}

/** Every logic, hidden-field and piping problem, in reading order. */
export function findLogicProblems(document: SurveyDocument): PublishProblem[] {
  const pages = byPosition(document.pages);
  const places = new Map<string, QuestionPlace>();
  pages.forEach((page, pageIndex) => {
    for (const question of questionsOfPage(page)) places.set(question.id, { question, page, pageIndex });
  });
  const problems: PublishProblem[] = [...checkReferenceNames(document, places)];
  pages.forEach((page, pageIndex) => {
    const name = pageWords(document, page.id) ?? 'this page';
    if (page.display_condition) {
      const problem =
        page.page_type === 'STANDARD'
          ? conditionProblem(document, page.display_condition, places, pageIndex - 1)
          : 'is on a welcome or thank-you page, which is always shown: remove it';
      if (problem)
        problems.push({
          code: 'logic_condition_invalid',
          message: `The display condition of ${name} ${problem}.`,
          location: { pageId: page.id },
        });
    }
    for (const question of questionsOfPage(page))
      for (const rule of rulesOf(question)) {
        const location = { pageId: page.id, questionId: question.id };
        const subject = `The rule "${ruleWords(document, rule)}" on ${questionWords(question)}`;
        if (page.page_type !== 'STANDARD') {
          problems.push({
            code: 'logic_condition_invalid',
            message: `${subject} is on a page respondents never answer: remove it.`,
            location,
          });
          continue;
        }
        const condition = conditionProblem(document, rule.condition, places, pageIndex);
        if (condition)
          problems.push({ code: 'logic_condition_invalid', message: `${subject} ${condition}.`, location });
        if (rule.go_to.type === 'end') continue;
        const targetId = rule.go_to.page_id;
        const targetIndex = pages.findIndex((entry) => entry.id === targetId);
        if (targetIndex < 0) {
          problems.push({
            code: 'logic_target_missing',
            message: `A rule on ${questionWords(question)} goes to a page that no longer exists: choose another page or remove the rule.`,
            location,
          });
        } else if (pages[targetIndex]!.page_type !== 'THANK_YOU' && targetIndex <= pageIndex) {
          problems.push({
            code: 'logic_loop',
            message: `${subject} goes back to ${pageWords(document, targetId)}, which would loop: rules can only skip ahead to a later page or the end.`,
            location,
          });
        }
      }
  });
  problems.push(...checkPiping(document, places));
  return problems;
}
