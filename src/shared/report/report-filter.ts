import { z } from 'zod';
import { withTokensAsNames } from '../survey/piping.ts';
import { responseKind } from '../survey/response-kinds.ts';
import type { QuestionItem } from '../survey/survey-schema.ts';

// Filters and segments of the analytics page (issue 12 §6, docs/decisions/030-report-filters.md).
// One filter narrows every figure of the report, the participant picker and comparison, the answer
// lists and the exports to the responses that meet all of its conditions (AND). It lives in the
// page's URL, so a reload, back/forward or a shared link shows the same results, and the same
// search parameters are sent to every /api/reports route, which parses them with parseReportFilter.
//
// URL form (each condition one search parameter; repeatable):
//   a.<questionId>.is=<choiceId>     the answer picked this option
//   a.<questionId>.min=<number>      the answer is at least this number (rating, scale, slider)
//   a.<questionId>.max=<number>      the answer is at most this number
//   a.<questionId>.has=<text>        the answer's text (or its "Other" text) contains this, any case
//   h.<field>.is=<text>              the hidden field equals this
//   h.<field>.has=<text>             the hidden field contains this, any case
//   from=YYYY-MM-DD, to=YYYY-MM-DD   submitted on or after / on or before this day (UTC, inclusive)
//   completion=partial|all           partial responses, or both; absent = completed responses
// The version filter keeps its own `version` parameter (issue 10).

export const MAX_FILTER_CONDITIONS = 20;
export const MAX_FILTER_TEXT = 200;

export const completionFilters = ['completed', 'partial', 'all'] as const;
export type CompletionFilter = (typeof completionFilters)[number];

const idSchema = z.string().min(1, 'is empty').max(200, 'is too long');
const textSchema = z
  .string()
  .min(1, 'needs a value')
  .max(MAX_FILTER_TEXT, `is longer than ${MAX_FILTER_TEXT} characters`);

const answerConditionSchema = z.discriminatedUnion('op', [
  z.object({ on: z.literal('answer'), question: idSchema, op: z.literal('is'), value: textSchema }),
  z.object({ on: z.literal('answer'), question: idSchema, op: z.literal('has'), value: textSchema }),
  z.object({
    on: z.literal('answer'),
    question: idSchema,
    op: z.enum(['min', 'max']),
    value: z.number().finite(),
  }),
]);
const hiddenFieldConditionSchema = z.object({
  on: z.literal('hidden'),
  field: idSchema,
  op: z.enum(['is', 'has']),
  value: textSchema,
});
export const filterConditionSchema = z.discriminatedUnion('on', [
  answerConditionSchema,
  hiddenFieldConditionSchema,
]);
export type FilterCondition = z.infer<typeof filterConditionSchema>;
export type AnswerCondition = Extract<FilterCondition, { on: 'answer' }>;
export type HiddenFieldCondition = Extract<FilterCondition, { on: 'hidden' }>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = z
  .string()
  .regex(DAY, 'must be a date like 2026-11-01')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'is not a real date');

export const reportFilterSchema = z
  .object({
    conditions: z
      .array(filterConditionSchema)
      .max(MAX_FILTER_CONDITIONS, `can have at most ${MAX_FILTER_CONDITIONS} conditions`),
    from: daySchema.nullable(),
    to: daySchema.nullable(),
    completion: z.enum(completionFilters),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: 'the start date is after the end date',
    path: ['to'],
  });
export type ReportFilter = z.infer<typeof reportFilterSchema>;

export const EMPTY_FILTER: ReportFilter = { conditions: [], from: null, to: null, completion: 'completed' };

/** True when the filter narrows nothing (the report reads its running totals). */
export function isEmptyFilter(filter: ReportFilter): boolean {
  return filter.conditions.length === 0 && !filter.from && !filter.to && filter.completion === 'completed';
}

/** Search parameters that belong to the filter (everything else in the URL is left alone). */
export function isFilterParam(name: string): boolean {
  return (
    name.startsWith('a.') ||
    name.startsWith('h.') ||
    name === 'from' ||
    name === 'to' ||
    name === 'completion'
  );
}

/** The filter's search parameters in canonical order (conditions as given, then dates, completion). */
export function filterToParams(filter: ReportFilter): [string, string][] {
  const params: [string, string][] = filter.conditions.map((condition) => [
    filterToParamName(condition),
    String(condition.value),
  ]);
  if (filter.from) params.push(['from', filter.from]);
  if (filter.to) params.push(['to', filter.to]);
  if (filter.completion !== 'completed') params.push(['completion', filter.completion]);
  return params;
}

/** `a.q1.min=4&from=2026-11-01` (no leading `?`; '' for no filter). */
export function serializeReportFilter(filter: ReportFilter): string {
  return new URLSearchParams(filterToParams(filter)).toString();
}

export type FilterParseResult = { ok: true; filter: ReportFilter } | { ok: false; message: string };

/**
 * Reads the filter from a URL's search parameters, ignoring every parameter that isn't the
 * filter's. A parameter that is the filter's but malformed is an error naming it.
 */
