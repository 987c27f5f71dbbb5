import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UNDO_UNAVAILABLE_MESSAGE, type UndoResult } from '#shared/chat/chat-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { headlineTest } from '../test-support/headline-test-survey.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';
import { toSurveyDocument } from './model-survey-input.ts';
import { answerText, chat, history, only, survey } from './chat-test-support.ts';

// Several assistant changes are undone one after another, by the Undo button (POST …/undo) or in
// words, and an edit the author made in between is never thrown away.

type Client = Awaited<ReturnType<typeof signedInClient>>;

async function ownSurvey(client: Client): Promise<SurveyRecord> {
  const document = toSurveyDocument(headlineTest);
  if (!document.ok) throw new Error(document.error);
  const response = await client.request('/api/surveys', { json: { template_data: document.survey } });
  expect(response.status).toBe(201);
  return (await response.json()) as SurveyRecord;
}

describe.each(testDatabases())('undoing assistant changes on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(await target.open());
  });
  afterAll(() => server.close());

  /** A chat whose assistant made two changes (rename, then a new question) to the author's survey. */
  async function twoChanges() {
    const owner = await signedInClient(server);
    const original = await ownSurvey(owner);
    const first = await chat(owner, {
      message: 'Rename the survey to Headline check',
      surveyId: original.id,
    });
    const { sessionId } = only(first, 'session');
    const second = await chat(owner, {
      message: 'Add a question asking how likely they are to sign up, 1 to 10',
      sessionId,
    });
    expect(only(second, 'artifact')).toMatchObject({ change: 'updated', undoable: true });
    const afterFirst = await survey(owner, original.id);
    expect(afterFirst.title).toBe('Headline check');
    return { owner, original, sessionId };
  }

  test('the Undo button takes back two changes one after another, newest first', async () => {
    const { owner, original, sessionId } = await twoChanges();
    let stored = await history(owner, sessionId);
    const [renameTurn, addTurn] = stored.messages.filter((message) => message.role === 'assistant');
    expect(stored.messages.filter((message) => message.undoable).map((message) => message.id)).toEqual([
      addTurn!.id,
    ]);

    const firstUndo = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(firstUndo.status).toBe(200);
    const first = (await firstUndo.json()) as UndoResult;
    expect(first).toMatchObject({ undoneMessageId: addTurn!.id, undoableMessageId: renameTurn!.id });
    expect(first.survey.title).toBe('Headline check');
    expect(JSON.stringify(first.survey.draft)).not.toMatch(/sign up/);
    stored = await history(owner, sessionId);
    expect(stored.messages.filter((message) => message.undoable).map((message) => message.id)).toEqual([
      renameTurn!.id,
    ]);

    const secondUndo = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(secondUndo.status).toBe(200);
    const second = (await secondUndo.json()) as UndoResult;
    expect(second.undoableMessageId).toBeNull();
    expect(second.survey.draft).toEqual(original.draft);
    expect((await history(owner, sessionId)).messages.some((message) => message.undoable)).toBe(false);

    const third = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(third.status).toBe(404);
  });

  test('"undo the last two changes" in words restores the survey from before both', async () => {
    const { owner, original, sessionId } = await twoChanges();
    const events = await chat(owner, { message: 'Please undo the last two changes', sessionId });
    expect(answerText(events)).toBe('Undid the last 2 changes to “Budgeting app: headline test”.');
    expect(only(events, 'artifact')).toMatchObject({
      surveyId: original.id,
      change: 'updated',
      undoable: false,
    });
    expect(only(events, 'undo')).toEqual({ undoableMessageId: null });
    expect((await survey(owner, original.id)).draft).toEqual(original.draft);
    const stored = await history(owner, sessionId);
    expect(stored.messages.at(-1)).toMatchObject({ role: 'assistant', is_error: false, undoable: false });
    expect(stored.messages.some((message) => message.undoable)).toBe(false);
  });

  test('"undo" in words takes back one step and hands the Undo button to the change before', async () => {
    const { owner, sessionId } = await twoChanges();
    const events = await chat(owner, { message: 'undo that', sessionId });
    expect(answerText(events)).toBe('Undid the last change to “Headline check”.');
    const stored = await history(owner, sessionId);
    const renameTurn = stored.messages.filter((message) => message.role === 'assistant')[0]!;
    expect(only(events, 'undo')).toEqual({ undoableMessageId: renameTurn.id });
    expect(stored.messages.filter((message) => message.undoable).map((message) => message.id)).toEqual([
      renameTurn.id,
    ]);
    // And the next "undo" takes back the rename.
    const again = await chat(owner, { message: 'revert the last edit', sessionId });
    expect(answerText(again)).toBe('Undid the last change to “Budgeting app: headline test”.');
  });

  test('an edit the author made between two assistant changes stops the undo there and is kept', async () => {
    const owner = await signedInClient(server);
    const original = await ownSurvey(owner);
    const first = await chat(owner, {
      message: 'Rename the survey to Headline check',
      surveyId: original.id,
    });
    const { sessionId } = only(first, 'session');
    const renamed = await survey(owner, original.id);
    const ownEdit = { ...renamed.draft, description: 'My own description' };
    const save = await owner.request(`/api/surveys/${original.id}/draft`, {
      method: 'PUT',
      json: { template_data: ownEdit, baseVersion: renamed.draft_version },
    });
    expect(save.status).toBe(200);
    await chat(owner, { message: 'Make question 2 required', sessionId });

    const events = await chat(owner, { message: 'undo the last 2 changes', sessionId });
    expect(answerText(events)).toBe(
      "Undid the last change to “Headline check”. The change before it can't be undone: the survey was edited in between, and undoing it would throw away those edits. (You asked for 2 changes.)",
    );
    const now = await survey(owner, original.id);
    expect(now.draft).toEqual(ownEdit);
    expect(only(events, 'undo')).toEqual({ undoableMessageId: null });
  });

  test('after the author edits the survey, undo in words says so and changes nothing', async () => {
    const { owner, original, sessionId } = await twoChanges();
    const current = await survey(owner, original.id);
    const ownEdit = { ...current.draft, title: 'My own title' };
    const save = await owner.request(`/api/surveys/${original.id}/draft`, {
      method: 'PUT',
      json: { template_data: ownEdit, baseVersion: current.draft_version },
    });
    expect(save.status).toBe(200);

    const events = await chat(owner, { message: 'undo', sessionId });
    expect(answerText(events)).toBe(`${UNDO_UNAVAILABLE_MESSAGE} Nothing was changed.`);
    expect(events.some((event) => event.event === 'artifact')).toBe(false);
    expect((await survey(owner, original.id)).draft).toEqual(ownEdit);
    const button = await owner.request(`/api/chat/sessions/${sessionId}/undo`, { json: {} });
    expect(button.status).toBe(409);
  });

  test('"undo" in a chat that changed nothing says there is nothing to undo', async () => {
    const owner = await signedInClient(server);
    const original = await ownSurvey(owner);
    const events = await chat(owner, { message: 'Undo', surveyId: original.id });
    expect(answerText(events)).toMatch(/^There is no assistant change to undo in this chat\./);
    expect((await survey(owner, original.id)).draft_version).toBe(original.draft_version);
  });
});
