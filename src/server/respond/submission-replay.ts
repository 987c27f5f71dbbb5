import { AppError } from '../errors.ts';
import type { StoredSubmission } from './public-survey-store.ts';

export const KEY_REUSED_MESSAGE =
  'A response with other answers was already stored under this Idempotency-Key. A response cannot ' +
  'be changed once sent: the stored answers are kept.';

/**
 * The answer to a key that is already stored: the same body is a retry and gets its submission
 * back; another body is refused (409 `idempotency_key_reused`) and changes nothing, so answers are
 * never silently dropped (docs/decisions/009-submitted-answers-are-final.md). Rows stored before
 * fingerprints were kept have none and are answered as retries, as they always were.
 */
export function replayedSubmission(stored: StoredSubmission, payloadHash: string): { submissionId: string } {
  if (stored.payloadHash !== null && stored.payloadHash !== payloadHash)
    throw new AppError('idempotency_key_reused', KEY_REUSED_MESSAGE);
  return { submissionId: stored.id };
}
