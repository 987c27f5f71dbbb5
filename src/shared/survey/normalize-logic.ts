import { createId } from './ids.ts';
import {
  MAX_HIDDEN_FIELDS,
  MAX_RULES_PER_QUESTION,
  REFERENCE_NAME_PATTERN,
  logicConditionSchema,
  logicRuleSchema,
  type LogicCondition,
  type LogicRule,
} from './survey-schema.ts';

// normalizeSurvey's reading of the optional logic fields (issue 12, docs/decisions/028): a
// question's key and rules, a page's display condition, the survey's hidden fields. Lenient like
// the rest: loose spellings are read, entries that cannot be read are dropped (older documents
// have none of this and stay as they are). References are kept as given, even when they point at
// nothing: the publish check reports those, so a deleted page never silently disables a rule.

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A new rule id ("rule_…"). */
export function createRuleId(): string {
  return createId('temp').replace(/^temp_/, 'rule_');
}

/** "Favourite Colour" → "favourite_colour"; undefined when it cannot be a reference name. */
export function readReferenceName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return REFERENCE_NAME_PATTERN.test(name) ? name : undefined;
}

const OPERATOR_ALIASES: Record<string, string> = {
  is: 'equals',
  eq: 'equals',
  equal: 'equals',
  is_not: 'not_equals',
  neq: 'not_equals',
  not_equal: 'not_equals',
  gte: 'at_least',
  min: 'at_least',
  lte: 'at_most',
  max: 'at_most',
  includes: 'contains',
  is_answered: 'answered',
  is_not_answered: 'not_answered',
  unanswered: 'not_answered',
};

export function readCondition(value: unknown): LogicCondition | undefined {
  if (!isRecord(value)) return undefined;
  const operatorKey =
    typeof value.operator === 'string'
      ? value.operator
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : '';
  const operator = OPERATOR_ALIASES[operatorKey] ?? operatorKey;
  const field = readReferenceName(value.field ?? value.hidden_field);
  const source =
    value.source ?? (field !== undefined && value.question_id === undefined ? 'hidden_field' : 'question');
  const candidate =
    source === 'hidden_field'
      ? { source, field, operator, value: value.value }
      : {
          source: 'question',
          question_id: value.question_id ?? value.questionId,
          operator,
          value: value.value,
        };
  if (candidate.value === null || candidate.value === '') delete candidate.value;
  const parsed = logicConditionSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

function readRule(value: unknown, usedIds: Set<string>): LogicRule | undefined {
  if (!isRecord(value)) return undefined;
  const condition = readCondition(value.condition ?? value.when ?? value.if);
  const target = value.go_to ?? value.goTo ?? value.then;
  let goTo: unknown = target;
  if (target === 'end' || (isRecord(target) && target.type === 'end')) goTo = { type: 'end' };
  else if (typeof target === 'string') goTo = { type: 'page', page_id: target };
  else if (isRecord(target) && target.type === undefined && typeof target.page_id === 'string')
    goTo = { type: 'page', page_id: target.page_id };
  let id = typeof value.id === 'string' && value.id !== '' ? value.id : '';
  if (id === '' || usedIds.has(id)) id = createRuleId();
  const parsed = logicRuleSchema.safeParse({ id, condition, go_to: goTo });
  if (!parsed.success) return undefined;
  usedIds.add(id);
  return parsed.data;
}

/** A question's optional key and rules, ready to spread into it. */
export function readQuestionLogic(
  raw: Json,
  usedRuleIds: Set<string>,
): { key?: string; logic?: LogicRule[] } {
  const result: { key?: string; logic?: LogicRule[] } = {};
  const key = readReferenceName(raw.key);
  if (key !== undefined) result.key = key;
  if (Array.isArray(raw.logic)) {
    const rules = raw.logic
      .map((rule) => readRule(rule, usedRuleIds))
      .filter((rule): rule is LogicRule => rule !== undefined)
      .slice(0, MAX_RULES_PER_QUESTION);
    if (rules.length > 0) result.logic = rules;
  }
  return result;
}

/** A page's optional display condition, ready to spread into it. */
export function readPageLogic(raw: Json): { display_condition?: LogicCondition } {
  const condition = readCondition(raw.display_condition ?? raw.displayCondition);
  return condition ? { display_condition: condition } : {};
}

/** The survey's declared hidden fields (names or { key } entries), de-duplicated, ready to spread. */
export function readHiddenFieldList(raw: Json): { hidden_fields?: string[] } {
  const given = raw.hidden_fields ?? raw.hiddenFields;
  if (!Array.isArray(given)) return {};
  const names = given
    .map((entry) => readReferenceName(isRecord(entry) ? (entry.key ?? entry.name) : entry))
    .filter((name): name is string => name !== undefined);
  const unique = [...new Set(names)].slice(0, MAX_HIDDEN_FIELDS);
  return unique.length > 0 ? { hidden_fields: unique } : {};
}
