import { z } from 'zod';

// Webhooks and response notifications (issue 19 §1 and §4, docs/webhooks.md): the shapes the owner
// routes validate and answer with, shared by the server and the web app.

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_URL_INVALID =
  'The endpoint must be a full web address starting with https:// or http://.';

export const WEBHOOK_URL_CREDENTIALS =
  'Leave the user name and password out of the endpoint address: check the Pollen-Signature header instead.';

export const webhookEvents = ['response.completed', 'survey.published', 'webhook.test'] as const;

/** POST /api/webhooks: a survey's endpoint, or (survey_id null) one for every survey of the account. */
export const newWebhookSchema = z.object({
  url: z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX, `The endpoint address is longer than ${WEBHOOK_URL_MAX} characters.`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, WEBHOOK_URL_INVALID)
    // Credentials in the address would be stored and shown in the log; the signature authenticates.
    .refine((value) => {
      try {
        const url = new URL(value);
        return !url.username && !url.password;
      } catch {
        return true;
      }
    }, WEBHOOK_URL_CREDENTIALS),
  survey_id: z.uuid().nullable().default(null),
});
export type NewWebhook = z.input<typeof newWebhookSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  survey_id: z.string().nullable(),
  created_at: z.string(),
  /** The secret's first characters, to tell endpoints apart; the whole secret via /secret. */
  secret_hint: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const createdWebhookSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const deliveryStatuses = ['pending', 'delivered', 'failed', 'dropped'] as const;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  /** When the next try is due (pending rows only). */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** The survey the event is about, by title (null for a test or a removed survey). */
  survey_title: z.string().nullable().default(null),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const notifyModes = ['off', 'each', 'daily'] as const;
export type NotifyMode = (typeof notifyModes)[number];

/** GET/PUT /api/notifications/:surveyId */
export const notificationSettingsSchema = z.object({ responses: z.enum(notifyModes) });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
