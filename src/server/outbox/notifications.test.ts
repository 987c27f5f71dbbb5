import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { rowsOf } from '../db/rows.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';
import { digestDay } from './enqueue.ts';
import { createOutboxWorker } from './outbox-worker.ts';

// Response notifications (issue 19 §4) on both databases: queued through the outbox, one mail per
// response or one digest a day, with a one-click unsubscribe that needs no sign-in.

const document = {
  title: 'Notified survey',
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

describe.each(testDatabases())('response notifications on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let ip = 0;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), {
      SUBMISSION_RATE_LIMIT_MAX: '10000',
      TRUST_PROXY: 'true',
    });
    owner = await signedInClient(server);
  });
  afterAll(() => server.close());

  const worker = (now?: () => Date) =>
    createOutboxWorker({
      db: server.database.db,
      logger: { warn: () => {} } as never,
      mailer: { send: async (mail) => void server.mails.push(mail) },
      publicUrl: 'http://pollen.test',
      secret: 'test-secret-that-is-long-enough-0123456789',
      now,
    });

  async function publishedSurvey(): Promise<SurveyRecord> {
    const survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    return survey;
  }

  const submit = (survey: SurveyRecord) =>
    createClient(server, `198.51.100.${(ip++ % 250) + 1}`).request(
      `/api/public/surveys/${survey.share_id}/submissions`,
      {
        json: {
          answers: [
            { question_id: survey.draft.pages[1]!.content_blocks[0]!.items[0]!.id, text_value: 'hi' },
          ],
        },
        headers: { 'idempotency-key': randomUUID() },
      },
    );

  const setMode = (survey: SurveyRecord, responses: string) =>
    owner.request(`/api/notifications/${survey.id}`, { method: 'PUT', json: { responses } });

  const mailsAbout = (survey: SurveyRecord) =>
    server.mails.filter((mail) => mail.link.endsWith(`/analytics/${survey.share_id}`));

  test('off by default: a response queues nothing', async () => {
    const survey = await publishedSurvey();
    expect(await (await owner.request(`/api/notifications/${survey.id}`)).json()).toEqual({
      responses: 'off',
    });
    expect((await submit(survey)).status).toBe(201);
    const [row] = rowsOf<{ count: number }>(
      await server.database.db.execute(
        sql`select count(*)::int as count from outbox where survey_id = ${survey.id}::uuid`,
      ),
    );
    expect(row!.count).toBe(0);
  });

  test('each response queues exactly one mail to the owner, with one-click unsubscribe headers', async () => {
    const survey = await publishedSurvey();
    expect((await setMode(survey, 'each')).status).toBe(200);
    for (let index = 0; index < 3; index++) expect((await submit(survey)).status).toBe(201);
    const queued = rowsOf<{ kind: string; owner_id: string }>(
      await server.database.db.execute(
        sql`select kind, owner_id from outbox where survey_id = ${survey.id}::uuid and kind = 'mail'`,
      ),
    );
    expect(queued).toHaveLength(3);
    await worker().runOnce();
    const mails = mailsAbout(survey);
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.to === owner.email)).toBe(true);
    expect(mails[0]!.subject).toBe('New response to “Notified survey”');
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/pollen\.test\/unsubscribe\/[^>]+>$/);
    // Delivered rows are not sent again.
    await worker().runOnce();
    expect(mailsAbout(survey)).toHaveLength(3);
  });

  test('the daily digest counts the day’s responses in one mail, sent after the day ends', async () => {
    const survey = await publishedSurvey();
    expect((await setMode(survey, 'daily')).status).toBe(200);
    for (let index = 0; index < 4; index++) expect((await submit(survey)).status).toBe(201);
    const rows = rowsOf<{ event: string; payload: { count: number } }>(
      await server.database.db.execute(
        sql`select event, payload from outbox where survey_id = ${survey.id}::uuid`,
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.count).toBe(4);
    // Not due during the day.
    await worker().runOnce();
    expect(mailsAbout(survey)).toHaveLength(0);
    const { sendAt } = digestDay(new Date());
    await worker(() => new Date(sendAt.getTime() + 1000)).runOnce();
    const mails = mailsAbout(survey);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('4 new responses to “Notified survey”');
  });

  test('the unsubscribe link works without signing in, turns mails off and is idempotent', async () => {
    const survey = await publishedSurvey();
    await setMode(survey, 'each');
    expect((await submit(survey)).status).toBe(201);
    await worker().runOnce();
    const [mail] = mailsAbout(survey);
    const link = /<(.+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const path = new URL(link).pathname;
    const anonymous = createClient(server);
    // Opening the link (a mail scanner does) changes nothing; it shows the one button.
    const page = await anonymous.request(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe');
    expect(await (await owner.request(`/api/notifications/${survey.id}`)).json()).toEqual({
      responses: 'each',
    });

    // RFC 8058: a mail client POSTs the form body, without cookies or Origin.
    const oneClick = () =>
      anonymous.request(path, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: '' },
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('You are unsubscribed');
    expect(await (await owner.request(`/api/notifications/${survey.id}`)).json()).toEqual({
      responses: 'off',
    });
    const second = await oneClick();
    expect(second.status).toBe(200);
    expect(await (await owner.request(`/api/notifications/${survey.id}`)).json()).toEqual({
      responses: 'off',
    });

    // A mail queued before unsubscribing is not sent; a new response queues nothing.
    expect((await submit(survey)).status).toBe(201);
    await worker().runOnce();
    expect(mailsAbout(survey)).toHaveLength(1);

    // A forged or altered token is refused.
    const forged = path.slice(0, -3) + (path.endsWith('AAA') ? 'BBB' : 'AAA');
    expect(
      (await anonymous.request(forged, { method: 'POST', body: '', headers: { origin: '' } })).status,
    ).toBe(404);
  });

  test('owners only', async () => {
    const survey = await publishedSurvey();
    const stranger = await signedInClient(server, 'stranger');
    expect((await stranger.request(`/api/notifications/${survey.id}`)).status).toBe(404);
    expect(
      (
        await stranger.request(`/api/notifications/${survey.id}`, {
          method: 'PUT',
          json: { responses: 'each' },
        })
      ).status,
    ).toBe(404);
    expect((await setMode(survey, 'hourly')).status).toBe(422);
  });
});
