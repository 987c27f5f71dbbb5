import net from 'node:net';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh PostgreSQL database for this run, or null when no server answers on 127.0.0.1:5432. */
    postgresUrl: string | null;
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

/** Creates (and afterwards drops) one database per test run on the local PostgreSQL server. */
export default async function setup(project: TestProject) {
  if (!(await isReachable())) {
    console.warn(
      '[tests] No PostgreSQL on 127.0.0.1:5432: integration tests run on the embedded database only.',
    );
    project.provide('postgresUrl', null);
    return;
  }
  const name = `pollen_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const handle = await openDatabase({ kind: 'postgres', url });
  await migrateDatabase(handle);
  await handle.close();
  project.provide('postgresUrl', url);

  return async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
