import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStarterSurvey } from '#shared/survey/survey-defaults.ts';
import {
  SHARE_ID,
  SURVEY_ID,
  fixtureReport,
  freshnessOf,
  renderAnalytics,
} from './analytics-test-support.tsx';
import { fakeServer } from '../../test-support/render.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The report API, with the PATCH held until the test lets it answer. */
function stubWithHeldPatch(answer: { status: number; body: unknown }) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const patches: unknown[] = [];
  const server = fakeServer((url, init) => {
    if (url.pathname === `/api/surveys/${SURVEY_ID}` && init?.method === 'PATCH') return answer;
    if (url.pathname === `/api/reports/${SURVEY_ID}/latest`) return { body: freshnessOf(fixtureReport()) };
    if (url.pathname === `/api/reports/${SHARE_ID}`) return { body: fixtureReport() };
    return undefined;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        await held;
      }
      return server.fetchMock(input, init);
    }),
  );
  return { release, patches };
}

test('the toggle turns the share link off at once, shows "Updating..." and keeps the result', async () => {
  const user = userEvent.setup();
  const api = stubWithHeldPatch({
    status: 200,
    body: {
      id: SURVEY_ID,
      title: 'Snack concept test',
      description: '',
      share_id: SHARE_ID,
      is_public: false,
      status: 'active',
      draft: createStarterSurvey(),
      draft_version: 3,
      published_version: 1,
      published_at: '2025-03-01T10:00:00Z',
      created_at: '2025-03-01T09:00:00Z',
      updated_at: '2025-03-05T10:00:00Z',
    },
  });
  renderAnalytics();
  const toggle = await screen.findByRole('switch', { name: 'Public share link' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(toggle).toHaveAttribute('title', 'Toggle to private');
  expect(screen.getByText('Share link is active')).toBeInTheDocument();

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle).toBeDisabled();
  expect(screen.getByText('Updating...')).toBeInTheDocument();
  expect(api.patches).toEqual([{ is_public: false }]);

  api.release();
  await waitFor(() => expect(screen.getByText('Share link is disabled')).toBeInTheDocument());
  expect(toggle).not.toBeDisabled();
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle).toHaveAttribute('title', 'Toggle to public');
});

test('when the server refuses, the toggle goes back', async () => {
  const user = userEvent.setup();
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const api = stubWithHeldPatch({
    status: 500,
    body: { error: { code: 'internal', message: 'Database unavailable' } },
  });
  renderAnalytics();
  const toggle = await screen.findByRole('switch', { name: 'Public share link' });

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByText('Updating...')).toBeInTheDocument();

  api.release();
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  expect(screen.getByText('Share link is active')).toBeInTheDocument();
  expect(toggle).toHaveAttribute('title', 'Toggle to private');
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});
