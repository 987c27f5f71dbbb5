import { sql, type SQL } from 'drizzle-orm';
import {
  dayAfter,
  filterOpsFor,
  isEmptyFilter,
  parseReportFilter,
  type FilterCondition,
  type ReportFilter,
} from '#shared/report/report-filter.ts';
import type { ReportPlan } from '#shared/report/version-plan.ts';
import { STAT_KIND, rankStatKey } from '../db/answer-stat-kinds.ts';
import type { Database } from '../db/client.ts';
import { likePattern } from '../db/like-pattern.ts';
import { rowsOf, toNumber } from '../db/rows.ts';
import { AppError } from '../errors.ts';
import type { AnswerStatKey } from '../respond/answer-stats.ts';
import { statCode, statCodeDecoder } from './stat-codes.ts';
import { hasMissingStatCodes, statCodesBackfillFor } from './stat-codes-backfill.ts';

// The server side of report filters (docs/decisions/030-report-filters.md): the filter of the
// request's search parameters, checked against the survey, turned into a condition on the
// submissions (alias `s`) with every value a bound parameter, and the running totals of decision
// 007 recomputed from the answers of the submissions that meet it.

/** The filter of a request URL; a malformed one is a 400 naming the parameter. */
export function filterOfRequest(url: string): ReportFilter {
  const parsed = parseReportFilter(new URL(url).searchParams);
  if (!parsed.ok) throw new AppError('bad_request', parsed.message);
  return parsed.filter;
}

/** A filter's conditions must name questions of the report and fit their kind (400 otherwise). */
export function checkFilterAgainstPlan(filter: ReportFilter, plan: ReportPlan): void {
  for (const condition of filter.conditions) {
    if (condition.on !== 'answer') continue;
    const questionPlan = plan.questions.get(condition.question);
    if (!questionPlan)
      throw new AppError('bad_request', `Filter: this survey has no question "${condition.question}".`);
    const shapes = [questionPlan.question, ...questionPlan.groups.map((group) => group.question)];
    if (!shapes.some((shape) => filterOpsFor(shape).includes(condition.op)))
      throw new AppError(
        'bad_request',
        `Filter: "${questionPlan.question.text || condition.question}" can't be filtered with "${condition.op}".`,
      );
    if (condition.op === 'is') {
      const known = shapes.some(
        (shape) =>
          'options' in shape.response_options &&
          shape.response_options.options.some((option) => option.id === condition.value),
      );
      if (!known)
        throw new AppError(
          'bad_request',
          `Filter: "${questionPlan.question.text || condition.question}" has no option "${condition.value}".`,
        );
    }
  }
}

// Completion (decision 030): the responses a filter reads are the completed submissions, the
// partial responses (visits started and not submitted, decision 023) or both. Both sources are
// read through the same columns, so every query below names `submissions`-shaped rows `s` and
// `answers`-shaped rows `a`, whatever the completion. A partial response's time is its last save.

const PARTIAL_RESPONSES = (surveyId: string) => sql`
  select v.id, v.survey_id, v.published_version, v.name, v.email, v.hidden_fields,
    v.updated_at as completed_at, v.started_at, true as partial
  from visits v where v.survey_id = ${surveyId} and v.submission_id is null and v.started_at is not null`;
const PARTIAL_ANSWERS = sql`
  select va.id, va.visit_id as submission_id, va.survey_id, va.question_id, va.media_item_id, va.text_value,
    va.numeric_value, va.choice_ids, va.other_text, va.created_at
  from visit_answers va`;

/** The responses the filter's completion covers, as rows shaped like `submissions` (alias them `s`). */
export function responsesSql(surveyId: string, filter: ReportFilter): SQL {
  if (filter.completion === 'completed') return sql`submissions`;
  if (filter.completion === 'partial') return sql`(${PARTIAL_RESPONSES(surveyId)})`;
  return sql`(select id, survey_id, published_version, name, email, hidden_fields, completed_at, started_at,
      false as partial from submissions where survey_id = ${surveyId}
    union all ${PARTIAL_RESPONSES(surveyId)})`;
}

