import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client.ts';
import { DurableNodeFS, durableStartParams } from '../db/durable-node-fs.ts';
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

/**
 * Fills `dataDir` (a server's DATA_DIR) with the run's migrated embedded database, so a spawned
 * server starts on it instead of creating and migrating one (initdb plus every migration: the
 * longest part of its start on a busy machine). Tests about a first start on an empty DATA_DIR
 * must not use this.
 */
export async function seedMigratedDataDir(dataDir: string, templateFile: string): Promise<void> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite({
    fs: new DurableNodeFS(dir),
    startParams: durableStartParams,
    loadDataDir: migratedTemplate(templateFile),
  });
  await client.waitReady;
  await client.close();
}
