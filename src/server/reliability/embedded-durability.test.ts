import fs, { mkdtempSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { seedMigratedDataDir } from '../test-support/pglite-template.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';

// Creating an embedded database on disk takes a while on a busy two-core machine.
const CREATE_TIMEOUT_MS = 180_000;

let dataDir: string;
let database: DatabaseHandle;
let server: TestServer;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pollen-durable-'));
  // A copy of the run's migrated database instead of initdb on disk: what is checked here is how
  // the data folder is opened (fsync on every commit), which is the same either way.
  const template = inject('pgliteTemplate');
  if (template) await seedMigratedDataDir(dataDir, template);
  database = await openDatabase({ kind: 'pglite', dataDir });
  server = await createTestServer(database);
}, CREATE_TIMEOUT_MS);
afterAll(() => server.close());

async function setting(name: 'fsync' | 'wal_sync_method'): Promise<unknown> {
  const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(`show ${name}`)));
  return Object.values(row ?? {})[0];
}

test('every commit on the embedded database is flushed to the disk before it returns', async () => {
  expect(await setting('fsync')).toBe('on');
  expect(await setting('wal_sync_method')).toBe('fsync');
  await database.db.execute(sql`create table durability_probe (id serial primary key, note text)`);

  const flushes = vi.spyOn(fs, 'fsyncSync');
  try {
    for (let index = 0; index < 10; index++)
      await database.db.execute(sql`insert into durability_probe (note) values (${`commit ${index}`})`);
    // One WAL flush per commit at least (the group commit of submissions shares one among many).
    expect(flushes.mock.calls.length).toBeGreaterThanOrEqual(10);
  } finally {
    flushes.mockRestore();
  }
});

test('readyz reports not ready while the data folder cannot be written, and ready again after', async () => {
  expect((await server.app.request('/readyz')).status).toBe(200);
  // The folder vanishes from under the server (an unmounted volume, a deleted folder).
  const moved = `${dataDir}-moved`;
  renameSync(dataDir, moved);
  try {
    const response = await server.app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: 'pglite',
      reason: 'data directory not writable',
    });
  } finally {
    renameSync(moved, dataDir);
  }
  expect((await server.app.request('/readyz')).status).toBe(200);
});
