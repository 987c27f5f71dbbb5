import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/** A copy of drizzle/ that stops just before the given migration (drizzle reads _journal.json). */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pollen-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut < 1) throw new Error(`No migration before ${tag} in ${migrationsFolder}`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A fresh embedded database migrated from scratch up to, not including, the migration `tag`, to fill
 * with data in the older shape; `migrateRest()` then applies the committed migrations that remain.
 */
export async function databaseBeforeMigration(tag: string) {
  const folder = migrationsBefore(tag);
  const client = new PGlite();
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: folder });
  } catch (error) {
    await client.close();
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    db,
    migrateRest: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
