import { sql } from 'drizzle-orm';
import type { Mailer } from '../auth/mailer.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso } from '../db/rows.ts';
import type { Logger } from '../logger.ts';
import { nextAttemptAt } from './backoff.ts';
import { postWebhook, type DeliveryResult, type WebhookTransportOptions } from './deliver-webhook.ts';
import { digestMail, newResponseMail } from './notification-mail.ts';
import { SIGNATURE_HEADER, signatureHeader } from './signature.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// One worker per instance delivers the outbox (DESIGN.md "Outbox"). A row is claimed in one
// statement with FOR UPDATE SKIP LOCKED and leased for LEASE_MS: another instance skips it while
// it is being delivered, and takes it up again only if this one died before recording the result.

const LEASE_MS = 2 * 60_000;
// Claimed and recorded together: outcomes wait for the batch's slowest delivery, and mails open a
// connection each, so a batch stays small.
const BATCH = 20;
const POLL_MS = 1_000;
/**
 * While respondents keep the process busy (`busy()`), deliveries wait: webhooks and mails are
 * asynchronous, ingestion is not. A row is delivered anyway once it has waited this long, so
 * sustained load delays deliveries by at most about a minute instead of starving them.
 */
export const MAX_DEFERRAL_MS = 60_000;

export interface OutboxWorkerOptions {
  db: Database;
  logger: Logger;
  mailer: Mailer;
  publicUrl: string;
  /** Signs unsubscribe links (the server's auth secret). */
  secret: string;
  transport?: WebhookTransportOptions;
  /** Injectable for tests: the clock that decides what is due and when retries happen. */
  now?: () => Date;
  random?: () => number;
  /** Injectable for tests; defaults to an HTTP POST under the address policy. */
  post?: typeof postWebhook;
  /**
   * Whether requests are keeping the process busy right now (ingestion-pressure.ts): then only
   * rows that have waited MAX_DEFERRAL_MS are delivered. Asked once per pass; never busy by default.
   */
  busy?: () => boolean;
}

interface ClaimedRow {
  id: string;
  kind: 'webhook' | 'mail';
  event: string;
  owner_id: string;
  survey_id: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: unknown;
  url: string | null;
  secret: string | null;
}

