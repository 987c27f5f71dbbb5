import { Hono } from 'hono';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  newWebhookSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '#shared/integrations/webhooks.ts';
import type { Auth } from '../auth/auth.ts';
import { requireUser, type AuthVariables } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { toIso } from '../db/rows.ts';
import { outbox, surveys, webhookEndpoints } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid, validate } from '../http/validate.ts';
import { destinationRefusal } from '../link-preview/address-policy.ts';
import { getOwnedSurvey } from '../surveys/survey-store.ts';
import { forgetOutboxTargets } from './enqueue.ts';
import { newWebhookSecret } from './signature.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof outbox.$inferSelect;

const ENDPOINTS_PER_SCOPE = 10;
const LOG_ROWS = 50;

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    survey_id: row.surveyId,
    created_at: toIso(row.createdAt),
    secret_hint: `${row.secret.slice(0, 10)}…`,
  };
}

function toDelivery(row: DeliveryRow, surveyTitle: string | null = null): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    last_status_code: row.lastStatusCode,
    next_attempt_at: row.status === 'pending' ? toIso(row.nextAttemptAt) : null,
    created_at: toIso(row.createdAt),
    delivered_at: row.deliveredAt ? toIso(row.deliveredAt) : null,
    survey_title: surveyTitle,
  };
}

const notFound = () => new AppError('not_found', 'Webhook endpoint not found');

export interface WebhookRouteDeps {
  db: Database;
  auth: Auth;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: tests' receivers on 127.0.0.1. */
  allowPrivate: boolean;
  /** The local outbox worker, told when a test or redelivery is queued so it goes out at once. */
  outbox?: { nudge(): void };
}

/** The owner's webhook endpoints and their delivery logs. Every route checks ownership. */
export function createWebhookRoutes(deps: WebhookRouteDeps) {
  const { db } = deps;

  async function ownedEndpoint(ownerId: string, id: string): Promise<EndpointRow> {
    if (!isUuid(id)) throw notFound();
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, ownerId)));
    if (!row) throw notFound();
    return row;
  }

  async function queue(row: EndpointRow, event: string, payload: unknown) {
    const [queued] = await db
      .insert(outbox)
      .values({
        kind: 'webhook',
        event,
        endpointId: row.id,
        ownerId: row.ownerId,
        surveyId: row.surveyId,
        payload,
      })
      .returning();
    deps.outbox?.nudge();
    return toDelivery(queued!);
  }

  return new Hono<{ Variables: AuthVariables }>()
    .use('*', requireUser(deps.auth))
    .get('/', validate('query', z.object({ survey_id: z.uuid().optional() })), async (c) => {
      const userId = c.get('user').id;
      const surveyId = c.req.valid('query').survey_id;
      if (surveyId) await getOwnedSurvey(db, userId, surveyId);
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.ownerId, userId),
            surveyId ? eq(webhookEndpoints.surveyId, surveyId) : isNull(webhookEndpoints.surveyId),
          ),
        )
        .orderBy(webhookEndpoints.createdAt);
      return c.json({ items: rows.map(toEndpoint) });
    })
    .post('/', validate('json', newWebhookSchema), async (c) => {
      const userId = c.get('user').id;
      const input = c.req.valid('json');
      if (input.survey_id) await getOwnedSurvey(db, userId, input.survey_id);
      const host = new URL(input.url).hostname;
      const refused = deps.allowPrivate ? null : destinationRefusal(host);
      if (refused) {
        const message = `Pollen cannot send to ${host}: ${refused}. Use a public address.`;
        throw new AppError('validation_failed', message, { url: message });
      }
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.ownerId, userId),
            input.survey_id
              ? eq(webhookEndpoints.surveyId, input.survey_id)
              : isNull(webhookEndpoints.surveyId),
          ),
        );
      if (count >= ENDPOINTS_PER_SCOPE)
        throw new AppError('conflict', `At most ${ENDPOINTS_PER_SCOPE} endpoints here; remove one first.`);
      const secret = newWebhookSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({ ownerId: userId, surveyId: input.survey_id, url: input.url, secret })
        .returning();
      // An account-wide endpoint concerns every survey of the owner.
      forgetOutboxTargets(input.survey_id ?? undefined);
      return c.json({ ...toEndpoint(row!), secret }, 201);
    })
    .get('/:id/secret', async (c) => {
      const row = await ownedEndpoint(c.get('user').id, c.req.param('id'));
      return c.json({ secret: row.secret });
    })
    .delete('/:id', async (c) => {
      const row = await ownedEndpoint(c.get('user').id, c.req.param('id'));
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
      forgetOutboxTargets(row.surveyId ?? undefined);
      return c.body(null, 204);
    })
    .get('/:id/deliveries', async (c) => {
      const row = await ownedEndpoint(c.get('user').id, c.req.param('id'));
      // An account-wide endpoint's log names the survey each event came from.
      const rows = await db
        .select({ delivery: outbox, title: surveys.title })
        .from(outbox)
        .leftJoin(surveys, eq(surveys.id, outbox.surveyId))
        .where(eq(outbox.endpointId, row.id))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(LOG_ROWS);
      return c.json({ items: rows.map((entry) => toDelivery(entry.delivery, entry.title)) });
    })
    .post('/:id/test', async (c) => {
      const row = await ownedEndpoint(c.get('user').id, c.req.param('id'));
      const delivery = await queue(row, 'webhook.test', {
        message: 'A test delivery from Pollen. Your endpoint is reachable and can check the signature.',
        survey_id: row.surveyId,
      });
      return c.json(delivery, 201);
    })
    .post('/:id/deliveries/:deliveryId/redeliver', async (c) => {
      const row = await ownedEndpoint(c.get('user').id, c.req.param('id'));
      const deliveryId = c.req.param('deliveryId');
      if (!isUuid(deliveryId)) throw new AppError('not_found', 'Delivery not found');
      const [original] = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.id, deliveryId), eq(outbox.endpointId, row.id)));
      if (!original) throw new AppError('not_found', 'Delivery not found');
      // A new delivery (its own id and log line) with the same event and data.
      return c.json(await queue(row, original.event, original.payload), 201);
    });
}
