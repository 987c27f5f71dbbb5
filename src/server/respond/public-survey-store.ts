import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { ValidatedDesign } from '#shared/take/answer-rules.ts';
import type { ValidatedAnswer } from '#shared/take/take-types.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso, toNumber } from '../db/rows.ts';
import { participantIdentityRows, statDeltas } from './answer-stats.ts';
import { submissionStatCodes } from '../reports/stat-codes.ts';
import { STAT_KIND } from '../db/answer-stat-kinds.ts';
import { withPublicFileUrls } from './public-file-urls.ts';
import { mediaViews, submissions, surveyVersions, visitMediaViews, voiceComments } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { refuseClosedSurveys, type SurveyGate } from './distribution-gate.ts';
import { moveFunnelGroups, type Transaction } from './visit-store.ts';
import { enqueueCompletedResponses, surveysWithDigest, surveysWithOutboxWork } from '../outbox/enqueue.ts';

export interface PublishedSurvey {
  id: string;
  ownerId: string;
  shareId: string;
  title: string;
  description: string;
  /** The version served (the live one unless an older one was asked for). */
  publishedVersion: number;
  /** The live version. */
  latestVersion: number;
  document: SurveyDocument;
  /** Distribution controls, read fresh (they change without republishing). */
  gate: SurveyGate;
}

const unavailable = () => new AppError('not_found', "This survey isn't available");

// Published snapshots never change for a given version, so the parsed document is kept per
// version; visibility is read fresh on every request (making a survey private takes effect at once).
const documentCache = new Map<string, SurveyDocument>();
const DOCUMENT_CACHE_LIMIT = 200;

/**
 * A published version of a public survey: the live one, or `version` (a respondent finishing the
 * version they loaded before a newer one was published). Private, unpublished and unknown surveys
 * and versions are one 404.
 */
export async function getPublishedSurvey(
  db: Database,
  shareId: string,
  version?: number,
): Promise<PublishedSurvey> {
  if (!SHARE_ID.test(shareId)) throw unavailable();
  const [row] = rowsOf<SurveyRow>(
    await db.execute(sql`select ${SURVEY_COLUMNS} from surveys s where s.share_id = ${shareId}`),
  );
  return publishedSurveyOf(db, row, version);
}

/**
 * A submission's two reads in one statement (issue 17: a round trip less per response): the
 * submission already stored under `idempotencyKey`, if any, and the survey to validate a new one
 * against. The stored one is answered whatever the survey's state now (private, republished,
 * closed), so the survey's own refusal is handed back, not thrown, for the caller to use only
 * when nothing is stored.
 */
export async function findKeyAndPublishedSurvey(
  db: Database,
  shareId: string,
  idempotencyKey: string,
  version?: number,
): Promise<{ stored: StoredSubmission | null; survey: Promise<PublishedSurvey> }> {
  if (!SHARE_ID.test(shareId)) return { stored: null, survey: Promise.reject(unavailable()) };
  const [row] = rowsOf<SurveyRow & { storedId: string | null; storedHash: string | null }>(
    await db.execute(sql`
      select ${SURVEY_COLUMNS}, sub.id as "storedId", sub.payload_hash as "storedHash"
      from surveys s left join submissions sub on sub.survey_id = s.id and sub.idempotency_key = ${idempotencyKey}
      where s.share_id = ${shareId}`),
  );
  const stored = row?.storedId ? { id: row.storedId, payloadHash: row.storedHash } : null;
  const survey = stored ? Promise.reject(unavailable()) : publishedSurveyOf(db, row, version);
  // Not awaited when a stored key is answered: its refusal is expected and unused.
  survey.catch(() => {});
  return { stored, survey };
}

const SHARE_ID = /^[A-Za-z0-9_-]{4,64}$/;

interface SurveyRow {
  id: string;
  ownerId: string;
  shareId: string;
  isPublic: boolean;
  publishedVersion: number;
  closesAt: unknown;
  responseLimit: number | null;
  oneResponsePerBrowser: boolean;
  redirectUrl: string | null;
}

const SURVEY_COLUMNS =
  sql.raw(`s.id, s.owner_id as "ownerId", s.share_id as "shareId", s.is_public as "isPublic",
  s.published_version as "publishedVersion", s.closes_at as "closesAt", s.response_limit as "responseLimit",
  s.one_response_per_browser as "oneResponsePerBrowser", s.redirect_url as "redirectUrl"`);

