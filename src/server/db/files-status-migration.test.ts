import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, test } from 'vitest';
import { migrationsFolder } from './client.ts';
import { rowsOf } from './rows.ts';
import * as schema from './schema.ts';

// Files are served only once 'completed' now; S3 uploads used to stay 'pending' while being served.

const FILES_MIGRATION = '0008_files_completed_before_content_checks';

/** A copy of drizzle/ that stops just before the given migration (drizzle reads _journal.json). */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pollen-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

// An embedded database migrated from scratch, then again: generous on a loaded machine.
test(
  'files stored before content checks stay served: pending rows become completed',
  { timeout: 180_000 },
  async () => {
    const before = migrationsBefore(FILES_MIGRATION);
    folders.push(before);
    const db = drizzle(new PGlite(), { schema });
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    await db.execute(sql`
    insert into surveys (id, owner_id, draft, share_id)
    values ('00000000-0000-4000-8000-000000000001', 'u1', '{}'::jsonb, 'share-files')`);
    await db.execute(sql`
    insert into files (owner_id, survey_id, object_key, file_name, size, content_type, category, status)
    values ('u1', '00000000-0000-4000-8000-000000000001', 'u1/s/on-s3.png', 'on-s3.png', 8, 'image/png', 'image', 'pending'),
           ('u1', '00000000-0000-4000-8000-000000000001', 'u1/s/local.png', 'local.png', 8, 'image/png', 'image', 'completed')`);

    await migrate(db, { migrationsFolder });

    const rows = rowsOf<{ object_key: string; status: string }>(
      await db.execute(sql`select object_key, status from files order by object_key`),
    );
    expect(rows).toEqual([
      { object_key: 'u1/s/local.png', status: 'completed' },
      { object_key: 'u1/s/on-s3.png', status: 'completed' },
    ]);
  },
);