export function parseReportFilter(params: URLSearchParams): FilterParseResult {
  const conditions: unknown[] = [];
  let from: string | null = null;
  let to: string | null = null;
  let completion: string = 'completed';
  for (const [name, value] of params) {
    if (!isFilterParam(name)) continue;
    if (name === 'from') from = value;
    else if (name === 'to') to = value;
    else if (name === 'completion') completion = value;
    else {
      const dot = name.lastIndexOf('.');
      const id = name.slice(2, dot);
      const op = name.slice(dot + 1);
      if (dot < 2 || id === '')
        return {
          ok: false,
          message: `Filter "${name}": expected a.<question>.<is|min|max|has> or h.<field>.<is|has>`,
        };
      if (name.startsWith('a.')) {
        if (op === 'min' || op === 'max') {
          const number = value.trim() === '' ? Number.NaN : Number(value);
          if (!Number.isFinite(number))
            return { ok: false, message: `Filter "${name}": "${value}" is not a number` };
          conditions.push({ on: 'answer', question: id, op, value: number });
        } else if (op === 'is' || op === 'has') conditions.push({ on: 'answer', question: id, op, value });
        else
          return {
            ok: false,
            message: `Filter "${name}": unknown comparison "${op}" (use is, min, max or has)`,
          };
      } else {
        if (op !== 'is' && op !== 'has')
          return { ok: false, message: `Filter "${name}": unknown comparison "${op}" (use is or has)` };
        conditions.push({ on: 'hidden', field: id, op, value });
      }
    }
  }
  const parsed = reportFilterSchema.safeParse({ conditions, from, to, completion });
  if (parsed.success) return { ok: true, filter: parsed.data };
  const issue = parsed.error.issues[0]!;
  const [first, index] = issue.path;
  const what =
    first === 'conditions' && typeof index === 'number'
      ? `"${filterToParamName(conditions[index] as FilterCondition)}"`
      : first === 'conditions'
        ? 'conditions'
        : `"${String(first)}"`;
  return { ok: false, message: `Filter ${what}: ${issue.message}` };
}

function filterToParamName(condition: FilterCondition): string {
  return condition.on === 'answer'
    ? `a.${condition.question}.${condition.op}`
    : `h.${condition.field}.${condition.op}`;
}

/** Replaces the filter's parameters of `params` with `filter`'s, keeping every other parameter. */
export function withReportFilter(params: URLSearchParams, filter: ReportFilter): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) if (!isFilterParam(name)) next.append(name, value);
  for (const [name, value] of filterToParams(filter)) next.append(name, value);
  return next;
}

/** Which conditions a question's answers can be filtered by. */
export function filterOpsFor(
  question: Pick<QuestionItem, 'response_type' | 'response_options'>,
): AnswerCondition['op'][] {
  const kind = responseKind(question.response_type);
  if (kind === 'choice') {
    const options = question.response_options;
    return 'allow_other' in options && options.allow_other ? ['is', 'has'] : ['is'];
  }
  if (kind === 'number') return ['min', 'max'];
  if (kind === 'text') return ['has'];
  return [];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "1 Nov" (this year), "1 Nov 2025" otherwise. */
export function formatFilterDay(day: string, now: Date = new Date()): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const short = `${date} ${MONTHS[month - 1]}`;
  return year === now.getUTCFullYear() ? short : `${short} ${year}`;
}

const NUMBER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** What a chip says for one condition: "Plan is Pro", "Rating ≥ 4", "Feedback contains “slow”". */
export function describeCondition(
  condition: FilterCondition,
  questions: ReadonlyMap<string, QuestionItem>,
): string {
  if (condition.on === 'hidden')
    return condition.op === 'is'
      ? `${condition.field} is ${condition.value}`
      : `${condition.field} contains “${condition.value}”`;
  const question = questions.get(condition.question);
  const title = shortTitle(withTokensAsNames(question?.text ?? '') || 'Removed question');
  if (condition.op === 'min') return `${title} ≥ ${NUMBER_FORMAT.format(condition.value)}`;
  if (condition.op === 'max') return `${title} ≤ ${NUMBER_FORMAT.format(condition.value)}`;
  if (condition.op === 'has') return `${title} contains “${condition.value}”`;
  const options = question && 'options' in question.response_options ? question.response_options.options : [];
  const option = options.find((entry) => entry.id === condition.value);
  return `${title} is ${option?.text || condition.value}`;
}

function shortTitle(text: string): string {
  const trimmed = text.trim().replace(/[?:.]+$/, '');
  return trimmed.length > 40 ? `${trimmed.slice(0, 39).trimEnd()}…` : trimmed;
}

/** The chips of the dates and completion, in order. */
export function describeScope(
  filter: ReportFilter,
  now: Date = new Date(),
): { key: 'from' | 'to' | 'completion'; label: string }[] {
  const chips: { key: 'from' | 'to' | 'completion'; label: string }[] = [];
  if (filter.from) chips.push({ key: 'from', label: `From ${formatFilterDay(filter.from, now)}` });
  if (filter.to) chips.push({ key: 'to', label: `To ${formatFilterDay(filter.to, now)}` });
  if (filter.completion === 'partial') chips.push({ key: 'completion', label: 'Partial responses' });
  if (filter.completion === 'all') chips.push({ key: 'completion', label: 'Completed and partial' });
  return chips;
}

/** The first instant after `day` ends (UTC): a `to` day is inclusive. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}
