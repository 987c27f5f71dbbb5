import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import type { Logger } from '../logger.ts';
import type { Storage } from './storage.ts';

// "Remove file" keeps the bytes for a while so the author can undo (docs/decisions/016): the file
// is marked removed, a saved draft that names it again revives it, and a purge deletes it once no
// document has named it for a week.

/** Whether a survey document (a jsonb column) names file `f`: by opaque id, or by key in older documents. */
function documentNames(document: SQL): SQL {
  return sql`(strpos((${document})::text, f.id::text) > 0 or strpos((${document})::text, f.object_key) > 0)`;
}

/** Whether any published version of the file's survey names it (versions are immutable). */
export async function isNamedByPublishedVersion(db: Database, fileId: string): Promise<boolean> {
  const found = await db.execute(sql`
    select 1 from files f
    where f.id = ${fileId} and exists (
      select 1 from survey_versions v where v.survey_id = f.survey_id and ${documentNames(sql`v.document`)})`);
  return rowsOf(found).length > 0;
}

/** Hides a completed file from respondents; its owner still reads it, and undo can bring it back. */
export async function markFileRemoved(db: Database, fileId: string): Promise<void> {
  await db.execute(sql`
    update files set status = 'removed', removed_at = now(), updated_at = now()
    where id = ${fileId} and status = 'completed'`);
}

/** Files the survey's saved draft names again (an undone removal) are completed once more. */
export async function reviveFilesNamedByDraft(db: Database, surveyId: string): Promise<void> {
  await db.execute(sql`
    update files f set status = 'completed', removed_at = null, updated_at = now()
    from surveys s
    where s.id = ${surveyId} and f.survey_id = s.id and f.status = 'removed'
      and ${documentNames(sql`s.draft`)}`);
}

/**
 * Deletes the rows and bytes of files removed more than `keepDays` ago that neither the draft nor
 * any version names. One statement picks and deletes the rows, so a save reviving a file at the
 * same moment either wins (the file stays) or finds it gone. Returns the deleted object keys.
 */
export async function purgeRemovedFiles(
  db: Database,
  storage: Storage,
  keepDays: number,
  logger?: Logger,
): Promise<string[]> {
  const deleted = rowsOf<{ object_key: string }>(
    await db.execute(sql`
      delete from files f
      where f.status = 'removed' and f.removed_at < now() - make_interval(days => ${keepDays}::int)
        and not exists (select 1 from surveys s where s.id = f.survey_id and ${documentNames(sql`s.draft`)})
        and not exists (
          select 1 from survey_versions v where v.survey_id = f.survey_id and ${documentNames(sql`v.document`)})
      returning f.object_key`),
  ).map((row) => row.object_key);
  // The rows are gone; an object that fails to delete is an orphan to log, not a failed purge.
  const results = await Promise.allSettled(deleted.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      logger?.warn({ err: result.reason, key: deleted[index] }, 'Could not delete stored object');
  });
  return deleted;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Purges now and then hourly; the timer never keeps the process alive. Returns a stop function. */
export function scheduleRemovedFilePurge(deps: {
  db: Database;
  storage: Storage;
  logger: Logger;
  keepDays: number;
}): () => void {
  const run = () =>
    purgeRemovedFiles(deps.db, deps.storage, deps.keepDays, deps.logger).then(
      (keys) => {
        if (keys.length > 0) deps.logger.info({ count: keys.length }, 'Purged removed files');
      },
      (error: unknown) => deps.logger.warn({ err: error }, 'Purging removed files failed'),
    );
  void run();
  const timer = setInterval(() => void run(), PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
