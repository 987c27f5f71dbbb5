import { sql } from 'drizzle-orm';
import type { ValidatedAnswer } from '#shared/take/take-types.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

// Writing outbox rows in the transaction of the event that causes them (DESIGN.md "Outbox"). The
// submission path must stay as fast as before: a survey whose owner has no webhook and no
// notification costs nothing but a cached lookup, and one that has them one statement per batch.

type Notify = 'off' | 'each' | 'daily';
interface Target {
  /** The survey or its owner's account has at least one webhook endpoint. */
  hooks: boolean;
  notify: Notify;
  at: number;
}

/**
 * Per process. Changes made through this instance drop the entry at once; another instance's
 * change is seen within TARGET_FRESH_MS (an endpoint added there misses at most that much).
 */
const targets = new Map<string, Target>();
const TARGET_FRESH_MS = 10_000;
const TARGET_ENTRIES = 5_000;

/** After an endpoint or notification setting changed: one survey's entry, or every entry (account-wide). */
export function forgetOutboxTargets(surveyId?: string) {
  if (surveyId) targets.delete(surveyId);
  else targets.clear();
}

/** The surveys among `surveyIds` whose responses write outbox rows (read from the cache when fresh). */
export async function surveysWithOutboxWork(db: Database, surveyIds: string[], now = Date.now()) {
  const unique = [...new Set(surveyIds)];
  const missing = unique.filter((id) => {
    const entry = targets.get(id);
    return !entry || now - entry.at > TARGET_FRESH_MS;
  });
  if (missing.length > 0) {
    const rows = rowsOf<{ id: string; notify: Notify; hooks: boolean }>(
      await db.execute(sql`
        select s.id, s.notify_responses as notify,
          exists (select 1 from webhook_endpoints e
                  where e.owner_id = s.owner_id and (e.survey_id = s.id or e.survey_id is null)) as hooks
        from surveys s where s.id in (select jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb)::uuid)`),
    );
    if (targets.size + rows.length > TARGET_ENTRIES) targets.clear();
    for (const row of rows) targets.set(row.id, { hooks: row.hooks, notify: row.notify, at: now });
  }
  return new Set(
    unique.filter((id) => {
      const entry = targets.get(id);
      return entry && (entry.hooks || entry.notify !== 'off');
    }),
  );
}

/** Of these surveys, those whose owner asked for a daily digest (from the cache surveysWithOutboxWork filled). */
export function surveysWithDigest(surveyIds: Iterable<string>): Set<string> {
  return new Set([...surveyIds].filter((id) => targets.get(id)?.notify === 'daily'));
}

export interface CompletedResponse {
  surveyId: string;
  submissionId: string;
  publishedVersion: number;
  name: string | null;
  email: string | null;
  hiddenFields: Record<string, string>;
  answers: ValidatedAnswer[];
}

/** The day (UTC) a digest collects, and when it is sent: the following midnight UTC. */
export function digestDay(now: Date): { day: string; sendAt: Date } {
  const day = now.toISOString().slice(0, 10);
  const sendAt = new Date(`${day}T00:00:00.000Z`);
  sendAt.setUTCDate(sendAt.getUTCDate() + 1);
  return { day, sendAt };
}

/**
 * One statement for the whole batch: a `response.completed` delivery per endpoint of the survey or
 * its owner's account, a mail per response for owners who asked for each, and the day's digest
 * row counted up for those who asked for a digest. Endpoints and settings are read here, in the
 * submission's transaction, so a row is written exactly when the response is.
 */
export async function enqueueCompletedResponses(
  tx: Database,
  responses: CompletedResponse[],
  now = new Date(),
  /**
   * Which rows: the webhook deliveries and per-response mails (new rows, no shared lock), the
   * day's digest count (one row per survey that concurrent batches update: the writer takes it
   * last, after the running totals, so every batch locks in one order), or both.
   */
  part: 'deliveries' | 'digest' | 'all' = 'all',
) {
  if (responses.length === 0) return;
  const rows = responses.map((response) => ({
    survey_id: response.surveyId,
    payload: {
      response: {
        id: response.submissionId,
        published_version: response.publishedVersion,
        submitted_at: now.toISOString(),
        name: response.name,
        email: response.email,
        hidden_fields: response.hiddenFields,
        answers: response.answers.map((answer) => ({
          question_id: answer.question_id,
          text_value: answer.text_value,
          numeric_value: answer.numeric_value,
          choice_ids: answer.choice_ids,
          other_text: answer.other_text,
        })),
      },
    },
  }));
  const { day, sendAt } = digestDay(now);
  await tx.execute(sql`
    with r as (
      select r.survey_id, r.payload, s.owner_id, s.notify_responses as notify,
        jsonb_build_object('id', s.id, 'title', s.title, 'share_id', s.share_id) as survey
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(survey_id uuid, payload jsonb)
      join surveys s on s.id = r.survey_id
    ), hooks as (
      insert into outbox (kind, event, endpoint_id, owner_id, survey_id, payload)
      select 'webhook', 'response.completed', e.id, r.owner_id, r.survey_id,
        jsonb_build_object('survey', r.survey) || r.payload
      from r join webhook_endpoints e
        on e.owner_id = r.owner_id and (e.survey_id = r.survey_id or e.survey_id is null)
      where ${part !== 'digest'}
      returning 1
    ), each_mail as (
      insert into outbox (kind, event, owner_id, survey_id, payload)
      select 'mail', 'response.completed', r.owner_id, r.survey_id,
        jsonb_build_object('response_id', r.payload->'response'->>'id')
      from r where r.notify = 'each' and ${part !== 'digest'}
      returning 1
    ), digest as (
      insert into outbox (kind, event, owner_id, survey_id, payload, dedupe_key, next_attempt_at)
      select 'mail', 'response.digest', r.owner_id, r.survey_id,
        jsonb_build_object('day', ${day}::text, 'count', count(*)),
        'digest:' || r.survey_id || ':' || ${day}::text, ${sendAt.toISOString()}::timestamptz
      from r where r.notify = 'daily' and ${part !== 'deliveries'} group by r.owner_id, r.survey_id
      on conflict (dedupe_key) do update
        set payload = jsonb_set(outbox.payload, '{count}',
              to_jsonb((outbox.payload->>'count')::int + (excluded.payload->>'count')::int)),
            updated_at = now()
        where outbox.status = 'pending'
      returning 1
    )
    select (select count(*) from hooks) + (select count(*) from each_mail) + (select count(*) from digest) as queued`);
}

/** `survey.published` to the survey's and the account's endpoints, in the publish transaction. */
export async function enqueueSurveyPublished(
  tx: Database,
  survey: { id: string; ownerId: string; title: string; shareId: string },
  version: number,
) {
  const payload = {
    survey: { id: survey.id, title: survey.title, share_id: survey.shareId },
    version,
    published_at: new Date().toISOString(),
  };
  await tx.execute(sql`
    insert into outbox (kind, event, endpoint_id, owner_id, survey_id, payload)
    select 'webhook', 'survey.published', e.id, e.owner_id, ${survey.id}::uuid, ${JSON.stringify(payload)}::jsonb
    from webhook_endpoints e
    where e.owner_id = ${survey.ownerId} and (e.survey_id = ${survey.id}::uuid or e.survey_id is null)`);
}
