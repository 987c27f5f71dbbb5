import { performance } from 'node:perf_hooks';

/**
 * Whether respondents' requests are keeping this process busy: since the previous call its event
 * loop was busy at least `threshold` of the time, and requests are running now. The outbox worker
 * asks once per pass and holds deliveries back while it is true (outbox-worker.ts), so webhooks
 * and mails use the time ingestion leaves over. The requests matter: deliveries catching up on
 * their own keep the loop busy too, and must not hold themselves back.
 */
export function ingestionPressure(requestsRunning: () => number, threshold = 0.8): () => boolean {
  let last = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, last);
    last = current;
    return utilization >= threshold && requestsRunning() > 0;
  };
}
