import { sql } from 'drizzle-orm';
import type { ValidatedAnswer } from '#shared/take/take-types.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/rows.ts';

// Visits and their partial answers (issue 12 §3, docs/decisions/023-partial-responses-and-funnel.md).
// A save is idempotent: the visit row is upserted by its id and its answers replaced, so the same
// body twice, a retry after a refusal or two tabs of the same visit leave one partial response.

export interface VisitSave {
  visitId: string;
  surveyId: string;
  publishedVersion: number;
  step: number;
  furthestStep: number;
  stepMs: Record<string, number>;
  started: boolean;
  name: string | null;
  email: string | null;
  userAgent: string | null;
  answers: ValidatedAnswer[];
  /** The link's declared hidden fields (readHiddenFields), stored as a submission stores them. */
  hiddenFields: Record<string, string>;
}

export type VisitSaveResult = 'saved' | 'completed' | 'other-survey';

/**
 * Stores a visit's progress in one transaction. A visit already linked to its submission is left
 * as it is ('completed'): a late or retried save never turns a completed response back into a
 * partial one. Steps from the same published version merge (the furthest step and the time on each
 * step only grow, whichever tab saves last); a visit that moved to another version starts its steps
 * afresh (step indices belong to one version's plan).
 */
export async function saveVisitProgress(db: Database, save: VisitSave): Promise<VisitSaveResult> {
  return db.transaction(async (tx) => {
    // Saves of one visit (two tabs, a retry) take turns, so each sees the step times the other
    // left and the running totals below move from exactly those.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${save.visitId}, 0))`);
    const [before] = rowsOf<StepTimes>(
      await tx.execute(sql`
        select published_version, step_ms, furthest_step, started_at is not null as started from visits
        where id = ${save.visitId} and survey_id = ${save.surveyId} and submission_id is null`),
    );
    const [saved] = rowsOf<StepTimes & { id: string }>(
      await tx.execute(sql`
        insert into visits as v (id, survey_id, published_version, last_step, furthest_step, step_ms,
          started_at, name, email, user_agent, hidden_fields)
        values (${save.visitId}, ${save.surveyId}, ${save.publishedVersion}, ${save.step}, ${save.furthestStep},
          ${JSON.stringify(save.stepMs)}::jsonb, case when ${save.started}::boolean then now() end,
          ${save.name}, ${save.email}, ${save.userAgent}, ${JSON.stringify(save.hiddenFields)}::jsonb)
        on conflict (id) do update set
          furthest_step = case when v.published_version = excluded.published_version
            then greatest(v.furthest_step, excluded.furthest_step) else excluded.furthest_step end,
          step_ms = case when v.published_version = excluded.published_version then (
              select coalesce(jsonb_object_agg(k, greatest(coalesce((v.step_ms ->> k)::bigint, 0),
                coalesce((excluded.step_ms ->> k)::bigint, 0))), '{}'::jsonb)
              from (select jsonb_object_keys(v.step_ms) union select jsonb_object_keys(excluded.step_ms)) as keys(k))
            else excluded.step_ms end,
          published_version = excluded.published_version,
          last_step = excluded.last_step,
          started_at = coalesce(v.started_at, excluded.started_at),
          name = excluded.name,
          email = excluded.email,
          -- A save that lost the link's query (a resumed tab) keeps the fields stored before.
          hidden_fields = v.hidden_fields || excluded.hidden_fields,
          updated_at = now()
        where v.survey_id = excluded.survey_id and v.submission_id is null
        returning v.id, v.published_version, v.step_ms, v.furthest_step, v.started_at is not null as started`),
    );
    if (!saved) {
      const [existing] = rowsOf<{ survey_id: string }>(
        await tx.execute(sql`select survey_id from visits where id = ${save.visitId}`),
      );
      return existing?.survey_id === save.surveyId ? 'completed' : 'other-survey';
    }
    await moveStepTimes(tx, save.surveyId, before ?? null, saved);
    await moveFunnelGroup(tx, save.surveyId, before ?? null, saved);
    await tx.execute(sql`delete from visit_answers where visit_id = ${save.visitId}`);
    if (save.answers.length > 0) {
      const rows = save.answers.map((answer) => ({
        ...answer,
        visit_id: save.visitId,
        survey_id: save.surveyId,
      }));
      await tx.execute(sql`
        insert into visit_answers (visit_id, survey_id, page_id, block_id, question_id, media_item_id,
          text_value, numeric_value, choice_ids, other_text)
        select r.visit_id, r.survey_id, r.page_id, r.block_id, r.question_id, r.media_item_id,
          r.text_value, r.numeric_value,
          case when r.choice_ids is null then null
               else array(select jsonb_array_elements_text(r.choice_ids)) end,
          r.other_text
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
          visit_id uuid, survey_id uuid, page_id text, block_id text, question_id text,
          media_item_id text, text_value text, numeric_value double precision, choice_ids jsonb, other_text text)`);
    }
    return 'saved';
  });
}

