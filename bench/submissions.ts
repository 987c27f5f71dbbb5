import { randomUUID } from 'node:crypto';
import net from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import type { PublicSurvey } from '../src/shared/take/take-types.ts';
import { publishSurvey, startPollen, tenQuestionSurvey } from './support.ts';

// Submission ingestion against the PostgreSQL server: 50 concurrent clients for 10 s, load from
// this process while Pollen runs in its own. Target ≥ 1,000 submissions/s, p99 < 100 ms, and
// exactly one stored row per acknowledged request.
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const reachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 5432 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (!reachable) {
  console.log('submissions: no PostgreSQL on 127.0.0.1:5432, skipped');
  process.exit(0);
}

const name = `pollen_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
const pollen = await startPollen({ DATABASE_URL: databaseUrl, SUBMISSION_RATE_LIMIT_MAX: '100000000' });
let failed = false;
try {
  const shareId = await publishSurvey(pollen.url, tenQuestionSurvey());
  const survey = (await (await fetch(`${pollen.url}/api/public/surveys/${shareId}`)).json()) as PublicSurvey;
  const questions = survey.document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
  const answers = questions.map((question) => {
    switch (question.response_type) {
      case 'MULTIPLE_CHOICE':
        return { question_id: question.id, choice_ids: [question.response_options.options[0]!.id] };
      case 'FREE_RESPONSE':
        return { question_id: question.id, text_value: 'Clear and quick, would use again.' };
      case 'SLIDER':
        return { question_id: question.id, numeric_value: question.response_options.min };
      default:
        return { question_id: question.id, numeric_value: 3 };
    }
  });
  const body = JSON.stringify({ name: 'Load test', answers });
  const acknowledgedKeys: string[] = [];

  const result = await autocannon({
    url: `${pollen.url}/api/public/surveys/${shareId}/submissions`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    requests: [
      {
        // A fresh idempotency key per request: each one is a distinct respondent.
        setupRequest: (request, context) => {
          const key = randomUUID();
          (context as { key?: string }).key = key;
          return { ...request, headers: { ...request.headers, 'idempotency-key': key } };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) acknowledgedKeys.push((context as { key: string }).key);
        },
      },
    ],
  });
  // Let requests still in flight when the clock stopped finish before counting rows.
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const stored = Number((await database.query('select count(*) from submissions')).rows[0].count);
  const distinct = Number(
    (await database.query('select count(distinct idempotency_key) from submissions')).rows[0].count,
  );
  const storedAnswers = Number((await database.query('select count(*) from answers')).rows[0].count);
  const acknowledgedStored = Number(
    (
      await database.query('select count(*) from submissions where idempotency_key = any($1)', [
        acknowledgedKeys,
      ])
    ).rows[0].count,
  );
  await database.end();

  const acknowledged = acknowledgedKeys.length;
  const perSecond = acknowledged / DURATION_SECONDS;
  console.log(
    `submissions: ${CONNECTIONS} connections, ${DURATION_SECONDS} s, 10-question survey on PostgreSQL`,
  );
  console.log(
    `  acknowledged ${acknowledged}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `  ${perSecond.toFixed(0)} submissions/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `  rows: ${stored} submissions (${distinct} distinct keys, ${acknowledgedStored} of the ${acknowledged} acknowledged), ${storedAnswers} answers`,
  );
  // Rows beyond the acknowledged ones are requests answered after the load generator stopped listening.
  const exact = acknowledgedStored === acknowledged && distinct === stored && storedAnswers === stored * 10;
  console.log(`  ${exact ? 'ok  ' : 'FAIL'} every acknowledged submission stored exactly once`);
  console.log(`  ${perSecond >= 1000 ? 'ok  ' : 'SLOW'} throughput (target ≥ 1000/s)`);
  console.log(`  ${result.latency.p99 < 100 ? 'ok  ' : 'SLOW'} p99 latency (target < 100 ms)`);
  failed = !exact || perSecond < 1000 || result.latency.p99 >= 100;
} finally {
  await pollen.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