/** The published survey a row stands for, its document from the per-version cache; 404 as above. */
async function publishedSurveyOf(
  db: Database,
  row: SurveyRow | undefined,
  version?: number,
): Promise<PublishedSurvey> {
  if (!row || !row.isPublic || row.publishedVersion < 1) throw unavailable();
  const served = version ?? row.publishedVersion;
  if (!Number.isInteger(served) || served < 1 || served > row.publishedVersion) throw unavailable();
  const cacheKey = `${row.id}@${served}`;
  let document = documentCache.get(cacheKey);
  if (!document) {
    const [snapshot] = await db
      .select({ document: surveyVersions.document })
      .from(surveyVersions)
      .where(and(eq(surveyVersions.surveyId, row.id), eq(surveyVersions.version, served)));
    if (!snapshot) throw unavailable();
    document = await withPublicFileUrls(db, row.id, snapshot.document as SurveyDocument);
    if (documentCache.size >= DOCUMENT_CACHE_LIMIT) documentCache.delete(documentCache.keys().next().value!);
    documentCache.set(cacheKey, document);
  }
  return {
    id: row.id,
    ownerId: row.ownerId,
    shareId: row.shareId,
    title: document.title,
    description: document.description,
    publishedVersion: served,
    latestVersion: row.publishedVersion,
    document,
    gate: {
      closesAt: row.closesAt === null ? null : toIso(row.closesAt),
      responseLimit: row.responseLimit,
      oneResponsePerBrowser: row.oneResponsePerBrowser,
      redirectUrl: row.redirectUrl,
    },
  };
}

export interface NewSubmission {
  surveyId: string;
  publishedVersion: number;
  idempotencyKey: string;
  /** Fingerprint of the request body (submission-fingerprint.ts). */
  payloadHash: string;
  name: string | null;
  email: string | null;
  userAgent: string | null;
  startedAt: Date | null;
  answers: ValidatedAnswer[];
  voiceCommentIds: string[];
  /** How the respondent met the concept tests (variant order, assignment, option orders, views). */
  design?: ValidatedDesign;
  /** sha-256 of the browser's per-survey cookie token (one response per browser), when it has one. */
  browserToken?: string | null;
  /** The declared hidden fields the share link carried (issue 12); absent: none. */
  hiddenFields?: Record<string, string>;
}

/** A submission as stored: its id and the fingerprint of the body that created it. */
export interface StoredSubmission {
  id: string;
  /** Null for submissions stored before fingerprints were kept. */
  payloadHash: string | null;
}

/** One input's result: stored (or a replay of a stored key), or refused with nothing stored. */
export type StoreOutcome = (StoredSubmission & { created: boolean }) | { refusal: AppError };

const ANSWER_ROWS_PER_STATEMENT = 4000;

/** A key that can be a visit id (the browser mints UUIDs; other API clients may send any key). */
const UUID_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The funnel's running totals of completion times (decision 033) gain the submissions just stored,
 * in whole seconds as the funnel's median reads them; rows in key order, as answer_stats'.
 */
async function addCompletionTimes(
  tx: Transaction,
  stored: { survey_id: string; published_version: unknown; seconds: unknown }[],
) {
  const counts = new Map<string, { survey_id: string; version: number; seconds: number; count: number }>();
  for (const row of stored) {
    if (row.seconds === null || row.seconds === undefined) continue;
    const entry = {
      survey_id: row.survey_id,
      version: toNumber(row.published_version),
      seconds: toNumber(row.seconds),
    };
    const key = `${entry.survey_id}|${entry.version}|${entry.seconds}`;
    const existing = counts.get(key);
    if (existing) existing.count += 1;
    else counts.set(key, { ...entry, count: 1 });
  }
  if (counts.size === 0) return;
  await tx.execute(sql`
    insert into completion_times as t (survey_id, version, seconds, count)
    select r.survey_id, r.version, r.seconds, r.count
    from jsonb_to_recordset(${JSON.stringify([...counts.values()])}::jsonb) as r(survey_id uuid, version int, seconds int, count bigint)
    order by r.survey_id, r.version, r.seconds
    on conflict (survey_id, version, seconds) do update set count = t.count + excluded.count`);
}

/**
 * Stores submissions and their answers in ONE transaction (a group commit: one WAL flush for the
 * whole batch). The (survey, idempotency key) unique index makes a retried request find the first
 * submission instead of storing a second; results come back in input order.
 */
