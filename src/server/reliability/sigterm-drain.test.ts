import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { submissions } from '../db/schema.ts';
import {
  heldSubmission,
  publishSurvey,
  sendSubmission,
  spawnServer,
  submissionBody,
  type SpawnedServer,
} from '../test-support/spawned-server.ts';
import { seedMigratedDataDir } from '../test-support/pglite-template.ts';
import { workerPostgresUrl } from '../test-support/postgres-url.ts';

// A fresh embedded database takes a while to create on a busy two-core machine.
const SPAWN_TEST_TIMEOUT_MS = 240_000;

const postgresUrl = workerPostgresUrl();
const targets: { name: string; env: () => { DATA_DIR: string; DATABASE_URL?: string } }[] = [
  // On a copy of the run's migrated database: this is about draining, not about a first start.
  { name: 'pglite', env: () => ({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pollen-drain-')) }) },
  ...(postgresUrl
    ? [
        {
          name: 'postgres',
          env: () => ({
            DATABASE_URL: postgresUrl,
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pollen-drain-')),
          }),
        },
      ]
    : []),
];

let running: SpawnedServer | undefined;
afterEach(() => {
  if (running?.process.exitCode === null) running.process.kill('SIGKILL');
  running = undefined;
});

describe.each(targets)('SIGTERM on $name', (target) => {
  test(
    'drains: running submissions are committed and answered, later ones refused, exit code 0',
    async () => {
      const env = target.env();
      const template = inject('pgliteTemplate');
      if (!env.DATABASE_URL && template) await seedMigratedDataDir(env.DATA_DIR, template);
      const server = (running = await spawnServer(env));
      const { shareId, questionId } = await publishSurvey(server.baseUrl);

      // Requests the server has certainly started (it answered "100 Continue") before the signal.
      const held = Array.from({ length: 12 }, (_, index) => {
        const key = randomUUID();
        const body = submissionBody(questionId, `held ${index}`);
        return { key, ...heldSubmission(server.port, shareId, key, body) };
      });
      await Promise.all(held.map((request) => request.started));
      // And load in full flight around the signal: these may land before or after it.
      const racing = Array.from({ length: 30 }, (_, index) => {
        const key = randomUUID();
        return {
          key,
          outcome: sendSubmission(server.port, shareId, key, submissionBody(questionId, `racing ${index}`)),
        };
      });

      server.process.kill('SIGTERM');
      await server.waitForLog(/Shutting down/);

      // After the signal: a new connection is refused, never accepted and then cut.
      const late = await sendSubmission(
        server.port,
        shareId,
        randomUUID(),
        submissionBody(questionId, 'late'),
      );
      expect(late).toEqual({ error: 'ECONNREFUSED' });

      // The held requests send their bodies only now, while the server drains: each is stored.
      for (const request of held) request.finish();
      const heldOutcomes = await Promise.all(held.map((request) => request.outcome));
      for (const outcome of heldOutcomes)
        expect(outcome, JSON.stringify(outcome)).toMatchObject({ status: 201 });

      const racingOutcomes = await Promise.all(racing.map((request) => request.outcome));
      for (const outcome of racingOutcomes) {
        // Sent around the signal: stored (2xx), refused while draining (503), or never accepted
        // (refused, or reset while still in the kernel's accept queue). Never a server error.
        if ('status' in outcome) expect([200, 201, 503]).toContain(outcome.status);
        else expect(['ECONNREFUSED', 'ECONNRESET']).toContain(outcome.error);
      }

      expect(await server.exited).toBe(0);
      expect(server.stdout()).toMatch(/"msg":"Stopped"/);

      // Every acknowledged submission is in the database, once.
      const acknowledged: { key: string; body: string }[] = [];
      held.forEach((request, index) => {
        const outcome = heldOutcomes[index]!;
        if ('status' in outcome && outcome.status < 300)
          acknowledged.push({ key: request.key, body: outcome.body });
      });
      racing.forEach((request, index) => {
        const outcome = racingOutcomes[index]!;
        if ('status' in outcome && outcome.status < 300)
          acknowledged.push({ key: request.key, body: outcome.body });
      });
      const database = await openDatabase(
        env.DATABASE_URL
          ? { kind: 'postgres', url: env.DATABASE_URL }
          : { kind: 'pglite', dataDir: env.DATA_DIR },
      );
      try {
        const stored = await database.db
          .select({ id: submissions.id, key: submissions.idempotencyKey })
          .from(submissions)
          .where(
            inArray(
              submissions.idempotencyKey,
              acknowledged.map((entry) => entry.key),
            ),
          );
        expect(stored).toHaveLength(acknowledged.length);
        const idsByKey = new Map(stored.map((row) => [row.key, row.id]));
        for (const entry of acknowledged) {
          const { submissionId } = JSON.parse(entry.body) as { submissionId: string };
          expect(idsByKey.get(entry.key)).toBe(submissionId);
        }
      } finally {
        await database.close();
      }
    },
    SPAWN_TEST_TIMEOUT_MS,
  );
});
