import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatErrorReply, type UndoResult } from '#shared/chat/chat-types.ts';
import { surveyDocumentSchema } from '#shared/survey/survey-schema.ts';
import { loadConfig } from '../config.ts';
import { chatMessages, surveys } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../test-support/fake-openai-server.ts';
import {
  createTestServer,
  testDatabases,
  TEST_ORIGIN,
  type TestServer,
} from '../test-support/test-server.ts';
import { headlineTest } from '../test-support/headline-test-survey.ts';
import { createModelAssistant } from './model-assistant.ts';
import { createLanguageModel } from './model.ts';
import { answerText, chat, eventsOf, history, only, survey } from './chat-test-support.ts';

const [pglite] = testDatabases();

describe('chat with a model behind an OpenAI-compatible endpoint', () => {
  let fake: FakeOpenAiServer;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const env = { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' };
    const model = createLanguageModel(loadConfig({ PUBLIC_URL: TEST_ORIGIN, ...env }));
    if (!model) throw new Error('expected a model');
    server = await createTestServer(await pglite!.open(), env, {
      assistant: createModelAssistant(model, { maxRetries: 0 }),
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  test('the model creates a survey with the create_survey tool; the stored survey validates', async () => {
    fake.reply(
      { kind: 'tool', calls: [{ name: 'create_survey', arguments: JSON.stringify(headlineTest) }] },
      { kind: 'tool', calls: [{ name: 'suggest_replies', arguments: '{"items":["Add a third headline"]}' }] },
      { kind: 'text', text: 'Here is a headline test with two variants.' },
    );
    const owner = await signedInClient(server);
    const events = await chat(owner, { message: 'Create a concept test comparing two headlines' });

    const artifact = only(events, 'artifact');
    expect(artifact).toMatchObject({ title: 'Budgeting app: headline test', change: 'created' });
    expect(answerText(events)).toBe('Here is a headline test with two variants.');
    expect(eventsOf(events, 'delta').length).toBeGreaterThan(3);
    expect(only(events, 'suggestions').items).toEqual(['Add a third headline']);
    const created = await survey(owner, artifact.surveyId);
    expect(surveyDocumentSchema.safeParse(created.draft).success).toBe(true);
    expect(created.draft.pages.map((page) => page.page_type)).toEqual(['WELCOME', 'STANDARD', 'THANK_YOU']);

    // The model was told how to write surveys and given the tools.
    const first = fake.requests[0]!;
    expect(JSON.stringify(first.messages[0])).toMatch(/one idea per question/);
    expect(JSON.stringify(first.tools)).toMatch(/create_survey/);
  });

  test('a malformed tool call is shown to the model, which repairs it', async () => {
    fake.reply(
      { kind: 'tool', calls: [{ name: 'create_survey', arguments: '{"title": "Broken", "pages": [' }] },
      { kind: 'tool', calls: [{ name: 'create_survey', arguments: JSON.stringify(headlineTest) }] },
      { kind: 'text', text: 'Fixed it.' },
    );
    const owner = await signedInClient(server);
    const events = await chat(owner, { message: 'Make me a headline test' });
    expect(only(events, 'artifact').change).toBe('created');
    expect(eventsOf(events, 'error')).toEqual([]);
    // The second request carried the tool error back to the model.
    expect(JSON.stringify(fake.requests[1]!.messages)).toMatch(/tool/);
    expect(fake.requests).toHaveLength(3);
  });

  test('a survey that breaks the rules twice ends the turn with the error, and nothing is created', async () => {
    const invalid = JSON.stringify({ ...headlineTest, pages: [] });
    fake.reply(
      { kind: 'tool', calls: [{ name: 'create_survey', arguments: invalid }] },
      { kind: 'tool', calls: [{ name: 'create_survey', arguments: invalid }] },
    );
    const owner = await signedInClient(server);
    const before = await server.database.db.select().from(surveys);
    const events = await chat(owner, { message: 'Make me a survey' });
    const { message } = only(events, 'error');
    expect(message).toMatch(/could not produce a valid change/);
    expect(eventsOf(events, 'done')).toEqual([]);
    expect(await server.database.db.select().from(surveys)).toHaveLength(before.length);
    const stored = await history(owner, only(events, 'session').sessionId);
    expect(stored.messages.at(-1)).toMatchObject({ is_error: true, content: chatErrorReply(message) });
  });

  test('a 500 from the model yields the error turn, stored flagged as an error', async () => {
    fake.reply({ kind: 'error', status: 500 });
    const owner = await signedInClient(server);
    const events = await chat(owner, { message: 'Hello' });
    const { message } = only(events, 'error');
    expect(message).toBe('The AI model answered with an error (HTTP 500)');
    const stored = await history(owner, only(events, 'session').sessionId);
    expect(stored.messages.map((entry) => [entry.role, entry.is_error, entry.content])).toEqual([
      ['user', false, 'Hello'],
      [
        'assistant',
        true,
        'Sorry, I encountered an error: The AI model answered with an error (HTTP 500). Please try again.',
      ],
    ]);
  });

  test('the model edits the current survey by id; the change is saved and can be undone', async () => {
    fake.reply(
      { kind: 'tool', calls: [{ name: 'create_survey', arguments: JSON.stringify(headlineTest) }] },
      { kind: 'text', text: 'Created.' },
    );
    const owner = await signedInClient(server);
    const first = await chat(owner, { message: 'Create a headline test' });
    const { sessionId } = only(first, 'session');
    const surveyId = only(first, 'artifact').surveyId;
    const created = await survey(owner, surveyId);
    const choice = created.draft.pages[1]!.content_blocks[1]!.items[0]!;

    fake.reply(
      {
        kind: 'tool',
        calls: [
          {
            name: 'apply_edits',
            arguments: JSON.stringify({
              edits: [
                {
                  op: 'set_response',
                  question_id: choice.id,
                  response_type: 'MULTIPLE_CHOICE',
                  options: ['Weekly', 'Monthly', 'Never'],
                },
                { op: 'set_survey_details', title: 'Budget-App: Überschriften-Test' },
              ],
            }),
          },
        ],
      },
      { kind: 'text', text: 'Done.' },
    );
    const events = await chat(owner, {
      message: 'make the first question weekly/monthly/never and translate the title',
      sessionId,
    });
    expect(only(events, 'artifact')).toMatchObject({
      change: 'updated',
      undoable: true,
      title: 'Budget-App: Überschriften-Test',
    });
    // The prompt showed the model the survey with its ids.
    expect(JSON.stringify(fake.requests.at(-2)!.messages[0])).toContain(choice.id);
    const edited = await survey(owner, surveyId);
    const question = edited.draft.pages[1]!.content_blocks[1]!.items[0]!;
    expect('response_options' in question && question.response_options).toMatchObject({
      options: [{ text: 'Weekly' }, { text: 'Monthly' }, { text: 'Never' }],
    });
    expect(surveyDocumentSchema.safeParse(edited.draft).success).toBe(true);

    const undo = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(undo.status).toBe(200);
    expect(((await undo.json()) as UndoResult).survey.draft).toEqual(created.draft);
  });

  test('stopping the request stops the model call and leaves no answer marked complete', async () => {
    fake.reply({ kind: 'hang', text: 'I am thinking about a very long answer' });
    const owner = await signedInClient(server);
    const controller = new AbortController();
    const response = await server.app.request('/api/chat', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: TEST_ORIGIN,
        cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ message: 'Write something long' }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: delta')) text += decoder.decode((await reader.read()).value);
    controller.abort();
    await reader.cancel().catch(() => {});
    await fake.hangClosed;

    const sessionId = /"sessionId":"([^"]+)"/.exec(text)![1]!;
    await expect
      .poll(async () =>
        server.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)),
      )
      .toHaveLength(2);
    const stored = await history(owner, sessionId);
    expect(stored.messages[1]).toMatchObject({ role: 'assistant', is_error: true });
    // What was done by then: nothing (the text so far is not taken as done).
    expect(stored.messages[1]!.content).toBe('Stopped before anything was created or changed.');
  });
});
