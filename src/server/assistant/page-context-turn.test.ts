import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, chatSessions } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';
import { OFFLINE_NOTICE } from './offline/offline-assistant.ts';
import { answerText, chat, history, only, survey } from './chat-test-support.ts';

// The docked assistant acts on the survey of the page it is asked from (issue 13 point 4): the
// editor's survey by id, the analytics page's by share id, checked to be the author's own.

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function blankSurvey(client: Client): Promise<{ id: string; share_id: string }> {
  const response = await client.request('/api/surveys', { json: {} });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; share_id: string };
}

describe.each(testDatabases())('the dock acts on the page survey on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(await target.open());
  });
  afterAll(() => server.close());

  const storedCounts = async () => ({
    messages: (await server.database.db.select().from(chatMessages)).length,
    sessions: (await server.database.db.select().from(chatSessions)).length,
  });

  test('a first question on the editor page edits that survey instead of saying there is none', async () => {
    const owner = await signedInClient(server);
    const open = await blankSurvey(owner);
    const events = await chat(owner, {
      message: 'Rename the survey to Commuter feedback',
      pageContext: { page: 'test-editing', projectId: open.id },
    });
    expect(answerText(events)).not.toMatch(/no survey yet/i);
    expect(only(events, 'artifact')).toMatchObject({ surveyId: open.id, change: 'updated', undoable: true });
    expect((await survey(owner, open.id)).title).toBe('Commuter feedback');
    // The new history entry is about the page's survey.
    expect((await history(owner, only(events, 'session').sessionId)).session.project_id).toBe(open.id);
  });

  test("in a session about another survey, the editor page's survey is the one changed", async () => {
    const owner = await signedInClient(server);
    const first = await blankSurvey(owner);
    const second = await blankSurvey(owner);
    const start = await chat(owner, { message: 'Rename the survey to First one', surveyId: first.id });
    const { sessionId } = only(start, 'session');

    const events = await chat(owner, {
      message: 'Rename the survey to Second one',
      sessionId,
      pageContext: { page: 'test-editing', projectId: second.id },
    });
    expect(only(events, 'session').sessionId).toBe(sessionId);
    expect(only(events, 'artifact').surveyId).toBe(second.id);
    expect((await survey(owner, second.id)).title).toBe('Second one');
    expect((await survey(owner, first.id)).title).toBe('First one');

    // The chat's Undo reverts the change it made to the page's survey.
    const undo = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(undo.status).toBe(200);
    expect((await survey(owner, second.id)).title).not.toBe('Second one');
    expect((await survey(owner, first.id)).title).toBe('First one');
  });

  test('on the analytics page the share id names the survey to edit and to report on', async () => {
    const owner = await signedInClient(server);
    const open = await blankSurvey(owner);
    const pageContext = { page: 'test-results' as const, projectId: open.share_id };
    const edit = await chat(owner, { message: 'Rename the survey to Bus route study', pageContext });
    expect(only(edit, 'artifact').surveyId).toBe(open.id);
    expect((await survey(owner, open.id)).title).toBe('Bus route study');

    const results = await chat(owner, {
      message: 'Summarise the results',
      sessionId: only(edit, 'session').sessionId,
      pageContext,
    });
    expect(answerText(results)).toContain('Bus route study');
    expect(answerText(results)).toMatch(/no responses yet/);
  });

  test("another user's survey on the page answers 404 and changes and stores nothing", async () => {
    const owner = await signedInClient(server);
    const stranger = await signedInClient(server, 'stranger');
    const open = await blankSurvey(owner);
    const before = await survey(owner, open.id);
    const strangerSession = only(await chat(stranger, { message: 'Hello' }), 'session').sessionId;
    const counts = await storedCounts();

    for (const request of [
      {
        message: 'Rename the survey to Taken over',
        pageContext: { page: 'test-editing', projectId: open.id },
      },
      {
        message: 'Rename the survey to Taken over',
        sessionId: strangerSession,
        pageContext: { page: 'test-editing', projectId: open.id },
      },
      { message: 'Summarise the results', pageContext: { page: 'test-results', projectId: open.share_id } },
      { message: 'Remove question 1', pageContext: { page: 'test-results', projectId: open.id } },
      { message: 'Rename the survey to X', pageContext: { page: 'test-editing', projectId: 'not-a-uuid' } },
    ]) {
      const response = await stranger.request('/api/chat', { json: request });
      expect(response.status, JSON.stringify(request)).toBe(404);
    }
    expect(await storedCounts()).toEqual(counts);
    const after = await survey(owner, open.id);
    expect(after.draft).toEqual(before.draft);
    expect(after.draft_version).toBe(before.draft_version);
    const strangerHistory = await server.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, strangerSession));
    expect(strangerHistory).toHaveLength(2);
  });

  test('the offline notice is said once per chat, not in every reply', async () => {
    const owner = await signedInClient(server);
    const open = await blankSurvey(owner);
    const pageContext = { page: 'test-editing' as const, projectId: open.id };
    const first = await chat(owner, { message: 'What can you do?', pageContext });
    expect(answerText(first)).toContain(OFFLINE_NOTICE);
    const { sessionId } = only(first, 'session');
    for (const message of [
      'Hello',
      'Rename the survey to Quiet notice',
      'Create an NPS survey for a bakery',
    ]) {
      const reply = answerText(await chat(owner, { message, sessionId, pageContext }));
      expect(reply.length).toBeGreaterThan(0);
      expect(reply).not.toContain(OFFLINE_NOTICE);
      expect(reply).not.toContain('LLM_PROVIDER');
    }
    // A new chat hears it again.
    expect(answerText(await chat(owner, { message: 'Hello' }))).toContain(OFFLINE_NOTICE);
  });
});
