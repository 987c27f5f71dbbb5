import { readErrorBody } from '#shared/error-body.ts';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { NETWORK_ERROR, UNKNOWN_ERROR } from './take-copy.ts';
import { errorFieldsOf } from './take-api.ts';
import { takeApiPath } from '#shared/take/take-endpoint.ts';

const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 30_000;
/** A request that has not been answered by then is abandoned and tried again. */
export const ATTEMPT_TIMEOUT_MS = 30_000;
/** The server's code for a stored key sent again with other answers (docs/decisions/009). */
export const KEY_REUSED_CODE = 'idempotency_key_reused';
/** One response per browser, and this browser already sent one (docs/decisions/029): final. */
export const ALREADY_ANSWERED_CODE = 'already_answered';
/** The survey closed before the answers arrived (410, `fields.reason` date or quota): final. */
export const SURVEY_CLOSED_CODE = 'survey_closed';

/**
 * How a submission ended. There is no "gave up": unknown outcomes (network errors, timeouts, 5xx,
 * 408, 429) are retried for as long as the page is open.
 */
export type SubmitOutcome =
  | { kind: 'stored'; submissionId: string }
  /** The key was stored earlier with other answers; those are kept (409 idempotency_key_reused). */
  | { kind: 'already-sent' }
  /** Refused for good (a 4xx other than 408/429): nothing was stored under this key. */
  | { kind: 'refused'; status: number; message: string; code?: string; fields?: Record<string, string> }
  /** The page stopped sending (closed, or the flow unmounted). */
  | { kind: 'stopped' };

/** What the respondent is told after each failed attempt. */
export interface RetryNotice {
  failures: number;
  delayMs: number;
  /** HTTP status of the failed attempt; null when the server was not reached. */
  status: number | null;
  message: string;
}

/**
 * Back-off before retry number `retry` (1-based): exponential from 0.5 s, capped at 30 s, with
 * "equal jitter" (between half and all of it) so that many phones that lost the network together
 * don't all come back in the same instant.
 */
export function retryDelayMs(retry: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, retry - 1), MAX_DELAY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
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

/** 4xx answers that can never succeed stop the retries; everything else may still go through. */
function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429 && status !== 409;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * The pause between attempts, which ends early when woken: the browser fired `online`, or the
 * respondent pressed "Retry now". A wake during an attempt makes the next pause end at once.
 */
export class RetryClock {
  private endPause: (() => void) | null = null;
  private wokenDuringAttempt = false;

  attemptStarted(): void {
    this.wokenDuringAttempt = false;
  }

  pause(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.wokenDuringAttempt || signal?.aborted) {
      this.wokenDuringAttempt = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', end);
        this.endPause = null;
        resolve();
      };
      const timer = setTimeout(end, ms);
      signal?.addEventListener('abort', end, { once: true });
      this.endPause = end;
    });
  }

  wake(): void {
    if (this.endPause) this.endPause();
    else this.wokenDuringAttempt = true;
  }
}

export interface SubmitOptions {
  shareId: string;
  payload: SubmissionPayload;
  /** The response's one key, kept with its progress until the server confirms (never re-minted). */
  idempotencyKey: string;
  clock?: RetryClock;
  onRetry?: (notice: RetryNotice) => void;
  fetch?: typeof fetch;
  random?: () => number;
  signal?: AbortSignal;
}

type Attempt = { reached: true; response: Response; json: unknown } | { reached: false };

async function sendOnce(
  url: string,
  body: string,
  idempotencyKey: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal | undefined,
): Promise<Attempt> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  const timer = setTimeout(stop, ATTEMPT_TIMEOUT_MS);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body,
      signal: controller.signal,
    });
    return { reached: true, response, json: await readJson(response) };
  } catch {
    return { reached: false };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * POSTs the submission under its one Idempotency-Key until the server answers for good: stored
 * (201, or 200 for a retry of a stored key), already sent with other answers (409), or refused
 * (another 4xx). Network errors, timeouts, 5xx, 408, 409 conflicts and 429 are retried with
 * back-off for as long as `signal` is not aborted; the same key makes every retry safe.
 */
export async function submitUntilSettled({
  shareId,
  payload,
  idempotencyKey,
  clock = new RetryClock(),
  onRetry,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  random,
  signal,
}: SubmitOptions): Promise<SubmitOutcome> {
  const url = `${takeApiPath(shareId)}/submissions`;
  const body = JSON.stringify(payload);
  for (let failures = 1; ; failures++) {
    if (signal?.aborted) return { kind: 'stopped' };
    clock.attemptStarted();
    const attempt = await sendOnce(url, body, idempotencyKey, fetchImpl, signal);
    if (signal?.aborted) return { kind: 'stopped' };
    let delayMs = retryDelayMs(failures, random);
    let notice: Omit<RetryNotice, 'failures' | 'delayMs'> = { status: null, message: NETWORK_ERROR };
    if (attempt.reached) {
      const { response, json } = attempt;
      if (response.ok) {
        const id = (json as { submissionId?: unknown } | null)?.submissionId;
        return { kind: 'stored', submissionId: typeof id === 'string' ? id : '' };
      }
      const error = readErrorBody(json);
      if (response.status === 409 && error?.code === KEY_REUSED_CODE) return { kind: 'already-sent' };
      const message = error?.message ?? UNKNOWN_ERROR;
      // The distribution controls' refusals carry their code (and the closed reason) to the page.
      const control =
        error?.code === SURVEY_CLOSED_CODE || error?.code === ALREADY_ANSWERED_CODE
          ? { code: error.code, fields: errorFieldsOf(json) }
          : {};
      if (isFinalRefusal(response.status) || error?.code === ALREADY_ANSWERED_CODE)
        return { kind: 'refused', status: response.status, message, ...control };
      notice = { status: response.status, message };
      const hinted = retryAfterMs(response);
      if (hinted !== null) delayMs = Math.min(Math.max(delayMs, hinted), MAX_DELAY_MS);
    }
    onRetry?.({ failures, delayMs, ...notice });
    await clock.pause(delayMs, signal);
  }
}
