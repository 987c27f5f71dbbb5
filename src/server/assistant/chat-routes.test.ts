import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { UNDO_UNAVAILABLE_MESSAGE } from '#shared/chat/chat-types.ts';
import type { ChatSessionSummary, UndoResult } from '#shared/chat/chat-types.ts';
import { surveyDocumentSchema } from '#shared/survey/survey-schema.ts';
import { chatMessages, chatSessions } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';
import { answerText, chat, eventsOf, history, only, survey } from './chat-test-support.ts';

const CONCEPT_TEST = 'Create a concept test comparing two landing-page headlines for a budgeting app';

describe.each(testDatabases())('chat with the offline assistant on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(await target.open());
  });
  afterAll(() => server.close());

  test('signed out, the chat answers 401 and stores nothing', async () => {
    const before = await server.database.db.select().from(chatMessages);
    const response = await createClient(server).request('/api/chat', { json: { message: 'Hello' } });
    expect(response.status).toBe(401);
    expect(await server.database.db.select().from(chatMessages)).toHaveLength(before.length);
  });

  test('one sentence creates a session and a sound concept test, streamed word by word', async () => {
    const owner = await signedInClient(server);
    const events = await chat(owner, { message: CONCEPT_TEST });

    expect(events[0]?.event).toBe('session');
    expect(events.at(-1)?.event).toBe('done');
    const { sessionId, title } = only(events, 'session');
    expect(title).toBe('Create a concept test comparing two landing-page h...');
    expect(eventsOf(events, 'delta').length).toBeGreaterThan(10);
    const artifact = only(events, 'artifact');
    expect(artifact).toMatchObject({ change: 'created', undoable: false });
    expect(only(events, 'suggestions').items.length).toBeGreaterThanOrEqual(2);

    const created = await survey(owner, artifact.surveyId);
    expect(surveyDocumentSchema.safeParse(created.draft).success).toBe(true);
    expect(created.title).toBe(artifact.title);
    const types = created.draft.pages.map((page) => page.page_type);
    expect(types[0]).toBe('WELCOME');
    expect(types.at(-1)).toBe('THANK_YOU');
    const media = created.draft.pages.flatMap((page) =>
      page.content_blocks.filter((block) => block.type === 'MEDIA_SET'),
    );
    expect(media[0]?.items.length).toBeGreaterThanOrEqual(2);

    const stored = await history(owner, sessionId);
    expect(stored.session).toMatchObject({
      id: sessionId,
      project_id: artifact.surveyId,
      project_name: created.title,
    });
    expect(stored.messages.map((message) => [message.role, message.type])).toEqual([
      ['user', 'text'],
      ['assistant', 'artifact'],
    ]);
    expect(stored.messages[1]?.content).toBe(answerText(events));
    expect(stored.messages[1]?.artifact).toEqual({
      surveyId: artifact.surveyId,
      title: created.title,
      change: 'created',
    });
    expect(stored.messages[1]?.suggestions).toEqual(only(events, 'suggestions').items);
  });

  test('later messages join the session and edit its survey through the editor operations; undo reverts', async () => {
    const owner = await signedInClient(server);
    const first = await chat(owner, { message: CONCEPT_TEST });
    const { sessionId } = only(first, 'session');
    const surveyId = only(first, 'artifact').surveyId;
    const before = await survey(owner, surveyId);

    const edit = await chat(owner, {
      message: 'add a question asking how likely they are to sign up, 1 to 10',
      sessionId,
    });
    expect(only(edit, 'session').sessionId).toBe(sessionId);
    const changed = only(edit, 'artifact');
    expect(changed).toMatchObject({
      surveyId,
      change: 'updated',
      undoable: true,
      version: before.draft_version + 1,
    });
    const after = await survey(owner, surveyId);
    const questions = after.draft.pages.flatMap((page) =>
      page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
    );
    const added = questions.find((question) => /sign up/i.test(question.text));
    expect(added).toMatchObject({ response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 10 } });

    let stored = await history(owner, sessionId);
    expect(stored.messages.map((message) => message.undoable)).toEqual([false, false, false, true]);
    expect(stored.messages[3]?.type).toBe('survey');

    const undo = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(undo.status).toBe(200);
    const undone = (await undo.json()) as UndoResult;
    expect(undone.survey.draft).toEqual(before.draft);
    expect(undone.survey.draft_version).toBe(before.draft_version + 2);
    expect(undone.undoneMessageId).toBe(stored.messages[3]!.id);
    expect(undone.undoableMessageId).toBeNull();
    stored = await history(owner, sessionId);
    expect(stored.messages.some((message) => message.undoable)).toBe(false);

    const again = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(again.status).toBe(404);
  });

  test("undo is refused once the author edited the survey after the assistant's change", async () => {
    const owner = await signedInClient(server);
    const first = await chat(owner, { message: 'Make a product feedback survey for a note-taking app' });
    const { sessionId } = only(first, 'session');
    const surveyId = only(first, 'artifact').surveyId;
    await chat(owner, { message: 'rename the survey to Notes feedback', sessionId });
    const current = await survey(owner, surveyId);
    expect(current.title).toBe('Notes feedback');
    const save = await owner.request(`/api/surveys/${surveyId}/draft`, {
      method: 'PUT',
      json: {
        template_data: { ...current.draft, title: 'My own title' },
        baseVersion: current.draft_version,
      },
    });
    expect(save.status).toBe(200);

    const undo = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(undo.status).toBe(409);
    expect(((await undo.json()) as { error: { message: string } }).error.message).toBe(
      UNDO_UNAVAILABLE_MESSAGE,
    );
    expect((await survey(owner, surveyId)).title).toBe('My own title');
  });

  test('a session without a survey adopts the survey open in the panel', async () => {
    const owner = await signedInClient(server);
    const created = await owner.request('/api/surveys', { json: {} });
    const { id: surveyId } = (await created.json()) as { id: string };
    const events = await chat(owner, { message: 'rename the survey to Panel survey', surveyId });
    expect(only(events, 'artifact')).toMatchObject({ surveyId, change: 'updated' });
    expect((await survey(owner, surveyId)).title).toBe('Panel survey');
  });

  test('sessions are listed newest first with their project, and deleting one removes its messages', async () => {
    const owner = await signedInClient(server);
    const a = only(await chat(owner, { message: 'Hello there' }), 'session').sessionId;
    const b = only(
      await chat(owner, { message: 'Create an NPS survey for a coffee subscription' }),
      'session',
    ).sessionId;
    await chat(owner, { message: 'Thanks!', sessionId: a });

    const list = (await (await owner.request('/api/chat/sessions')).json()) as {
      sessions: ChatSessionSummary[];
    };
    expect(list.sessions.map((session) => session.id)).toEqual([a, b]);
    expect(list.sessions[0]).toMatchObject({ title: 'Hello there', project_id: null, project_name: null });
    expect(list.sessions[1]?.project_name).toBeTruthy();

    expect((await owner.request(`/api/chat/sessions/${a}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await (await owner.request('/api/chat/sessions')).json()) as {
      sessions: ChatSessionSummary[];
    };
    expect(after.sessions.map((session) => session.id)).toEqual([b]);
    expect(await server.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, a))).toEqual(
      [],
    );
  });

  test("another user's session or survey answers 404 on every route and nothing changes", async () => {
    const owner = await signedInClient(server);
    const stranger = await signedInClient(server, 'stranger');
    const events = await chat(owner, { message: CONCEPT_TEST });
    const { sessionId } = only(events, 'session');
    const surveyId = only(events, 'artifact').surveyId;
    const messagesBefore = await server.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId));

    expect((await stranger.request(`/api/chat/sessions/${sessionId}/messages`)).status).toBe(404);
    expect((await stranger.request('/api/chat', { json: { message: 'Hi', sessionId } })).status).toBe(404);
    expect((await stranger.request('/api/chat', { json: { message: 'Hi', surveyId } })).status).toBe(404);
    expect((await stranger.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} })).status).toBe(404);
    expect((await stranger.request(`/api/chat/sessions/${sessionId}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await stranger.request('/api/chat/sessions/not-a-uuid/messages')).status).toBe(404);
    const strangerList = (await (await stranger.request('/api/chat/sessions')).json()) as {
      sessions: unknown[];
    };
    expect(strangerList.sessions).toEqual([]);

    expect(
      await server.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)),
    ).toHaveLength(messagesBefore.length);
    expect(
      await server.database.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId)),
    ).toHaveLength(1);
  });

  test('a bad message is refused with a clear message and stores nothing', async () => {
    const owner = await signedInClient(server);
    const before = await server.database.db.select().from(chatSessions);
    for (const body of [
      { message: '   ' },
      { message: 'x'.repeat(4001) },
      { message: 'Hi', sessionId: 'nope' },
      {},
    ]) {
      const response = await owner.request('/api/chat', { json: body });
      expect(response.status).toBe(422);
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message.length).toBeGreaterThan(5);
    }
    expect(await server.database.db.select().from(chatSessions)).toHaveLength(before.length);
  });

  test('on the polls page the assistant names the survey with the most responses', async () => {
    const owner = await signedInClient(server);
    const make = async (title: string) => {
      const response = await owner.request('/api/surveys', {
        json: {
          template_data: {
            title,
            pages: [
              {
                page_type: 'STANDARD',
                content_blocks: [
                  {
                    type: 'QUESTION_SET',
                    items: [{ text: 'Anything to add?', response_type: 'FREE_RESPONSE' }],
                  },
                ],
              },
            ],
          },
        },
      });
      const { id } = (await response.json()) as { id: string };
      const published = await owner.request(`/api/surveys/${id}/publish`, { json: {} });
      return ((await published.json()) as { shareId: string }).shareId;
    };
    const quiet = await make('Quiet survey');
    const busy = await make('Busy survey');
    const respondent = createClient(server, '198.51.100.9');
    const submit = (shareId: string, n: number) =>
      respondent.request(`/api/public/surveys/${shareId}/submissions`, {
        json: { name: `Person ${n}`, answers: [] },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
    for (let n = 0; n < 3; n++) expect((await submit(busy, n)).status).toBe(201);
    expect((await submit(quiet, 9)).status).toBe(201);

    const events = await chat(owner, {
      message: 'Which survey has the most responses?',
      pageContext: { page: 'polls' },
    });
    expect(answerText(events)).toMatch(/Busy survey/);
    expect(answerText(events)).toMatch(/3/);
    expect(eventsOf(events, 'artifact')).toEqual([]);
  });

  test('on an analytics page the assistant answers about variant B from the real responses', async () => {
    const owner = await signedInClient(server);
    const created = await chat(owner, { message: CONCEPT_TEST });
    const surveyId = only(created, 'artifact').surveyId;
    const draft = (await survey(owner, surveyId)).draft;
    const published = await owner.request(`/api/surveys/${surveyId}/publish`, { json: {} });
    const { shareId } = (await published.json()) as { shareId: string };

    const questions = draft.pages.flatMap((page) =>
      page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
    );
    const openQuestion = questions.find((question) => question.response_type === 'FREE_RESPONSE')!;
    const respondent = createClient(server, '198.51.100.20');
    const texts = ['Variant B feels calmer and more trustworthy', 'I liked A better, it is punchier'];
    for (const [index, text] of texts.entries()) {
      const answers = questions
        .filter((question) => question.required || question.id === openQuestion.id)
        .map((question) => {
          if (question.id === openQuestion.id) return { question_id: question.id, text_value: text };
          const options = question.response_options as { options?: { id: string }[]; min?: number };
          return options.options
            ? { question_id: question.id, choice_ids: [options.options[0]!.id] }
            : { question_id: question.id, numeric_value: options.min ?? 1 };
        });
      const response = await respondent.request(`/api/public/surveys/${shareId}/submissions`, {
        json: { name: `Person ${index}`, answers },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }

    const events = await chat(owner, {
      message: 'What did people say about variant B?',
      pageContext: { page: 'test-results', projectId: shareId },
    });
    const answer = answerText(events);
    expect(answer).toContain('Variant B feels calmer and more trustworthy');
    expect(answer).not.toContain('it is punchier');
    expect(eventsOf(events, 'artifact')).toEqual([]);
  });
});
