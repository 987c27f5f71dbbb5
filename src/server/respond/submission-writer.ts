import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import {
  storeSubmissions,
  type NewSubmission,
  type StoreOutcome,
  type StoredSubmission,
} from './public-survey-store.ts';

type StoreResult = StoredSubmission & { created: boolean };

interface Pending {
  input: NewSubmission;
  resolve: (result: StoreResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for submissions: while a transaction is being flushed, newly arrived submissions
 * wait and go into the next transaction together. Every caller still gets its answer only after
 * its own rows are durably committed; under load one disk flush serves many respondents.
 */
export class SubmissionWriter {
  private readonly queue: Pending[] = [];
  private flushing = 0;

  // Several batches in flight: each one's round trips overlap the others', and they queue only on
  // the report's running-total rows, held from the last statement to the commit (decision 006).
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly options = { maxBatch: 250, maxConcurrentFlushes: 4 },
  ) {}

  store(input: NewSubmission): Promise<StoreResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.flushing < this.options.maxConcurrentFlushes && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.flushing++;
      void this.flush(batch).finally(() => {
        this.flushing--;
        this.pump();
      });
    }
  }

  private async flush(batch: Pending[]) {
    // A refused submission (the survey closed, the browser already answered) rejects its caller only.
    const settle = (pending: Pending, outcome: StoreOutcome) =>
      'refusal' in outcome ? pending.reject(outcome.refusal) : pending.resolve(outcome);
    try {
      const results = await storeSubmissions(
        this.db,
        batch.map((pending) => pending.input),
      );
      batch.forEach((pending, index) => settle(pending, results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // One failing submission must not fail the others: store each on its own.
      this.logger.warn(
        { err: error, size: batch.length },
        'Batched submission write failed; retrying one by one',
      );
      await Promise.all(
        batch.map((pending) =>
          storeSubmissions(this.db, [pending.input]).then(
            (results) => settle(pending, results[0]!),
            pending.reject,
          ),
        ),
      );
    }
  }
}
