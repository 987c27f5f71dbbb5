import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from '../uploads/storage.ts';

// A voice note uploads before its submission and waits unattached until the submission claims it
// (docs/decisions/017-voice-note-lifecycle.md). Its id is the respondent's only credential: it is
// random, known only to the browser that recorded it, and the same id already claims the note.

/**
 * The questions the submission's voice notes were recorded on: notes of this survey not yet
 * claimed, or claimed by this very submission (a retry). Reading them also marks them as just
 * used, so the purge of abandoned notes leaves them alone while the submission is stored.
 */
export async function voicedQuestionIds(
  db: Database,
  surveyId: string,
  voiceIds: string[],
  idempotencyKey: string,
): Promise<Set<string>> {
  if (voiceIds.length === 0) return new Set();
  const rows = rowsOf<{ question_id: string }>(
    await db.execute(sql`
      update voice_comments v set updated_at = now()
      where v.survey_id = ${surveyId}
        and v.id in (select jsonb_array_elements_text(${JSON.stringify(voiceIds)}::jsonb)::uuid)
        and (v.submission_id is null or v.submission_id in (
          select s.id from submissions s where s.survey_id = ${surveyId} and s.idempotency_key = ${idempotencyKey}))
      returning v.question_id`),
  );
  return new Set(rows.map((row) => row.question_id));
}

export type VoiceNoteDeletion = 'deleted' | 'absent' | 'submitted';

/**
 * Deletes a note the respondent removed or replaced, with its audio. A note that a submission has
 * claimed stays (submitted answers are final); one already gone is 'absent'.
 */
export async function deleteUnclaimedVoiceNote(
  db: Database,
  storage: Storage,
  shareId: string,
  voiceId: string,
): Promise<VoiceNoteDeletion> {
  const [deleted] = rowsOf<{ object_key: string }>(
    await db.execute(sql`
      delete from voice_comments v using surveys s
      where s.share_id = ${shareId} and v.survey_id = s.id and v.id = ${voiceId} and v.submission_id is null
      returning v.object_key`),
  );
  if (deleted) {
    await storage.delete(deleted.object_key);
    return 'deleted';
  }
  const claimed = await db.execute(sql`
    select 1 from voice_comments v join surveys s on s.id = v.survey_id
    where s.share_id = ${shareId} and v.id = ${voiceId}`);
  return rowsOf(claimed).length > 0 ? 'submitted' : 'absent';
}

/**
 * Deletes notes no submission claimed that nobody has used for `keepHours` (abandoned surveys,
 * notes whose delete request never arrived). A submission touches its notes before it is
 * validated, so one statement deciding by updated_at never takes a note that is being submitted.
 */
export async function purgeUnclaimedVoiceNotes(
  db: Database,
  storage: Storage,
  keepHours: number,
  logger?: Logger,
): Promise<string[]> {
  const keys = rowsOf<{ object_key: string }>(
    await db.execute(sql`
      delete from voice_comments
      where submission_id is null and updated_at < now() - make_interval(hours => ${keepHours}::int)
      returning object_key`),
  ).map((row) => row.object_key);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      logger?.warn({ err: result.reason, key: keys[index] }, 'Could not delete a voice note’s audio');
  });
  return keys;
}

/**
 * How long an unclaimed note is kept after its upload or the last submission that carried it:
 * a week, so a respondent who finishes the survey days later (progress stays on the device) or
 * whose page keeps retrying through a long outage still finds the note (decision 017).
 */
export const UNCLAIMED_VOICE_NOTE_KEEP_HOURS = 7 * 24;

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Purges now and then hourly; the timer never keeps the process alive. Returns a stop function. */
export function scheduleVoiceNotePurge(deps: {
  db: Database;
  storage: Storage;
  logger: Logger;
  keepHours: number;
}): () => void {
  const run = () =>
    purgeUnclaimedVoiceNotes(deps.db, deps.storage, deps.keepHours, deps.logger).then(
      (keys) => {
        if (keys.length > 0) deps.logger.info({ count: keys.length }, 'Purged abandoned voice notes');
      },
      (error: unknown) => deps.logger.warn({ err: error }, 'Purging abandoned voice notes failed'),
    );
  void run();
  const timer = setInterval(() => void run(), PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
