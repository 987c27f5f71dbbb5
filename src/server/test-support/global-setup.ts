import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { writeMigratedTemplate } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Fresh PostgreSQL databases for this run, one per worker (postgres-url.ts picks this worker's),
     * or empty when no server answers on 127.0.0.1:5432.
     */
    postgresUrls: string[];
    /** An embedded database's data folder, migrated from scratch for this run (pglite-template.ts). */
    pgliteTemplate: string | undefined;
  }
}

const SERVER = { host: '127.0.0.1', port: 5432 };
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

function isReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(SERVER);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Migrates the embedded template, and creates (and drops) a database on the local PostgreSQL server. */
export default async function setup(project: TestProject) {
  const templateDir = mkdtempSync(path.join(os.tmpdir(), 'pollen-pglite-template-'));
  const template = path.join(templateDir, 'migrated.tar');
  // The embedded template is migrated in this process while the PostgreSQL server migrates its
  // database in its own: at the same time, not one after the other.
  const embedded = writeMigratedTemplate(template);
  embedded.catch(() => {}); // Reported where it is awaited below, not as an unhandled rejection first.
  const removeTemplate = () => rmSync(templateDir, { recursive: true, force: true });

  if (!(await isReachable())) {
    await embedded;
    project.provide('pgliteTemplate', template);
    console.warn(
      '[tests] No PostgreSQL on 127.0.0.1:5432: integration tests run on the embedded database only.',
    );
    project.provide('postgresUrls', []);
    return removeTemplate;
  }
  // One migrated database, copied per worker: files running at once never see each other's rows
  // (a "nothing changed" check in one file must not count another file's writes).
  const name = `pollen_test_${Date.now()}_${process.pid}`;
  const copies = Array.from({ length: WORKER_DATABASES }, (_, index) => `${name}_w${index + 1}`);
  const server = (async () => {
    await adminQuery(`create database ${name}`);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
    await migrateDatabase(handle);
    await handle.close();
    for (const copy of copies) await adminQuery(`create database ${copy} template ${name}`);
  })();
  await Promise.all([embedded, server]);
  project.provide('pgliteTemplate', template);
  project.provide('postgresUrls', copies.map(databaseUrl));

  return async () => {
    removeTemplate();
    for (const database of [name, ...copies])
      await adminQuery(`drop database if exists ${database} with (force)`);
  };
}

// At least Vitest's worker count (maxWorkers in vite.config.ts); VITEST_POOL_ID picks one of them.
const WORKER_DATABASES = 2;

function databaseUrl(name: string): string {
  return ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