/** Their answers, as rows shaped like `answers` (a partial's `submission_id` is its visit id). */
export function responseAnswersSql(filter: ReportFilter): SQL {
  if (filter.completion === 'completed') return sql`answers`;
  if (filter.completion === 'partial') return sql`(${PARTIAL_ANSWERS})`;
  return sql`(select id, submission_id, survey_id, question_id, media_item_id, text_value, numeric_value,
      choice_ids, other_text, created_at from answers
    union all ${PARTIAL_ANSWERS})`;
}

/**
 * Where a response's answers, date and hidden fields live: a completed response is a submission
 * (alias `s`), a partial one a visit that did not submit (alias `v`, decision 023).
 */
interface ResponseSource {
  answers: SQL;
  owner: SQL;
  row: SQL;
  /** When the response counts for a date range: submitted, or last saved for a partial one. */
  date: SQL;
  hiddenFields: SQL;
}

const SUBMISSIONS: ResponseSource = {
  answers: sql.raw('answers'),
  owner: sql.raw('f.submission_id'),
  row: sql.raw('s.id'),
  date: sql.raw('s.completed_at'),
  hiddenFields: sql.raw('s.hidden_fields'),
};

const PARTIAL_VISITS: ResponseSource = {
  answers: sql.raw('visit_answers'),
  owner: sql.raw('f.visit_id'),
  row: sql.raw('v.id'),
  date: sql.raw('v.updated_at'),
  hiddenFields: sql.raw('v.hidden_fields'),
};

/** One answer condition as an EXISTS over the response's answers (index: survey_id, question_id). */
function answerCondition(
  surveyId: string,
  condition: Extract<FilterCondition, { on: 'answer' }>,
  source: ResponseSource,
): SQL {
  const pattern = likePattern(String(condition.value));
  const match =
    condition.op === 'is'
      ? sql`f.choice_ids @> array[${condition.value}]::text[]`
      : condition.op === 'min'
        ? sql`f.numeric_value >= ${condition.value}`
        : condition.op === 'max'
          ? sql`f.numeric_value <= ${condition.value}`
          : sql`(f.text_value ilike ${pattern} or f.other_text ilike ${pattern})`;
  return sql`exists (select 1 from ${source.answers} f where f.survey_id = ${surveyId} and f.question_id = ${condition.question} and ${source.owner} = ${source.row} and ${match})`;
}

/** An answer condition read from the response's stat codes instead of its answers (null: it can't be). */
type CodeCondition = (condition: Extract<FilterCondition, { on: 'answer' }>) => SQL | null;

function responseFilterSql(
  surveyId: string,
  filter: ReportFilter,
  source: ResponseSource,
  byCodes?: CodeCondition,
): SQL {
  const parts: SQL[] = [];
  for (const condition of filter.conditions) {
    if (condition.on === 'answer')
      parts.push(byCodes?.(condition) ?? answerCondition(surveyId, condition, source));
    else
      parts.push(
        condition.op === 'is'
          ? sql`(${source.hiddenFields} ->> ${condition.field}) = ${condition.value}`
          : sql`(${source.hiddenFields} ->> ${condition.field}) ilike ${likePattern(condition.value)}`,
      );
  }
  if (filter.from) parts.push(sql`${source.date} >= ${`${filter.from}T00:00:00.000Z`}::timestamptz`);
  if (filter.to) parts.push(sql`${source.date} < ${dayAfter(filter.to)}::timestamptz`);
  if (parts.length === 0) return sql`true`;
  return sql`(${sql.join(parts, sql` and `)})`;
}

/**
 * The filter as one SQL condition on `s`, a row of responsesSql (AND of its parts); `true` for no
 * condition. Completion is not part of it: it picks the rows (responsesSql). Every value is bound.
 */
