import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { probeDataDirWritable } from './data-dir.ts';
import { DurableNodeFS, durableStartParams } from './durable-node-fs.ts';
import { createEmbeddedCluster } from './embedded-initdb.ts';
import * as schema from './schema.ts';
import { projectRoot } from '../project-root.ts';

// Both drivers' databases share this base; code written against it runs on either.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = path.join(projectRoot, 'drizzle');

export interface DatabaseHandle {
  db: Database;
  /**
   * For counters whose loss in a crash is harmless (rate limits, view counts): on a PostgreSQL
   * server its commits don't wait for the disk. The embedded database has one connection: same db.
   */
  counters: Database;
  kind: 'pglite' | 'postgres';
  /** The folder an embedded database lives in (undefined in memory and on a PostgreSQL server). */
  dataDir?: string;
  /** Applies the committed migrations in drizzle/; safe to run on every start. */
  migrate(): Promise<void>;
  /**
   * Answers within a few seconds whether the database takes queries and, when embedded, whether
   * its folder can be written (for /readyz); throws otherwise.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** `loadDataDir`: a dumped data folder to start from (tests load a migrated one, skipping initdb). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface OpenDatabaseOptions {
  /**
   * Called when a pooled PostgreSQL connection fails while idle (the server restarted, the
   * connection was terminated). The pool drops it and opens a new one when next needed; without a
   * listener, node-postgres would raise it as an uncaught 'error' event and end the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * The embedded database's start parameters: durable (durable-node-fs.ts), with a 32 MB buffer pool
 * instead of PostgreSQL's 128 MB. PGlite places the pool in its wasm memory, zeroes it at start (so
 * all of it is resident from then on) and never shrinks that memory: with the default pool the wasm
 * memory grew from its initial 128 MiB to 189 MiB, ~150 MiB of it resident, on every start; with 32 MB
 * it stays at 128 MiB, ~50 MiB resident, about 120 MiB less for the idle process, with no measured
 * cost to ingestion (16 MB was also measured: multi-second stalls under load). See
 * docs/decisions/036-embedded-database-memory.md.
 */
export const embeddedStartParams = [...durableStartParams, '-c', 'shared_buffers=32MB'];

// A request waits at most this long for a connection; a database that is down fails it with a
// 503 instead of leaving it hanging (src/server/db/unavailable.ts).
const CONNECT_TIMEOUT_MS = 5_000;
const PING_TIMEOUT_MS = 3_000;

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const onConnectionError = options.onConnectionError ?? (() => {});
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 20,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const countersPool = new pg.Pool({
      connectionString: target.url,
      max: 5,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: '-c synchronous_commit=off',
    });
    pool.on('error', onConnectionError);
    countersPool.on('error', onConnectionError);
    const db = drizzlePg(pool, { schema });
    let closing: Promise<void> | undefined;
    return {
      db,
      counters: drizzlePg(countersPool, { schema }),
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: () => withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS),
      close: () => (closing ??= Promise.all([pool.end(), countersPool.end()]).then(() => {})),
    };
  }
  let client: PGlite;
  let dataDir: string | undefined;
  if (target.kind === 'pglite') {
    dataDir = path.resolve(target.dataDir);
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    await createEmbeddedCluster(dir);
    client = new PGlite({ fs: new DurableNodeFS(dir), startParams: embeddedStartParams });
  } else {
    client = new PGlite(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    counters: db,
    kind: 'pglite',
    dataDir,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS);
      if (dataDir) await probeDataDirWritable(dataDir);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function withTimeout(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
