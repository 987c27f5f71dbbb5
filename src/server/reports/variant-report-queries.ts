import { sql, type SQL } from 'drizzle-orm';
import type { ValueCount } from '#shared/report/aggregation.ts';
import type { ReportPlan } from '#shared/report/version-plan.ts';
import { isChoiceQuestion } from '#shared/survey/question-kinds.ts';
import { STAT_KIND } from '../db/answer-stat-kinds.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/rows.ts';
import { versionArray } from './report-queries.ts';
import type { FilteredTotals } from './report-filter-sql.ts';
import {
  variantKey,
  variantQuestionsOf,
  type VariantCounts,
  type VariantQuestion,
  type VariantTotals,
} from './variant-results.ts';

// What the per-variant results need beyond the report's totals. Per-variant n, value and choice
// counts are running totals (answer_stats rows with a variant_id, kept with every submission). Two
// things can't be totals: who saw which variant first (order checks) and each person's pair of
// ratings in a sequential monadic test (the paired test). Those are grouped in SQL per question, so
// the page gets counts, never answers, and only concept-test questions pay for them.

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function queryVariantCounts(
  db: Database,
  surveyId: string,
  plan: ReportPlan,
  /** Report filters (decision 030): the matching submissions' condition and totals. */
  filtered?: { matching: SQL; totals: Promise<FilteredTotals> },
): Promise<VariantCounts> {
  const matching = filtered ? sql`and ${filtered.matching}` : sql``;
  const counts: VariantCounts = {
    totalsByVersion: new Map(),
    preferenceOrder: new Map(),
    pairedDifferences: new Map(),
    ratingOrder: new Map(),
  };
  const questions = variantQuestionsOf(plan);
  if (questions.length === 0) return counts;
  const perVariant = questions.filter((entry) => entry.role === 'per_variant');
  const preferences = questions.filter((entry) => entry.role === 'preference' && entry.design !== 'monadic');
  const pairedRatings = perVariant.filter(
    (entry) => entry.design === 'sequential_monadic' && !isChoiceQuestion(entry.question),
  );

  const [totals, orders, differences, ratingOrders] = await Promise.all([
    perVariant.length === 0
      ? null
      : filtered
        ? filtered.totals.then((totals) => ({
            rows: totals.rows.filter(
              (row) =>
                row.variant_id !== '' &&
                ([STAT_KIND.answered, STAT_KIND.numericValue, STAT_KIND.choice] as string[]).includes(
                  row.kind,
                ),
            ),
          }))
        : db.execute(sql`
          select version, question_id, variant_id, kind, key, count from answer_stats
          where survey_id = ${surveyId} and variant_id <> '' and version = any(${versionArray(plan.scope)}::int[])
            and kind in (${STAT_KIND.answered}, ${STAT_KIND.numericValue}, ${STAT_KIND.choice})`),
    Promise.all(preferences.map((entry) => preferenceOrderQuery(db, surveyId, entry, matching))),
    Promise.all(pairedRatings.map((entry) => pairedDifferenceQuery(db, surveyId, entry, matching))),
    Promise.all(pairedRatings.map((entry) => ratingOrderQuery(db, surveyId, entry, matching))),
  ]);

  if (totals)
    for (const row of rowsOf<{
      version: unknown;
      question_id: string;
      variant_id: string;
      kind: string;
      key: string;
      count: unknown;
    }>(totals)) {
      const version = toNumber(row.version);
      let byKey = counts.totalsByVersion.get(version);
      if (!byKey) counts.totalsByVersion.set(version, (byKey = new Map()));
      const key = variantKey(row.question_id, row.variant_id);
      let entry: VariantTotals | undefined = byKey.get(key);
      if (!entry) byKey.set(key, (entry = { answered: 0, numeric: [], choices: new Map() }));
      const count = toNumber(row.count);
      if (row.kind === STAT_KIND.answered) entry.answered += count;
      else if (row.kind === STAT_KIND.numericValue) entry.numeric.push({ value: Number(row.key), count });
      else entry.choices.set(row.key, (entry.choices.get(row.key) ?? 0) + count);
    }

  preferences.forEach((entry, index) => {
    const [row] = rowsOf<{ picks: unknown; picked_first: unknown }>(orders[index]);
    const picks = toNumber(row?.picks);
    if (picks > 0)
      counts.preferenceOrder.set(entry.question.id, { picks, pickedFirstShown: toNumber(row?.picked_first) });
  });
  pairedRatings.forEach((entry, index) => {
    const byPair = new Map<string, ValueCount[]>();
    for (const row of rowsOf<{ first_id: string; second_id: string; difference: unknown; count: unknown }>(
      differences[index],
    ))
      push(byPair, `${row.first_id}|${row.second_id}`, {
        value: Number(row.difference),
        count: toNumber(row.count),
      });
    counts.pairedDifferences.set(entry.question.id, byPair);
    const order = { first: [] as ValueCount[], later: [] as ValueCount[] };
    for (const row of rowsOf<{ shown_first: unknown; value: unknown; count: unknown }>(ratingOrders[index]))
      (row.shown_first === true || row.shown_first === 't' ? order.first : order.later).push({
        value: Number(row.value),
        count: toNumber(row.count),
      });
    counts.ratingOrder.set(entry.question.id, order);
  });
  return counts;
}