export interface OutboxWorker {
  /** Claims and delivers what is due now; resolves with how many rows it handled. */
  runOnce(): Promise<number>;
  /** Something was queued by hand (Send test, Redeliver): deliver it now, even under load. */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

/** The JSON a receiver gets; its `id` is the delivery's, the same on every retry and redelivery. */
export function webhookBody(row: { id: string; event: string; created_at: unknown; payload: unknown }) {
  return JSON.stringify({
    id: row.id,
    type: row.event,
    created_at: toIso(row.created_at),
    data: row.payload,
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text a receiver sent back, made storable: at most `limit` characters, whole code points, no NUL
 * (PostgreSQL's text and jsonb refuse NUL and a lone half of a surrogate pair).
 */
export function storableText(text: string, limit: number): string {
  return Array.from(text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD')).slice(0, limit).join('');
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const post = options.post ?? postWebhook;
  const busy = options.busy ?? (() => false);
  let urgent = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let stopped = true;
  let again = false;

  /** Claims up to BATCH rows due by `dueBy` (at most `at`; earlier while deliveries yield). */
  async function claim(at: Date, dueBy: Date): Promise<ClaimedRow[]> {
    return rowsOf<ClaimedRow>(
      await db.execute(sql`
        update outbox o set attempts = o.attempts + 1,
          locked_until = ${new Date(at.getTime() + LEASE_MS).toISOString()}::timestamptz, updated_at = now()
        from (select id from outbox
              where status = 'pending' and next_attempt_at <= ${dueBy.toISOString()}::timestamptz
                and (locked_until is null or locked_until <= ${at.toISOString()}::timestamptz)
              order by next_attempt_at limit ${BATCH}
              for update skip locked) due
        where o.id = due.id
        returning o.id, o.kind, o.event, o.owner_id, o.survey_id, o.payload, o.attempts, o.created_at,
          (select url from webhook_endpoints e where e.id = o.endpoint_id) as url,
          (select secret from webhook_endpoints e where e.id = o.endpoint_id) as secret`),
    );
  }

  async function deliverWebhook(row: ClaimedRow, at: Date): Promise<DeliveryResult> {
    if (!row.url || !row.secret) return { ok: false, statusCode: null, error: 'The endpoint was removed' };
    const body = webhookBody(row);
    return post(
      row.url,
      body,
      {
        [SIGNATURE_HEADER]: signatureHeader(row.secret, Math.floor(at.getTime() / 1000), body),
        'Pollen-Event': row.event,
        'Pollen-Delivery': row.id,
      },
      options.transport,
    );
  }

  /** A notification mail; 'dropped' when the owner turned notifications off after it was queued. */
  async function deliverMail(row: ClaimedRow): Promise<DeliveryResult | 'dropped'> {
    const [context] = rowsOf<{ email: string; title: string; share_id: string; notify: string }>(
      await db.execute(sql`
        select u.email, s.title, s.share_id, s.notify_responses as notify
        from surveys s join "user" u on u.id = s.owner_id
        where s.id = ${row.survey_id}::uuid and s.owner_id = ${row.owner_id}`),
    );
    const wanted = row.event === 'response.digest' ? 'daily' : 'each';
    if (!context || context.notify !== wanted) return 'dropped';
    const mail = {
      to: context.email,
      surveyTitle: context.title,
      resultsUrl: `${options.publicUrl}/analytics/${encodeURIComponent(context.share_id)}`,
      unsubscribeUrl: `${options.publicUrl}/unsubscribe/${unsubscribeToken(options.secret, row.survey_id!, row.owner_id)}`,
    };
    const payload = row.payload as { count?: number; day?: string };
    await options.mailer.send(
      row.event === 'response.digest'
        ? digestMail(mail, payload.count ?? 0, payload.day ?? '')
        : newResponseMail(mail),
    );
    return { ok: true, statusCode: null, error: null };
  }

  /** What became of one claimed row, as its outbox row records it. */
  interface Outcome {
    id: string;
    status: 'delivered' | 'pending' | 'failed' | 'dropped';
    next_attempt_at: string | null;
    delivered_at: string | null;
    last_status_code: number | null;
    last_error: string | null;
    /** Whether the attempt's status code and error replace the row's last ones (not for 'dropped'). */
    attempted: boolean;
  }

  async function attempt(row: ClaimedRow, at: Date): Promise<Outcome> {
    let result: DeliveryResult | 'dropped';
    try {
      result = row.kind === 'webhook' ? await deliverWebhook(row, at) : await deliverMail(row);
    } catch (error) {
      result = { ok: false, statusCode: null, error: (error as Error).message || 'Delivery failed' };
    }
    const finished = now();
    const none = { next_attempt_at: null, delivered_at: null, last_status_code: null, last_error: null };
    if (result === 'dropped') return { id: row.id, status: 'dropped', ...none, attempted: false };
    if (result.ok)
      return {
        id: row.id,
        status: 'delivered',
        ...none,
        delivered_at: finished.toISOString(),
        last_status_code: result.statusCode,
        attempted: true,
      };
    const next = nextAttemptAt(new Date(toIso(row.created_at)), row.attempts, finished, random);
    logger.warn(
      { outboxId: row.id, kind: row.kind, attempts: row.attempts, error: result.error, gaveUp: !next },
      'Outbox delivery failed',
    );
    return {
      id: row.id,
      status: next ? 'pending' : 'failed',
      next_attempt_at: (next ?? finished).toISOString(),
      delivered_at: null,
      last_status_code: result.statusCode,
      last_error: result.error === null ? null : storableText(result.error, 1000),
      attempted: true,
    };
  }

  /**
   * Records a claimed batch's outcomes in one statement: one commit per batch instead of one per
   * delivery, so a busy survey's webhooks don't add a disk flush per response beside ingestion's.
   */
  async function record(outcomes: Outcome[]) {
    if (outcomes.length === 0) return;
    try {
      await recordTogether(outcomes);
    } catch (error) {
      // One row must not hold the others back (their lease would run out and they'd go out again).
      logger.warn({ err: error }, 'Recording a batch of outbox outcomes failed; recording them one by one');
      for (const outcome of outcomes)
        await recordTogether([outcome]).catch((rowError: unknown) =>
          logger.warn({ err: rowError, outboxId: outcome.id }, 'Recording an outbox outcome failed'),
        );
    }
  }

  async function recordTogether(outcomes: Outcome[]) {
    await db.execute(sql`
      update outbox o set status = r.status, locked_until = null, updated_at = now(),
        next_attempt_at = coalesce(r.next_attempt_at, o.next_attempt_at),
        delivered_at = coalesce(r.delivered_at, o.delivered_at),
        last_status_code = case when r.attempted then r.last_status_code else o.last_status_code end,
        last_error = case when r.attempted then r.last_error else o.last_error end
      from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as r(id uuid, status text,
        next_attempt_at timestamptz, delivered_at timestamptz, last_status_code integer, last_error text,
        attempted boolean)
      where o.id = r.id`);
  }

  async function drain(): Promise<number> {
    let handled = 0;
    // Asked once per pass: the busy signal measures the time since it was last asked.
    const yielding = !urgent && busy();
    urgent = false;
    for (;;) {
      const at = now();
      // The database keeps microseconds and a Date only milliseconds: a row written in the same
      // millisecond as `at` (a Redeliver just before this pass) is due, not 0.4 ms in the future.
      const dueBy = yielding ? new Date(at.getTime() - MAX_DEFERRAL_MS) : new Date(at.getTime() + 1);
      const rows = await claim(at, dueBy);
      await record(await Promise.all(rows.map((row) => attempt(row, at))));
      handled += rows.length;
      if (rows.length < BATCH) return handled;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = null;
      if (again) {
        again = false;
        schedule(0);
      }
    });
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => logger.warn({ err: error }, 'Outbox poll failed; trying again'))
        .finally(() => schedule(POLL_MS));
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    nudge() {
      urgent = true;
      schedule(0);
    },
    start() {
      stopped = false;
      schedule(POLL_MS);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
