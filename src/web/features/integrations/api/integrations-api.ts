import { z } from 'zod';
import {
  createdWebhookSchema,
  notificationSettingsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  type NotifyMode,
} from '#shared/integrations/webhooks.ts';
import { apiFetch, noContent } from '../../../lib/api-fetch.ts';

// Webhooks and response notifications (issue 19, docs/webhooks.md).

const listSchema = z.object({ items: z.array(webhookEndpointSchema) });
const deliveriesSchema = z.object({ items: z.array(webhookDeliverySchema) });
const endpointPath = (id: string) => `/api/webhooks/${encodeURIComponent(id)}`;

export function listWebhooks(surveyId: string | null, signal?: AbortSignal) {
  const query = surveyId ? `?survey_id=${encodeURIComponent(surveyId)}` : '';
  return apiFetch(`/api/webhooks${query}`, listSchema, { signal }).then((body) => body.items);
}

export function addWebhook(url: string, surveyId: string | null) {
  return apiFetch('/api/webhooks', createdWebhookSchema, { json: { url, survey_id: surveyId } });
}

export function removeWebhook(id: string) {
  return apiFetch(endpointPath(id), noContent, { method: 'DELETE' });
}

export function revealWebhookSecret(id: string) {
  return apiFetch(`${endpointPath(id)}/secret`, z.object({ secret: z.string() }));
}

export function listDeliveries(id: string, signal?: AbortSignal) {
  return apiFetch(`${endpointPath(id)}/deliveries`, deliveriesSchema, { signal }).then((body) => body.items);
}

export function sendTestDelivery(id: string) {
  return apiFetch(`${endpointPath(id)}/test`, webhookDeliverySchema, { method: 'POST' });
}

export function redeliver(id: string, deliveryId: string) {
  return apiFetch(
    `${endpointPath(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    webhookDeliverySchema,
    { method: 'POST' },
  );
}

const notificationPath = (surveyId: string) => `/api/notifications/${encodeURIComponent(surveyId)}`;

export function getNotifications(surveyId: string, signal?: AbortSignal) {
  return apiFetch(notificationPath(surveyId), notificationSettingsSchema, { signal });
}

export function saveNotifications(surveyId: string, responses: NotifyMode) {
  return apiFetch(notificationPath(surveyId), notificationSettingsSchema, {
    method: 'PUT',
    json: { responses },
  });
}