export function submissionFilterSql(surveyId: string, filter: ReportFilter): SQL {
  return responseFilterSql(
    surveyId,
    filter,
    filter.completion === 'completed' ? SUBMISSIONS : { ...SUBMISSIONS, answers: responseAnswersSql(filter) },
  );
}

/**
 * The filter's answer, hidden-field and date conditions on a partial response, `visits v` whose
 * submission_id is null: its saved answers so far, its last save for the dates.
 */
export function partialVisitFilterSql(surveyId: string, filter: ReportFilter): SQL {
  return responseFilterSql(surveyId, filter, PARTIAL_VISITS);
}

/**
 * A filter of completed responses made ready once per request (decision 034): when every
 * submission in scope has stat codes and the survey's keys have distinct codes, its choice and
 * number conditions read the submission's own codes (one row, no answer lookups), and the filtered
 * totals count codes. Otherwise (`decoder` null) it is decision 030's exact condition.
 */
export interface PreparedFilter {
  filter: ReportFilter;
  /** The condition on `s`, as submissionFilterSql. */
  where: SQL;
  /** Code → key over every version in scope; null: count the answers instead. */
  decoder: Map<number, AnswerStatKey> | null;
}

/** The running total of submissions, counted through the codes as one extra code per submission. */
const SUBMISSIONS_STAT_KEY: AnswerStatKey = {
  question_id: '',
  kind: STAT_KIND.submissions,
  key: '',
  variant_id: '',
};

/** More number values than this and a min/max condition reads the answers (an overlap test grows with the list). */
const MAX_CODED_VALUES = 64;

const sameStatKey = (a: AnswerStatKey, b: AnswerStatKey) =>
  a.question_id === b.question_id && a.kind === b.kind && a.key === b.key && a.variant_id === b.variant_id;

export async function prepareFilter(
  db: Database,
  surveyId: string,
  plan: ReportPlan,
  filter: ReportFilter,
): Promise<PreparedFilter> {
  const exact: PreparedFilter = { filter, where: submissionFilterSql(surveyId, filter), decoder: null };
  if (filter.completion !== 'completed') return exact;
  const versions = `{${plan.scope.join(',')}}`;
  const [missing, keyRows] = await Promise.all([
    hasMissingStatCodes(db, surveyId),
    db.execute(sql`
      select distinct question_id, kind, key, variant_id from answer_stats
      where survey_id = ${surveyId} and version = any(${versions}::int[]) and kind = any(${ANSWER_STAT_KINDS}::text[])`),
  ]);
  if (missing) {
    // Exact meanwhile; a failed fill is retried by the next filtered report.
    statCodesBackfillFor(db)(surveyId).catch(() => {});
    return exact;
  }
  const keys = rowsOf<AnswerStatKey>(keyRows);
  // The submission count is counted as one more code per submission (countMatchingStatCodes), so
  // the decoder knows it too and refuses it like any other key whose code another key shares.
  const decoder = statCodeDecoder([...keys, SUBMISSIONS_STAT_KEY]);
  if (!decoder) return exact;
  const codeArray = (codes: number[]) => `{${codes.join(',')}}`;
  const byCodes: CodeCondition = (condition) => {
    if (condition.op === 'is') {
      const picked = {
        question_id: condition.question,
        kind: STAT_KIND.choice,
        key: String(condition.value),
        variant_id: '',
      };
      // An option nobody in scope picked has no key: its code must not be another key's.
      const known = decoder.get(statCode(picked));
      if (known && !sameStatKey(known, picked)) return null;
      return sql`s.stat_codes @> ${codeArray([statCode(picked)])}::int[]`;
    }
    if (condition.op === 'min' || condition.op === 'max') {
      const numbers = keys.filter(
        (key) =>
          key.question_id === condition.question &&
          key.kind === STAT_KIND.numericValue &&
          key.variant_id === '',
      );
      // Keys written as the server writes numbers (not PostgreSQL's text of one, as an early
      // migration did), and few enough for an overlap test per submission; else the answers.
      if (numbers.length > MAX_CODED_VALUES || numbers.some((key) => String(Number(key.key)) !== key.key))
        return null;
      const bound = Number(condition.value);
      const values = numbers.filter((key) =>
        condition.op === 'min' ? Number(key.key) >= bound : Number(key.key) <= bound,
      );
      return values.length === 0
        ? sql`false`
        : sql`s.stat_codes && ${codeArray(values.map(statCode))}::int[]`;
    }
    return null;
  };
  return { filter, where: responseFilterSql(surveyId, filter, SUBMISSIONS, byCodes), decoder };
}

