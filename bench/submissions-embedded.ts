import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { embeddedStartParams } from '../src/server/db/client.ts';
import { DurableNodeFS } from '../src/server/db/durable-node-fs.ts';
import { formatSample, IDLE_WAIT_MS, startMeasured, variants, type Variant } from './embedded-memory.ts';
import { INSERT_SUBMISSION } from './minimal-ingest-server.ts';
import { answersTo, idempotentSubmissions, publishSurvey, tenQuestionSurvey } from './support.ts';

// Submission ingestion on the embedded database (PGlite, issue 17: ≥ 500/s with p99 ≤ 200 ms and
// ≤ 300 MiB idle): Pollen as one process on a fresh DATA_DIR, the same load as submissions.ts
// (autocannon in this process, BENCH_CONNECTIONS for BENCH_SECONDS, a 10-question survey, a fresh
// Idempotency-Key per request), its memory idle before and after the load. Then, with Pollen
// stopped, the folder is opened here: every acknowledged submission must be stored exactly once,
// and the minimal handler's one-statement insert runs on it directly for BENCH_SECONDS (PGlite's
// ceiling without HTTP: one connection, so the statements run one after another).
// EMBEDDED_VARIANTS (separated by ';') picks settings from embedded-memory.ts; default "as is".

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const picked = process.env.EMBEDDED_VARIANTS?.split(';') ?? ['as is'];

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function run(variant: Variant): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pollen-embedded-ingest-'));
  try {
    const pollen = await startMeasured(
      dataDir,
      { SUBMISSION_RATE_LIMIT_MAX: '100000000', ...variant.env },
      variant.nodeArgs,
      variant.sources,
    );
    let shareId: string;
    const acknowledgedKeys: string[] = [];
    let result: autocannon.Result;
    try {
      await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
      console.log(formatSample(await pollen.sample(`${variant.name}: idle before the load`)));
      shareId = await publishSurvey(pollen.url, tenQuestionSurvey());
      const body = JSON.stringify({ name: 'Load test', answers: await answersTo(pollen.url, shareId) });
      result = await autocannon({
        url: `${pollen.url}/api/public/surveys/${shareId}/submissions`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        requests: idempotentSubmissions(acknowledgedKeys),
      });
      const loadDuring = loadAverage();
      console.log(
        `  ${variant.name}: Pollen on PGlite ${(acknowledgedKeys.length / DURATION_SECONDS).toFixed(0)}/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}, load ${loadDuring})`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000 + IDLE_WAIT_MS));
      console.log(formatSample(await pollen.sample(`${variant.name}: idle after the load`)));
    } finally {
      await pollen.stop();
    }

    // Pollen has stopped (it holds the folder's lock while it runs): count in the folder itself,
    // opened as the server opens it (durable start parameters and the variant's settings).
    const params = (variant.env?.PROBE_PGLITE_PARAMS ?? '').split(' ').filter(Boolean);
    const client = new PGlite({
      fs: new DurableNodeFS(path.join(dataDir, 'pglite')),
      startParams: [...embeddedStartParams, ...params.flatMap((setting) => ['-c', setting])],
    });
    try {
      const survey = (
        await client.query<{ id: string; published_version: number }>(
          'select id, published_version from surveys where share_id = $1',
          [shareId],
        )
      ).rows[0]!;
      const row = (
        await client.query<{ stored: string; distinct: string; answers: string; acked: string }>(
          `select count(*) as stored, count(distinct idempotency_key) as distinct,
             (select count(*) from answers where survey_id = $1) as answers,
             (select count(*) from submissions acked join unnest($2::text[]) as k(key)
                on acked.survey_id = $1 and acked.idempotency_key = k.key) as acked
           from submissions where survey_id = $1`,
          [survey.id, acknowledgedKeys],
        )
      ).rows[0]!;
      const [stored, distinct, answers, acked] = [row.stored, row.distinct, row.answers, row.acked].map(
        Number,
      );
      const exact = acked === acknowledgedKeys.length && distinct === stored && answers === stored! * 10;
      console.log(
        `  rows: ${stored} submissions (${distinct} distinct keys, ${acked} of the ${acknowledgedKeys.length} acknowledged), ${answers} answers — ${exact ? 'exactly once' : 'NOT EXACTLY ONCE'}`,
      );

      const answersJson = JSON.stringify(
        (
          await client.query(
            `select question_id, text_value, numeric_value, choice_ids from answers
             where submission_id = (select id from submissions where survey_id = $1 limit 1)`,
            [survey.id],
          )
        ).rows,
      );
      let inserted = 0;
      const latencies: number[] = [];
      const end = Date.now() + DURATION_SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (Date.now() < end) {
            const started = performance.now();
            await client.query(INSERT_SUBMISSION, [
              survey.id,
              survey.published_version,
              randomUUID(),
              'Load test',
              answersJson,
            ]);
            latencies.push(performance.now() - started);
            inserted++;
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
      console.log(
        `  ${variant.name}: one-statement inserts straight into PGlite (no HTTP, in this process) ${(inserted / DURATION_SECONDS).toFixed(0)}/s  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  (load ${loadAverage()})`,
      );
      const met = acknowledgedKeys.length / DURATION_SECONDS >= 500 && result.latency.p99 <= 200;
      console.log(`  ${met ? 'ok  ' : 'SLOW'} target ≥ 500/s with p99 ≤ 200 ms`);
      return exact && met;
    } finally {
      await client.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `${new Date().toISOString()} submissions on the embedded database: ${CONNECTIONS} connections, ${DURATION_SECONDS} s; ${os.cpus().length} cores, load average ${loadAverage()}`,
);
// Non-zero when a run stored an acknowledged submission other than exactly once or missed the target.
let passed = true;
for (const variant of variants.filter((v) => picked.includes(v.name))) {
  passed = (await run(variant)) && passed;
}
process.exit(passed ? 0 : 1);
