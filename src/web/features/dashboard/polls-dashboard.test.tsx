import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { surveyQueryKeys } from '../../lib/query-keys.ts';
import { DAY, renderDashboard, row, stubDashboardApi } from './dashboard-test-support.tsx';
import { deferred } from '../../test-support/deferred.ts';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  // Sonner keeps its toasts in module state: start every test without the last one's.
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const cards = () => screen.getAllByTestId('survey-card');
const cardOf = (title: string) => {
  const card = cards().find((element) => within(element).queryByRole('link', { name: title }));
  if (!card) throw new Error(`No card titled ${title}`);
  return card;
};

test('cards show the badge, title, responses, age and cover, and link to the results', async () => {
  stubDashboardApi([
    row({
      id: 's1',
      title: 'Packaging concept',
      is_public: true,
      submission_count: 12,
      latest_submission_at: new Date(Date.now() - 2 * DAY).toISOString(),
      cover_image_url: '/uploads/cover.png',
    }),
    row({ id: 's2', title: '', submission_count: 1, created_at: new Date().toISOString() }),
    row({ id: 's3', title: 'Remote cover', share_id: '', cover_image_url: 'https://cdn.example.com/x.png' }),
  ]);
  const { router } = renderDashboard();

  expect(await screen.findByRole('link', { name: 'Packaging concept' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pollen' })).toHaveAttribute('href', '/polls');
  expect(screen.getByText('Your Survey Results')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /New/ })).toHaveAttribute('href', '/create/template');

  const live = cardOf('Packaging concept');
  expect(within(live).getByText('LIVE')).toBeInTheDocument();
  expect(within(live).getByText('12 Responses')).toBeInTheDocument();
  expect(within(live).getByText('2 days ago')).toBeInTheDocument();
  expect(within(live).getByText('Last response')).toBeInTheDocument();
  expect(live.querySelector('img')).toHaveAttribute('src', '/uploads/cover.png');
  expect(within(live).getByRole('link', { name: /View Results/ })).toHaveAttribute(
    'href',
    '/analytics/share-s1',
  );

  const untitled = cardOf('Untitled Survey');
  expect(within(untitled).getByText('DRAFT')).toBeInTheDocument();
  expect(within(untitled).getByText('1 Response')).toBeInTheDocument();
  expect(within(untitled).getByText('Today')).toBeInTheDocument();
  expect(within(untitled).getByText('Created')).toBeInTheDocument();

  // Images from other hosts are never loaded; the id stands in when there is no share id.
  const remote = cardOf('Remote cover');
  expect(remote.querySelector('img')).toBeNull();
  expect(within(remote).getByTestId('cover-placeholder')).toHaveTextContent('RC');
  expect(within(remote).getByRole('link', { name: 'Remote cover' })).toHaveAttribute('href', '/analytics/s3');

  expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Packaging concept' }));
  expect(router.state.location.pathname).toBe('/analytics/share-s1');
});

test('a broken cover image falls back to the placeholder', async () => {
  stubDashboardApi([row({ id: 's1', title: 'Broken', cover_image_url: '/uploads/missing.png' })]);
  renderDashboard();
  await screen.findByRole('link', { name: 'Broken' });
  const image = cardOf('Broken').querySelector('img')!;
  image.dispatchEvent(new Event('error'));
  await waitFor(() => expect(cardOf('Broken').querySelector('img')).toBeNull());
  expect(within(cardOf('Broken')).getByTestId('cover-placeholder')).toHaveTextContent('B');
});

test('the card menu views results, edits and shares', async () => {
  const user = userEvent.setup();
  stubDashboardApi([row({ id: 's1', title: 'Menu test', is_public: true })]);
  const { router } = renderDashboard();

  await user.click(await screen.findByRole('button', { name: 'More actions for Menu test' }));
  for (const item of ['View Results', 'Edit', 'Share', 'Delete']) {
    expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
  }
  await user.click(screen.getByRole('menuitem', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share survey' });
  expect(within(dialog).getByText('Public Survey')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.click(screen.getByRole('button', { name: 'More actions for Menu test' }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(router.state.location.pathname).toBe('/surveys/s1/edit');

  await router.navigate('/polls');
  await user.click(await screen.findByRole('button', { name: 'More actions for Menu test' }));
  await user.click(screen.getByRole('menuitem', { name: 'View Results' }));
  expect(router.state.location.pathname).toBe('/analytics/share-s1');
});

test('typing in the search box sends search= after a pause, and Escape clears it', async () => {
  const user = userEvent.setup();
  const api = stubDashboardApi([
    row({ id: 's1', title: 'Coffee packaging' }),
    row({ id: 's2', title: 'Tea', description: 'A COFFEE alternative' }),
    row({ id: 's3', title: 'Shoes' }),
  ]);
  const { router } = renderDashboard();
  await screen.findByRole('link', { name: 'Shoes' });

  const search = screen.getByRole('searchbox', { name: 'Search surveys' });
  expect(search).toHaveAttribute('placeholder', 'Search...');
  await user.type(search, 'coffee');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Shoes' })).toBeNull());
  expect(cards()).toHaveLength(2);
  // Debounced: one request for the whole word, not one per key.
  const searched = api.listQueries().filter((params) => params.has('search'));
  expect(searched.map((params) => params.get('search'))).toEqual(['coffee']);
  expect(router.state.location.search).toBe('?search=coffee');

  await user.keyboard('{Escape}');
  expect(search).toHaveValue('');
  expect(await screen.findByRole('link', { name: 'Shoes' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('');
});

test('a search without matches says so and offers to clear it', async () => {
  const user = userEvent.setup();
  stubDashboardApi([row({ id: 's1', title: 'Coffee' })]);
  renderDashboard('/polls?search=zebra');
  expect(await screen.findByRole('heading', { name: 'No surveys match "zebra"' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search surveys' })).toHaveValue('zebra');
  // One in the search box, one under the message.
  const clearButtons = screen.getAllByRole('button', { name: 'Clear search' });
  expect(clearButtons).toHaveLength(2);
  await user.click(clearButtons[1]!);
  expect(await screen.findByRole('link', { name: 'Coffee' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search surveys' })).toHaveValue('');
});

test('the sort dropdown offers the four orders and sends sort=', async () => {
  const user = userEvent.setup();
  const api = stubDashboardApi([row({ id: 's1', title: 'One' })]);
  renderDashboard();
  await screen.findByRole('link', { name: 'One' });
  expect(api.listQueries()[0]?.get('sort')).toBe('created_at_desc');
  expect(api.listQueries()[0]?.get('offset')).toBe('0');
  expect(api.listQueries()[0]?.get('limit')).toBe('24');

  const sort = screen.getByRole('combobox', { name: 'Sort surveys' });
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Sort by: Recent', 'Sort by: Date Created', 'Sort by: Responses', 'Sort by: Title']);
  expect(sort).toHaveDisplayValue('Sort by: Recent');
  await user.selectOptions(sort, 'Sort by: Responses');
  await waitFor(() => expect(api.listQueries().at(-1)?.get('sort')).toBe('submission_count_desc'));
  await user.selectOptions(sort, 'Sort by: Title');
  await waitFor(() => expect(api.listQueries().at(-1)?.get('sort')).toBe('title_asc'));
});

test('with no surveys the empty state invites a first test', async () => {
  stubDashboardApi([]);
  const { router } = renderDashboard();
  expect(await screen.findByRole('heading', { name: "It's quiet in here..." })).toBeInTheDocument();
  expect(
    screen.getByText("Let's get your first idea tested! Create a survey to get started."),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Create Your First Survey' }));
  expect(router.state.location.pathname).toBe('/chat');
});

test('loading shows a loader, a failure its message with Retry', async () => {
  const api = stubDashboardApi([], { listStatus: 500, listError: 'Database unavailable' });
  renderDashboard();
  expect(screen.getByText('Loading surveys')).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Failed to load surveys' })).toBeInTheDocument();
  expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();

  const before = api.listQueries().length;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(api.listQueries().length).toBe(before + 1));
});

test('"Load more" fetches the next offset and the count follows', async () => {
  const user = userEvent.setup();
  const many = Array.from({ length: 30 }, (_, index) =>
    row({ id: `s${index + 1}`, title: `Survey number ${index + 1}` }),
  );
  const api = stubDashboardApi(many);
  renderDashboard();
  await screen.findByRole('link', { name: 'Survey number 1' });
  expect(cards()).toHaveLength(24);
  expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Survey number 30' })).toBeInTheDocument();
  expect(cards()).toHaveLength(30);
  expect(screen.getByText('Showing 30 of 30')).toBeInTheDocument();
  expect(api.listQueries().map((params) => params.get('offset'))).toEqual(['0', '24']);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('delete asks first, removes the card at once and confirms', async () => {
  const user = userEvent.setup();
  const hold = deferred();
  const api = stubDashboardApi(
    [row({ id: 's1', title: 'Keep me' }), row({ id: 's2', title: 'Remove me', share_id: 'abc' })],
    { holdDelete: hold },
  );
  const { queryClient } = renderDashboard();
  await screen.findByRole('link', { name: 'Remove me' });
  queryClient.setQueryData(surveyQueryKeys.detail('s2'), { id: 's2' });
  queryClient.setQueryData(['reports', 'abc'], { survey: { id: 's2' } });
  queryClient.setQueryData(['reports', 's2'], { survey: { id: 's2' } });

  await user.click(screen.getByRole('button', { name: 'More actions for Remove me' }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Survey' });
  expect(
    within(dialog).getByText(
      'This action cannot be undone. All survey data, responses, and analytics will be permanently removed.',
    ),
  ).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.calls.some((call) => call.path === '/api/surveys/s2')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'More actions for Remove me' }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await user.click(await screen.findByRole('button', { name: 'Delete Survey' }));

  // Optimistic: gone before the server answers.
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Remove me' })).toBeNull());
  expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
  // Focus lands on the list, not on the body, once the card (and its menu button) is gone.
  await waitFor(() => expect(screen.getByText('Showing 1 of 1')).toHaveFocus());
  hold.release();

  expect(await screen.findByText('Survey deleted successfully')).toBeInTheDocument();
  expect(api.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  expect(queryClient.getQueryData(surveyQueryKeys.detail('s2'))).toBeUndefined();
  expect(queryClient.getQueryData(['reports', 'abc'])).toBeUndefined();
  expect(queryClient.getQueryData(['reports', 's2'])).toBeUndefined();
  // The list is refetched afterwards.
  await waitFor(() => expect(api.listQueries().length).toBeGreaterThanOrEqual(2));
  expect(screen.queryByRole('link', { name: 'Remove me' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Keep me' })).toBeInTheDocument();
});

test('a failed delete puts the card back and says so', async () => {
  const user = userEvent.setup();
  const hold = deferred();
  stubDashboardApi(
    [
      row({ id: 's1', title: 'First' }),
      row({ id: 's2', title: 'Second' }),
      row({ id: 's3', title: 'Third' }),
    ],
    { deleteStatus: 500, holdDelete: hold },
  );
  const { queryClient } = renderDashboard();
  await screen.findByRole('link', { name: 'Second' });
  queryClient.setQueryData(surveyQueryKeys.detail('s2'), { id: 's2' });

  await user.click(screen.getByRole('button', { name: 'More actions for Second' }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await user.click(await screen.findByRole('button', { name: 'Delete Survey' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Second' })).toBeNull());
  hold.release();

  expect(await screen.findByText('Failed to delete survey')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
  expect(cards().map((card) => within(card).getAllByRole('link')[0]?.textContent)).toEqual([
    'First',
    'Second',
    'Third',
  ]);
  expect(queryClient.getQueryData(surveyQueryKeys.detail('s2'))).toEqual({ id: 's2' });
});
