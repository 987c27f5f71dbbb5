import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { INSERT_SUBMISSION } from './minimal-ingest-server.ts';
import {
  answersTo,
  cpuSeconds,
  freePort,
  idempotentSubmissions,
  publishSurvey,
  startPollen,
  tenQuestionSurvey,
} from './support.ts';

// Submission ingestion on the PostgreSQL server, side by side with two baselines measured in the
// same run (issue 17): raw PostgreSQL inserts (no HTTP) and a minimal node:http + pg handler
// (bench/minimal-ingest-server.ts), then Pollen as one process and as three processes behind a
// round-robin loopback balancer (bench/round-robin-proxy.ts). Load: autocannon in this process,
// 50 connections for 10 s, a 10-question survey, a fresh Idempotency-Key per request. Every run
// checks that each acknowledged submission is stored exactly once, with its 10 answers.
// Target: ≥ 2,000/s and p99 ≤ 50 ms, or, where this machine can't give that even to the minimal
// handler, ≥ 0.8× its throughput with a p99 no worse than 1.25× its p99.
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 3);
const SKIP_SCALE_OUT = process.env.BENCH_SCALE_OUT === '0';

const reachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 5432 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (!reachable) {
  console.log('submissions: no PostgreSQL on 127.0.0.1:5432, skipped');
  process.exit(0);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

interface Round {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  exact: boolean;
}

/** A child process (a baseline server or the balancer) that prints "listening" when ready. */
async function startHelper(file: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`${file} exited (${code})`)));
  });
  return child;
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const name = `pollen_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
const pollenEnv = {
  DATABASE_URL: databaseUrl,
  SUBMISSION_RATE_LIMIT_MAX: '100000000',
  // Instances behind one balancer share the secret that signs sessions (docs/scaling.md).
  AUTH_SECRET: 'bench-secret-shared-by-every-instance-0123456789',
};
const pollen = await startPollen(pollenEnv);
const children: ChildProcess[] = [];
const extraInstances: Awaited<ReturnType<typeof startPollen>>[] = [];
const database = new pg.Pool({ connectionString: databaseUrl, max: 20 });
let failed = false;
try {
  /** A new published survey (one per round, so each round's rows are counted on their own). */
  async function newSurvey() {
    const shareId = await publishSurvey(pollen.url, tenQuestionSurvey());
    const { rows } = await database.query<{ id: string; published_version: number }>(
      'select id, published_version from surveys where share_id = $1',
      [shareId],
    );
    const answers = await answersTo(pollen.url, shareId);
    const body = JSON.stringify({ name: 'Load test', answers });
    return { shareId, id: rows[0]!.id, version: rows[0]!.published_version, answers, body };
  }

  /** Whether every acknowledged key has exactly one submission with its 10 answers, and no key two. */
  async function exactlyOnce(surveyId: string, acknowledgedKeys: string[]) {
    const { rows } = await database.query<{
      stored: string;
      distinct: string;
      answers: string;
      acked: string;
    }>(
      `select count(*) as stored, count(distinct idempotency_key) as distinct,
         (select count(*) from answers where survey_id = $1) as answers,
         (select count(*) from submissions acked join unnest($2::text[]) as k(key)
            on acked.survey_id = $1 and acked.idempotency_key = k.key) as acked
       from submissions where survey_id = $1`,
      [surveyId, acknowledgedKeys],
    );
    const row = rows[0]!;
    const [stored, distinct, storedAnswers, acked] = [
      Number(row.stored),
      Number(row.distinct),
      Number(row.answers),
      Number(row.acked),
    ];
    // Rows beyond the acknowledged ones are requests answered after the load generator stopped listening.
    const exact = acked === acknowledgedKeys.length && distinct === stored && storedAnswers === stored * 10;
    return {
      exact,
      line: `rows: ${stored} submissions (${distinct} distinct keys, ${acked} of the ${acknowledgedKeys.length} acknowledged), ${storedAnswers} answers — ${exact ? 'exactly once' : 'NOT EXACTLY ONCE'}`,
    };
  }

  async function httpRound(
    label: string,
    url: string,
    target: { id: string; body: string },
    serverPids: number[],
  ): Promise<Round> {
    const acknowledgedKeys: string[] = [];
    // Where the CPU goes: the server's processes and this database's PostgreSQL backends.
    const cpuBefore = { server: cpuSeconds(serverPids), database: cpuSeconds([], name) };
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: target.body,
      // A fresh idempotency key per request: each one is a distinct respondent.
      requests: idempotentSubmissions(acknowledgedKeys),
    });
    const cpu = {
      server: cpuSeconds(serverPids) - cpuBefore.server,
      database: cpuSeconds([], name) - cpuBefore.database,
    };
    // Let requests still in flight when the clock stopped finish before counting rows.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const check = await exactlyOnce(target.id, acknowledgedKeys);
    const perSecond = acknowledgedKeys.length / DURATION_SECONDS;
    const perSubmission = (seconds: number) =>
      Number.isNaN(seconds) ? 'n/a' : ((seconds / acknowledgedKeys.length) * 1000).toFixed(2);
    console.log(
      `  ${label.padEnd(34)} ${perSecond.toFixed(0).padStart(5)}/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  (non-2xx ${result.non2xx}, errors ${result.errors}, load ${loadAverage()})`,
    );
    console.log(`  ${' '.repeat(34)} ${check.line}`);
    console.log(
      `  ${' '.repeat(34)} CPU per submission: server ${perSubmission(cpu.server)} ms, PostgreSQL ${perSubmission(cpu.database)} ms`,
    );
    return { label, perSecond, p50: result.latency.p50, p99: result.latency.p99, exact: check.exact };
  }

  /** Raw inserts: the same statement as the minimal handler, CONNECTIONS loops, no HTTP. */
  async function rawRound(target: { id: string; version: number; answers: unknown[] }): Promise<Round> {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    const keys: string[] = [];
    const latencies: number[] = [];
    const answersJson = JSON.stringify(target.answers);
    const databaseCpuBefore = cpuSeconds([], name);
    const end = Date.now() + DURATION_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          const key = randomUUID();
          const started = performance.now();
          await pool.query(INSERT_SUBMISSION, [target.id, target.version, key, 'Load test', answersJson]);
          latencies.push(performance.now() - started);
          keys.push(key);
        }
      }),
    );
    const databaseCpu = cpuSeconds([], name) - databaseCpuBefore;
    await pool.end();
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    const check = await exactlyOnce(target.id, keys);
    const perSecond = keys.length / DURATION_SECONDS;
    console.log(
      `  ${'raw PostgreSQL inserts (pg, 20 conn)'.padEnd(34)} ${perSecond.toFixed(0).padStart(5)}/s  p50 ${String(at(0.5)).padStart(4)} ms  p99 ${String(at(0.99)).padStart(4)} ms  (load ${loadAverage()})`,
    );
    console.log(`  ${' '.repeat(34)} ${check.line}`);
    console.log(
      `  ${' '.repeat(34)} CPU per submission: PostgreSQL ${Number.isNaN(databaseCpu) ? 'n/a' : ((databaseCpu / keys.length) * 1000).toFixed(2)} ms`,
    );
    return { label: 'raw', perSecond, p50: at(0.5), p99: at(0.99), exact: check.exact };
  }

  console.log(
    `submissions: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, 10-question survey on PostgreSQL; ${os.cpus().length} cores, load average ${loadAverage()}`,
  );
  const raw = await rawRound(await newSurvey());

  const minimalSurvey = await newSurvey();
  const minimalPort = await freePort();
  const minimalServer = await startHelper('bench/minimal-ingest-server.ts', {
    DATABASE_URL: databaseUrl,
    PORT: String(minimalPort),
    SURVEY_ID: minimalSurvey.id,
    SURVEY_VERSION: String(minimalSurvey.version),
  });
  children.push(minimalServer);
  const minimal = await httpRound(
    'minimal node:http + pg handler',
    `http://127.0.0.1:${minimalPort}/`,
    minimalSurvey,
    [minimalServer.pid!],
  );
  await stopChild(minimalServer);

  const single = await newSurvey();
  const one = await httpRound(
    'Pollen, one process',
    `${pollen.url}/api/public/surveys/${single.shareId}/submissions`,
    single,
    [pollen.process.pid!],
  );

  let scaled: Round | undefined;
  if (!SKIP_SCALE_OUT) {
    for (let index = 1; index < INSTANCES; index++) extraInstances.push(await startPollen(pollenEnv));
    const proxyPort = await freePort();
    const proxy = await startHelper('bench/round-robin-proxy.ts', {
      PORT: String(proxyPort),
      TARGETS: [pollen, ...extraInstances].map((instance) => instance.url).join(','),
    });
    children.push(proxy);
    const spread = await newSurvey();
    scaled = await httpRound(
      `Pollen, ${INSTANCES} processes + balancer`,
      `http://127.0.0.1:${proxyPort}/api/public/surveys/${spread.shareId}/submissions`,
      spread,
      [pollen, ...extraInstances].map((instance) => instance.process.pid!),
    );
  }

  const throughputOk = one.perSecond >= 2000 || one.perSecond >= 0.8 * minimal.perSecond;
  const latencyOk = one.p99 <= 50 || one.p99 <= 1.25 * minimal.p99;
  const exact = [raw, minimal, one, scaled].every((round) => round === undefined || round.exact);
  console.log(
    `  ${exact ? 'ok  ' : 'FAIL'} every acknowledged submission stored exactly once (every run above)`,
  );
  console.log(
    `  ${throughputOk ? 'ok  ' : 'SLOW'} throughput ${one.perSecond.toFixed(0)}/s = ${(one.perSecond / minimal.perSecond).toFixed(2)}× the minimal handler (target ≥ 2,000/s, or ≥ 0.80× it)`,
  );
  console.log(
    `  ${latencyOk ? 'ok  ' : 'SLOW'} p99 ${one.p99} ms (target ≤ 50 ms, or ≤ 1.25× the minimal handler's ${minimal.p99} ms)`,
  );
  if (scaled)
    console.log(
      `  info scale-out: ${INSTANCES} processes ${scaled.perSecond.toFixed(0)}/s vs one ${one.perSecond.toFixed(0)}/s on ${os.cpus().length} shared cores`,
    );
  failed = !exact || !throughputOk || !latencyOk;
} finally {
  await Promise.all([...children.map(stopChild), ...extraInstances.map((instance) => instance.stop())]);
  await pollen.stop();
  await database.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
