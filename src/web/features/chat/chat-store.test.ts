import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import type { ChatSessionSummary } from '#shared/chat/chat-types.ts';
import { chatQueryKeys, surveyQueryKeys } from '../../lib/query-keys.ts';
import type { SurveyEditorHandle } from '../editor/survey-editor.tsx';
import { ChatStore } from './chat-store.tsx';
import {
  SESSION_ID,
  SURVEY_ID,
  answerEvents,
  messageView,
  sessionSummary,
  stubChatApi,
  surveyRecord,
  type ManualStream,
} from './chat-test-support.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'success');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const older = sessionSummary({ id: 'older-session', title: 'Older chat' });
  queryClient.setQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions, [older]);
  const store = new ChatStore(queryClient);
  const sessions = () => queryClient.getQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions) ?? [];
  return { store, queryClient, sessions };
}

/** Resolves once the store's state satisfies `predicate`. */
function until(store: ChatStore, predicate: () => boolean): Promise<void> {
  if (predicate()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!predicate()) return;
      unsubscribe();
      resolve();
    });
  });
}

const fakeEditor = () => {
  const order: string[] = [];
  const handle: SurveyEditorHandle = {
    flush: vi.fn(async () => {
      order.push('flush');
    }),
    adopt: vi.fn(),
  };
  return { handle, order };
};

test('a first message: optimistic message and session, streamed answer, artifact, suggestions, done', async () => {
  const { store, sessions, queryClient } = setup();
  const updated = surveyRecord({ title: 'Coffee concept test', draft_version: 4 });
  let stream!: ManualStream;
  const api = stubChatApi({
    replies: [{ manual: (s) => (stream = s) }],
    surveys: { [SURVEY_ID]: updated },
  });
  const created: string[] = [];
  store.onSessionCreated((id) => created.push(id));
  const { handle, order } = fakeEditor();
  store.openPanel(SURVEY_ID);
  store.registerEditor(handle, SURVEY_ID);

  const sending = store.send('  Draft a coffee survey  ', { page: 'chat' });
  // Shown at once, trimmed, with a temporary entry in the history list.
  expect(store.getSnapshot().messages.map((m) => [m.role, m.content])).toEqual([
    ['user', 'Draft a coffee survey'],
  ]);
  expect(store.getSnapshot().status).toBe('streaming');
  expect(sessions()[0]).toMatchObject({ title: 'Draft a coffee survey' });
  expect(sessions()[0]?.id).toMatch(/^temp_/);

  await vi.waitFor(() => expect(stream).toBeDefined());
  // The open editor was saved before the request, which names the panel's survey.
  expect(order).toEqual(['flush']);
  expect(api.chatRequests()[0]).toEqual({
    message: 'Draft a coffee survey',
    surveyId: SURVEY_ID,
    pageContext: { page: 'chat' },
  });

  // Sending again while streaming is ignored.
  await store.send('Another one');
  expect(api.chatRequests()).toHaveLength(1);

  stream.emit({ event: 'session', data: { sessionId: SESSION_ID, title: 'Coffee survey' } });
  await until(store, () => store.getSnapshot().sessionId === SESSION_ID);
  expect(created).toEqual([SESSION_ID]);
  expect(sessions().map((s) => [s.id, s.title])).toEqual([
    [SESSION_ID, 'Coffee survey'],
    ['older-session', 'Older chat'],
  ]);

  stream.emit({ event: 'delta', data: { text: 'Here' } });
  await until(store, () => store.getSnapshot().draft?.content === 'Here');
  stream.emit({ event: 'delta', data: { text: ' it is' } });
  await until(store, () => store.getSnapshot().draft?.content === 'Here it is');

  stream.emit({
    event: 'artifact',
    data: {
      surveyId: SURVEY_ID,
      title: 'Coffee concept test',
      change: 'updated',
      version: 4,
      undoable: true,
    },
  });
  // The open editor takes the assistant's version; the cache follows.
  await vi.waitFor(() => expect(handle.adopt).toHaveBeenCalledWith(updated));
  expect(queryClient.getQueryData(surveyQueryKeys.detail(SURVEY_ID))).toEqual(updated);
  expect(sessions()[0]).toMatchObject({ project_id: SURVEY_ID, project_name: 'Coffee concept test' });

  stream.emit({ event: 'suggestions', data: { items: ['Add a question', 'Make it shorter'] } });
  stream.emit({ event: 'done', data: { messageId: 'msg_1' } });
  stream.close();
  await sending;

  const state = store.getSnapshot();
  expect(state.status).toBe('idle');
  expect(state.draft).toBeNull();
  expect(state.messages).toHaveLength(2);
  expect(state.messages[1]).toMatchObject({
    id: 'msg_1',
    role: 'assistant',
    content: 'Here it is',
    type: 'artifact',
    artifact: { surveyId: SURVEY_ID, title: 'Coffee concept test', change: 'updated' },
    undoable: true,
    suggestions: ['Add a question', 'Make it shorter'],
    is_error: false,
  });
  expect(queryClient.getQueryState(chatQueryKeys.sessions)?.isInvalidated).toBe(true);
  expect(toast.error).not.toHaveBeenCalled();
});

