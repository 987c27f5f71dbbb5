import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '#shared/errors.ts';

const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 422,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  idempotency_key_reused: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  // A service Pollen relies on (the transcription service) failed; the request itself was fine.
  bad_gateway: 502,
  // The database is unreachable for now: the client may retry (a submission with the same key).
  unavailable: 503,
  // The survey closed (its date passed or its response limit was reached): final, not retried.
  survey_closed: 410,
  // One response per browser: this browser already sent one.
  already_answered: 409,
};

/** An expected failure: it reaches the client as `{ error: { code, message } }` and is not logged as a fault. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return statusByCode[this.code];
  }
}

export function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(statusByCode) as [ErrorCode, number][]).find(([, value]) => value === status);
  return match?.[0] ?? (status >= 500 ? 'internal' : 'bad_request');
}
