import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAT_KIND } from '../db/answer-stat-kinds.ts';
import { workerPostgresUrl } from '../test-support/postgres-url.ts';
import {
  publishSurvey,
  sendSubmission,
  spawnServer,
  submissionBody,
  type SpawnedServer,
} from '../test-support/spawned-server.ts';

// Scale-out (issue 17, docs/scaling.md): several Pollen processes on one PostgreSQL database, each
// with its own submission writer, pools and caches, store every idempotency key exactly once,
// whichever instances its tries reach and however they interleave. Not timed: bench/submissions.ts
// measures the throughput.
const postgresUrl = workerPostgresUrl();

describe.skipIf(!postgresUrl)('three instances on one PostgreSQL database', () => {
  const instances: SpawnedServer[] = [];

  beforeAll(async () => {
    // Each instance gets its own data folder: nothing on local disk may be shared between them.
    const started = await Promise.all(
      [0, 1, 2].map(() =>
        spawnServer({
          DATABASE_URL: postgresUrl!,
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pollen-scale-')),
        }).catch((error: unknown) => error as Error),
      ),
    );
    for (const instance of started) if (!(instance instanceof Error)) instances.push(instance);
    const failure = started.find((instance) => instance instanceof Error);
    if (failure) throw failure;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      instances.map((instance) => {
        instance.process.kill('SIGTERM');
        return instance.exited;
      }),
    );
  });

  test('every key sent through all three instances at once is stored exactly once', async () => {
    const [first, second, third] = instances as [SpawnedServer, SpawnedServer, SpawnedServer];
    const { shareId, questionId } = await publishSurvey(first.baseUrl);
    const keys = Array.from({ length: 30 }, () => randomUUID());
    const body = (key: string) => submissionBody(questionId, `Answer for ${key}`);
    // Every key is sent three times at once, once to each instance, then once more in turn
    // (a retry after a lost reply lands on whichever instance the balancer picks).
    const concurrent = await Promise.all(
      keys.flatMap((key) =>
        [first, second, third].map((instance) => sendSubmission(instance.port, shareId, key, body(key))),
      ),
    );
    const retries = await Promise.all(
      keys.map((key, index) => sendSubmission(instances[index % 3]!.port, shareId, key, body(key))),
    );

    const statuses = [...concurrent, ...retries].map((outcome) =>
      'status' in outcome ? outcome.status : outcome.error,
    );
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    // Exactly one try per key was told it created the submission; every other try was a replay.
    const created = concurrent.filter((outcome) => 'status' in outcome && outcome.status === 201);
    expect(created).toHaveLength(keys.length);
    expect(retries.every((outcome) => 'status' in outcome && outcome.status === 200)).toBe(true);
    const ids = new Set(
      [...concurrent, ...retries].map((outcome) =>
        'status' in outcome ? (JSON.parse(outcome.body) as { submissionId: string }).submissionId : '',
      ),
    );
    expect(ids.size).toBe(keys.length);

    const client = new pg.Client({ connectionString: postgresUrl! });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; stored: string; answers: string; counted: string }>(
        `select s.idempotency_key as key, count(distinct s.id) as stored, count(a.id) as answers,
           (select sum(st.count) from answer_stats st
            where st.survey_id = s.survey_id and st.question_id = '' and st.kind = $2) as counted
         from submissions s join surveys v on v.id = s.survey_id left join answers a on a.submission_id = s.id
         where v.share_id = $1 group by s.idempotency_key, s.survey_id`,
        [shareId, STAT_KIND.submissions],
      );
      expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort());
      expect(rows.every((row) => Number(row.stored) === 1 && Number(row.answers) === 1)).toBe(true);
      // The report's running total counts each submission once too.
      expect(Number(rows[0]?.counted)).toBe(keys.length);
    } finally {
      await client.end();
    }
  }, 120_000);
});
