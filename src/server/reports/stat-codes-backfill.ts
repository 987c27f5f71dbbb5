import { sql } from 'drizzle-orm';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { ValidatedAnswer } from '#shared/take/take-types.ts';
import { responseKind } from '#shared/survey/response-kinds.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toNumber } from '../db/rows.ts';
import { submissionStatCodes } from './stat-codes.ts';

// Submissions stored before stat codes existed (migration 0021), or written straight to the table,
// have none: their survey's filtered report is counted the exact way until they are filled in here,
// in the background, a batch at a time (decision 034). Filling is idempotent, so two instances
// filling the same survey at once only repeat each other's work.

const BATCH = 1_000;

/** Whether any submission of the survey still lacks its codes (a probe of the partial index). */
export async function hasMissingStatCodes(db: Database, surveyId: string): Promise<boolean> {
  const [row] = rowsOf<{ missing: boolean }>(
    await db.execute(sql`
      select exists (select 1 from submissions where survey_id = ${surveyId} and stat_codes is null) as missing`),
  );
  return row?.missing === true;
}

/** The question types of every published version of a survey: `${version}|${questionId}` → type. */
async function questionTypes(db: Database, surveyId: string): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  for (const row of rowsOf<{ version: unknown; document: SurveyDocument }>(
    await db.execute(sql`select version, document from survey_versions where survey_id = ${surveyId}`),
  ))
    for (const page of row.document.pages)
      for (const block of page.content_blocks)
        if (block.type === 'QUESTION_SET')
          for (const item of block.items)
            types.set(`${toNumber(row.version)}|${item.id}`, item.response_type);
  return types;
}

/** Fills one batch of the survey's missing codes; resolves with how many submissions it filled. */
export async function fillStatCodes(db: Database, surveyId: string): Promise<number> {
  const types = await questionTypes(db, surveyId);
  const rows = rowsOf<{ id: string; version: unknown; answers: AnswerRow[] | null }>(
    await db.execute(sql`
      select s.id, s.published_version as version,
        (select json_agg(json_build_object('question_id', a.question_id, 'media_item_id', a.media_item_id,
            'text_value', a.text_value, 'numeric_value', a.numeric_value, 'choice_ids', a.choice_ids,
            'other_text', a.other_text))
         from answers a where a.submission_id = s.id) as answers
      from submissions s where s.survey_id = ${surveyId} and s.stat_codes is null
      limit ${BATCH}`),
  );
  if (rows.length === 0) return 0;
  const versionsKnown = new Set([...types.keys()].map((key) => key.slice(0, key.indexOf('|'))));
  // A submission whose version document has no questions can't be coded the way ingestion would:
  // it keeps no codes, and its survey's filtered reports stay exact.
  const filled = rows.flatMap((row) => {
    const version = toNumber(row.version);
    if (!versionsKnown.has(String(version))) return [];
    const answers = (row.answers ?? []).map((answer) => {
      const type = types.get(`${version}|${answer.question_id}`);
      return {
        ...answer,
        ranked: responseKind(type) === 'ranking',
        dated: type === 'DATE',
      };
    });
    return [{ id: row.id, stat_codes: submissionStatCodes(answers) }];
  });
  if (filled.length === 0) return 0;
  await db.execute(sql`
    update submissions s set stat_codes = r.stat_codes
    from jsonb_to_recordset(${JSON.stringify(filled)}::jsonb) as r(id uuid, stat_codes integer[])
    where s.id = r.id and s.stat_codes is null`);
  return filled.length;
}

/** A stored answer, as the fill reads it (the fields answerStatKeys counts). */
type AnswerRow = Pick<
  ValidatedAnswer,
  'question_id' | 'media_item_id' | 'text_value' | 'numeric_value' | 'choice_ids' | 'other_text'
>;

/**
 * Fills a survey's missing codes in the background, once at a time per survey in this process.
 * Resolves when every submission of the survey has its codes, rejects if filling failed (the next
 * filtered report of the survey starts it again; meanwhile its reports are exact, only slower).
 */
export function createStatCodesBackfill(db: Database) {
  const running = new Map<string, Promise<void>>();
  return function backfill(surveyId: string): Promise<void> {
    const current = running.get(surveyId);
    if (current) return current;
    const work = (async () => {
      let filled: number;
      do filled = await fillStatCodes(db, surveyId);
      while (filled > 0);
    })().finally(() => running.delete(surveyId));
    running.set(surveyId, work);
    return work;
  };
}

const backfills = new WeakMap<Database, ReturnType<typeof createStatCodesBackfill>>();

/** The process's backfill for this database (one per database handle). */
export function statCodesBackfillFor(db: Database): ReturnType<typeof createStatCodesBackfill> {
  let backfill = backfills.get(db);
  if (!backfill) backfills.set(db, (backfill = createStatCodesBackfill(db)));
  return backfill;
}

/**
 * After start-up, fills every survey's missing codes in turn (data stored before migration 0021),
 * so filtered reports need not wait to be asked for; a pause between batches leaves the database to
 * respondents and authors. A survey whose fill fails is reported and skipped; it stops when none
 * is left or on stop() (within a batch).
 */
export function startStatCodesBackfill(
  db: Database,
  onError: (error: unknown, surveyId: string | null) => void,
  pauseMs = 200,
): { done: Promise<void>; stop(): Promise<void> } {
  let stopped = false;
  const skipped: string[] = [];
  const pause = () => new Promise((resolve) => setTimeout(resolve, pauseMs).unref());
  const work = (async () => {
    while (!stopped) {
      const [row] = rowsOf<{ survey_id: string }>(
        await db.execute(sql`
          select survey_id from submissions
          where stat_codes is null and not (survey_id = any(${`{${skipped.join(',')}}`}::uuid[])) limit 1`),
      );
      if (!row) return;
      try {
        while (!stopped && (await fillStatCodes(db, row.survey_id)) > 0) await pause();
      } catch (error) {
        onError(error, row.survey_id);
      }
      // Filled, or nothing more can be: the next survey.
      skipped.push(row.survey_id);
    }
  })().catch((error: unknown) => onError(error, null));
  return {
    /** Settles when nothing is left to fill (or it stopped). */
    done: work,
    async stop() {
      stopped = true;
      await work;
    },
  };
}
