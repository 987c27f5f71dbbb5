import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { files } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { PNG } from '../test-support/sample-files.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';
import { purgeRemovedFiles } from './removed-files.ts';

// "Remove file" keeps the bytes so the author can undo it (docs/decisions/016).

interface Ticket {
  fileId: string;
  uploadUrl: string;
  objectKey: string;
  publicUrl: string;
}

/** A survey that passes the publish checks, with an image block for each file it names. */
function documentShowing(...tickets: Ticket[]) {
  const images = {
    type: 'MEDIA_SET',
    items: tickets.map((ticket) => ({
      media_type: 'IMAGE',
      media_data: { file_url: ticket.publicUrl, object_key: ticket.objectKey, file_name: 'image.png' },
    })),
  };
  const question = {
    type: 'question set',
    items: [{ text: 'Which image?', question_type: 'free response' }],
  };
  return {
    title: 'Images',
    pages: [
      { page_type: 'welcome', title: 'Welcome' },
      { page_type: 'standard', content_blocks: tickets.length > 0 ? [images, question] : [question] },
      { page_type: 'thank you', title: 'Thanks' },
    ],
  };
}

describe.each(testDatabases())('removed files on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    server = await createTestServer(await target.open());
    owner = await signedInClient(server);
  });
  afterAll(() => server.close());

  const anonymousStatus = async (ticket: Ticket) =>
    (await createClient(server).request(ticket.publicUrl)).status;
  const ownerStatus = async (ticket: Ticket) => (await owner.request(ticket.publicUrl)).status;
  const fileRow = async (ticket: Ticket) =>
    (await server.database.db.select().from(files).where(eq(files.id, ticket.fileId)))[0];

  /** A survey already published once (public), so its completed files are served to anyone. */
  async function liveSurvey(): Promise<SurveyRecord> {
    const created = await owner.request('/api/surveys', { json: { template_data: documentShowing() } });
    const survey = (await created.json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    return survey;
  }

  async function uploaded(surveyId: string): Promise<Ticket> {
    const asked = await owner.request('/api/uploads', {
      json: { surveyId, fileName: 'image.png', size: PNG.length, contentType: 'image/png' },
    });
    const ticket = (await asked.json()) as Ticket;
    const put = await server.app.request(ticket.uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBe(200);
    return ticket;
  }

  async function saveDraft(surveyId: string, ...tickets: Ticket[]) {
    const current = (await (await owner.request(`/api/surveys/${surveyId}`)).json()) as SurveyRecord;
    const saved = await owner.request(`/api/surveys/${surveyId}/draft`, {
      method: 'PUT',
      json: { template_data: documentShowing(...tickets), baseVersion: current.draft_version },
    });
    expect(saved.status).toBe(200);
  }

  const remove = (ticket: Ticket) =>
    owner.request(`/api/uploads/${encodeURIComponent(ticket.objectKey)}`, { method: 'DELETE' });

  test('a removed file is hidden from respondents, and its owner still reads it', async () => {
    const survey = await liveSurvey();
    const ticket = await uploaded(survey.id);
    await saveDraft(survey.id, ticket);
    expect(await anonymousStatus(ticket)).toBe(200);

    expect((await remove(ticket)).status).toBe(204);
    expect(await anonymousStatus(ticket)).toBe(404);
    expect(await ownerStatus(ticket)).toBe(200);
    expect(await fileRow(ticket)).toMatchObject({ status: 'removed', removedAt: expect.any(Date) });
    expect(await server.storage.read(ticket.objectKey)).not.toBeNull();
    // The editor retries a failed delete once: removing again changes nothing.
    expect((await remove(ticket)).status).toBe(204);
  });

  test('undo, then autosave: the draft names the file again and it is served again, also after publish', async () => {
    const survey = await liveSurvey();
    const ticket = await uploaded(survey.id);
    await saveDraft(survey.id, ticket);
    await remove(ticket);
    await saveDraft(survey.id);
    expect(await anonymousStatus(ticket)).toBe(404);

    await saveDraft(survey.id, ticket); // the undone removal, autosaved
    expect(await fileRow(ticket)).toMatchObject({ status: 'completed', removedAt: null });
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    expect(await anonymousStatus(ticket)).toBe(200);
  });

  test('publishing a saved draft that still names a just-removed file publishes it served', async () => {
    const survey = await liveSurvey();
    const ticket = await uploaded(survey.id);
    await saveDraft(survey.id, ticket);
    await remove(ticket); // the draft without it was never saved
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    expect(await anonymousStatus(ticket)).toBe(200);
  });

  test('the purge deletes files removed over a week ago that no document names, and keeps the rest', async () => {
    const survey = await liveSurvey();
    const [unnamed, recent, inDraft, inVersion, kept] = [
      await uploaded(survey.id),
      await uploaded(survey.id),
      await uploaded(survey.id),
      await uploaded(survey.id),
      await uploaded(survey.id),
    ];
    await saveDraft(survey.id, inVersion);
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    for (const ticket of [unnamed, recent, inDraft, inVersion, kept]) await remove(ticket);
    const db = server.database.db;
    const removedDaysAgo = (ticket: Ticket, days: number) =>
      db
        .update(files)
        .set({ status: 'removed', removedAt: sql`now() - make_interval(days => ${days}::int)` })
        .where(eq(files.id, ticket.fileId));
    await removedDaysAgo(kept, 8);
    await saveDraft(survey.id, inDraft, kept); // revives both: the draft names them again
    expect(await fileRow(kept)).toMatchObject({ status: 'completed', removedAt: null });
    // Removed eight days ago while a document still names them (a removal whose save never came).
    for (const ticket of [unnamed, inDraft, inVersion]) await removedDaysAgo(ticket, 8);
    await removedDaysAgo(recent, 6);

    const purged = await purgeRemovedFiles(db, server.storage, 7);
    expect(purged).toContain(unnamed.objectKey);
    for (const ticket of [recent, inDraft, inVersion, kept]) expect(purged).not.toContain(ticket.objectKey);
    expect(await fileRow(unnamed)).toBeUndefined();
    expect(await server.storage.read(unnamed.objectKey)).toBeNull();
    for (const ticket of [recent, inDraft, inVersion, kept]) {
      expect(await fileRow(ticket)).toBeDefined();
      expect(await server.storage.read(ticket.objectKey)).not.toBeNull();
    }
  });

  test('deleting a survey deletes its removed files too', async () => {
    const survey = await liveSurvey();
    const ticket = await uploaded(survey.id);
    await remove(ticket);
    expect((await owner.request(`/api/surveys/${survey.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await fileRow(ticket)).toBeUndefined();
    expect(await server.storage.read(ticket.objectKey)).toBeNull();
  });
});