test('the stream may be cut anywhere: split events and characters still arrive whole', async () => {
  const { store } = setup();
  stubChatApi({ replies: [{ events: answerEvents('Voilà — a café survey ☕ for you'), chunkSize: 3 }] });
  await store.send('Hi');
  expect(store.getSnapshot().messages[1]?.content).toBe('Voilà — a café survey ☕ for you');
});

test('a later message joins the session and only the newest change stays undoable', async () => {
  const { store } = setup();
  const artifact = (version: number) => ({
    surveyId: SURVEY_ID,
    title: 'Survey',
    change: 'updated' as const,
    version,
    undoable: true,
  });
  const api = stubChatApi({
    replies: [
      { events: answerEvents('First', { artifact: artifact(2) }) },
      { events: answerEvents('Second', { artifact: artifact(3), messageId: 'msg_2' }) },
    ],
  });
  const created: string[] = [];
  store.onSessionCreated((id) => created.push(id));
  await store.send('One');
  await store.send('Two');
  expect(api.chatRequests()[1]).toMatchObject({ message: 'Two', sessionId: SESSION_ID });
  expect(created).toEqual([SESSION_ID]);
  expect(store.getSnapshot().messages.map((m) => m.undoable)).toEqual([false, false, false, true]);
});

test('an error event becomes one error message offering Retry (no banner, no toast); the session stays', async () => {
  const { store, sessions } = setup();
  stubChatApi({
    replies: [
      {
        events: [
          { event: 'session', data: { sessionId: SESSION_ID, title: 'Hello' } },
          { event: 'delta', data: { text: 'Half an ans' } },
          { event: 'error', data: { message: 'The model is overloaded', messageId: 'msg_err' } },
        ],
      },
    ],
  });
  await store.send('Hello');
  const state = store.getSnapshot();
  expect(state.status).toBe('idle');
  expect(state.failed).toEqual({ key: state.messages[1]?.key, message: 'Hello', pageContext: undefined });
  expect(state.messages[1]).toMatchObject({
    id: 'msg_err',
    role: 'assistant',
    is_error: true,
    content: 'Sorry, I encountered an error: The model is overloaded. Please try again.',
  });
  expect(toast.error).not.toHaveBeenCalled();
  expect(state.sessionId).toBe(SESSION_ID);
  expect(sessions().map((s) => s.id)).toEqual([SESSION_ID, 'older-session']);
});

test('a refused request (HTTP 500) rolls the temporary session back and keeps the text visible', async () => {
  const { store, sessions } = setup();
  stubChatApi({
    replies: [{ status: 500, body: { error: { code: 'internal', message: 'Something broke on our side' } } }],
  });
  await store.send('Will this work?');
  const state = store.getSnapshot();
  expect(sessions().map((s) => s.id)).toEqual(['older-session']);
  expect(state.sessionId).toBeNull();
  expect(state.messages.map((m) => [m.role, m.content, m.is_error])).toEqual([
    ['user', 'Will this work?', false],
    ['assistant', 'Sorry, I encountered an error: Something broke on our side. Please try again.', true],
  ]);
  expect(state.failed?.message).toBe('Will this work?');
  expect(toast.error).not.toHaveBeenCalled();
});

test('stop() aborts the request and keeps the text so far, marked as stopped', async () => {
  const { store, sessions } = setup();
  let stream!: ManualStream;
  stubChatApi({ replies: [{ manual: (s) => (stream = s) }] });
  const sending = store.send('Tell me a long story');
  await vi.waitFor(() => expect(stream).toBeDefined());
  stream.emit({ event: 'session', data: { sessionId: SESSION_ID, title: 'Story' } });
  stream.emit({ event: 'delta', data: { text: 'Once upon' } });
  await until(store, () => store.getSnapshot().draft?.content === 'Once upon');

  store.stop();
  await sending;
  expect(stream.aborted).toBe(true);
  const state = store.getSnapshot();
  expect(state.status).toBe('idle');
  expect(state.messages[1]).toMatchObject({ content: 'Once upon', stopped: true, is_error: false });
  expect(state.failed).toBeNull();
  expect(toast.error).not.toHaveBeenCalled();
  // Late events of the aborted turn change nothing.
  stream.emit({ event: 'delta', data: { text: ' a time' } });
  expect(store.getSnapshot().messages[1]?.content).toBe('Once upon');
  expect(sessions()[0]?.id).toBe(SESSION_ID);
});

