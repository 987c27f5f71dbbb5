import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

// Both drivers' databases share this base; code written against it runs on either.
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

export interface DatabaseHandle {
  db: Database;
  /**
   * For counters whose loss in a crash is harmless (rate limits, view counts): on a PostgreSQL
   * server its commits don't wait for the disk. The embedded database has one connection: same db.
   */
  counters: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations in drizzle/; safe to run on every start. */
  migrate(): Promise<void>;
  /** Answers quickly whether the database takes queries (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 20 });
    const countersPool = new pg.Pool({
      connectionString: target.url,
      max: 5,
      options: '-c synchronous_commit=off',
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      counters: drizzlePg(countersPool, { schema }),
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        await Promise.all([pool.end(), countersPool.end()]);
      },
    };
  }
  let client: PGlite;
  if (target.kind === 'pglite') {
    const dir = path.resolve(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    counters: db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
