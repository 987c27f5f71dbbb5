import { z } from 'zod';

/** Stable error codes; the server maps each to an HTTP status, the web app to a message. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'bad_gateway',
  'unavailable',
  // Distribution controls (docs/decisions/023): the survey takes no new responses / this browser answered.
  'survey_closed',
  'already_answered',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

export { DEFAULT_API_ERROR_MESSAGE } from './error-body.ts';
