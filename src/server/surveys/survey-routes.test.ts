import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { answers, files, submissions, surveys, surveyVersions } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { PNG } from '../test-support/sample-files.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

describe.each(testDatabases())('surveys on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(await target.open());
  });
  afterAll(() => server.close());

  /** Passes the publish checks (the starter survey's empty question does not). */
  const LUNCH_POLL = {
    title: 'Lunch poll',
    pages: [
      {
        page_type: 'standard',
        content_blocks: [
          {
            type: 'question set',
            items: [{ text: 'What did you have for lunch?', question_type: 'free response' }],
          },
        ],
      },
    ],
  };

  async function createSurvey(client: Awaited<ReturnType<typeof signedInClient>>, body: unknown = {}) {
    const response = await client.request('/api/surveys', { json: body });
    expect(response.status).toBe(201);
    return (await response.json()) as SurveyRecord;
  }

  test('a new empty survey gets a welcome page, one survey page and a thank-you page', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    expect(survey.draft.pages.map((page) => page.page_type)).toEqual(['WELCOME', 'STANDARD', 'THANK_YOU']);
    expect(survey.draft_version).toBe(1);
    expect(survey.share_id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(survey.is_public).toBe(false);
    expect(survey.status).toBe('draft');
  });

  test('a survey created from lenient input is stored normalised', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner, {
      template_data: {
        title: 'Checkout study',
        pages: [
          {
            page_type: 'standard',
            content_blocks: [
              { type: 'question set', items: [{ text: 'How easy?', question_type: 'number-select' }] },
            ],
          },
        ],
      },
    });
    expect(survey.title).toBe('Checkout study');
    const question = survey.draft.pages[0]?.content_blocks[0]?.items[0];
    expect(question).toMatchObject({ response_type: 'NUMBER_SELECT', position: 0 });
  });

  test('unreadable input is refused with the path and nothing is stored', async () => {
    const owner = await signedInClient(server);
    const before = await server.database.db.select().from(surveys);
    const response = await owner.request('/api/surveys', {
      json: {
        template_data: {
          pages: [{ content_blocks: [{ type: 'QUESTION_SET', items: [{ response_type: 'heatmap' }] }] }],
        },
      },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toContain('pages[0].content_blocks[0].items[0]');
    expect(await server.database.db.select().from(surveys)).toHaveLength(before.length);
  });

  test('autosave stores the draft and bumps the version; a stale base version gets 409 with the current one', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    const edited = { ...survey.draft, title: 'Renamed' };
    const saved = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: edited, baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: 2 });

    const stale = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: { ...survey.draft, title: 'From another tab' }, baseVersion: 1 },
    });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as { error: { code: string }; current: SurveyRecord };
    expect(conflict.error.code).toBe('conflict');
    expect(conflict.current.draft_version).toBe(2);
    expect(conflict.current.draft.title).toBe('Renamed');

    const reread = (await (await owner.request(`/api/surveys/${survey.id}`)).json()) as SurveyRecord;
    expect(reread.title).toBe('Renamed');
    expect(reread.draft.title).toBe('Renamed');
  });

  test('a saved 0–10 number scale (11 points) is kept, and question text loses a trailing line break', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner, { template_data: LUNCH_POLL });
    const edited = structuredClone(survey.draft);
    const block = edited.pages[0]!.content_blocks[0]!;
    if (block.type !== 'QUESTION_SET') throw new Error('expected a question set');
    block.items[0] = {
      ...block.items[0]!,
      text: 'How likely are you to recommend us?\n',
      response_type: 'NUMBER_SELECT',
      response_options: {
        scale: 11,
        min: 0,
        max: 10,
        min_label: 'Not at all',
        mid_label: 'Mid',
        max_label: 'Very',
      },
    };
    const saved = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: edited, baseVersion: 1 },
    });
    expect(saved.status).toBe(200);
    const reread = (await (await owner.request(`/api/surveys/${survey.id}`)).json()) as SurveyRecord;
    const question = reread.draft.pages[0]?.content_blocks[0]?.items[0];
    expect(question).toMatchObject({
      text: 'How likely are you to recommend us?',
      response_options: { min: 0, max: 10, scale: 11 },
    });
  });

  test('an autosave that fails validation changes nothing', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    const response = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: 'not json at all {', baseVersion: 1 },
    });
    expect(response.status).toBe(422);
    const reread = (await (await owner.request(`/api/surveys/${survey.id}`)).json()) as SurveyRecord;
    expect(reread.draft_version).toBe(1);
  });

  test('publishing copies the draft into the snapshot and makes the survey public', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner, { template_data: LUNCH_POLL });
    const published = await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
    expect(await published.json()).toEqual({ shareId: survey.share_id, version: 1, unchanged: false });
    const [row] = await server.database.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row).toMatchObject({ isPublic: true, status: 'active', publishedVersion: 1 });
    expect(row?.published).toEqual(row?.draft);

    const privateAgain = await owner.request(`/api/surveys/${survey.id}`, {
      method: 'PATCH',
      json: { is_public: false },
    });
    expect(((await privateAgain.json()) as SurveyRecord).is_public).toBe(false);
  });

  test("another user's survey answers 404 on every route, and nothing changes", async () => {
    const owner = await signedInClient(server);
    const stranger = await signedInClient(server, 'stranger');
    const survey = await createSurvey(owner);
    const attempts = [
      stranger.request(`/api/surveys/${survey.id}`),
      stranger.request(`/api/surveys/${survey.id}/draft`, {
        method: 'PUT',
        json: { template_data: survey.draft, baseVersion: 1 },
      }),
      stranger.request(`/api/surveys/${survey.id}/publish`, { json: {} }),
      stranger.request(`/api/surveys/${survey.id}`, { method: 'PATCH', json: { is_public: true } }),
      stranger.request(`/api/surveys/${survey.id}`, { method: 'DELETE' }),
      stranger.request('/api/uploads', {
        json: { surveyId: survey.id, fileName: 'a.png', size: 10, contentType: 'image/png' },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const [row] = await server.database.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row).toMatchObject({ isPublic: false, draftVersion: 1, publishedVersion: 0 });
    expect((await owner.request('/api/surveys/not-a-uuid')).status).toBe(404);
  });

  test('signed-out requests get 401 "Authentication required"', async () => {
    const response = await createClient(server).request('/api/surveys', { json: {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Authentication required' },
    });
  });

  test('deleting a survey removes its submissions, answers, files and stored objects', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    const ticket = (await (
      await owner.request('/api/uploads', {
        json: { surveyId: survey.id, fileName: 'hero.png', size: PNG.length, contentType: 'image/png' },
      })
    ).json()) as { uploadUrl: string; objectKey: string };
    await server.app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(await server.storage.read(ticket.objectKey)).not.toBeNull();
    await server.database.db
      .insert(surveyVersions)
      .values({ surveyId: survey.id, version: 1, document: survey.draft });
    const [submission] = await server.database.db
      .insert(submissions)
      .values({ surveyId: survey.id, publishedVersion: 1, idempotencyKey: 'k1' })
      .returning();
    await server.database.db
      .insert(answers)
      .values({ submissionId: submission!.id, surveyId: survey.id, questionId: 'q1', textValue: 'hi' });

    const response = await owner.request(`/api/surveys/${survey.id}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(await server.database.db.select().from(surveys).where(eq(surveys.id, survey.id))).toHaveLength(0);
    expect(
      await server.database.db.select().from(submissions).where(eq(submissions.surveyId, survey.id)),
    ).toHaveLength(0);
    expect(
      await server.database.db.select().from(answers).where(eq(answers.surveyId, survey.id)),
    ).toHaveLength(0);
    expect(await server.database.db.select().from(files).where(eq(files.surveyId, survey.id))).toHaveLength(
      0,
    );
    expect(await server.storage.read(ticket.objectKey)).toBeNull();
  });
});