/** A row of answer_stats, as the report reads them. */
export interface StatRow {
  version: number;
  question_id: string;
  kind: string;
  key: string;
  variant_id: string;
  count: number;
}

export interface FilteredTotals {
  /** answer_stats rows (kinds s, t, n, c, x, o, r, d; variant_id '' and per variant) of the matching submissions. */
  rows: StatRow[];
  participants: number;
  /** Partial responses among them, per version, and per `${version}|${questionId}` those that answered it. */
  partials: { byVersion: Map<number, number>; answeredByQuestion: Map<string, number> };
}

/** How many of the grouped rows are partial responses (`s.partial` exists only when partials are read). */
const partialCount = (filter: ReportFilter, where: SQL) =>
  filter.completion === 'completed' ? sql`0` : sql`count(*) filter (where ${where} and s.partial)`;

/**
 * The running totals answer_stats would hold if only the responses meeting the filter had been
 * counted (the rules of answerStatKeys in respond/answer-stats.ts). Completed responses are counted
 * from their stat codes (decision 034); partial responses, and a survey whose codes are not all
 * filled in yet or collide, from their answers.
 */
export async function queryFilteredTotals(
  db: Database,
  surveyId: string,
  plan: ReportPlan,
  filter: ReportFilter,
  /** The request's prepared filter, when the caller made one (prepared here otherwise). */
  prepared?: PreparedFilter,
): Promise<FilteredTotals> {
  const ready = prepared ?? (await prepareFilter(db, surveyId, plan, filter));
  if (ready.decoder) {
    const counted = await countMatchingStatCodes(db, surveyId, plan, ready);
    if (counted) return counted;
  }
  return groupMatchingAnswers(db, surveyId, plan, filter);
}

/** The kinds answerStatKeys produces (the per-answer totals; not submissions, participants or variants shown). */
const ANSWER_STAT_KINDS = `{${[
  STAT_KIND.answered,
  STAT_KIND.numericValue,
  STAT_KIND.choice,
  STAT_KIND.rank,
  STAT_KIND.text,
  STAT_KIND.date,
  STAT_KIND.otherText,
].join(',')}}`;

/** Who a response counts as (the participants figure): its e-mail, else its name, else itself. */
const PARTICIPANT_IDENTITY = sql`coalesce(nullif(lower(btrim(s.email)), ''), nullif(lower(btrim(s.name)), ''), s.id::text)`;

/** Per version: submissions, partial responses among them, and participants over the scope. */
function submissionGroupsSql(surveyId: string, filter: ReportFilter, versions: string, where: SQL): SQL {
  return sql`
      select s.published_version as version, count(*) as submissions,
             count(distinct ${PARTICIPANT_IDENTITY}) as participants,
             grouping(s.published_version) as overall, ${partialCount(filter, sql`true`)} as partials
      from ${responsesSql(surveyId, filter)} s
      where s.survey_id = ${surveyId} and s.published_version = any(${versions}::int[]) and ${where}
      group by grouping sets ((s.published_version), ())`;
}

/** Adds `count` to the total of one answer_stats key (version, question, kind, key, variant). */
type AddTotal = (
  version: number,
  question_id: string,
  kind: string,
  key: string,
  variant_id: string,
  count: number,
) => void;

