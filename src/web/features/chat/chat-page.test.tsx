import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { QUESTION_SUGGESTIONS, preferenceKeys } from '#shared/chat/chat-display.ts';
import type { ChatSessionSummary } from '#shared/chat/chat-types.ts';
import { chatQueryKeys } from '../../lib/query-keys.ts';
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

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('textbox', { name: 'Message' });
const artifact = (change: 'created' | 'updated' = 'created') => ({
  surveyId: SURVEY_ID,
  title: 'Coffee concept test',
  change,
  version: 1,
  undoable: true,
});

test('a new chat welcomes the author with the mascots and a centred input', () => {
  stubChatApi();
  renderChat('/chat');
  expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
  expect(screen.getByText('What are we working on today?')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: "Pollen's bee mascot with a clipboard" })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: "Pollen's flower mascot holding a chart" })).toBeInTheDocument();
  expect(input()).toHaveAttribute('placeholder', 'Ask me anything about user testing...');
  expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  // The chat page has its own conversation: no docked assistant here.
  expect(screen.queryByRole('button', { name: 'Open chat assistant' })).toBeNull();
});

test('Enter sends; "Thinking..." until the first words; the answer streams in word by word', async () => {
  const user = userEvent.setup();
  let stream!: ManualStream;
  const api = stubChatApi({ replies: [{ manual: (s) => (stream = s) }] });
  const { router, queryClient } = renderChat('/chat');
  queryClient.setQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions, []);

  await user.type(input(), 'Draft a coffee survey{Enter}');
  expect(await screen.findByText('Draft a coffee survey')).toBeInTheDocument();
  expect(await screen.findByText('Thinking...')).toBeInTheDocument();
  // Busy: the box says so and waits, and Stop replaces Send.
  expect(input()).toHaveAttribute('placeholder', 'AI is thinking...');
  expect(input()).toBeDisabled();
  expect(input()).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Stop generating' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
  // The temporary history entry is there before the server answers.
  expect(queryClient.getQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions)?.[0]?.title).toBe(
    'Draft a coffee survey',
  );

  await waitFor(() => expect(api.chatRequests()).toHaveLength(1));
  expect(api.chatRequests()[0]).toEqual({ message: 'Draft a coffee survey', pageContext: { page: 'chat' } });

  act(() => stream.emit({ event: 'session', data: { sessionId: SESSION_ID, title: 'Coffee survey' } }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${SESSION_ID}`));
  // Replaced, not pushed: Back does not return to the empty /chat.
  expect(router.state.historyAction).toBe('REPLACE');

  act(() => stream.emit({ event: 'delta', data: { text: 'Here' } }));
  expect(await screen.findByText('Here')).toBeInTheDocument();
  expect(screen.queryByText('Thinking...')).toBeNull();
  act(() => stream.emit({ event: 'delta', data: { text: ' is a' } }));
  expect(await screen.findByText('Here is a')).toBeInTheDocument();
  act(() => stream.emit({ event: 'delta', data: { text: ' **draft**.' } }));
  expect(await screen.findByText('draft', { selector: 'strong' })).toBeInTheDocument();

  act(() => {
    stream.emit({ event: 'done', data: { messageId: 'msg_1' } });
    stream.close();
  });
  await waitFor(() => expect(input()).toBeEnabled());
  expect(input()).toHaveAttribute('placeholder', 'Ask me anything about user testing...');
  // The page did not reload the session it already shows.
  expect(api.calls.some((call) => call.path.endsWith('/messages'))).toBe(false);
});

test('Shift+Enter starts a new line instead of sending', async () => {
  const user = userEvent.setup();
  const api = stubChatApi();
  renderChat('/chat');
  await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}Line two');
  expect(input()).toHaveValue('Line one\nLine two');
  expect(api.chatRequests()).toHaveLength(0);
});

test('the input grows with its text from 44 px to at most 100 px, then scrolls', async () => {
  const user = userEvent.setup();
  stubChatApi();
  // jsdom does no layout: 24 px per line plus padding stands in for the browser's measurement.
  const scrollHeight = vi
    .spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get')
    .mockImplementation(function (this: HTMLTextAreaElement) {
      return this.value.split('\n').length * 24 + 20;
    });
  renderChat('/chat');
  expect(input().style.height).toBe('44px');
  await user.type(input(), 'One{Shift>}{Enter}{/Shift}Two');
  expect(input().style.height).toBe('68px');
  expect(input().style.overflowY).toBe('hidden');
  await user.type(input(), '{Shift>}{Enter}{Enter}{Enter}{Enter}{/Shift}Six');
  expect(input().style.height).toBe('100px');
  expect(input().style.overflowY).toBe('auto');
  await user.clear(input());
  expect(input().style.height).toBe('44px');
  scrollHeight.mockRestore();
});

test('the artifact card opens the survey in the side panel, with the editor', async () => {
  const user = userEvent.setup();
  stubChatApi({
    replies: [{ events: answerEvents('I drafted it for you.', { artifact: artifact('created') }) }],
    surveys: { [SURVEY_ID]: surveyRecord({ title: 'Coffee concept test' }) },
  });
  renderChat('/chat');
  await user.type(input(), 'Make a coffee survey{Enter}');

  const card = await screen.findByRole('button', { name: /Coffee concept test.*Click to view/ });
  expect(within(card).getByText('Click to view')).toBeInTheDocument();
  // A created survey does not open by itself.
  expect(screen.queryByRole('complementary', { name: 'Survey panel' })).toBeNull();

  await user.click(card);
  const panel = await screen.findByRole('complementary', { name: 'Survey panel' });
  expect(await within(panel).findByRole('textbox', { name: 'Survey title' })).toHaveValue(
    'Coffee concept test',
  );
  expect(card).toHaveAttribute('aria-current', 'true');

  await user.click(within(panel).getByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('complementary', { name: 'Survey panel' })).toBeNull();
});

test('a survey that cannot be loaded says so in the panel and can be retried', async () => {
  const user = userEvent.setup();
  const surveys: Record<string, ReturnType<typeof surveyRecord>> = {};
  let release!: () => void;
  const surveyGate = new Promise<void>((resolve) => (release = resolve));
  stubChatApi({
    surveyGate,
    histories: {
      [SESSION_ID]: {
        session: sessionSummary(),
        messages: [
          messageView({
            id: 'm1',
            content: 'Here.',
            type: 'artifact',
            artifact: { surveyId: SURVEY_ID, title: 'Coffee', change: 'created' },
          }),
        ],
      },
    },
    surveys,
  });
  renderChat(`/chat/${SESSION_ID}`);
  await user.click(await screen.findByRole('button', { name: /Coffee.*Click to view/ }));
  const panel = await screen.findByRole('complementary', { name: 'Survey panel' });
  expect(within(panel).getByText('Loading survey...')).toBeInTheDocument();
  release();
  const failure = await within(panel).findByRole('alert');
  expect(failure).toHaveTextContent('Survey not found');

  surveys[SURVEY_ID] = surveyRecord({ title: 'Coffee' });
  await user.click(within(failure).getByRole('button', { name: 'Retry' }));
  expect(await within(panel).findByRole('textbox', { name: 'Survey title' })).toHaveValue('Coffee');
});

test('a card without a title is a "Survey Template"; Undo change reverts the change', async () => {
  const user = userEvent.setup();
  const api = stubChatApi({
    histories: {
      [SESSION_ID]: {
        session: sessionSummary(),
        messages: [
          messageView({ id: 'm1', role: 'user', content: 'Shorter please' }),
          messageView({
            id: 'm2',
            content: 'Done.',
            type: 'artifact',
            undoable: true,
            artifact: { surveyId: SURVEY_ID, title: '', change: 'updated' },
          }),
        ],
      },
    },
    surveys: { [SURVEY_ID]: surveyRecord() },
    undo: {
      body: {
        survey: surveyRecord({ title: 'Before the change', draft_version: 3 }),
        undoneMessageId: 'm2',
        undoableMessageId: null,
      },
    },
  });
  renderChat(`/chat/${SESSION_ID}`);
  const card = await screen.findByRole('button', { name: /Survey Template.*Click to view/ });
  expect(card).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Undo change' }));
  expect(await screen.findByText('Change undone')).toBeInTheDocument();
  expect(api.calls.some((call) => call.path === `/api/chat/sessions/${SESSION_ID}/undo`)).toBe(true);
  expect(screen.queryByRole('button', { name: 'Undo change' })).toBeNull();
  // The reverted survey is shown.
  const panel = await screen.findByRole('complementary', { name: 'Survey panel' });
  expect(await within(panel).findByRole('textbox', { name: 'Survey title' })).toHaveValue(
    'Before the change',
  );
});

test('an update to the survey open in the panel shows up in the editor', async () => {
  const user = userEvent.setup();
  const surveys = { [SURVEY_ID]: surveyRecord({ title: 'Coffee concept test' }) };
  let stream!: ManualStream;
  const api = stubChatApi({
    histories: {
      [SESSION_ID]: {
        session: sessionSummary({ project_id: SURVEY_ID }),
        messages: [
          messageView({
            id: 'm1',
            content: 'Here it is.',
            type: 'artifact',
            artifact: { surveyId: SURVEY_ID, title: 'Coffee concept test', change: 'created' },
          }),
        ],
      },
    },
    replies: [{ manual: (s) => (stream = s) }],
    surveys,
  });
  renderChat(`/chat/${SESSION_ID}`);
  await user.click(await screen.findByRole('button', { name: /Coffee concept test.*Click to view/ }));
  const panel = await screen.findByRole('complementary', { name: 'Survey panel' });
  await within(panel).findByRole('textbox', { name: 'Survey title' });

  await user.type(input(), 'Rename it to Tea{Enter}');
  await waitFor(() => expect(api.chatRequests()).toHaveLength(1));
  expect(api.chatRequests()[0]).toMatchObject({ sessionId: SESSION_ID, surveyId: SURVEY_ID });

  // The server saved the change, then tells us.
  surveys[SURVEY_ID] = surveyRecord({ title: 'Tea concept test', draft_version: 2 });
  act(() => {
    stream.emit({ event: 'session', data: { sessionId: SESSION_ID, title: 'Coffee research' } });
    stream.emit({ event: 'delta', data: { text: 'Renamed.' } });
    stream.emit({
      event: 'artifact',
      data: { ...artifact('updated'), title: 'Tea concept test', version: 2 },
    });
    stream.emit({ event: 'done', data: { messageId: 'm3' } });
    stream.close();
  });
  await waitFor(() =>
    expect(within(panel).getByRole('textbox', { name: 'Survey title' })).toHaveValue('Tea concept test'),
  );
  expect(screen.queryByRole('dialog', { name: 'This survey changed elsewhere' })).toBeNull();
});

test('a suggestion under the latest answer sends its text', async () => {
  const user = userEvent.setup();
  const api = stubChatApi({
    replies: [
      { events: answerEvents('Want more?', { suggestions: ['Add a rating question', 'Make it shorter'] }) },
      { events: answerEvents('Added.', { suggestions: ['Publish it'], messageId: 'msg_2' }) },
    ],
  });
  renderChat('/chat');
  await user.type(input(), 'Hello{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Add a rating question' }));

  await waitFor(() => expect(api.chatRequests()).toHaveLength(2));
  expect(api.chatRequests()[1]).toMatchObject({ message: 'Add a rating question', sessionId: SESSION_ID });
  expect(await screen.findByRole('button', { name: 'Publish it' })).toBeInTheDocument();
  // Only the latest answer offers suggestions.
  expect(screen.queryByRole('button', { name: 'Make it shorter' })).toBeNull();
});

test('the question-suggestions dropdown offers the three samples and sends the chosen one', async () => {
  const user = userEvent.setup();
  const api = stubChatApi({ replies: [{ events: answerEvents('Sure.') }] });
  renderChat('/chat');

  await user.click(screen.getByRole('button', { name: 'Question suggestions' }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([...QUESTION_SUGGESTIONS]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'Question suggestions' }));
  await user.click(screen.getByRole('menuitem', { name: QUESTION_SUGGESTIONS[1] }));
  await waitFor(() => expect(api.chatRequests()).toHaveLength(1));
  expect(api.chatRequests()[0]).toMatchObject({ message: QUESTION_SUGGESTIONS[1] });
  expect(await screen.findByText('Sure.')).toBeInTheDocument();
});

test('a failed send shows one error, keeps the prompt, and Retry sends it again', async () => {
  const user = userEvent.setup();
  const api = stubChatApi({
    replies: [
      { status: 500, body: { error: { code: 'internal', message: 'The assistant is unavailable' } } },
      { events: answerEvents('Here it is.') },
    ],
  });
  const { queryClient } = renderChat('/chat');
  queryClient.setQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions, []);
  await user.type(input(), 'Hello?{Enter}');

  const error = await screen.findByText(
    'Sorry, I encountered an error: The assistant is unavailable. Please try again.',
  );
  // Once: no banner and no toast repeating it.
  expect(screen.getAllByText(/The assistant is unavailable/)).toHaveLength(1);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
  // The user's words stay, in the conversation and back in the box; the temporary history entry goes.
  expect(screen.getByText('Hello?', { ignore: 'textarea' })).toBeInTheDocument();
  await waitFor(() => expect(input()).toHaveValue('Hello?'));
  expect(queryClient.getQueryData(chatQueryKeys.sessions)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Here it is.')).toBeInTheDocument();
  expect(api.chatRequests().map((request) => request.message)).toEqual(['Hello?', 'Hello?']);
  expect(error).not.toBeInTheDocument();
  expect(screen.getAllByText('Hello?', { ignore: 'textarea' })).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(input()).toHaveValue('');
});

test('an error event without a message shows "An error occurred"', async () => {
  const user = userEvent.setup();
  stubChatApi({
    replies: [
      {
        events: [
          { event: 'session', data: { sessionId: SESSION_ID, title: 'Hi' } },
          { event: 'error', data: { message: '' } },
        ],
      },
    ],
  });
  renderChat('/chat');
  await user.type(input(), 'Hi{Enter}');
  expect(
    await screen.findByText('Sorry, I encountered an error: An error occurred. Please try again.'),
  ).toBeInTheDocument();
});

test('Stop keeps the words that arrived and marks the answer as stopped', async () => {
  const user = userEvent.setup();
  let stream!: ManualStream;
  stubChatApi({ replies: [{ manual: (s) => (stream = s) }] });
  renderChat('/chat');
  await user.type(input(), 'Tell me everything{Enter}');
  await waitFor(() => expect(stream).toBeDefined());
  act(() => {
    stream.emit({ event: 'session', data: { sessionId: SESSION_ID, title: 'Everything' } });
    stream.emit({ event: 'delta', data: { text: 'Well, first' } });
  });
  await screen.findByText('Well, first');
  await user.click(screen.getByRole('button', { name: 'Stop generating' }));
  expect(await screen.findByText('Stopped before anything was created or changed.')).toBeInTheDocument();
  expect(screen.getByText('Well, first')).toBeInTheDocument();
  expect(stream.aborted).toBe(true);
  expect(input()).toBeEnabled();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('/chat/:id loads the saved session, formatted', async () => {
  stubChatApi({
    histories: {
      [SESSION_ID]: {
        session: sessionSummary(),
        messages: [
          messageView({ id: 'm1', role: 'user', content: 'What should I ask?' }),
          messageView({
            id: 'm2',
            content: 'Two ideas:\n- **Price** sensitivity\n- Taste\n\n<b>not html</b>',
          }),
        ],
      },
    },
  });
  renderChat(`/chat/${SESSION_ID}`);
  expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  expect(await screen.findByText('What should I ask?')).toBeInTheDocument();
  const bullets = screen.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'UL');
  expect(bullets.map((item) => item.textContent)).toEqual(['Price sensitivity', 'Taste']);
  expect(screen.getByText('Price', { selector: 'strong' })).toBeInTheDocument();
  // Text is text: markup in a reply is shown, never interpreted.
  expect(screen.getByText('<b>not html</b>')).toBeInTheDocument();
  expect(document.querySelector('b')).toBeNull();
});

test('an empty saved session says "No messages yet"; an unknown one is "Chat not found"', async () => {
  const user = userEvent.setup();
  stubChatApi({ histories: { [SESSION_ID]: { session: sessionSummary(), messages: [] } } });
  const { router } = renderChat(`/chat/${SESSION_ID}`);
  expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Welcome!' })).toBeNull();

  await act(() => router.navigate('/chat/unknown-session'));
  expect(await screen.findByRole('heading', { name: 'Chat not found' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Start a new chat' }));
  expect(router.state.location.pathname).toBe('/chat');
  expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
});

test('the panel width is restored from the browser, clamped, and resized by keyboard and pointer', async () => {
  const user = userEvent.setup();
  window.localStorage.setItem(preferenceKeys.artifactPanelWidth, '5000');
  stubChatApi({
    histories: {
      [SESSION_ID]: {
        session: sessionSummary(),
        messages: [
          messageView({
            id: 'm1',
            content: 'Here.',
            type: 'artifact',
            artifact: { surveyId: SURVEY_ID, title: 'Coffee', change: 'created' },
          }),
        ],
      },
    },
    surveys: { [SURVEY_ID]: surveyRecord() },
  });
  renderChat(`/chat/${SESSION_ID}`);
  await user.click(await screen.findByRole('button', { name: /Coffee.*Click to view/ }));

  const handle = await screen.findByRole('separator', { name: 'Resize survey panel' });
  expect(handle).toHaveAttribute('aria-orientation', 'vertical');
  expect(handle).toHaveAttribute('aria-valuemin', '400');
  expect(handle).toHaveAttribute('aria-valuemax', '1000');
  expect(handle).toHaveAttribute('aria-valuenow', '1000');

  handle.focus();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(handle).toHaveAttribute('aria-valuenow', '960');
  await user.keyboard('{ArrowLeft}');
  expect(handle).toHaveAttribute('aria-valuenow', '980');
  expect(window.localStorage.getItem(preferenceKeys.artifactPanelWidth)).toBe('980');
  await user.keyboard('{Home}');
  expect(handle).toHaveAttribute('aria-valuenow', '400');

  // Dragging the left edge to the left widens the panel.
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 800 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 700 });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 700 });
  expect(handle).toHaveAttribute('aria-valuenow', '500');
  expect(window.localStorage.getItem(preferenceKeys.artifactPanelWidth)).toBe('500');
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100 });
  expect(handle).toHaveAttribute('aria-valuenow', '500');
});

test('a stored width below the minimum opens at 400 px; no stored width at 600 px', async () => {
  const { readPanelWidth } = await import('./artifact-panel.tsx');
  expect(readPanelWidth()).toBe(600);
  window.localStorage.setItem(preferenceKeys.artifactPanelWidth, '120');
  expect(readPanelWidth()).toBe(400);
  window.localStorage.setItem(preferenceKeys.artifactPanelWidth, 'wide');
  expect(readPanelWidth()).toBe(600);
  window.localStorage.setItem(preferenceKeys.artifactPanelWidth, '733');
  expect(readPanelWidth()).toBe(733);
});
