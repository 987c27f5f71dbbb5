import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { surveys } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';

describe.each(testDatabases())('draft saves on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(await target.open());
  });
  afterAll(() => server.close());

  async function createSurvey(client: Awaited<ReturnType<typeof signedInClient>>) {
    const response = await client.request('/api/surveys', { json: {} });
    expect(response.status).toBe(201);
    return (await response.json()) as SurveyRecord;
  }

  async function readRow(id: string) {
    const [row] = await server.database.db.select().from(surveys).where(eq(surveys.id, id));
    return row!;
  }

  test('a save sent again after its reply was lost is answered as the success it was, stored once', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    const body = {
      template_data: { ...survey.draft, title: 'Renamed' },
      baseVersion: 1,
      saveId: 'save-aaaaaaaa',
    };
    const first = await owner.request(`/api/surveys/${survey.id}/draft`, { method: 'PUT', json: body });
    expect(first.status).toBe(200);
    const firstReply = (await first.json()) as { version: number; savedAt: string };
    expect(firstReply.version).toBe(2);

    // The editor never saw that reply: it sends the same save again, from the same base version.
    const replay = await owner.request(`/api/surveys/${survey.id}/draft`, { method: 'PUT', json: body });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(firstReply);
    expect(await readRow(survey.id)).toMatchObject({ draftVersion: 2, draftSaveId: 'save-aaaaaaaa' });
  });

  test('a stale save with another save id is still a conflict, and it carries the id of the save that won', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: { ...survey.draft, title: 'Tab A' }, baseVersion: 1, saveId: 'tab-a-00000001' },
    });
    const stale = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: { ...survey.draft, title: 'Tab B' }, baseVersion: 1, saveId: 'tab-b-00000001' },
    });
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()) as { current: SurveyRecord; lastSaveId: string | null };
    expect(conflict.current.draft.title).toBe('Tab A');
    expect(conflict.lastSaveId).toBe('tab-a-00000001');
    expect(await readRow(survey.id)).toMatchObject({ draftVersion: 2, title: 'Tab A' });
  });

  test('an old save id is no longer recognised once a later save produced the current version', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    const first = {
      template_data: { ...survey.draft, title: 'One' },
      baseVersion: 1,
      saveId: 'first-0000001',
    };
    await owner.request(`/api/surveys/${survey.id}/draft`, { method: 'PUT', json: first });
    await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: { ...survey.draft, title: 'Two' }, baseVersion: 2, saveId: 'second-000001' },
    });
    const late = await owner.request(`/api/surveys/${survey.id}/draft`, { method: 'PUT', json: first });
    expect(late.status).toBe(409);
    expect(await readRow(survey.id)).toMatchObject({ draftVersion: 3, title: 'Two' });
  });

  test('a save without an id (the assistant, older clients) clears the stored one', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    const body = {
      template_data: { ...survey.draft, title: 'Mine' },
      baseVersion: 1,
      saveId: 'mine-00000001',
    };
    await owner.request(`/api/surveys/${survey.id}/draft`, { method: 'PUT', json: body });
    const plain = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: { ...survey.draft, title: 'Plain' }, baseVersion: 2 },
    });
    expect(plain.status).toBe(200);
    expect(await readRow(survey.id)).toMatchObject({ draftVersion: 3, draftSaveId: null });
  });

  test('a malformed save id is refused with a clear message and changes nothing', async () => {
    const owner = await signedInClient(server);
    const survey = await createSurvey(owner);
    const response = await owner.request(`/api/surveys/${survey.id}/draft`, {
      method: 'PUT',
      json: { template_data: survey.draft, baseVersion: 1, saveId: 'bad id!' },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toContain('saveId');
    expect(await readRow(survey.id)).toMatchObject({ draftVersion: 1, draftSaveId: null });
  });

  test("another author's save id never unlocks someone else's survey", async () => {
    const owner = await signedInClient(server);
    const stranger = await signedInClient(server, 'stranger');
    const survey = await createSurvey(owner);
    const body = {
      template_data: { ...survey.draft, title: 'Mine' },
      baseVersion: 1,
      saveId: 'mine-00000002',
    };
    await owner.request(`/api/surveys/${survey.id}/draft`, { method: 'PUT', json: body });
    const replay = await stranger.request(`/api/surveys/${survey.id}/draft`, { method: 'PUT', json: body });
    expect(replay.status).toBe(404);
  });
});
