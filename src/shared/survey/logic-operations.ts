import type { LogicCondition, LogicRule, Page, QuestionItem, SurveyDocument } from './survey-schema.ts';
import { MAX_HIDDEN_FIELDS, MAX_RULES_PER_QUESTION } from './survey-schema.ts';
import { readReferenceName } from './normalize-logic.ts';

// The editor's pure operations on survey logic (issue 12): a question's key and rules, a page's
// display condition, the survey's hidden fields. Like survey-operations.ts: a new document, or
// the same one when nothing changes. References are not checked here (a rule may point at a page
// the author deletes later); the publish check reports them.

function mapQuestionById(
  doc: SurveyDocument,
  questionId: string,
  change: (question: QuestionItem) => QuestionItem,
): SurveyDocument {
  let changed = false;
  const pages = doc.pages.map((page) => {
    let pageChanged = false;
    const blocks = page.content_blocks.map((block) => {
      if (block.type !== 'QUESTION_SET') return block;
      let blockChanged = false;
      const items = block.items.map((item) => {
        if (item.id !== questionId) return item;
        const next = change(item);
        if (next !== item) blockChanged = true;
        return next;
      });
      if (!blockChanged) return block;
      pageChanged = true;
      return { ...block, items };
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, content_blocks: blocks };
  });
  return changed ? { ...doc, pages } : doc;
}

/** Names a question for piping; blank removes the name. Unusable names leave the document as it is. */
export function setQuestionKey(doc: SurveyDocument, questionId: string, key: string): SurveyDocument {
  const name = key.trim() === '' ? undefined : readReferenceName(key);
  if (key.trim() !== '' && name === undefined) return doc;
  return mapQuestionById(doc, questionId, (question) => {
    if (question.key === name) return question;
    const { key: _old, ...rest } = question;
    return (name === undefined ? rest : { ...rest, key: name }) as QuestionItem;
  });
}

/** Replaces a question's rules (at most MAX_RULES_PER_QUESTION); none removes the field. */
export function setQuestionRules(
  doc: SurveyDocument,
  questionId: string,
  rules: LogicRule[],
): SurveyDocument {
  return mapQuestionById(doc, questionId, (question) => {
    const { logic: _old, ...rest } = question;
    const kept = rules.slice(0, MAX_RULES_PER_QUESTION);
    return (kept.length === 0 ? rest : { ...rest, logic: kept }) as QuestionItem;
  });
}

/** Sets or (null) removes a page's display condition. */
export function setDisplayCondition(
  doc: SurveyDocument,
  pageId: string,
  condition: LogicCondition | null,
): SurveyDocument {
  if (!doc.pages.some((page) => page.id === pageId)) return doc;
  return {
    ...doc,
    pages: doc.pages.map((page): Page => {
      if (page.id !== pageId) return page;
      const { display_condition: _old, ...rest } = page;
      return condition === null ? rest : { ...rest, display_condition: condition };
    }),
  };
}

/** Replaces the declared hidden fields (names normalised, de-duplicated, at most MAX_HIDDEN_FIELDS). */
export function setHiddenFields(doc: SurveyDocument, names: readonly string[]): SurveyDocument {
  const clean = [
    ...new Set(names.map(readReferenceName).filter((name): name is string => name !== undefined)),
  ].slice(0, MAX_HIDDEN_FIELDS);
  const { hidden_fields: _old, ...rest } = doc;
  return clean.length === 0 ? rest : { ...rest, hidden_fields: clean };
}
