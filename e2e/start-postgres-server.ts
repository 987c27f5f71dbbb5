import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';

// Starts Pollen on a fresh PostgreSQL database so that a journey can check the rows it stored.
// The database URL is written where the tests read it (e2e/stored-rows.ts); stale databases of
// earlier runs are dropped. TEST_POSTGRES_ADMIN_URL names another server, or a closed port to run
// the journeys as on a machine without one.
// The bundled server, as the other journeys' servers run it (playwright.config.ts).
const SERVER_BUNDLE = '../dist/server/main.js';
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
mkdirSync('e2e/.artifacts', { recursive: true });

const admin = new URL(ADMIN_URL);
const reachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: admin.hostname, port: Number(admin.port || 5432) });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (!reachable) {
  // Without a server the journeys still run, on the embedded database; they can't read its rows.
  console.warn(`[e2e] No PostgreSQL on ${admin.host}: the postgres-server runs on the embedded database.`);
  // An empty file: there is no database the journeys can connect to (see e2e/stored-rows.ts).
  writeFileSync('e2e/.artifacts/postgres-url.txt', '');
  await import(SERVER_BUNDLE);
} else {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  const stale = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'pollen_e2e_%'",
  );
  for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname} with (force)`);
  const name = `pollen_e2e_${Date.now()}`;
  await client.query(`create database ${name}`);
  await client.end();

  const url = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  writeFileSync('e2e/.artifacts/postgres-url.txt', url);
  process.env.DATABASE_URL = url;
  await import(SERVER_BUNDLE);
}
