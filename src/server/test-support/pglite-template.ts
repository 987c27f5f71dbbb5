import { readFileSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client.ts';
import * as schema from '../db/schema.ts';

// Creating an embedded database (initdb) costs seconds of CPU; loading a dumped, already migrated
// data folder costs about a third of that. The test run migrates one from scratch (global-setup.ts)
// and every integration test file opens copies of it.

/** Migrates a fresh embedded database with the committed migrations and writes its data folder. */
export async function writeMigratedTemplate(file: string): Promise<void> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

const templates = new Map<string, Blob>();

/** The dumped data folder, read once per test worker. */
export function migratedTemplate(file: string): Blob {
  let template = templates.get(file);
  if (!template) templates.set(file, (template = new Blob([readFileSync(file)])));
  return template;
}