/** Adds the submission groups' rows to the totals; resolves the participants over the scope. */
function addSubmissionGroups(result: unknown, add: AddTotal, partials: FilteredTotals['partials']): number {
  let participants = 0;
  for (const row of rowsOf<{
    version: unknown;
    submissions: unknown;
    participants: unknown;
    overall: unknown;
    partials: unknown;
  }>(result)) {
    if (toNumber(row.overall) === 1) participants = toNumber(row.participants);
    else {
      add(toNumber(row.version), '', STAT_KIND.submissions, '', '', toNumber(row.submissions));
      partials.byVersion.set(toNumber(row.version), toNumber(row.partials));
    }
  }
  return participants;
}

/** Totals keyed by every column of an answer_stats row, merged as they are added. */
function totalsCollector() {
  const totals = new Map<string, StatRow>();
  const add: AddTotal = (version, question_id, kind, key, variant_id, count) => {
    if (count === 0) return;
    const id = `${version}\u0000${question_id}\u0000${kind}\u0000${key}\u0000${variant_id}`;
    const existing = totals.get(id);
    if (existing) existing.count += count;
    else totals.set(id, { version, question_id, kind, key, variant_id, count });
  };
  return { add, rows: () => [...totals.values()] };
}

/**
 * Completed responses: the matching submissions' stat codes counted per version in one pass over
 * their rows, decoded with the prepared decoder. Null (count the answers instead) if a code has no
 * key, which would mean a submission counted towards a total answer_stats lacks.
 */
async function countMatchingStatCodes(
  db: Database,
  surveyId: string,
  plan: ReportPlan,
  prepared: PreparedFilter,
): Promise<FilteredTotals | null> {
  const versions = `{${plan.scope.join(',')}}`;
  // Two queries at once rather than one scan shared through a materialized CTE: each can then use
  // parallel workers, which measured faster (decision 034). The submissions per version are one
  // more code per submission; the participants are a hashed distinct (a sorted count(distinct)
  // per grouping set measured slower).
  const [codeResult, participantResult] = await Promise.all([
    db.execute(sql`
      select s.published_version as version, c.code, count(*) as count
      from submissions s cross join unnest(array_append(s.stat_codes, ${statCode(SUBMISSIONS_STAT_KEY)}::int)) as c(code)
      where s.survey_id = ${surveyId} and s.published_version = any(${versions}::int[]) and ${prepared.where}
      group by 1, 2`),
    db.execute(sql`
      select count(*) as participants from (
        select distinct ${PARTICIPANT_IDENTITY} from submissions s
        where s.survey_id = ${surveyId} and s.published_version = any(${versions}::int[]) and ${prepared.where}
      ) identities`),
  ]);
  const codeGroups = rowsOf<{ version: unknown; code: unknown; count: unknown }>(codeResult);
  const { add, rows } = totalsCollector();
  for (const row of codeGroups) {
    const key = prepared.decoder?.get(toNumber(row.code));
    if (!key) return null;
    add(toNumber(row.version), key.question_id, key.kind, key.key, key.variant_id, toNumber(row.count));
  }
  const participants = toNumber(rowsOf<{ participants: unknown }>(participantResult)[0]?.participants ?? 0);
  // Completed responses only: no partial responses among them.
  const partials: FilteredTotals['partials'] = { byVersion: new Map(), answeredByQuestion: new Map() };
  return { rows: rows(), participants, partials };
}

/**
 * The filtered totals from the matching responses' answers: one pass over them, grouped by
 * version, question, variant, value and picked option (the rules of answerStatKeys, in SQL).
 */
