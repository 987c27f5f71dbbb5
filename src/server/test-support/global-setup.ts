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
    /** A fresh PostgreSQL database for this run, or null when no server answers on 127.0.0.1:5432. */
    postgresUrl: string | null;
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
  await writeMigratedTemplate(template);
  project.provide('pgliteTemplate', template);
  const removeTemplate = () => rmSync(templateDir, { recursive: true, force: true });

  if (!(await isReachable())) {
    console.warn(
      '[tests] No PostgreSQL on 127.0.0.1:5432: integration tests run on the embedded database only.',
    );
    project.provide('postgresUrl', null);
    return removeTemplate;
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
    removeTemplate();
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
