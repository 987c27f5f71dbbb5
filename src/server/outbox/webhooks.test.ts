import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { WebhookDelivery } from '#shared/integrations/webhooks.ts';
import { rowsOf } from '../db/rows.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';
import { MAX_DEFERRAL_MS, createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { verifySignature } from './signature.ts';

// Webhooks (issue 19 §1) on both databases: a receiver on 127.0.0.1 (allowed by
// WEBHOOK_ALLOW_PRIVATE_TARGETS) gets each submission once, signed, across two instances.

const document = {
  title: 'Hooked survey',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        { type: 'QUESTION_SET', items: [{ text: 'Anything to add?', response_type: 'FREE_RESPONSE' }] },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

interface Received {
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A webhook receiver on 127.0.0.1 that answers `statuses` in turn (200 once they run out). */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.statusCode = statuses.shift() ?? 200;
      response.end(response.statusCode === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ENV = {
  SUBMISSION_RATE_LIMIT_MAX: '10000',
  TRUST_PROXY: 'true',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
};

describe.each(testDatabases())('webhooks on $name', (target) => {
  let first: TestServer;
  let second: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let ip = 0;

  beforeAll(async () => {
    first = await createTestServer(await target.open(), ENV);
    // On PostgreSQL the second instance has its own pool; the embedded database has one connection.
    second =
      target.name === 'postgres'
        ? await createTestServer(await target.open(), ENV)
        : await createTestServer(first.database, ENV);
    owner = await signedInClient(first);
  });
  afterAll(async () => {
    if (second.database !== first.database) await second.close();
    await first.close();
  });

  const workerFor = (server: TestServer, now?: () => Date, busy?: () => boolean): OutboxWorker =>
    createOutboxWorker({
      db: server.database.db,
      logger: { warn: () => {} } as never,
      mailer: { send: async (mail) => void server.mails.push(mail) },
      publicUrl: 'http://pollen.test',
      secret: 'test-secret-that-is-long-enough-0123456789',
      transport: { allowPrivate: true, timeoutMs: 5000 },
      now,
      busy,
    });

  async function publishedSurvey(): Promise<SurveyRecord> {
    const survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    return survey;
  }

  const submit = (on: TestServer, survey: SurveyRecord, text: string) =>
    createClient(on, `198.51.100.${(ip++ % 250) + 1}`).request(
      `/api/public/surveys/${survey.share_id}/submissions`,
      {
        json: {
          answers: [
            { question_id: survey.draft.pages[1]!.content_blocks[0]!.items[0]!.id, text_value: text },
          ],
        },
        headers: { 'idempotency-key': randomUUID() },
      },
    );

  async function addEndpoint(url: string, surveyId: string | null) {
    const response = await owner.request('/api/webhooks', { json: { url, survey_id: surveyId } });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; secret: string };
  }

  test('each submission reaches the receiver once, signed, with two instances delivering', async () => {
    const receiver = await startReceiver();
    const survey = await publishedSurvey();
    const endpoint = await addEndpoint(receiver.url, survey.id);
    const texts = Array.from({ length: 12 }, (_, index) => `answer ${index}`);
    // Submissions through both instances, at the same time.
    const statuses = await Promise.all(
      texts.map((text, index) => submit(index % 2 ? second : first, survey, text).then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);

    const workers = [workerFor(first), workerFor(second)];
    // Both instances poll at once, several times: each row is claimed by one of them only.
    for (let round = 0; round < 3; round++) await Promise.all(workers.map((worker) => worker.runOnce()));

    const events = receiver.received.map(
      (delivery) =>
        JSON.parse(delivery.body) as {
          id: string;
          type: string;
          data: { survey: { id: string }; response: { id: string; answers: { text_value: string }[] } };
        },
    );
    const completed = events.filter((event) => event.type === 'response.completed');
    expect(completed).toHaveLength(texts.length);
    expect(new Set(completed.map((event) => event.data.response.id)).size).toBe(texts.length);
    expect(completed.map((event) => event.data.response.answers[0]!.text_value).sort()).toEqual(
      [...texts].sort(),
    );
    for (const delivery of receiver.received) {
      const header = String(delivery.headers['pollen-signature']);
      expect(verifySignature(endpoint.secret, header, delivery.body, Math.floor(Date.now() / 1000))).toBe(
        true,
      );
      expect(verifySignature('whsec_wrong', header, delivery.body, Math.floor(Date.now() / 1000))).toBe(
        false,
      );
    }
    const log = (await (await owner.request(`/api/webhooks/${endpoint.id}/deliveries`)).json()) as {
      items: WebhookDelivery[];
    };
    expect(log.items.filter((item) => item.status === 'delivered')).toHaveLength(texts.length);
    expect(log.items.every((item) => item.attempts === 1 && item.last_status_code === 200)).toBe(true);
    await receiver.close();
  });

  test('a receiver failing 3 times gets the delivery on the 4th attempt, after backing off', async () => {
    const receiver = await startReceiver([500, 502, 503]);
    const survey = await publishedSurvey();
    const endpoint = await addEndpoint(receiver.url, survey.id);
    expect((await submit(first, survey, 'retry me')).status).toBe(201);

    let clock = Date.now();
    const worker = workerFor(first, () => new Date(clock));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      // Nothing is due again until the back-off has passed.
      expect(await worker.runOnce()).toBe(0);
      const [row] = rowsOf<{ status: string; next_attempt_at: unknown; attempts: number }>(
        await first.database.db.execute(
          sql`select status, next_attempt_at, attempts from outbox where endpoint_id = ${endpoint.id}::uuid`,
        ),
      );
      expect(row!.attempts).toBe(attempt);
      if (attempt < 4) {
        expect(row!.status).toBe('pending');
        const wait = new Date(String(row!.next_attempt_at)).getTime() - clock;
        waits.push(wait);
        clock += wait;
      } else {
        expect(row!.status).toBe('delivered');
      }
    }
    expect(receiver.received).toHaveLength(4);
    // Exponential: each wait is longer than the one before.
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(waits[2]!).toBeGreaterThan(waits[1]!);
    const log = (await (await owner.request(`/api/webhooks/${endpoint.id}/deliveries`)).json()) as {
      items: WebhookDelivery[];
    };
    expect(log.items[0]).toMatchObject({ status: 'delivered', attempts: 4, last_status_code: 200 });
    await receiver.close();
  });

  test('while requests keep the process busy deliveries wait, at most a minute; a hand-sent one goes at once', async () => {
    const receiver = await startReceiver();
    const survey = await publishedSurvey();
    await addEndpoint(receiver.url, survey.id);
    expect((await submit(first, survey, 'under load')).status).toBe(201);
    let clock = Date.now();
    let busy = true;
    const worker = workerFor(
      first,
      () => new Date(clock),
      () => busy,
    );
    expect(await worker.runOnce()).toBe(0);
    clock += MAX_DEFERRAL_MS - 1000;
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    // Waited a minute: it goes out although the process is still busy.
    clock += 2000;
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);

    // Send test / Redeliver nudge the worker: delivered at once, busy or not.
    expect((await submit(first, survey, 'nudged')).status).toBe(201);
    clock = Date.now();
    expect(await worker.runOnce()).toBe(0);
    worker.nudge();
    expect(await worker.runOnce()).toBe(1);

    // Once the load is gone, what waited goes out at the next pass.
    expect((await submit(first, survey, 'after the load')).status).toBe(201);
    clock = Date.now();
    expect(await worker.runOnce()).toBe(0);
    busy = false;
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received.map((r) => JSON.parse(r.body).data.response.answers[0].text_value)).toEqual([
      'under load',
      'nudged',
      'after the load',
    ]);
    await receiver.close();
  });

  test('a reply PostgreSQL cannot store as text (a NUL, half an emoji) is recorded without holding the batch back', async () => {
    // 511 characters and an emoji: the 512-character excerpt of the reply ends in half of it.
    const body = `\u0000down${'x'.repeat(507)}😀 and more`;
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.statusCode = 500;
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const survey = await publishedSurvey();
    const endpoint = await addEndpoint(url, survey.id);
    for (const text of ['one', 'two', 'three']) expect((await submit(first, survey, text)).status).toBe(201);
    await workerFor(first).runOnce();
    const rows = rowsOf<{ status: string; attempts: number; locked_until: unknown; last_error: string }>(
      await first.database.db.execute(
        sql`select status, attempts, locked_until, last_error from outbox where endpoint_id = ${endpoint.id}::uuid`,
      ),
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      // Recorded as a failed attempt to retry later, not left leased (to be delivered again on expiry).
      expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
      expect(row.last_error).toMatch(/^The receiver answered 500: downx+/);
      expect(row.last_error).not.toContain('\u0000');
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('a receiver that keeps failing is marked failed after more than 24 hours', async () => {
    const receiver = await startReceiver(Array.from({ length: 100 }, () => 500));
    const survey = await publishedSurvey();
    const endpoint = await addEndpoint(receiver.url, survey.id);
    expect((await submit(first, survey, 'never arrives')).status).toBe(201);
    const start = Date.now();
    let clock = start;
    const worker = workerFor(first, () => new Date(clock));
    let status = 'pending';
    while (status === 'pending') {
      await worker.runOnce();
      const [row] = rowsOf<{ status: string; next_attempt_at: unknown; last_error: string }>(
        await first.database.db.execute(
          sql`select status, next_attempt_at, last_error from outbox where endpoint_id = ${endpoint.id}::uuid`,
        ),
      );
      status = row!.status;
      clock = Math.max(clock, new Date(String(row!.next_attempt_at)).getTime());
      if (status === 'failed') expect(row!.last_error).toContain('500');
    }
    expect(clock - start).toBeGreaterThanOrEqual(24 * 60 * 60_000);
    expect(receiver.received.length).toBeGreaterThan(8);
    await receiver.close();
  });

  test('a row written in the same millisecond as the pass is due (the database keeps microseconds)', async () => {
    const receiver = await startReceiver();
    const survey = await publishedSurvey();
    const endpoint = await addEndpoint(receiver.url, survey.id);
    const test = (await (
      await owner.request(`/api/webhooks/${endpoint.id}/test`, { method: 'POST' })
    ).json()) as {
      id: string;
    };
    // The pass runs at T (whole milliseconds); the row became due 0.4 ms after T.
    const at = new Date(Date.now() + 60_000);
    await first.database.db.execute(
      sql`update outbox set next_attempt_at = ${at.toISOString()}::timestamptz + interval '400 microseconds' where id = ${test.id}`,
    );
    expect(await workerFor(first, () => at).runOnce()).toBeGreaterThanOrEqual(1);
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toContain('webhook.test');
    await owner.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE' });
    await receiver.close();
  });

  test('Send test, Redeliver, survey.published and an account-wide endpoint', async () => {
    const receiver = await startReceiver();
    const accountEndpoint = await addEndpoint(receiver.url, null);
    await publishedSurvey();
    const worker = workerFor(first);
    await worker.runOnce();
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual(['survey.published']);

    const test = (await (
      await owner.request(`/api/webhooks/${accountEndpoint.id}/test`, { method: 'POST' })
    ).json()) as WebhookDelivery;
    expect(test).toMatchObject({ event: 'webhook.test', status: 'pending' });
    await worker.runOnce();
    const again = await owner.request(`/api/webhooks/${accountEndpoint.id}/deliveries/${test.id}/redeliver`, {
      method: 'POST',
    });
    expect(again.status).toBe(201);
    await worker.runOnce();
    const types = receiver.received.map((r) => JSON.parse(r.body) as { id: string; type: string });
    expect(types.map((t) => t.type)).toEqual(['survey.published', 'webhook.test', 'webhook.test']);
    expect(types[1]!.id).not.toBe(types[2]!.id);
    // The account-wide log names the survey each event came from (a test is about none).
    const log = (await (await owner.request(`/api/webhooks/${accountEndpoint.id}/deliveries`)).json()) as {
      items: WebhookDelivery[];
    };
    expect(log.items.map((item) => [item.event, item.survey_title])).toEqual([
      ['webhook.test', null],
      ['webhook.test', null],
      ['survey.published', 'Hooked survey'],
    ]);
    await owner.request(`/api/webhooks/${accountEndpoint.id}`, { method: 'DELETE' });
    await receiver.close();
  });

  test('owners only: another account sees 404s; private targets are refused without the flag', async () => {
    const survey = await publishedSurvey();
    const endpoint = await addEndpoint('http://127.0.0.1:9/hooks', survey.id);
    const stranger = await signedInClient(first, 'stranger');
    expect((await stranger.request(`/api/webhooks?survey_id=${survey.id}`)).status).toBe(404);
    expect((await stranger.request(`/api/webhooks/${endpoint.id}/deliveries`)).status).toBe(404);
    expect((await stranger.request(`/api/webhooks/${endpoint.id}/secret`)).status).toBe(404);
    expect((await stranger.request(`/api/webhooks/${endpoint.id}/test`, { method: 'POST' })).status).toBe(
      404,
    );
    expect((await stranger.request(`/api/webhooks/${endpoint.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (
        await stranger.request('/api/webhooks', {
          json: { url: 'https://example.com/h', survey_id: survey.id },
        })
      ).status,
    ).toBe(404);
    expect((await createClient(first).request('/api/webhooks')).status).toBe(401);

    const strict = await createTestServer(first.database, { TRUST_PROXY: 'true' });
    const strictOwner = await signedInClient(strict, 'strict');
    for (const url of [
      'http://127.0.0.1:8080/h',
      'http://localhost/h',
      'http://10.0.0.5/h',
      'http://[::1]/h',
    ]) {
      const refused = await strictOwner.request('/api/webhooks', { json: { url, survey_id: null } });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
        /cannot send to/,
      );
    }
    const bad = await strictOwner.request('/api/webhooks', {
      json: { url: 'ftp://example.com', survey_id: null },
    });
    expect(bad.status).toBe(422);
    const withCredentials = await strictOwner.request('/api/webhooks', {
      json: { url: 'https://user:pw@example.com/h', survey_id: null },
    });
    expect(withCredentials.status).toBe(422);
    expect(((await withCredentials.json()) as { error: { message: string } }).error.message).toMatch(
      /Leave the user name and password out/,
    );
  });
});