type StepTimes = {
  published_version: unknown;
  step_ms: unknown;
  furthest_step: unknown;
  started: boolean;
};

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One visit's place in the funnel's groups (visit_funnel_counts, decision 033). */
export interface FunnelGroup {
  version: number;
  furthestStep: number;
  started: boolean;
  completed: boolean;
}

/**
 * Moves visits between the funnel's running totals: each `from` group loses one, each `to` group
 * gains one; unchanged ones cancel out. Rows are written in key order (no deadlocks between
 * transactions), as answer_stats' are.
 */
export async function moveFunnelGroups(
  tx: Transaction,
  surveyId: string,
  moves: { from: FunnelGroup | null; to: FunnelGroup }[],
) {
  const deltas = moves.flatMap(({ from, to }) => [
    ...(from ? [{ ...from, delta: -1 }] : []),
    { ...to, delta: 1 },
  ]);
  if (deltas.length === 0) return;
  await tx.execute(sql`
    insert into visit_funnel_counts as t (survey_id, version, furthest_step, started, completed, count)
    select ${surveyId}::uuid, d.version, d."furthestStep", d.started, d.completed, sum(d.delta)
    from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb)
      as d(version int, "furthestStep" int, started boolean, completed boolean, delta int)
    group by d.version, d."furthestStep", d.started, d.completed
    having sum(d.delta) <> 0
    order by d.version, d."furthestStep", d.started, d.completed
    on conflict (survey_id, version, furthest_step, started, completed) do update set count = t.count + excluded.count`);
}

/** A progress save moves its (partial) visit from the group it was in to the one it is in now. */
function moveFunnelGroup(tx: Transaction, surveyId: string, before: StepTimes | null, after: StepTimes) {
  const groupOf = (row: StepTimes): FunnelGroup => ({
    version: toNumber(row.published_version),
    furthestStep: toNumber(row.furthest_step),
    started: row.started,
    completed: false,
  });
  return moveFunnelGroups(tx, surveyId, [{ from: before && groupOf(before), to: groupOf(after) }]);
}

/** A jsonb column as JSON text, whether the driver parsed it or not. */
const jsonText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? {}));

/**
 * The funnel's running totals of time per step (visit_step_times, decision 032) follow one visit's
 * change: its step times before the save leave their (version, step, seconds) counts, those after
 * it join theirs; unchanged ones cancel out. Rows are written in key order, as answer_stats' are.
 */
async function moveStepTimes(tx: Transaction, surveyId: string, before: StepTimes | null, after: StepTimes) {
  await tx.execute(sql`
    insert into visit_step_times as t (survey_id, version, step, seconds, count)
    select ${surveyId}::uuid, d.version, d.step, d.seconds, sum(d.delta)
    from (
      select ${before === null ? null : toNumber(before.published_version)}::int as version, e.key::int as step,
        round(e.value::numeric / 1000)::int as seconds, -1 as delta
      from jsonb_each_text(${jsonText(before?.step_ms)}::jsonb) as e
      union all
      select ${toNumber(after.published_version)}::int, e.key::int, round(e.value::numeric / 1000)::int, 1
      from jsonb_each_text(${jsonText(after.step_ms)}::jsonb) as e
    ) as d
    group by d.version, d.step, d.seconds
    having sum(d.delta) <> 0
    order by d.version, d.step, d.seconds
    on conflict (survey_id, version, step, seconds) do update set count = t.count + excluded.count`);
}
