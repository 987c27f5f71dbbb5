import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { chatQueryKeys } from '../../lib/query-keys.ts';
import { ChatHistoryList } from './chat-history-list.tsx';
import { daysAgo, renderHistory, session, stubChatApi } from './chat-history-test-support.tsx';
import { deferred } from '../../test-support/deferred.ts';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const history = () => screen.getByTestId('chat-history-scroll');
const itemLinks = () => within(history()).queryAllByRole('link');
const linkTo = (title: string) => within(history()).getByRole('link', { name: new RegExp(`^${title}`) });

test('while the list loads it says so, then shows the sessions', async () => {
  const hold = deferred();
  stubChatApi([session({ id: 's1', title: 'Pricing survey' })], { holdList: hold });
  renderHistory(<ChatHistoryList standalone />);

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Loading chat history...');
  expect(status.querySelector('svg')).not.toBeNull();
  expect(itemLinks()).toHaveLength(0);

  hold.release();
  expect(await screen.findByRole('link', { name: /Pricing survey/ })).toBeInTheDocument();
  expect(screen.queryByText('Loading chat history...')).toBeNull();
});

test('with no sessions the empty state invites a first conversation', async () => {
  stubChatApi([]);
  renderHistory(<ChatHistoryList standalone />);
  expect(await screen.findByText('No chat history yet.')).toBeInTheDocument();
  expect(screen.getByText('Start a conversation to see it here!')).toBeInTheDocument();
  expect(itemLinks()).toHaveLength(0);
});

test('a load failure shows the message and "Try again" loads the list again', async () => {
  const api = stubChatApi([session({ id: 's1', title: 'Recovered chat' })], {
    listStatus: 500,
    listError: 'Database unavailable',
  });
  renderHistory(<ChatHistoryList standalone />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  expect(screen.queryByText('No chat history yet.')).toBeNull();

  api.options.listStatus = undefined;
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /Recovered chat/ })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(api.listRequests()).toHaveLength(2);
});

test('items show the title or "Untitled Chat", the date label and the project, and link to it', async () => {
  stubChatApi([
    session({ id: 's1', title: 'Packaging ideas', updated_at: daysAgo(0), project_name: 'Coffee packaging' }),
    session({ id: 's2', title: '', updated_at: daysAgo(1) }),
    session({ id: 's3', title: '   ', updated_at: daysAgo(3) }),
    session({ id: 's4', title: 'Old chat', updated_at: '2020-03-04T12:00:00.000Z' }),
  ]);
  const { router } = renderHistory(<ChatHistoryList standalone />);
  await screen.findByRole('link', { name: /Packaging ideas/ });

  expect(screen.getByRole('heading', { name: 'Chat History' })).toBeInTheDocument();
  const links = itemLinks();
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/chat/s1',
    '/chat/s2',
    '/chat/s3',
    '/chat/s4',
  ]);
  expect(within(links[0]!).getByText('Packaging ideas')).toBeInTheDocument();
  expect(within(links[0]!).getByText('Today')).toBeInTheDocument();
  expect(within(links[0]!).getByText('Coffee packaging')).toBeInTheDocument();
  expect(within(links[1]!).getByText('Untitled Chat')).toBeInTheDocument();
  expect(within(links[1]!).getByText('Yesterday')).toBeInTheDocument();
  expect(within(links[2]!).getByText('Untitled Chat')).toBeInTheDocument();
  expect(within(links[2]!).getByText('3 days ago')).toBeInTheDocument();
  const oldDate = new Date('2020-03-04T12:00:00.000Z').toLocaleDateString();
  expect(within(links[3]!).getByText(oldDate)).toBeInTheDocument();
  // No project, no project line.
  expect(links[1]!.querySelectorAll('svg')).toHaveLength(0);
  expect(screen.getAllByRole('button', { name: 'Delete chat Untitled Chat' })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Delete chat Packaging ideas' })).toBeInTheDocument();

  await userEvent.click(links[0]!);
  expect(router.state.location.pathname).toBe('/chat/s1');
  await userEvent.click(screen.getByRole('link', { name: '+ Chat' }));
  expect(router.state.location.pathname).toBe('/chat');
});

test('the open session is highlighted and follows the route', async () => {
  stubChatApi([session({ id: 's1', title: 'First' }), session({ id: 's2', title: 'Second' })]);
  const { router } = renderHistory(<ChatHistoryList standalone />, '/chat/s2');
  await screen.findByRole('link', { name: /First/ });
  expect(linkTo('Second')).toHaveAttribute('aria-current', 'page');
  expect(linkTo('First')).not.toHaveAttribute('aria-current');

  await router.navigate('/chat/s1');
  await waitFor(() => expect(linkTo('First')).toHaveAttribute('aria-current', 'page'));
  expect(linkTo('Second')).not.toHaveAttribute('aria-current');

  await router.navigate('/polls');
  await waitFor(() => expect(linkTo('First')).not.toHaveAttribute('aria-current'));
});

