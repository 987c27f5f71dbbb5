import { readErrorBody } from '#shared/error-body.ts';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { NETWORK_ERROR, UNKNOWN_ERROR } from './take-copy.ts';

export const MAX_SUBMIT_ATTEMPTS = 6;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

export type SubmitResult =
  | { ok: true; submissionId: string }
  | {
      ok: false;
      message: string;
      /** HTTP status of the last answer; null when the server was never reached. */
      status: number | null;
      /**
       * True when the server definitely stored nothing (it rejected the answers): a new attempt may
       * use a fresh key. False when the outcome is unknown (network, 5xx, 429): keep the same key.
       */
      rejected: boolean;
    };

export interface SubmitOptions {
  shareId: string;
  payload: SubmissionPayload;
  idempotencyKey: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  maxAttempts?: number;
  signal?: AbortSignal;
}

/** Backoff before retry number `retry` (1-based): 0.5 s, 1 s, 2 s, 4 s… capped at 10 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, retry - 1), MAX_DELAY_MS);
}

/** Retry-After in milliseconds (seconds or an HTTP date), or null. */
function retryAfterMs(response: Response, now = Date.now()): number | null {
  const header = response.headers.get('Retry-After');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * POSTs the submission with one Idempotency-Key for the whole series of attempts, so a retry after
 * a lost answer can never store the response twice. Retries network errors, 5xx, 408 and 429 with
 * exponential backoff; stops at once on any other 4xx.
 */
export async function submitWithRetry({
  shareId,
  payload,
  idempotencyKey,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  sleep = defaultSleep,
  maxAttempts = MAX_SUBMIT_ATTEMPTS,
  signal,
}: SubmitOptions): Promise<SubmitResult> {
  const url = `/api/public/surveys/${encodeURIComponent(shareId)}/submissions`;
  const body = JSON.stringify(payload);
  let last: SubmitResult = { ok: false, message: UNKNOWN_ERROR, status: null, rejected: false };

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    let wait = retryDelayMs(attempt);
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body,
        signal,
      });
      const json = await readJson(response);
      if (response.ok) {
        const id = (json as { submissionId?: unknown } | null)?.submissionId;
        return { ok: true, submissionId: typeof id === 'string' ? id : '' };
      }
      const message = readErrorBody(json)?.message ?? UNKNOWN_ERROR;
      if (!isRetryableStatus(response.status)) {
        return { ok: false, message, status: response.status, rejected: response.status !== 409 };
      }
      last = { ok: false, message, status: response.status, rejected: false };
      const hinted = retryAfterMs(response);
      if (hinted !== null) wait = Math.min(Math.max(wait, hinted), MAX_DELAY_MS);
    } catch {
      if (signal?.aborted) return { ok: false, message: UNKNOWN_ERROR, status: null, rejected: false };
      last = { ok: false, message: NETWORK_ERROR, status: null, rejected: false };
    }
    if (attempt < maxAttempts) await sleep(wait);
    if (signal?.aborted) break;
  }
  return last;
}
