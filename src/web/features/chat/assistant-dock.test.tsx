import { afterEach, expect, test, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  SESSION_ID,
  SURVEY_ID,
  answerEvents,
  renderChat,
  stubChatApi,
  surveyRecord,
} from './chat-test-support.tsx';

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const drawer = () => screen.getByRole('complementary', { name: /Pollen assistant|New chat|Coffee/ });

test('the toggle opens and closes the docked assistant, and Escape closes it too', async () => {
  const user = userEvent.setup();
  stubChatApi();
  renderChat('/polls');

  const toggle = screen.getByRole('button', { name: 'Open chat assistant' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);

  const close = screen.getByRole('button', { name: 'Close chat assistant' });
  expect(close).toHaveAttribute('aria-expanded', 'true');
  expect(within(drawer()).getByRole('link', { name: 'Open full chat' })).toHaveAttribute('href', '/chat');
  expect(await within(drawer()).findByRole('textbox', { name: 'Message' })).toHaveFocus();
  await user.click(close);
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open chat assistant' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open chat assistant' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the dock is not shown on the chat page or the landing page', async () => {
  stubChatApi();
  const { router } = renderChat('/chat');
  expect(screen.queryByRole('button', { name: 'Open chat assistant' })).toBeNull();
  await act(() => router.navigate('/'));
  expect(screen.getByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open chat assistant' })).toBeNull();
  await act(() => router.navigate('/polls'));
  expect(screen.getByRole('button', { name: 'Open chat assistant' })).toBeInTheDocument();
});

test('a question asked on the analytics page carries that page; the full chat continues it', async () => {
  const user = userEvent.setup();
  const api = stubChatApi({ replies: [{ events: answerEvents('Most people chose B.') }] });
  const { router } = renderChat('/analytics/share123');
  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  await user.type(
    await within(drawer()).findByRole('textbox', { name: 'Message' }),
    'What do the results say?{Enter}',
  );

  expect(await within(drawer()).findByText('Most people chose B.')).toBeInTheDocument();
  expect(api.chatRequests()[0]).toEqual({
    message: 'What do the results say?',
    pageContext: { page: 'test-results', projectId: 'share123' },
  });
  // The dock stays where it is: no move to the chat page by itself.
  expect(router.state.location.pathname).toBe('/analytics/share123');

  const full = within(drawer()).getByRole('link', { name: 'Open full chat' });
  expect(full).toHaveAttribute('href', `/chat/${SESSION_ID}`);
  await user.click(full);
  expect(router.state.location.pathname).toBe(`/chat/${SESSION_ID}`);
  // The same conversation, without loading it again.
  expect(await screen.findByText('Most people chose B.')).toBeInTheDocument();
  expect(screen.getByText('What do the results say?')).toBeInTheDocument();
  expect(api.calls.some((call) => call.path.endsWith('/messages'))).toBe(false);
});

test('an artifact card in the dock opens the survey beside the full chat', async () => {
  const user = userEvent.setup();
  stubChatApi({
    replies: [
      {
        events: answerEvents('Drafted.', {
          artifact: {
            surveyId: SURVEY_ID,
            title: 'Tea test',
            change: 'created',
            version: 1,
            undoable: false,
          },
        }),
      },
    ],
    surveys: { [SURVEY_ID]: surveyRecord({ title: 'Tea test' }) },
  });
  const { router } = renderChat('/polls');
  await user.click(screen.getByRole('button', { name: 'Open chat assistant' }));
  await user.type(await within(drawer()).findByRole('textbox', { name: 'Message' }), 'A tea survey{Enter}');
  await user.click(await within(drawer()).findByRole('button', { name: /Tea test.*Click to view/ }));

  await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${SESSION_ID}`));
  const panel = await screen.findByRole('complementary', { name: 'Survey panel' });
  expect(await within(panel).findByRole('textbox', { name: 'Survey title' })).toHaveValue('Tea test');
});