test('sessions still being created are shown but cannot be opened or deleted', async () => {
  stubChatApi([
    session({ id: 'temp_123_abc', title: 'Draft a survey about...' }),
    session({ id: 's1', title: 'Saved' }),
  ]);
  renderHistory(<ChatHistoryList standalone />);
  await screen.findByRole('link', { name: /Saved/ });
  const pending = screen.getByText('Draft a survey about...');
  expect(pending.closest('a')).toBeNull();
  expect(pending.closest('[aria-disabled="true"]')).not.toBeNull();
  expect(itemLinks()).toHaveLength(1);
  expect(screen.queryByRole('button', { name: /Delete chat Draft/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete chat Saved' })).toBeInTheDocument();
});

test('without standalone there is no header, only the labelled list', async () => {
  stubChatApi([session({ id: 's1', title: 'Only' })]);
  renderHistory(<ChatHistoryList />);
  await screen.findByRole('link', { name: /Only/ });
  expect(screen.getByRole('region', { name: 'Chat History' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Chat History' })).toBeNull();
  expect(screen.queryByRole('link', { name: '+ Chat' })).toBeNull();
});

test('deleting the open session asks first, removes it at once, then goes to a new chat', async () => {
  const user = userEvent.setup();
  const hold = deferred();
  const api = stubChatApi(
    [session({ id: 's1', title: 'Keep me' }), session({ id: 's2', title: 'Remove me' })],
    { holdDelete: hold },
  );
  const { router, queryClient } = renderHistory(<ChatHistoryList standalone />, '/chat/s2');
  await screen.findByRole('link', { name: /Remove me/ });
  queryClient.setQueryData(chatQueryKeys.history('s2'), { session: {}, messages: [] });
  queryClient.setQueryData(chatQueryKeys.history('s1'), { session: {}, messages: [] });

  await user.click(screen.getByRole('button', { name: 'Delete chat Remove me' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete chat' });
  expect(
    within(dialog).getByText(
      'Are you sure you want to delete this chat session? This action cannot be undone.',
    ),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.deleteRequests()).toHaveLength(0);
  expect(linkTo('Remove me')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete chat Remove me' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

  // Optimistic: gone before the server answers, and the page hasn't moved yet.
  await waitFor(() => expect(screen.queryByRole('link', { name: /Remove me/ })).toBeNull());
  expect(linkTo('Keep me')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/chat/s2');
  await waitFor(() =>
    expect(api.deleteRequests()).toEqual([{ path: '/api/chat/sessions/s2', method: 'DELETE' }]),
  );
  // Keyboard focus stays in the list rather than falling to the page.
  await waitFor(() => expect(history()).toHaveFocus());
  const listsBefore = api.listRequests().length;

  hold.release();
  await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
  // The router's state moves first; the page follows when React renders it.
  expect(await screen.findByRole('heading', { name: 'New chat' })).toBeInTheDocument();
  expect(queryClient.getQueryData(chatQueryKeys.history('s2'))).toBeUndefined();
  expect(queryClient.getQueryData(chatQueryKeys.history('s1'))).toBeDefined();
  await waitFor(() => expect(api.listRequests().length).toBe(listsBefore + 1));
  expect(screen.queryByRole('link', { name: /Remove me/ })).toBeNull();
});

test('deleting another session stays on the current page', async () => {
  const user = userEvent.setup();
  const api = stubChatApi([
    session({ id: 's1', title: 'Open one' }),
    session({ id: 's2', title: 'Other one' }),
  ]);
  const { router } = renderHistory(<ChatHistoryList standalone />, '/chat/s1');
  await screen.findByRole('link', { name: /Other one/ });

  await user.click(screen.getByRole('button', { name: 'Delete chat Other one' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.sessions().map((item) => item.id)).toEqual(['s1']));
  await waitFor(() => expect(screen.queryByRole('link', { name: /Other one/ })).toBeNull());
  expect(router.state.location.pathname).toBe('/chat/s1');
  expect(linkTo('Open one')).toHaveAttribute('aria-current', 'page');
});

test('a failed delete puts the session back in its place and says so', async () => {
  const user = userEvent.setup();
  const hold = deferred();
  stubChatApi(
    [
      session({ id: 's1', title: 'First' }),
      session({ id: 's2', title: 'Second' }),
      session({ id: 's3', title: 'Third' }),
    ],
    { deleteStatus: 500, holdDelete: hold },
  );
  const { router, queryClient } = renderHistory(<ChatHistoryList standalone />, '/chat/s2');
  await screen.findByRole('link', { name: /Second/ });
  queryClient.setQueryData(chatQueryKeys.history('s2'), { session: {}, messages: [] });

  await user.click(screen.getByRole('button', { name: 'Delete chat Second' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: /Second/ })).toBeNull());
  hold.release();

  expect(await screen.findByText('Failed to delete chat session. Please try again.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Second/ })).toBeInTheDocument();
  expect(itemLinks().map((link) => link.getAttribute('href'))).toEqual(['/chat/s1', '/chat/s2', '/chat/s3']);
  expect(router.state.location.pathname).toBe('/chat/s2');
  expect(queryClient.getQueryData(chatQueryKeys.history('s2'))).toBeDefined();
});
