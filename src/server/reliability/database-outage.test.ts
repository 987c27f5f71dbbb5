import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DrizzleQueryError, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { submissions, surveys } from '../db/schema.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  sendSubmission,
  publishSurvey,
  spawnServer,
  SPAWNED_ORIGIN,
  submissionBody,
  type SpawnedServer,
} from '../test-support/spawned-server.ts';
import { createClient, createTestServer } from '../test-support/test-server.ts';
import { createThrowawayCluster, findPostgresBin } from '../test-support/throwaway-postgres.ts';
import { workerPostgresUrl } from '../test-support/postgres-url.ts';

// Like the other PostgreSQL tests, the tests that need a PostgreSQL server are only defined when
// one is there (the shared server on 5432, or the binaries to start one of the test's own); the
// classification below needs neither and always runs.

test('a refused, dropped or closing connection counts as "database unavailable"; a bad query does not', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const wrapped = new DrizzleQueryError('select 1', [], refused);
  const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
  const dropped = new Error('Connection terminated unexpectedly');
  const bothAddresses = new AggregateError([refused, refused], 'connect failed');
  for (const error of [refused, wrapped, shutdown, dropped, bothAddresses])
    expect(isDatabaseUnavailable(error), error.message).toBe(true);

  const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
  const modelDown = new TypeError('fetch failed', { cause: refused });
  for (const error of [duplicate, new DrizzleQueryError('insert …', [], duplicate), modelDown, 'text'])
    expect(isDatabaseUnavailable(error)).toBe(false);
});

const postgresUrl = workerPostgresUrl();
if (postgresUrl) {
  test('idle pooled connections terminated by the server are replaced; requests keep working', async () => {
    // Only this test's connections are terminated: the run's other files share the database.
    const applicationName = `pollen-terminate-${randomUUID().slice(0, 8)}`;
    const url = `${postgresUrl}?application_name=${applicationName}`;
    const lost: Error[] = [];
    const database = await openDatabase(
      { kind: 'postgres', url },
      { onConnectionError: (e) => lost.push(e) },
    );
    const server = await createTestServer(database, { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const owner = await signedInClient(server);
      const created = await owner.request('/api/surveys', {
        json: {
          template_data: {
            pages: [
              {
                page_type: 'standard',
                content_blocks: [
                  { type: 'question set', items: [{ text: 'Lunch?', question_type: 'free response' }] },
                ],
              },
            ],
          },
        },
      });
      const survey = (await created.json()) as { id: string; share_id: string };
      expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
      const submit = () =>
        createClient(server).request(`/api/public/surveys/${survey.share_id}/submissions`, {
          json: { name: 'Respondent', answers: [] },
          headers: { 'idempotency-key': randomUUID() },
        });
      // Several requests at once leave several idle connections in both pools.
      for (const response of await Promise.all(Array.from({ length: 6 }, submit)))
        expect(response.status).toBe(201);

      const terminated = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and state = 'idle'`,
        [applicationName],
      );
      expect(terminated.rowCount).toBeGreaterThan(1);
      // Each pool hears of its lost connections (without a listener the process would end).
      await vi.waitFor(() => expect(lost).toHaveLength(terminated.rowCount ?? 0), { timeout: 20_000 });

      expect((await server.app.request('/readyz')).status).toBe(200);
      for (const response of await Promise.all(Array.from({ length: 6 }, submit)))
        expect(response.status).toBe(201);
      const stored = await database.db
        .select({ id: submissions.id })
        .from(submissions)
        .innerJoin(surveys, eq(submissions.surveyId, surveys.id))
        .where(eq(surveys.shareId, survey.share_id));
      expect(stored).toHaveLength(12);
    } finally {
      await admin.end();
      await server.close();
    }
  });
}

const postgresBin = findPostgresBin();
if (postgresBin) {
  describe('a PostgreSQL server that stops and comes back', () => {
    let cluster: Awaited<ReturnType<typeof createThrowawayCluster>> | undefined;
    let server: SpawnedServer | undefined;
    afterAll(() => {
      if (server?.process.exitCode === null) server.process.kill('SIGKILL');
      cluster?.destroy();
    });

    test('Pollen answers 503 while it is down, reports not ready, and recovers by itself', async () => {
      cluster = await createThrowawayCluster(postgresBin);
      server = await spawnServer({
        DATABASE_URL: cluster.url,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pollen-outage-')),
      });
      const { shareId, questionId } = await publishSurvey(server.baseUrl);
      const submit = (key: string) =>
        sendSubmission(server!.port, shareId, key, submissionBody(questionId, 'soup'));
      expect(await submit(randomUUID())).toMatchObject({ status: 201 });
      const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SPAWNED_ORIGIN },
        body: JSON.stringify({ email: 'during@example.com', password: 'outage-password-1', name: 'Ada' }),
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');

      cluster.stop();

      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', reason: 'database unreachable' });
      const duringOutage = randomUUID();
      const refused = await submit(duringOutage);
      expect(refused).toMatchObject({ status: 503 });
      expect(JSON.parse((refused as { body: string }).body)).toEqual({
        error: {
          code: 'unavailable',
          message: 'Pollen cannot reach its database right now. Please try again in a moment.',
        },
      });
      // Better Auth's own routes answer the same 503, not a bare 500: a sign-in, and a session
      // look-up with the cookie of an account made before the outage.
      const signIn = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SPAWNED_ORIGIN },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'correct horse battery' }),
      });
      expect(signIn.status).toBe(503);
      expect(await signIn.json()).toMatchObject({ error: { code: 'unavailable' } });
      const session = await fetch(`${server.baseUrl}/api/auth/get-session`, { headers: { cookie } });
      expect(session.status).toBe(503);
      expect(await session.json()).toMatchObject({ error: { code: 'unavailable' } });
      expect(server.process.exitCode).toBeNull();

      cluster.start();
      await vi.waitFor(async () => expect((await fetch(`${server!.baseUrl}/readyz`)).status).toBe(200), {
        timeout: 60_000,
        interval: 200,
      });
      // The respondent's retry with the same key is stored now, once.
      expect(await submit(duringOutage)).toMatchObject({ status: 201 });
      expect(await submit(duringOutage)).toMatchObject({ status: 200 });

      const check = new pg.Client({ connectionString: cluster.url });
      await check.connect();
      const { rows } = await check.query<{ count: string }>('select count(*) from submissions');
      await check.end();
      expect(rows[0]?.count).toBe('2');

      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }, 240_000);
  });
}
