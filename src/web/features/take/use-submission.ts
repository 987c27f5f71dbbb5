import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { RetryClock, submitUntilSettled, type RetryNotice, type SubmitOutcome } from './submit-with-retry.ts';

export type SettledOutcome = Exclude<SubmitOutcome, { kind: 'stopped' }>;

export interface SubmissionApi {
  /** The last failed attempt while sending; null before the first failure. */
  notice: RetryNotice | null;
  /** What the browser says about its connection (`navigator.onLine`, kept current). */
  online: boolean;
  /** Ends the back-off and tries at once. */
  retryNow: () => void;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/**
 * Sends `sentPayload` (when set) under the response's key until the server answers for good, for
 * as long as the page is open: back-off between tries, an immediate try when the browser comes
 * back online or the respondent presses "Retry now". `onSettled` gets the final answer.
 */
export function useSubmission({
  shareId,
  sentPayload,
  idempotencyKey,
  onSettled,
}: {
  shareId: string;
  sentPayload: SubmissionPayload | undefined;
  idempotencyKey: string;
  onSettled: (outcome: SettledOutcome) => void;
}): SubmissionApi {
  const [clock] = useState(() => new RetryClock());
  const [notice, setNotice] = useState<RetryNotice | null>(null);
  const [online, setOnline] = useState(browserOnline);
  const settle = useEffectEvent((outcome: SettledOutcome) => {
    setNotice(null);
    onSettled(outcome);
  });

  useEffect(() => {
    const goneOnline = () => {
      setOnline(true);
      clock.wake();
    };
    const goneOffline = () => setOnline(false);
    window.addEventListener('online', goneOnline);
    window.addEventListener('offline', goneOffline);
    return () => {
      window.removeEventListener('online', goneOnline);
      window.removeEventListener('offline', goneOffline);
    };
  }, [clock]);

  useEffect(() => {
    if (!sentPayload) return;
    const controller = new AbortController();
    void submitUntilSettled({
      shareId,
      payload: sentPayload,
      idempotencyKey,
      clock,
      signal: controller.signal,
      onRetry: (next) => {
        setNotice(next);
        // A failed attempt is the surest sign the connection is gone, whatever onLine said.
        setOnline(browserOnline());
      },
    }).then((outcome) => {
      if (outcome.kind !== 'stopped') settle(outcome);
    });
    return () => controller.abort();
  }, [shareId, sentPayload, idempotencyKey, clock]);

  const retryNow = useCallback(() => clock.wake(), [clock]);
  return { notice, online, retryNow };
}