async function groupMatchingAnswers(
  db: Database,
  surveyId: string,
  plan: ReportPlan,
  filter: ReportFilter,
): Promise<FilteredTotals> {
  const scope = plan.scope;
  // Ranking answers are also counted per option and rank (kind r; the rank is the pick's position).
  const idsOfType = (type: string) =>
    `{${[...plan.questions.values()]
      .filter((entry) => entry.groups.some((group) => group.question.response_type === type))
      .map((entry) => JSON.stringify(entry.question.id))
      .join(',')}}`;
  // Date answers are also counted per day (kind d; the key is the answer's text, YYYY-MM-DD).
  const where = submissionFilterSql(surveyId, filter);
  // PostgreSQL's literal of an integer array (the versions are numbers: nothing to escape).
  const versions = `{${scope.join(',')}}`;
  const [answerGroups, submissionGroups] = await Promise.all([
    db.execute(sql`
      select s.published_version as version, a.question_id, coalesce(a.media_item_id, '') as variant_id,
             a.numeric_value::text as numeric_key, u.choice,
             case when a.question_id = any(${idsOfType('RANKING')}::text[]) then u.ord end as rank,
             case when a.question_id = any(${idsOfType('DATE')}::text[]) then a.text_value end as date_key,
             count(*) filter (where u.ord is null or u.ord = 1) as answered,
             count(*) filter (where (u.ord is null or u.ord = 1) and a.text_value <> '') as texts,
             count(*) filter (where (u.ord is null or u.ord = 1) and a.other_text <> '') as others,
             count(u.choice) as picks,
             ${partialCount(filter, sql`(u.ord is null or u.ord = 1)`)} as partial_answered
      from ${responsesSql(surveyId, filter)} s
        join ${responseAnswersSql(filter)} a on a.submission_id = s.id and a.survey_id = ${surveyId}
        left join lateral unnest(a.choice_ids) with ordinality as u(choice, ord) on true
      where s.survey_id = ${surveyId} and s.published_version = any(${versions}::int[]) and ${where}
      group by 1, 2, 3, 4, 5, 6, 7`),
    db.execute(submissionGroupsSql(surveyId, filter, versions, where)),
  ]);
  const { add, rows } = totalsCollector();
  const partials: FilteredTotals['partials'] = { byVersion: new Map(), answeredByQuestion: new Map() };
  const participants = addSubmissionGroups(submissionGroups, add, partials);
  for (const row of rowsOf<{
    version: unknown;
    question_id: string;
    variant_id: string;
    numeric_key: string | null;
    choice: string | null;
    rank: unknown;
    date_key: string | null;
    answered: unknown;
    texts: unknown;
    others: unknown;
    picks: unknown;
    partial_answered: unknown;
  }>(answerGroups)) {
    const version = toNumber(row.version);
    if (row.variant_id === '') {
      const key = `${version}|${row.question_id}`;
      partials.answeredByQuestion.set(
        key,
        (partials.answeredByQuestion.get(key) ?? 0) + toNumber(row.partial_answered),
      );
    }
    // Counted over all variants, and again for the variant the answer was about (if any).
    for (const variant of row.variant_id === '' ? [''] : ['', row.variant_id]) {
      add(version, row.question_id, STAT_KIND.answered, '', variant, toNumber(row.answered));
      if (row.numeric_key !== null)
        add(
          version,
          row.question_id,
          STAT_KIND.numericValue,
          String(Number(row.numeric_key)),
          variant,
          toNumber(row.answered),
        );
      if (row.choice !== null)
        add(version, row.question_id, STAT_KIND.choice, row.choice, variant, toNumber(row.picks));
      if (row.choice !== null && row.rank !== null)
        add(
          version,
          row.question_id,
          STAT_KIND.rank,
          rankStatKey(toNumber(row.rank), row.choice),
          variant,
          toNumber(row.picks),
        );
      if (row.date_key)
        add(version, row.question_id, STAT_KIND.date, row.date_key, variant, toNumber(row.texts));
      add(version, row.question_id, STAT_KIND.text, '', variant, toNumber(row.texts));
      add(version, row.question_id, STAT_KIND.otherText, '', variant, toNumber(row.others));
    }
  }
  return { rows: rows(), participants, partials };
}

/** Whether the request narrows anything (the unfiltered report keeps its running totals). */
export const isFiltered = (filter: ReportFilter | undefined): filter is ReportFilter =>
  filter !== undefined && !isEmptyFilter(filter);
