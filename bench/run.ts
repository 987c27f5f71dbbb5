import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createApp } from '../src/server/app.ts';
import { createAuth } from '../src/server/auth/auth.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { createLogger } from '../src/server/logger.ts';
import { LocalStorage } from '../src/server/uploads/storage.ts';

// Speed targets (bench/README.md). Measured in-process on the embedded database, so they show the
// cost of Pollen's own code, not of a network.
const targets = {
  readyzP95Ms: 10,
  signInP95Ms: 400,
  initialJsGzipKb: 250,
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(runs: number, fn: () => unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

const config = loadConfig({
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '100000',
  PUBLIC_URL: 'http://bench.local',
});
const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
const logger = createLogger(config);
const auth = createAuth({
  config,
  db: database.db,
  logger,
  secret: 'bench-secret-bench-secret-bench-secret',
  mailer: { send: async () => {} },
});
const storage = new LocalStorage('/tmp/pollen-bench-uploads', 'bench-secret');
const app = createApp({ config, database, auth, logger, storage, secret: 'bench-secret' });
const headers = { origin: 'http://bench.local', 'content-type': 'application/json' };

const readyz = await time(200, () => app.request('/readyz'));
await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers,
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password', name: 'bench' }),
});
const signIn = await time(30, () =>
  app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
  }),
);
await database.close();

const results: [string, number, number][] = [
  ['GET /readyz p95 (ms)', percentile(readyz, 95), targets.readyzP95Ms],
  ['POST sign-in p95 (ms)', percentile(signIn, 95), targets.signInP95Ms],
];

const assets = path.resolve('dist/client/assets');
if (existsSync(assets)) {
  // The entry chunk and its static imports are what the landing page downloads first.
  const index = readFileSync(path.resolve('dist/client/index.html'), 'utf8');
  const initial = [...index.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const gzipKb =
    initial.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file))).length, 0) / 1024;
  results.push(['initial JS gzip (kB)', gzipKb, targets.initialJsGzipKb]);
  const all = readdirSync(assets).filter((file) => file.endsWith('.js'));
  console.log(`(${all.length} JS chunks in dist/client/assets)`);
} else {
  console.log('(no dist/client: run `npm run build` to measure the bundle)');
}

let failed = false;
for (const [name, value, target] of results) {
  const ok = value <= target;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'SLOW'} ${name.padEnd(26)} ${value.toFixed(1).padStart(8)}  (target ≤ ${target})`,
  );
}
process.exit(failed ? 1 : 0);
