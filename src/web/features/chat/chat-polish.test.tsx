import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { toast } from 'sonner';
import { SurveyEditPage } from '../../routes/survey-edit-page.tsx';
import { renderRoutes } from '../../test-support/render.tsx';
import { AssistantDock } from './assistant-dock.tsx';
import { ChatHomePage, ChatSessionPage } from './chat-page.tsx';
import { ChatStore, ChatStoreProvider, PAGE_SESSION_KEY } from './chat-store.tsx';
import {
  SESSION_ID,
  SURVEY_ID,
  answerEvents,
  messageView,
  renderChat,
  sessionSummary,
  stubChatApi,
  surveyRecord,
  type ManualStream,
} from './chat-test-support.tsx';
import { settleStreamingText } from './formatted-text.tsx';

// Issue 13 points 4 and 6: the dock edits the survey open in the editor, and the chat's display
// details (markdown while streaming, stopped replies, the tab's chat session).

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('textbox', { name: 'Message' });
const drawer = () =>
  screen
    .getAllByRole('complementary')
    .find((element) => within(element).queryByRole('button', { name: 'Close chat assistant' }))!;

test('streamed **bold** is formatted as it arrives, never shown as raw stars', async () => {
  const user = userEvent.setup();
  let stream!: ManualStream;
  stubChatApi({ replies: [{ manual: (s) => (stream = s) }] });
  renderChat('/chat');
  await user.type(input(), 'What matters most?{Enter}');
  await waitFor(() => expect(stream).toBeDefined());
  const log = () => screen.getByRole('log', { name: 'Conversation' });

  act(() => {
    stream.emit({ event: 'session', data: { sessionId: SESSION_ID, title: 'Matters' } });
    stream.emit({ event: 'delta', data: { text: 'Mostly **Pri' } });
  });
  expect(await within(log()).findByText('Pri', { selector: 'strong' })).toBeInTheDocument();
  expect(log().textContent).not.toContain('*');

  act(() => stream.emit({ event: 'delta', data: { text: 'ce sensitivity*' } }));
  expect(await within(log()).findByText('Price sensitivity', { selector: 'strong' })).toBeInTheDocument();
  expect(log().textContent).not.toContain('*');

  act(() => stream.emit({ event: 'delta', data: { text: '* and\n- ' } }));
  await waitFor(() => expect(log().textContent).toContain('Mostly Price sensitivity and'));
  expect(log().textContent).not.toContain('*');
  expect(log().querySelector('ul')).toBeNull();

  act(() => {
    stream.emit({ event: 'delta', data: { text: '**taste**' } });
    stream.emit({ event: 'done', data: { messageId: 'm-done' } });
  });
  // Finished: the list item arrived whole, its bold run formatted.
  await waitFor(() => expect(log().querySelector('ul strong')?.textContent).toBe('taste'));
});

test.each([
  ['Mostly **Pri', 'Mostly **Pri**'],
  ['Mostly **', 'Mostly '],
  ['Mostly *', 'Mostly '],
  ['A **done** run and **an op', 'A **done** run and **an op**'],
  ['**Price** matters*', '**Price** matters'],
  ['Intro\n- ', 'Intro\n'],
  ['Intro\n-', 'Intro\n'],
  ['- one\n- two', '- one\n- two'],
  ['Plain words', 'Plain words'],
  ['', ''],
])('settleStreamingText(%j) reads %j', (text, settled) => {
  expect(settleStreamingText(text)).toBe(settled);
});

