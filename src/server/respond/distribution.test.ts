import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { DistributionState } from '#shared/survey/distribution.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { PublicSurvey } from '#shared/take/take-types.ts';
import { rowsOf, toNumber } from '../db/rows.ts';
import { submissions, surveys, voiceComments } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { RECORDED_WEBM } from '../test-support/sample-files.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Distribution controls (issue 12 §5, docs/decisions/029-distribution-controls.md) on both databases.

const document = {
  title: 'Launch pulse',
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

type ErrorReply = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(testDatabases())('distribution controls on $name', (target) => {
  let server: TestServer;
  /** A second app on the same database: another instance behind the load balancer. */
  let secondInstance: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let ip = 0;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), {
      SUBMISSION_RATE_LIMIT_MAX: '10000',
      TRUST_PROXY: 'true',
    });
    secondInstance = await createTestServer(server.database, {
      SUBMISSION_RATE_LIMIT_MAX: '10000',
      TRUST_PROXY: 'true',
    });
    owner = await signedInClient(server);
  });
  afterAll(async () => {
    await server.close();
  });

  /** A fresh browser (own cookies, own address). */
  const browser = (on: TestServer = server) => createClient(on, `198.51.100.${(ip++ % 250) + 1}`);

  async function publishedSurvey(): Promise<SurveyRecord> {
    const survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    return survey;
  }

  const settings = (overrides: Record<string, unknown> = {}) => ({
    closes_at: null,
    closes_time_zone: null,
    response_limit: null,
    one_response_per_browser: false,
    redirect_url: null,
    ...overrides,
  });

  const putSettings = (survey: SurveyRecord, body: unknown, client = owner) =>
    client.request(`/api/surveys/${survey.id}/distribution`, { method: 'PUT', json: body });

  const submit = (
    survey: SurveyRecord,
    client = browser(),
    key: string = randomUUID(),
    text = 'Looks good',
  ) =>
    client.request(`/api/public/surveys/${survey.share_id}/submissions`, {
      json: {
        answers: [{ question_id: survey.draft.pages[1]!.content_blocks[0]!.items[0]!.id, text_value: text }],
      },
      headers: { 'idempotency-key': key },
    });

  const recordVoiceNote = (survey: SurveyRecord, client = browser()) =>
    client.request(
      `/api/public/surveys/${survey.share_id}/voice?question_id=${survey.draft.pages[1]!.content_blocks[0]!.items[0]!.id}`,
      { method: 'POST', headers: { 'content-type': 'audio/webm' }, body: RECORDED_WEBM },
    );

  async function storedVoiceNotes(survey: SurveyRecord): Promise<number> {
    return (
      await server.database.db.select().from(voiceComments).where(eq(voiceComments.surveyId, survey.id))
    ).length;
  }

  async function storedCount(survey: SurveyRecord): Promise<number> {
    const [row] = rowsOf<{ count: unknown }>(
      await server.database.db.execute(
        sql`select count(*) as count from submissions where survey_id = ${survey.id}`,
      ),
    );
    return toNumber(row?.count);
  }

  test('the owner reads and changes the settings without republishing; the public survey carries the redirect', async () => {
    const survey = await publishedSurvey();
    const initial = (await (
      await owner.request(`/api/surveys/${survey.id}/distribution`)
    ).json()) as DistributionState;
    expect(initial).toEqual({ ...settings(), response_count: 0, closed_reason: null });

    const closesAt = new Date(Date.now() + 86_400_000).toISOString();
    const response = await putSettings(
      survey,
      settings({
        closes_at: closesAt,
        closes_time_zone: 'Europe/Paris',
        response_limit: 100,
        one_response_per_browser: true,
        redirect_url: ' https://example.com/next?from=pollen ',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      closes_at: closesAt,
      closes_time_zone: 'Europe/Paris',
      response_limit: 100,
      one_response_per_browser: true,
      redirect_url: 'https://example.com/next?from=pollen',
      response_count: 0,
      closed_reason: null,
    });
    const [row] = await server.database.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row!.publishedVersion).toBe(1);

    const served = (await (
      await browser().request(`/api/public/surveys/${survey.share_id}`)
    ).json()) as PublicSurvey;
    expect(served.redirect_url).toBe('https://example.com/next?from=pollen');
    expect(served.one_response_per_browser).toBe(true);
  });

  test.each([
    ['javascript:alert(1)', 'redirect_url'],
    ['data:text/html,<script>alert(1)</script>', 'redirect_url'],
    ['/thanks', 'redirect_url'],
    ['//evil.example/x', 'redirect_url'],
    ['ftp://example.com/file', 'redirect_url'],
  ])('a redirect to %s is refused with a clear message and changes nothing', async (url, field) => {
    const survey = await publishedSurvey();
    const response = await putSettings(survey, settings({ redirect_url: url, response_limit: 5 }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorReply;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields?.[field]).toMatch(/http:\/\/ or https:\/\//);
    const state = (await (
      await owner.request(`/api/surveys/${survey.id}/distribution`)
    ).json()) as DistributionState;
    expect(state.redirect_url).toBeNull();
    expect(state.response_limit).toBeNull();
  });

  test('bad limits, dates and time zones are refused by field', async () => {
    const survey = await publishedSurvey();
    for (const [body, field] of [
      [settings({ response_limit: 0 }), 'response_limit'],
      [settings({ response_limit: 2.5 }), 'response_limit'],
      [settings({ closes_at: 'next tuesday' }), 'closes_at'],
      [
        settings({ closes_at: new Date().toISOString(), closes_time_zone: 'Mars/Olympus' }),
        'closes_time_zone',
      ],
    ] as const) {
      const response = await putSettings(survey, body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as ErrorReply).error.fields).toHaveProperty(field);
    }
  });

  test('only the owner reads or changes the settings', async () => {
    const survey = await publishedSurvey();
    const stranger = await signedInClient(server, 'stranger');
    expect((await stranger.request(`/api/surveys/${survey.id}/distribution`)).status).toBe(404);
    expect((await putSettings(survey, settings({ response_limit: 1 }), stranger)).status).toBe(404);
    expect((await browser().request(`/api/surveys/${survey.id}/distribution`)).status).toBe(401);
    const state = (await (
      await owner.request(`/api/surveys/${survey.id}/distribution`)
    ).json()) as DistributionState;
    expect(state.response_limit).toBeNull();
  });

  test('closed by date: the link answers 410 survey_closed and a submission stores nothing', async () => {
    const survey = await publishedSurvey();
    const respondent = browser();
    // Loaded while open…
    expect((await respondent.request(`/api/public/surveys/${survey.share_id}`)).status).toBe(200);
    await putSettings(
      survey,
      settings({ closes_at: new Date(Date.now() - 1000).toISOString(), closes_time_zone: 'UTC' }),
    );
    // …sent after the closing time: refused with its reason, never silently dropped.
    const late = await submit(survey, respondent);
    expect(late.status).toBe(410);
    expect(((await late.json()) as ErrorReply).error).toMatchObject({
      code: 'survey_closed',
      fields: { reason: 'date' },
    });
    const page = await browser().request(`/api/public/surveys/${survey.share_id}`);
    expect(page.status).toBe(410);
    expect(((await page.json()) as ErrorReply).error.message).toMatch(/closed/);
    expect(await storedCount(survey)).toBe(0);
    const state = (await (
      await owner.request(`/api/surveys/${survey.id}/distribution`)
    ).json()) as DistributionState;
    expect(state.closed_reason).toBe('date');

    // Moving the date into the future reopens it, without republishing.
    await putSettings(
      survey,
      settings({ closes_at: new Date(Date.now() + 60_000).toISOString(), closes_time_zone: 'UTC' }),
    );
    expect((await submit(survey)).status).toBe(201);
  });

  test('closed by quota: exactly N of many parallel submissions are stored, on two instances at once', async () => {
    const survey = await publishedSurvey();
    const limit = 7;
    await putSettings(survey, settings({ response_limit: limit }));
    const attempts = 24;
    const replies = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        submit(survey, browser(index % 2 ? secondInstance : server)),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 410)).toHaveLength(attempts - limit);
    for (const reply of replies.filter((candidate) => candidate.status === 410))
      expect(((await reply.json()) as ErrorReply).error).toMatchObject({
        code: 'survey_closed',
        fields: { reason: 'quota' },
      });
    expect(await storedCount(survey)).toBe(limit);
    expect((await browser().request(`/api/public/surveys/${survey.share_id}`)).status).toBe(410);
    const state = (await (
      await owner.request(`/api/surveys/${survey.id}/distribution`)
    ).json()) as DistributionState;
    expect(state).toMatchObject({ response_count: limit, closed_reason: 'quota' });

    // Raising the limit reopens it for exactly the new room.
    await putSettings(survey, settings({ response_limit: limit + 1 }));
    const more = await Promise.all([submit(survey), submit(survey), submit(survey)]);
    expect(more.map((reply) => reply.status).sort()).toEqual([201, 410, 410]);
    expect(await storedCount(survey)).toBe(limit + 1);
  });

  test('a voice note for a closed survey is refused like a submission and nothing is stored', async () => {
    const survey = await publishedSurvey();
    const respondent = browser();
    expect((await recordVoiceNote(survey, respondent)).status).toBe(201);

    // Closed by date while the respondent was answering: the next note meets the same 410.
    await putSettings(
      survey,
      settings({ closes_at: new Date(Date.now() - 1000).toISOString(), closes_time_zone: 'UTC' }),
    );
    const byDate = await recordVoiceNote(survey, respondent);
    const submission = await submit(survey, respondent);
    expect([byDate.status, submission.status]).toEqual([410, 410]);
    const dateError = ((await byDate.json()) as ErrorReply).error;
    expect(dateError).toEqual(((await submission.json()) as ErrorReply).error);
    expect(dateError).toMatchObject({ code: 'survey_closed', fields: { reason: 'date' } });

    // Closed by its response limit: refused with that reason.
    await putSettings(survey, settings({ response_limit: 1 }));
    expect((await submit(survey)).status).toBe(201);
    const byQuota = await recordVoiceNote(survey, respondent);
    expect(byQuota.status).toBe(410);
    expect(((await byQuota.json()) as ErrorReply).error).toMatchObject({
      code: 'survey_closed',
      message: 'This survey is closed: it has received all the responses it needs.',
      fields: { reason: 'quota' },
    });
    expect(await storedVoiceNotes(survey)).toBe(1);

    // Reopened (a higher limit): notes are taken again.
    await putSettings(survey, settings({ response_limit: 2 }));
    expect((await recordVoiceNote(survey, respondent)).status).toBe(201);
    expect(await storedVoiceNotes(survey)).toBe(2);
  });

  test('a replay of an accepted submission still succeeds after the survey closed', async () => {
    const survey = await publishedSurvey();
    await putSettings(survey, settings({ response_limit: 1 }));
    const respondent = browser();
    const key = randomUUID();
    const first = await submit(survey, respondent, key);
    expect(first.status).toBe(201);
    const { submissionId } = (await first.json()) as { submissionId: string };
    expect((await submit(survey)).status).toBe(410);
    // The same key and body (a retry after a lost reply), on either instance: the stored response.
    const replay = await submit(survey, respondent, key);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ submissionId });
    const elsewhere = await submit(survey, browser(secondInstance), key);
    expect(elsewhere.status).toBe(200);
    // Also once closed by date.
    await putSettings(
      survey,
      settings({ response_limit: 1, closes_at: new Date(Date.now() - 1000).toISOString() }),
    );
    expect((await submit(survey, respondent, key)).status).toBe(200);
    // Other answers under the key are still refused (decision 009), not stored.
    expect((await submit(survey, respondent, key, 'changed')).status).toBe(409);
    expect(await storedCount(survey)).toBe(1);
  });

  test('one response per browser: a httpOnly cookie token, "already answered" on return, other browsers still answer', async () => {
    const survey = await publishedSurvey();
    await putSettings(survey, settings({ one_response_per_browser: true }));
    const respondent = browser();
    const load = await respondent.request(`/api/public/surveys/${survey.share_id}`);
    expect(load.status).toBe(200);
    const cookie = load.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^pollen_respondent=[A-Za-z0-9_-]{32}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(new RegExp(`Path=/api/public/surveys/${survey.share_id}`));
    expect(cookie).toMatch(/SameSite=Lax/i);

    const key = randomUUID();
    expect((await submit(survey, respondent, key)).status).toBe(201);
    // The token is stored hashed, never as sent.
    const [row] = await server.database.db
      .select({ token: submissions.browserToken })
      .from(submissions)
      .where(eq(submissions.surveyId, survey.id));
    expect(row!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(row!.token!);

    const back = await respondent.request(`/api/public/surveys/${survey.share_id}`);
    expect(back.status).toBe(409);
    expect(((await back.json()) as ErrorReply).error.code).toBe('already_answered');
    const again = await submit(survey, respondent);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorReply).error).toMatchObject({
      code: 'already_answered',
      message: expect.stringMatching(/one response per browser/),
    });
    // A replay of the stored response is still answered with it.
    expect((await submit(survey, respondent, key)).status).toBe(200);
    // Two tabs of one browser sending at once: one response.
    const tabs = browser();
    await tabs.request(`/api/public/surveys/${survey.share_id}`);
    const both = await Promise.all([submit(survey, tabs), submit(survey, tabs)]);
    expect(both.map((reply) => reply.status).sort()).toEqual([201, 409]);
    // Another browser is another respondent.
    expect((await submit(survey, browser())).status).toBe(201);
    expect(await storedCount(survey)).toBe(3);

    // Turned off, the same browser may answer again (the control is the owner's to lift).
    await putSettings(survey, settings({ one_response_per_browser: false }));
    expect((await respondent.request(`/api/public/surveys/${survey.share_id}`)).status).toBe(200);
    expect((await submit(survey, respondent)).status).toBe(201);
  });

  test('surveys without controls set no cookie and take any number of responses', async () => {
    const survey = await publishedSurvey();
    const respondent = browser();
    const load = await respondent.request(`/api/public/surveys/${survey.share_id}`);
    expect(load.headers.get('set-cookie')).toBeNull();
    expect((await submit(survey, respondent)).status).toBe(201);
    expect((await submit(survey, respondent)).status).toBe(201);
  });
});