/** Picks by respondents shown 2+ variants in a recorded order, and how many picked the first one. */
function preferenceOrderQuery(db: Database, surveyId: string, entry: VariantQuestion, matching: SQL) {
  return db.execute(sql`
    select count(*) as picks,
           count(*) filter (where (s.variant_orders -> ${entry.set.id} ->> 0) = any(a.choice_ids)) as picked_first
    from answers a join submissions s on s.id = a.submission_id
    where a.survey_id = ${surveyId} and a.question_id = ${entry.question.id}
      and s.published_version = any(${versionArray(entry.versions)}::int[]) ${matching}
      and cardinality(a.choice_ids) = 1
      and jsonb_typeof(s.variant_orders -> ${entry.set.id}) = 'array'
      and jsonb_array_length(s.variant_orders -> ${entry.set.id}) > 1`);
}

/** Each person's rating of variant a minus that of b (a < b), counted by difference. */
function pairedDifferenceQuery(db: Database, surveyId: string, entry: VariantQuestion, matching: SQL) {
  return db.execute(sql`
    select x.media_item_id as first_id, y.media_item_id as second_id,
           x.numeric_value - y.numeric_value as difference, count(*) as count
    from answers x
      join answers y on y.submission_id = x.submission_id and y.question_id = x.question_id
        and y.media_item_id > x.media_item_id
      join submissions s on s.id = x.submission_id
    where x.survey_id = ${surveyId} and x.question_id = ${entry.question.id}
      and s.published_version = any(${versionArray(entry.versions)}::int[]) ${matching}
      and x.numeric_value is not null and y.numeric_value is not null
    group by 1, 2, 3`);
}

/** Ratings of whichever variant the respondent saw first, and of the later ones. */
function ratingOrderQuery(db: Database, surveyId: string, entry: VariantQuestion, matching: SQL) {
  return db.execute(sql`
    select (a.media_item_id = (s.variant_orders -> ${entry.set.id} ->> 0)) as shown_first,
           a.numeric_value as value, count(*) as count
    from answers a join submissions s on s.id = a.submission_id
    where a.survey_id = ${surveyId} and a.question_id = ${entry.question.id}
      and s.published_version = any(${versionArray(entry.versions)}::int[]) ${matching}
      and a.media_item_id is not null and a.numeric_value is not null
      and jsonb_typeof(s.variant_orders -> ${entry.set.id}) = 'array'
    group by 1, 2`);
}