test('a reply stopped after the survey was made says so, and what was not done', async () => {
  const user = userEvent.setup();
  let stream!: ManualStream;
  stubChatApi({
    replies: [{ manual: (s) => (stream = s) }],
    surveys: { [SURVEY_ID]: surveyRecord({ title: 'Tea test' }) },
  });
  renderChat('/chat');
  await user.type(input(), 'A tea survey{Enter}');
  await waitFor(() => expect(stream).toBeDefined());
  act(() => {
    stream.emit({ event: 'session', data: { sessionId: SESSION_ID, title: 'Tea' } });
    stream.emit({
      event: 'artifact',
      data: { surveyId: SURVEY_ID, title: 'Tea test', change: 'created', version: 1, undoable: false },
    });
    stream.emit({ event: 'delta', data: { text: "I've created a six-question" } });
  });
  await screen.findByText("I've created a six-question");
  await user.click(screen.getByRole('button', { name: 'Stop generating' }));
  expect(
    await screen.findByText('Stopped. “Tea test” was created; the rest of the reply was not written.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Tea test.*Click to view/ })).toBeInTheDocument();
});

test("the dock on a freshly loaded page continues the tab's chat, and its questions join it", async () => {
  const user = userEvent.setup();
  window.sessionStorage.setItem(PAGE_SESSION_KEY, SESSION_ID);
  const api = stubChatApi({
    histories: {
      [SESSION_ID]: {
        session: sessionSummary({ title: 'Coffee research' }),
        messages: [
          messageView({ id: 'm1', role: 'user', content: 'Asked on the editor page' }),
          messageView({ id: 'm2', content: 'Answered there.' }),
        ],
      },
    },
    replies: [{ events: answerEvents('Answered here.', { sessionId: SESSION_ID }) }],
  });
  renderChat('/polls');
  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  expect(await within(drawer()).findByText('Answered there.')).toBeInTheDocument();
  await user.type(within(drawer()).getByRole('textbox', { name: 'Message' }), 'And on this page?{Enter}');
  expect(await within(drawer()).findByText('Answered here.')).toBeInTheDocument();
  expect(api.chatRequests()).toEqual([
    { message: 'And on this page?', sessionId: SESSION_ID, pageContext: { page: 'polls' } },
  ]);
});

test('a remembered chat that is gone is forgotten quietly; the next question starts one and is remembered', async () => {
  const user = userEvent.setup();
  window.sessionStorage.setItem(PAGE_SESSION_KEY, 'deleted-session');
  const newSession = '33333333-3333-4333-8333-333333333333';
  const api = stubChatApi({ replies: [{ events: answerEvents('Hello!', { sessionId: newSession }) }] });
  renderChat('/polls');
  await waitFor(() =>
    expect(api.calls.some((call) => call.path === '/api/chat/sessions/deleted-session/messages')).toBe(true),
  );
  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  expect(within(drawer()).getByText('Ask about this page')).toBeInTheDocument();
  await user.type(within(drawer()).getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
  expect(await within(drawer()).findByText('Hello!')).toBeInTheDocument();
  expect(api.chatRequests()[0]).not.toHaveProperty('sessionId');
  expect(window.sessionStorage.getItem(PAGE_SESSION_KEY)).toBe(newSession);
});

const editorRoutes: RouteObject[] = [
  {
    element: (
      <ChatStoreProvider>
        <Outlet />
        <AssistantDock />
      </ChatStoreProvider>
    ),
    children: [
      { path: '/surveys/:surveyId/edit', element: <SurveyEditPage /> },
      { path: '/chat', element: <ChatHomePage /> },
      { path: '/chat/:sessionId', element: <ChatSessionPage /> },
    ],
  },
];

test('an edit asked in the dock on the editor page lands in the open editor as one undo step', async () => {
  const user = userEvent.setup();
  const before = surveyRecord({ title: 'Gym survey' });
  const surveys = { [SURVEY_ID]: before };
  let stream!: ManualStream;
  const api = stubChatApi({ replies: [{ manual: (s) => (stream = s) }], surveys });
  renderRoutes(editorRoutes, `/surveys/${SURVEY_ID}/edit`);
  const title = await screen.findByRole('textbox', { name: 'Survey title' });
  expect(title).toHaveValue('Gym survey');

  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  await user.type(
    within(drawer()).getByRole('textbox', { name: 'Message' }),
    'Rename the survey to Gym churn study{Enter}',
  );
  await waitFor(() => expect(stream).toBeDefined());
  expect(api.chatRequests()[0]).toEqual({
    message: 'Rename the survey to Gym churn study',
    pageContext: { page: 'test-editing', projectId: SURVEY_ID },
  });
  // The server changed the draft: the next read of the survey gives the new version.
  surveys[SURVEY_ID] = surveyRecord({ title: 'Gym churn study', draft_version: 2 });
  act(() => {
    stream.emit({ event: 'session', data: { sessionId: SESSION_ID, title: 'Rename' } });
    stream.emit({ event: 'delta', data: { text: 'Renamed the survey.' } });
    stream.emit({
      event: 'artifact',
      data: { surveyId: SURVEY_ID, title: 'Gym churn study', change: 'updated', version: 2, undoable: true },
    });
    stream.emit({ event: 'done', data: { messageId: 'm-rename' } });
    stream.close();
  });

  await waitFor(() => expect(title).toHaveValue('Gym churn study'));
  // No conflict question: the editor had nothing unsaved, it simply took the change.
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(title).toHaveValue('Gym survey');
});

test("a question from a survey's page goes with that page's survey, not the chat panel's", async () => {
  const api = stubChatApi({
    replies: [{ events: answerEvents('On the page.') }, { events: answerEvents('On the polls page.') }],
  });
  const store = new ChatStore(new QueryClient());
  const panelSurvey = '44444444-4444-4444-8444-444444444444';
  store.openPanel(panelSurvey);
  await store.send('Rename it', { page: 'test-editing', projectId: SURVEY_ID });
  await store.send('Rename it', { page: 'polls' });
  expect(api.chatRequests()[0]).not.toHaveProperty('surveyId');
  expect(api.chatRequests()[1]).toMatchObject({ surveyId: panelSurvey, sessionId: SESSION_ID });
});