test('openSession loads the history; an unknown session is "Chat not found"', async () => {
  const { store } = setup();
  stubChatApi({
    histories: {
      [SESSION_ID]: {
        session: sessionSummary(),
        messages: [
          messageView({ id: 'm1', role: 'user', content: 'Hi' }),
          messageView({ id: 'm2', content: 'Hello!' }),
        ],
      },
    },
  });
  store.openPanel(SURVEY_ID);
  const loading = store.openSession(SESSION_ID);
  expect(store.getSnapshot().status).toBe('loading-history');
  expect(store.getSnapshot().panel.surveyId).toBeNull();
  await loading;
  expect(store.getSnapshot().messages.map((m) => m.content)).toEqual(['Hi', 'Hello!']);
  expect(store.getSnapshot().title).toBe('Coffee research');

  await store.openSession('missing');
  expect(store.getSnapshot().historyError).toEqual({ kind: 'not-found', message: 'Chat not found' });
  expect(store.getSnapshot().messages).toEqual([]);
});

test('newChat clears everything and drops a running answer', async () => {
  const { store } = setup();
  let stream!: ManualStream;
  stubChatApi({ replies: [{ manual: (s) => (stream = s) }] });
  store.openPanel(SURVEY_ID);
  const sending = store.send('Hi');
  await vi.waitFor(() => expect(stream).toBeDefined());
  store.newChat();
  await sending;
  expect(stream.aborted).toBe(true);
  expect(store.getSnapshot()).toMatchObject({
    sessionId: null,
    messages: [],
    status: 'idle',
    draft: null,
    failed: null,
    panel: { surveyId: null },
  });
});

test('undo adopts the reverted survey in the open editor and clears the undo button', async () => {
  const { store } = setup();
  const reverted = surveyRecord({ title: 'Before the change', draft_version: 6 });
  const api = stubChatApi({
    histories: {
      [SESSION_ID]: {
        session: sessionSummary(),
        messages: [
          messageView({
            id: 'm1',
            type: 'artifact',
            undoable: true,
            artifact: { surveyId: SURVEY_ID, title: 'Survey', change: 'updated' },
          }),
        ],
      },
    },
    undo: { body: { survey: reverted, undoneMessageId: 'm1', undoableMessageId: null } },
  });
  await store.openSession(SESSION_ID);
  store.openPanel(SURVEY_ID);
  const { handle, order } = fakeEditor();
  store.registerEditor(handle, SURVEY_ID);

  await store.undo();
  expect(
    api.calls.some((c) => c.method === 'POST' && c.path === `/api/chat/sessions/${SESSION_ID}/undo`),
  ).toBe(true);
  expect(order).toEqual(['flush']);
  expect(handle.adopt).toHaveBeenCalledWith(reverted);
  expect(store.getSnapshot().messages[0]?.undoable).toBe(false);
  expect(toast.success).toHaveBeenCalledWith('Change undone');
});

test('several changes undo one after another: the Undo button moves back, by button and in words', async () => {
  const { store } = setup();
  const change = (id: string, undoable: boolean) =>
    messageView({
      id,
      type: 'survey',
      undoable,
      artifact: { surveyId: SURVEY_ID, title: 'Survey', change: 'updated' },
    });
  stubChatApi({
    histories: {
      [SESSION_ID]: {
        session: sessionSummary(),
        messages: [change('m1', false), change('m2', false), change('m3', true)],
      },
    },
    undo: { body: { survey: surveyRecord(), undoneMessageId: 'm3', undoableMessageId: 'm2' } },
    replies: [
      {
        events: [
          { event: 'session', data: { sessionId: SESSION_ID, title: 'Chat' } },
          {
            event: 'artifact',
            data: { surveyId: SURVEY_ID, title: 'Survey', change: 'updated', version: 9, undoable: false },
          },
          { event: 'delta', data: { text: 'Undid the last change to “Survey”.' } },
          { event: 'undo', data: { undoableMessageId: 'm1' } },
          { event: 'done', data: { messageId: 'm4' } },
        ],
      },
    ],
  });
  await store.openSession(SESSION_ID);
  const undoable = () =>
    store
      .getSnapshot()
      .messages.filter((m) => m.undoable)
      .map((m) => m.id);
  expect(undoable()).toEqual(['m3']);

  await store.undo();
  expect(undoable()).toEqual(['m2']);

  await store.send('undo');
  expect(undoable()).toEqual(['m1']);
  expect(store.getSnapshot().messages.at(-1)).toMatchObject({ id: 'm4', undoable: false });
});

test('a refused undo says why', async () => {
  const { store } = setup();
  stubChatApi({
    histories: { [SESSION_ID]: { session: sessionSummary(), messages: [] } },
    undo: { status: 409, body: { error: { code: 'conflict', message: 'The survey was edited since' } } },
  });
  await store.openSession(SESSION_ID);
  await store.undo();
  expect(toast.error).toHaveBeenCalledWith('The survey was edited since');
  expect(store.getSnapshot().undoing).toBe(false);
});
