import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import type { PublicSurvey } from '../src/shared/take/take-types.ts';
import { answersOf, signUpAndPublish, startPollen, tenQuestionSurvey } from './support.ts';

// Ingestion with webhooks (issue 19: "stays within 10%"). One Pollen process on a fresh PostgreSQL
// database, two surveys of the same owner: one without endpoints (the baseline) and one with an
// endpoint on a receiver in this process. Rounds alternate between them so both see the same
// machine load; the worker's deliveries run in Pollen while the hooked survey is loaded.
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const reachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 5432 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (!reachable) {
  console.log('submissions-webhooks: no PostgreSQL on 127.0.0.1:5432, skipped');
  process.exit(0);
}

let received = 0;
const receiver = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    received++;
    response.end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));

const name = `pollen_bench_hooks_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
const pollen = await startPollen({
  DATABASE_URL: databaseUrl,
  SUBMISSION_RATE_LIMIT_MAX: '100000000',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
});
let failed = false;
try {
  const plain = await signUpAndPublish(pollen.url, tenQuestionSurvey());
  const hooked = await signUpAndPublish(pollen.url, tenQuestionSurvey());
  const publicSurvey = (await (
    await fetch(`${pollen.url}/api/public/surveys/${hooked.shareId}`)
  ).json()) as PublicSurvey & { id?: string };
  const owned = (await (
    await fetch(`${pollen.url}/api/surveys?search=`, { headers: { cookie: hooked.cookie } })
  ).json()) as { items?: { id: string; share_id: string }[] };
  const surveyId = owned.items?.find((item) => item.share_id === hooked.shareId)?.id;
  const added = await fetch(`${pollen.url}/api/webhooks`, {
    method: 'POST',
    headers: { origin: pollen.url, 'content-type': 'application/json', cookie: hooked.cookie },
    body: JSON.stringify({
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      survey_id: surveyId ?? null,
    }),
  });
  if (added.status !== 201)
    throw new Error(`Adding the endpoint failed: ${added.status} ${await added.text()}`);

  const plainSurvey = (await (
    await fetch(`${pollen.url}/api/public/surveys/${plain.shareId}`)
  ).json()) as PublicSurvey;

  async function round(shareId: string, survey: PublicSurvey) {
    let acknowledged = 0;
    const result = await autocannon({
      url: `${pollen.url}/api/public/surveys/${shareId}/submissions`,
      connections: CONNECTIONS,
      duration: ROUND_SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Load test', answers: answersOf(survey) }),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
          }),
          onResponse: (status) => {
            if (status >= 200 && status < 300) acknowledged++;
          },
        },
      ],
    });
    return { perSecond: acknowledged / ROUND_SECONDS, p99: result.latency.p99, acknowledged };
  }

  const totals = {
    plain: [] as number[],
    hooked: [] as number[],
    plainP99: [] as number[],
    hookedP99: [] as number[],
  };
  let hookedAcknowledged = 0;
  for (let index = 0; index < ROUNDS; index++) {
    const base = await round(plain.shareId, plainSurvey);
    const withHooks = await round(hooked.shareId, publicSurvey);
    totals.plain.push(base.perSecond);
    totals.plainP99.push(base.p99);
    totals.hooked.push(withHooks.perSecond);
    totals.hookedP99.push(withHooks.p99);
    hookedAcknowledged += withHooks.acknowledged;
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ratio = mean(totals.hooked) / mean(totals.plain);

  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const queued = Number(
    (await database.query(`select count(*) from outbox where event = 'response.completed'`)).rows[0].count,
  );
  // Give the worker a moment to finish, then report how far it got (delivery is not the measure;
  // while the load runs, deliveries wait for it, up to MAX_DEFERRAL_MS, outbox-worker.ts).
  const loadStopped = performance.now();
  for (let wait = 0; wait < 90; wait++) {
    const pending = Number(
      (await database.query(`select count(*) from outbox where status = 'pending'`)).rows[0].count,
    );
    if (pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const drainedAfter = (performance.now() - loadStopped) / 1000;
  const delivered = Number(
    (await database.query(`select count(*) from outbox where status = 'delivered'`)).rows[0].count,
  );
  await database.end();

  console.log(
    `submissions-webhooks: ${CONNECTIONS} connections, ${ROUNDS} × ${ROUND_SECONDS} s per survey, alternating`,
  );
  console.log(
    `  baseline (no endpoint)  ${mean(totals.plain).toFixed(0)} submissions/s, p99 ${Math.max(...totals.plainP99)} ms`,
  );
  console.log(
    `  with a webhook          ${mean(totals.hooked).toFixed(0)} submissions/s, p99 ${Math.max(...totals.hookedP99)} ms (${(ratio * 100).toFixed(0)}% of baseline)`,
  );
  console.log(
    `  outbox rows ${queued} for ${hookedAcknowledged} acknowledged hooked submissions (≥: replays of late answers count too); delivered ${delivered} (the last ${drainedAfter.toFixed(0)} s after the load stopped), receiver got ${received}`,
  );
  const exact = queued >= hookedAcknowledged;
  console.log(`  ${exact ? 'ok  ' : 'FAIL'} one delivery queued per acknowledged submission`);
  console.log(`  ${ratio >= 0.9 ? 'ok  ' : 'SLOW'} throughput with webhooks within 10% of the baseline`);
  failed = !exact || ratio < 0.9;
} finally {
  await pollen.stop();
  receiver.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