export async function storeSubmissions(db: Database, inputs: NewSubmission[]): Promise<StoreOutcome[]> {
  const keyOf = (input: { surveyId: string; idempotencyKey: string }) =>
    `${input.surveyId}|${input.idempotencyKey}`;
  // The same key twice in one batch (a client retrying while its first try is queued) is stored once.
  const firstByKey = new Map<string, NewSubmission>();
  for (const input of inputs) if (!firstByKey.has(keyOf(input))) firstByKey.set(keyOf(input), input);
  const candidates = [...firstByKey.values()];
  // Webhooks and notifications (issue 19): usually answered from a cache, nothing to do for most surveys.
  const withOutboxWork = await surveysWithOutboxWork(
    db,
    candidates.map((input) => input.surveyId),
  );

  return db.transaction(async (tx) => {
    // Distribution controls: a closed survey or a browser that already answered stores nothing.
    const refusals = await refuseClosedSurveys(tx, candidates);
    const refused = new Map([...refusals].map(([index, error]) => [keyOf(candidates[index]!), error]));
    const unique = candidates.filter((input) => !refused.has(keyOf(input)));
    // The whole batch travels as one JSON parameter and PostgreSQL expands it: building a
    // many-row INSERT value by value in the ORM cost a quarter of the server's CPU under load.
    const submissionRows = unique.map((input) => ({
      survey_id: input.surveyId,
      published_version: input.publishedVersion,
      idempotency_key: input.idempotencyKey,
      payload_hash: input.payloadHash,
      name: input.name,
      email: input.email,
      user_agent: input.userAgent,
      started_at: input.startedAt?.toISOString() ?? null,
      variant_orders: input.design?.variantOrders ?? {},
      assigned_variants: input.design?.assignedVariants ?? {},
      option_orders: input.design?.optionOrders ?? {},
      viewed_variants: input.design?.viewedVariantIds ?? [],
      browser_token: input.browserToken ?? null,
      hidden_fields: input.hiddenFields ?? {},
      stat_codes: submissionStatCodes(input.answers),
    }));
    const inserted = rowsOf<{
      id: string;
      survey_id: string;
      idempotency_key: string;
      published_version: unknown;
      seconds: unknown;
    }>(
      await tx.execute(sql`
        insert into submissions (survey_id, published_version, idempotency_key, payload_hash, name, email, user_agent, started_at,
          variant_orders, assigned_variants, option_orders, viewed_variants, browser_token, hidden_fields, stat_codes)
        select r.survey_id, r.published_version, r.idempotency_key, r.payload_hash, r.name, r.email, r.user_agent, r.started_at,
          r.variant_orders, r.assigned_variants, r.option_orders, r.viewed_variants, r.browser_token, r.hidden_fields,
          r.stat_codes
        from jsonb_to_recordset(${JSON.stringify(submissionRows)}::jsonb) as r(
          survey_id uuid, published_version integer, idempotency_key text, payload_hash text, name text,
          email text, user_agent text, started_at timestamptz, variant_orders jsonb, assigned_variants jsonb,
          option_orders jsonb, viewed_variants jsonb, browser_token text, hidden_fields jsonb, stat_codes integer[])
        on conflict (survey_id, idempotency_key) do nothing
        returning id, survey_id, idempotency_key, published_version,
          case when started_at is not null and completed_at >= started_at
            then round(extract(epoch from completed_at - started_at))::int end as seconds`),
    );
    const createdIds = new Map(
      inserted.map((row) => [
        keyOf({ surveyId: row.survey_id, idempotencyKey: row.idempotency_key }),
        row.id,
      ]),
    );
    // Webhooks and notifications (issue 19): what the batch's responses send, from the writer.
    const completedResponses = unique.flatMap((input) => {
      const submissionId = createdIds.get(keyOf(input));
      return submissionId && withOutboxWork.has(input.surveyId)
        ? [
            {
              surveyId: input.surveyId,
              submissionId,
              publishedVersion: input.publishedVersion,
              name: input.name,
              email: input.email,
              hiddenFields: input.hiddenFields ?? {},
              answers: input.answers,
            },
          ]
        : [];
    });
    // Deliveries and per-response mails before the running totals below: from the first upsert of
    // a survey's totals on, concurrent batches of that survey wait for this transaction to commit,
    // so work done before it does not lengthen that wait (about 10% of a hooked survey's
    // throughput when it came last). The day's digest row is shared like the totals: it comes last.
    await enqueueCompletedResponses(tx, completedResponses, undefined, 'deliveries');
    await addCompletionTimes(tx, inserted);

    const replays = unique.filter((input) => !createdIds.has(keyOf(input)));
    const existing = new Map<string, StoredSubmission>();
    if (replays.length > 0) {
      const rows = await tx
        .select({
          id: submissions.id,
          surveyId: submissions.surveyId,
          idempotencyKey: submissions.idempotencyKey,
          payloadHash: submissions.payloadHash,
        })
        .from(submissions)
        .where(
          inArray(
            submissions.idempotencyKey,
            replays.map((input) => input.idempotencyKey),
          ),
        );
      for (const row of rows) existing.set(keyOf(row), { id: row.id, payloadHash: row.payloadHash });
    }

    const answerRows = unique.flatMap((input) => {
      const submissionId = createdIds.get(keyOf(input));
      if (!submissionId) return [];
      return input.answers.map((answer) => ({
        submission_id: submissionId,
        survey_id: input.surveyId,
        ...answer,
      }));
    });
    for (let start = 0; start < answerRows.length; start += ANSWER_ROWS_PER_STATEMENT) {
      const chunk = answerRows.slice(start, start + ANSWER_ROWS_PER_STATEMENT);
      await tx.execute(sql`
        insert into answers (submission_id, survey_id, page_id, block_id, question_id, media_item_id,
          text_value, numeric_value, choice_ids, other_text)
        select r.submission_id, r.survey_id, r.page_id, r.block_id, r.question_id, r.media_item_id,
          r.text_value, r.numeric_value,
          case when r.choice_ids is null then null
               else array(select jsonb_array_elements_text(r.choice_ids)) end,
          r.other_text
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(
          submission_id uuid, survey_id uuid, page_id text, block_id text, question_id text,
          media_item_id text, text_value text, numeric_value double precision, choice_ids jsonb, other_text text)`);
    }

    // The report's running totals move in the same transaction as the rows they count.
    const counted = unique.flatMap((input) => {
      const submissionId = createdIds.get(keyOf(input));
      return submissionId
        ? [
            {
              surveyId: input.surveyId,
              version: input.publishedVersion,
              submissionId,
              name: input.name,
              email: input.email,
              answers: input.answers,
              variantOrders: input.design?.variantOrders ?? {},
            },
          ]
        : [];
    });
    const deltas = statDeltas(counted);
    if (deltas.length > 0) {
      await tx.execute(sql`
        insert into answer_stats (survey_id, version, question_id, kind, key, variant_id, count)
        select r.survey_id, r.version, r.question_id, r.kind, r.key, r.variant_id, r.count
        from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) as r(survey_id uuid, version integer, question_id text, kind text, key text, variant_id text, count bigint)
        on conflict (survey_id, version, question_id, kind, key, variant_id) do update set count = answer_stats.count + excluded.count`);
      // Participants: the identities new to a version (and to the survey, version 0) raise its count
      // (kind u), so the report reads one row instead of one per respondent. A concurrent batch with
      // the same new identity waits on its insert and then skips it: each identity is counted once.
      await tx.execute(sql`
        with added as (
          insert into participant_identities (survey_id, version, identity)
          select r.survey_id, r.version, r.identity
          from jsonb_to_recordset(${JSON.stringify(participantIdentityRows(counted))}::jsonb) as r(survey_id uuid, version integer, identity text)
          on conflict do nothing
          returning survey_id, version)
        insert into answer_stats (survey_id, version, question_id, kind, key, variant_id, count)
        select survey_id, version, '', ${STAT_KIND.participants}, '', '', count(*) from added
        group by survey_id, version order by survey_id, version
        on conflict (survey_id, version, question_id, kind, key, variant_id) do update set count = answer_stats.count + excluded.count`);
    }

    // The visit this response saved progress under (its id is the key) becomes completed in the
    // same transaction, and its partial answers go: a response is never both (decision 023).
    const linkedVisits = unique.flatMap((input) => {
      const submissionId = createdIds.get(keyOf(input));
      return submissionId && UUID_KEY.test(input.idempotencyKey)
        ? [
            {
              visit_id: input.idempotencyKey.toLowerCase(),
              survey_id: input.surveyId,
              submission_id: submissionId,
            },
          ]
        : [];
    });
    if (linkedVisits.length > 0) {
      // The funnel's running totals (decision 033) move each linked visit from its partial group to
      // its completed one; the rows stay locked until commit, so a progress save can't move them too.
      const linkedGroups = rowsOf<{
        survey_id: string;
        published_version: unknown;
        furthest_step: unknown;
        started: boolean;
      }>(
        await tx.execute(sql`
          select v.survey_id, v.published_version, v.furthest_step, v.started_at is not null as started
          from visits v join jsonb_to_recordset(${JSON.stringify(linkedVisits)}::jsonb) as r(visit_id uuid, survey_id uuid)
            on v.id = r.visit_id and v.survey_id = r.survey_id
          where v.submission_id is null
          order by v.id
          for update of v`),
      );
      const bySurvey = new Map<string, Parameters<typeof moveFunnelGroups>[2]>();
      for (const group of linkedGroups) {
        const from = {
          version: toNumber(group.published_version),
          furthestStep: toNumber(group.furthest_step),
          started: group.started,
          completed: false,
        };
        const moves = bySurvey.get(group.survey_id) ?? [];
        moves.push({ from, to: { ...from, started: true, completed: true } });
        bySurvey.set(group.survey_id, moves);
      }
      for (const [surveyId, moves] of [...bySurvey].sort(([a], [b]) => a.localeCompare(b)))
        await moveFunnelGroups(tx, surveyId, moves);
      await tx.execute(sql`
        with linked as (
          update visits v set submission_id = r.submission_id, started_at = coalesce(v.started_at, v.viewed_at),
            updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(linkedVisits)}::jsonb) as r(visit_id uuid, survey_id uuid, submission_id uuid)
          where v.id = r.visit_id and v.survey_id = r.survey_id and v.submission_id is null
          returning v.id)
        delete from visit_answers where visit_id in (select id from linked)`);
    }

    for (const input of unique) {
      const submissionId = createdIds.get(keyOf(input));
      if (!submissionId || input.voiceCommentIds.length === 0) continue;
      // Only notes recorded for this survey and not yet claimed by another submission.
      await tx
        .update(voiceComments)
        .set({ submissionId, updatedAt: sql`now()` })
        .where(
          and(
            inArray(voiceComments.id, input.voiceCommentIds),
            eq(voiceComments.surveyId, input.surveyId),
            isNull(voiceComments.submissionId),
          ),
        );
    }

    const digests = surveysWithDigest(withOutboxWork);
    await enqueueCompletedResponses(
      tx,
      completedResponses.filter((response) => digests.has(response.surveyId)),
      undefined,
      'digest',
    );

    const answered = new Set<string>();
    return inputs.map((input): StoreOutcome => {
      const key = keyOf(input);
      const refusal = refused.get(key);
      if (refusal) return { refusal };
      const createdId = createdIds.get(key);
      if (createdId) {
        // Later copies of the key in this batch are replays of the first one, which was stored.
        const payloadHash = firstByKey.get(key)!.payloadHash;
        const created = !answered.has(key);
        answered.add(key);
        return { id: createdId, payloadHash, created };
      }
      const stored = existing.get(key);
      if (!stored) throw new AppError('conflict', 'The submission could not be stored. Please try again.');
      return { ...stored, created: false };
    });
  });
}

