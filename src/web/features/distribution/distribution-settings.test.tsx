import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DistributionState } from '#shared/survey/distribution.ts';
import { fakeServer, renderWithProviders } from '../../test-support/render.tsx';
import { DistributionSettings, settingsOf, toLocalInputValue } from './distribution-settings.tsx';
import { DistributionStatus } from './distribution-status.tsx';

// The owner's response settings (docs/decisions/029-distribution-controls.md).

const open: DistributionState = {
  closes_at: null,
  closes_time_zone: null,
  response_limit: null,
  one_response_per_browser: false,
  redirect_url: null,
  response_count: 37,
  closed_reason: null,
};

function serve(
  initial: DistributionState,
  reply?: (body: Record<string, unknown>) => { status: number; body: unknown },
) {
  let state = initial;
  const server = fakeServer((url, init) => {
    if (url.pathname !== '/api/surveys/s1/distribution') return undefined;
    if ((init?.method ?? 'GET') === 'GET') return { body: state };
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    const answer = reply?.(body);
    if (answer) return answer;
    state = { ...state, ...(body as Partial<DistributionState>) };
    return { body: state };
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return server;
}

const puts = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((call) => call.body !== undefined);

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DistributionSettings', { timeout: 20_000 }, () => {
  test('loads, then sets a limit, one per browser and a redirect in one save; the state line follows', async () => {
    const user = userEvent.setup();
    const server = serve(open);
    renderWithProviders(<DistributionSettings surveyId="s1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading response settings');
    const form = await screen.findByRole('form', { name: 'Responses' });
    expect(within(form).getByText('Accepting responses')).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save response settings' });
    expect(save).toBeDisabled();

    await user.click(within(form).getByRole('switch', { name: 'Stop after a number of responses' }));
    expect(within(form).getByText(/37 received so far/)).toBeInTheDocument();
    await user.type(within(form).getByRole('spinbutton', { name: 'Response limit' }), '100');
    await user.click(within(form).getByRole('switch', { name: 'One response per browser' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'After the thank-you page, continue to' }),
      'https://example.com/thanks',
    );
    await user.click(save);

    expect(await within(form).findByText('Saved')).toBeInTheDocument();
    expect(puts(server)).toEqual([
      {
        path: '/api/surveys/s1/distribution',
        body: {
          closes_at: null,
          closes_time_zone: null,
          response_limit: 100,
          one_response_per_browser: true,
          redirect_url: 'https://example.com/thanks',
        },
      },
    ]);
    expect(within(form).getByTestId('distribution-status')).toHaveTextContent('37 of 100 responses');
  });

  test.each(['javascript:alert(1)', 'data:text/html,hi', '/thanks', 'example.com'])(
    'a redirect to %s is refused next to the field and nothing is sent',
    async (url) => {
      const user = userEvent.setup();
      const server = serve(open);
      renderWithProviders(<DistributionSettings surveyId="s1" />);
      const form = await screen.findByRole('form', { name: 'Responses' });
      const field = within(form).getByRole('textbox', { name: 'After the thank-you page, continue to' });
      await user.type(field, url);
      await user.click(within(form).getByRole('button', { name: 'Save response settings' }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/http:\/\/ or https:\/\/ only.*must be a full web address/s);
      expect(puts(server)).toEqual([]);
    },
  );

  test('a closing date is sent as a UTC instant with the author’s time zone', async () => {
    const user = userEvent.setup();
    const server = serve(open);
    renderWithProviders(<DistributionSettings surveyId="s1" />);
    const form = await screen.findByRole('form', { name: 'Responses' });
    await user.click(within(form).getByRole('switch', { name: 'Close on a date' }));
    await user.click(within(form).getByRole('button', { name: 'Save response settings' }));
    expect(within(form).getByText('Choose the date and time the survey closes.')).toBeInTheDocument();
    expect(puts(server)).toEqual([]);

    const input = within(form).getByLabelText('Closing date and time');
    await user.type(input, '2026-12-01T17:00');
    await user.click(within(form).getByRole('button', { name: 'Save response settings' }));
    await within(form).findByText('Saved');
    const sent = puts(server)[0]!.body as { closes_at: string; closes_time_zone: string };
    expect(sent.closes_at).toBe(new Date('2026-12-01T17:00').toISOString());
    expect(sent.closes_time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  test('the server’s field errors are shown beside the field', async () => {
    const user = userEvent.setup();
    const server = serve(open, () => ({
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: 'response_limit: Too many for this plan.',
          fields: { response_limit: 'Too many for this plan.' },
        },
      },
    }));
    renderWithProviders(<DistributionSettings surveyId="s1" />);
    const form = await screen.findByRole('form', { name: 'Responses' });
    await user.click(within(form).getByRole('switch', { name: 'Stop after a number of responses' }));
    const limit = within(form).getByRole('spinbutton', { name: 'Response limit' });
    await user.type(limit, '5000');
    await user.click(within(form).getByRole('button', { name: 'Save response settings' }));
    expect(await within(form).findByText('Too many for this plan.')).toBeInTheDocument();
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    expect(puts(server)).toHaveLength(1);
    expect(within(form).queryByText('Saved')).not.toBeInTheDocument();
  });

  test('a closed survey says so; a failed load offers to try again', async () => {
    serve({ ...open, response_limit: 37, closed_reason: 'quota' });
    renderWithProviders(<DistributionSettings surveyId="s1" />);
    const form = await screen.findByRole('form', { name: 'Responses' });
    expect(within(form).getAllByText('Closed').length).toBeGreaterThan(0);
    expect(within(form).getByTestId('distribution-status')).toHaveTextContent('37 of 37 responses');

    vi.stubGlobal(
      'fetch',
      fakeServer(() => ({ status: 500, body: { error: { code: 'internal', message: 'Database down' } } }))
        .fetchMock,
    );
    renderWithProviders(<DistributionSettings surveyId="s2" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the response settings');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('settingsOf', () => {
  test('limits must be whole numbers from 1', () => {
    const form = {
      closes: false,
      closesAt: '',
      limited: true,
      limit: '0',
      onePerBrowser: false,
      redirect: '',
    };
    expect(settingsOf(form)).toMatchObject({ ok: false, errors: { response_limit: expect.any(String) } });
    expect(settingsOf({ ...form, limit: '2.5' }).ok).toBe(false);
    expect(settingsOf({ ...form, limit: '12' })).toMatchObject({
      ok: true,
      settings: { response_limit: 12 },
    });
  });

  test('the datetime-local value round-trips through the stored instant', () => {
    const iso = new Date('2026-12-01T17:05').toISOString();
    expect(toLocalInputValue(iso)).toBe('2026-12-01T17:05');
  });
});

describe('DistributionStatus', () => {
  test('shows the closing time and the count of the limit, or nothing', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const { rerender, container } = render(
      <DistributionStatus
        now={now}
        state={{
          closes_at: '2026-12-01T16:00:00Z',
          closes_time_zone: 'Europe/Paris',
          response_limit: 100,
          response_count: 37,
        }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Response settings' })).toHaveTextContent(
      'Closes 1 Dec, 17:0037 of 100 responses',
    );
    rerender(
      <DistributionStatus
        now={now}
        state={{ closes_at: null, closes_time_zone: null, response_limit: null, response_count: 37 }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
