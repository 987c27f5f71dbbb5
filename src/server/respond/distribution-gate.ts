import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ALREADY_ANSWERED_MESSAGE,
  CLOSED_MESSAGE,
  closedReason,
  type ClosedReason,
} from '#shared/survey/distribution.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { AppError } from '../errors.ts';

// Distribution controls on the respondent side (docs/decisions/029-distribution-controls.md): the
// closed checks of the public routes, and the gate that admits new submissions inside their
// transaction, so a response limit holds exactly however many arrive at once, on any instance.

type Executor = Pick<Database, 'execute'>;

export function closedError(reason: ClosedReason): AppError {
  return new AppError('survey_closed', CLOSED_MESSAGE[reason], { reason });
}

export function alreadyAnsweredError(): AppError {
  return new AppError('already_answered', ALREADY_ANSWERED_MESSAGE);
}

/** The respondent browser's cookie for one survey: scoped to that survey's public API path. */
export const BROWSER_COOKIE = 'pollen_respondent';
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

export function newBrowserToken(): string {
  return randomBytes(24).toString('base64url');
}

export function isBrowserToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN.test(value);
}

/** What is stored: the token's sha-256, so the database never holds the cookie itself. */
export function browserTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SurveyGate {
  closesAt: string | null;
  responseLimit: number | null;
  oneResponsePerBrowser: boolean;
  redirectUrl: string | null;
}

/** How many responses the survey has stored (only read when a limit needs it). */
export async function responseCount(db: Executor, surveyId: string): Promise<number> {
  const [row] = rowsOf<{ count: unknown }>(
    await db.execute(sql`select count(*) as count from submissions where survey_id = ${surveyId}`),
  );
  return toNumber(row?.count);
}

/**
 * Refuses with 410 survey_closed when the survey takes no new responses now (its closing date has
 * passed, or its response limit is reached). The public routes call it before work that only a
 * response still to come needs (loading the survey, voice notes, progress saves).
 */
export async function assertAcceptingResponses(db: Executor, surveyId: string, gate: SurveyGate) {
  const count = gate.responseLimit === null ? 0 : await responseCount(db, surveyId);
  const reason = closedReason(
    { closes_at: gate.closesAt, response_limit: gate.responseLimit },
    count,
    new Date(),
  );
  if (reason) throw closedError(reason);
}

/** Whether this browser (its token's hash) already has a stored response to the survey. */
export async function browserHasAnswered(
  db: Executor,
  surveyId: string,
  tokenHash: string,
): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      select exists (select 1 from submissions where survey_id = ${surveyId} and browser_token = ${tokenHash}) as found`),
  );
  return row?.found === true;
}

/** The fields of a new submission the gate reads. */
export interface GatedSubmission {
  surveyId: string;
  idempotencyKey: string;
  browserToken?: string | null;
}

/**
 * Inside the submission transaction: which of `inputs` (one per key) must be refused, by index.
 * Each survey's row is locked (FOR NO KEY UPDATE, in id order) so submitters to one survey take
 * turns: the count read after the lock sees every response committed before, so at most
 * `response_limit` are ever stored. A key already stored is a replay and is never refused here.
 */
export async function refuseClosedSurveys(
  tx: Executor,
  inputs: GatedSubmission[],
): Promise<Map<number, AppError>> {
  const refusals = new Map<number, AppError>();
  if (inputs.length === 0) return refusals;
  const surveyIds = [...new Set(inputs.map((input) => input.surveyId))].sort();
  // Most surveys have no limit, no closing date passed and no one-response-per-browser rule: then
  // nothing can be refused, and the batch needs neither the lock (which makes concurrent batches
  // to one survey take turns) nor the reads below. Read without a lock, this is no weaker: an
  // owner's change that commits while the batch is written applies to later batches, as it did
  // when the owner's UPDATE waited for the lock.
  const open = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from surveys
      where id in (select (jsonb_array_elements_text(${JSON.stringify(surveyIds)}::jsonb))::uuid)
        and response_limit is null and not one_response_per_browser
        and (closes_at is null or closes_at > now())`),
  );
  if (open.length === surveyIds.length) return refusals;
  // Two statements on purpose: a statement's snapshot is taken before it waits for a lock, so the
  // count must be read by a later statement, after the lock is held, to see the rows committed by
  // the submitter that held it before.
  const locked = rowsOf<{
    id: string;
    closes_at: unknown;
    response_limit: number | null;
    one_response_per_browser: boolean;
  }>(
    await tx.execute(sql`
      select id, closes_at, response_limit, one_response_per_browser from surveys
      where id in (select (jsonb_array_elements_text(${JSON.stringify(surveyIds)}::jsonb))::uuid)
      order by id for no key update`),
  );
  const limited = locked.filter((gate) => gate.response_limit !== null).map((gate) => gate.id);
  const counts = new Map<string, number>();
  if (limited.length > 0) {
    const rows = rowsOf<{ survey_id: string; count: unknown }>(
      await tx.execute(sql`
        select survey_id, count(*) as count from submissions
        where survey_id in (select (jsonb_array_elements_text(${JSON.stringify(limited)}::jsonb))::uuid)
        group by survey_id`),
    );
    for (const row of rows) counts.set(row.survey_id, toNumber(row.count));
  }
  const gates = locked.map((gate) => ({ ...gate, count: counts.get(gate.id) ?? 0 }));
  const candidates = inputs.map((input, index) => ({ ...input, index }));
  const stored = rowsOf<{ survey_id: string; idempotency_key: string }>(
    await tx.execute(sql`
      select sub.survey_id, sub.idempotency_key from submissions sub
      join jsonb_to_recordset(${JSON.stringify(
        candidates.map((input) => ({ survey_id: input.surveyId, key: input.idempotencyKey })),
      )}::jsonb) as r(survey_id uuid, key text)
        on sub.survey_id = r.survey_id and sub.idempotency_key = r.key`),
  );
  const replayed = new Set(stored.map((row) => `${row.survey_id}|${row.idempotency_key}`));
  const now = new Date();
  for (const gate of gates) {
    const fresh = candidates.filter(
      (input) => input.surveyId === gate.id && !replayed.has(`${input.surveyId}|${input.idempotencyKey}`),
    );
    if (fresh.length === 0) continue;
    let admitted = toNumber(gate.count);
    const closesAt = gate.closes_at === null ? null : toIso(gate.closes_at);
    const answeredTokens = new Set<string>();
    if (gate.one_response_per_browser) {
      const tokens = [...new Set(fresh.flatMap((input) => (input.browserToken ? [input.browserToken] : [])))];
      if (tokens.length > 0) {
        const rows = rowsOf<{ browser_token: string }>(
          await tx.execute(sql`
            select browser_token from submissions
            where survey_id = ${gate.id}
              and browser_token in (select jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb))`),
        );
        for (const row of rows) answeredTokens.add(row.browser_token);
      }
    }
    for (const input of fresh) {
      const reason = closedReason(
        { closes_at: closesAt, response_limit: gate.response_limit },
        admitted,
        now,
      );
      if (reason) {
        refusals.set(input.index, closedError(reason));
        continue;
      }
      if (gate.one_response_per_browser && input.browserToken) {
        if (answeredTokens.has(input.browserToken)) {
          refusals.set(input.index, alreadyAnsweredError());
          continue;
        }
        answeredTokens.add(input.browserToken);
      }
      admitted++;
    }
  }
  return refusals;
}