/**
 * Counts media views ('view': a step showing the item was displayed) or engagements
 * ('engagement': the respondent opened the variant, zoomed the image or followed the link).
 */
export async function recordMediaViews(
  db: Database,
  surveyId: string,
  mediaItemIds: string[],
  kind: 'view' | 'engagement' = 'view',
  publishedVersion = 1,
  /** The visit that showed them: its views are also kept per visit (filtered reports, decision 033). */
  visitId?: string,
): Promise<void> {
  if (mediaItemIds.length === 0) return;
  const isView = kind === 'view';
  if (visitId)
    await db
      .insert(visitMediaViews)
      .values(
        mediaItemIds.map((mediaItemId) => ({
          visitId,
          surveyId,
          publishedVersion,
          mediaItemId,
          viewCount: isView ? 1 : 0,
          engagementCount: isView ? 0 : 1,
        })),
      )
      .onConflictDoUpdate({
        target: [visitMediaViews.visitId, visitMediaViews.publishedVersion, visitMediaViews.mediaItemId],
        set: isView
          ? { viewCount: sql`${visitMediaViews.viewCount} + 1` }
          : { engagementCount: sql`${visitMediaViews.engagementCount} + 1` },
      });
  await db
    .insert(mediaViews)
    .values(
      mediaItemIds.map((mediaItemId) => ({
        surveyId,
        publishedVersion,
        mediaItemId,
        viewCount: isView ? 1 : 0,
        engagementCount: isView ? 0 : 1,
      })),
    )
    .onConflictDoUpdate({
      target: [mediaViews.surveyId, mediaViews.publishedVersion, mediaViews.mediaItemId],
      set: isView
        ? { viewCount: sql`${mediaViews.viewCount} + 1`, updatedAt: sql`now()` }
        : { engagementCount: sql`${mediaViews.engagementCount} + 1`, updatedAt: sql`now()` },
    });
}
