import { afterEach, expect, test, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FunnelReport, PartialResponsePage } from '#shared/report/funnel.ts';
import {
  SHARE_ID,
  SURVEY_ID,
  fixtureReport,
  freshnessOf,
  renderAnalytics,
  stubReportApi,
} from './analytics-test-support.tsx';
import { LIVE_POLL_MS, PROGRESS_REFRESH_MS } from './live-report.ts';
import { formatDuration, funnelScopeNote } from './funnel-panel.tsx';
import { funnelQuery } from './funnel-api.ts';
import { prefetchReport } from './api/prefetch-report.ts';
import { createQueryClient } from '../../app/query-client.ts';
import { reportRequestOf } from '#shared/report/report-url.ts';

afterEach(() => vi.unstubAllGlobals());

const funnel: FunnelReport = {
  versions: [1],
  responses: 6,
  untrackedResponses: 1,
  funnel: {
    views: 20,
    starts: 12,
    completions: 5,
    completionRate: 5 / 12,
    medianCompletionSeconds: 125,
    steps: [
      {
        index: 1,
        key: 'question:q_choice',
        label: 'Q1. Which snack?',
        versions: null,
        reached: 12,
        shown: 12,
        skipped: 0,
        leftHere: 4,
        shareOfStarts: 1,
        medianSeconds: 8,
      },
      {
        index: 2,
        key: 'question:q_free',
        label: 'Q2. Why?',
        versions: null,
        reached: 8,
        shown: 6,
        skipped: 2,
        leftHere: 3,
        shareOfStarts: 8 / 12,
        medianSeconds: 40.5,
      },
    ],
  },
};

const partials: PartialResponsePage = {
  items: [
    {
      visit_id: '0b7a1c2e-0000-4000-8000-000000000001',
      name: 'Grace',
      email: null,
      version: 1,
      started_at: '2025-03-05T10:00:00Z',
      updated_at: '2025-03-05T10:02:00Z',
      furthest_step: 2,
      step_count: 2,
      answered: 1,
    },
  ],
  total: 1,
  nextOffset: null,
};

function stub(funnelAnswer: () => { status?: number; body: unknown } = () => ({ body: funnel })) {
  return stubReportApi(undefined, (url) => {
    if (url.pathname.endsWith('/funnel')) return funnelAnswer();
    if (url.pathname.endsWith('/partials')) return { body: partials };
    return undefined;
  });
}

test('the funnel shows views, starts, completions, rate and median time, and each step with its numbers in words', async () => {
  stub();
  renderAnalytics();
  const section = await screen.findByRole('region', { name: 'Drop-off funnel' });
  const figures = within(section);
  expect(figures.getByText('Views').nextSibling).toHaveTextContent('20');
  expect(figures.getByText('Starts').nextSibling).toHaveTextContent('12');
  expect(figures.getByText('Completions').nextSibling).toHaveTextContent('5');
  expect(figures.getByText('Completion rate').nextSibling).toHaveTextContent('42%');
  expect(figures.getByText('Median time to complete').nextSibling).toHaveTextContent('2 min 5 s');

  const rows = within(figures.getByRole('list', { name: 'Funnel steps' })).getAllByRole('listitem');
  // Readable numbers, not only bar lengths: every row says its count and share.
  expect(rows.map((row) => row.textContent)).toEqual([
    'Opened the survey20 (100% of views)',
    'Started12 (60% of views)8 left on the welcome page',
    'Q1. Which snack?12 (60% of views)4 left here · median 8 s on this step',
    'Q2. Why?8 (40% of views)3 left here · 6 saw it, 2 skipped it (by logic, or not recorded) · median 41 s on this step',
    'Completed5 (25% of views)',
  ]);
  expect(
    figures.getByText(/1 of 6 completed responses arrived without a recorded visit/),
  ).toBeInTheDocument();

  const partial = await screen.findByRole('region', { name: /Partial responses/ });
  expect(within(partial).getByText('Grace')).toBeInTheDocument();
  expect(within(partial).getByText('Partial')).toBeInTheDocument();
  expect(within(partial).getByText(/Reached step 2 of 2 · 1 answer · version 1/)).toBeInTheDocument();
  expect(within(partial).getByRole('link', { name: 'CSV with partial responses' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/responses\.csv\?partials=include$/),
  );
  expect(within(partial).getByRole('link', { name: 'JSON with partial responses' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\?download=json&partials=include$/),
  );
});

test('the funnel is asked for under the page filter, says which versions it counts and which steps only some had', async () => {
  const { urls } = stub(() => ({
    body: {
      ...funnel,
      versions: [1, 2],
      funnel: {
        ...funnel.funnel,
        steps: [funnel.funnel.steps[0]!, { ...funnel.funnel.steps[1]!, versions: [2] }],
      },
    },
  }));
  renderAnalytics(`/analytics/${SHARE_ID}?a.q_choice.is=o_salt`);
  const section = await screen.findByRole('region', { name: 'Drop-off funnel' });
  expect(within(section).getByText('Versions 1 and 2, responses matching the filters')).toBeInTheDocument();
  const rows = within(within(section).getByRole('list', { name: 'Funnel steps' })).getAllByRole('listitem');
  expect(rows[3]).toHaveTextContent('Q2. Why?8 (40% of views)only in version 2 · 3 left here');
  const asked = urls.filter((url) => url.pathname.endsWith('/funnel'));
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((url) => url.searchParams.get('a.q_choice.is') === 'o_salt')).toBe(true);
});

test('without visits the funnel says so instead of drawing empty bars', async () => {
  stub(() => ({
    body: {
      ...funnel,
      responses: 0,
      untrackedResponses: 0,
      funnel: {
        ...funnel.funnel,
        views: 0,
        starts: 0,
        completions: 0,
        completionRate: 0,
        medianCompletionSeconds: null,
        steps: [],
      },
    },
  }));
  renderAnalytics();
  const section = await screen.findByRole('region', { name: 'Drop-off funnel' });
  expect(within(section).getByText(/No visits recorded yet/)).toBeInTheDocument();
  expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  expect(within(section).getByText('Completion rate').nextSibling).toHaveTextContent('–');
});

test('a funnel that fails to load says so and can be asked again', async () => {
  let fail = true;
  stub(() =>
    fail ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : { body: funnel },
  );
  renderAnalytics();
  const alert = await screen.findByRole('alert', {}, { timeout: 60_000 });
  expect(alert).toHaveTextContent('The funnel could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Drop-off funnel' })).toBeInTheDocument();
}, 90_000);

test("a respondent's progress save refreshes the partial responses and the funnel, at most once per interval, not the report", async () => {
  const report = fixtureReport();
  let progressAt = '2025-03-05T10:02:00.000Z';
  let page = partials;
  const api = stubReportApi(report, (url) => {
    if (url.pathname === `/api/reports/${SURVEY_ID}/latest`)
      return { body: { ...freshnessOf(report), latest_progress_at: progressAt } };
    if (url.pathname.endsWith('/funnel')) return { body: funnel };
    if (url.pathname.endsWith('/partials')) return { body: page };
    return undefined;
  });
  const calls = (suffix: string) => api.calls.filter((call) => call.path.endsWith(suffix)).length;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    renderAnalytics();
    const panel = await screen.findByRole('region', { name: /Partial responses/ });
    await within(panel).findByText('Grace');
    await waitFor(() => expect(calls('/latest')).toBeGreaterThanOrEqual(1));
    const [reports, funnels, partialPages] = [
      calls(`/api/reports/${SHARE_ID}`),
      calls('/funnel'),
      calls('/partials'),
    ];

    // Ada saves her first step: the next poll sees it and the panel shows her, the report is not asked again.
    progressAt = '2025-03-05T10:05:00.000Z';
    page = {
      ...partials,
      items: [
        { ...partials.items[0]!, visit_id: '0b7a1c2e-0000-4000-8000-000000000002', name: 'Ada' },
        ...partials.items,
      ],
      total: 2,
    };
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    await within(panel).findByText('Ada');
    expect(calls('/partials')).toBe(partialPages + 1);
    expect(calls('/funnel')).toBe(funnels + 1);
    expect(calls(`/api/reports/${SHARE_ID}`)).toBe(reports);

    // She saves again at once: held back until the interval has passed, then fetched once.
    progressAt = '2025-03-05T10:05:04.000Z';
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    await waitFor(() => expect(calls('/latest')).toBeGreaterThanOrEqual(3));
    expect(calls('/partials')).toBe(partialPages + 1);
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_REFRESH_MS));
    await waitFor(() => expect(calls('/partials')).toBe(partialPages + 2));
    expect(calls(`/api/reports/${SHARE_ID}`)).toBe(reports);
  } finally {
    vi.useRealTimers();
  }
});

test('durations read as people say them', () => {
  expect([0, 45, 60, 125, 3600, 3780].map(formatDuration)).toEqual([
    '0 s',
    '45 s',
    '1 min',
    '2 min 5 s',
    '1 h',
    '1 h 3 min',
  ]);
});

test('the scope note says which responses the funnel counts, and that the completion choice does not narrow it', () => {
  expect(funnelScopeNote([2], 2, '')).toBe('Version 2 (live)');
  expect(funnelScopeNote([1, 2], 2, 'a.q1.is=o1')).toBe('Versions 1 and 2, responses matching the filters');
  expect(funnelScopeNote([2], 2, 'completion=partial')).toBe(
    'Version 2 (live) (completed and partial alike, whatever Responses shows)',
  );
  expect(funnelScopeNote([2], 2, 'h.source.is=ads&completion=all')).toBe(
    'Version 2 (live), responses matching the filters (completed and partial alike, whatever Responses shows)',
  );
});

test('a first load asks for the funnel as soon as the report arrives, under the key the page reads, for the address’s version and filter', async () => {
  const { urls } = stub();
  const queryClient = createQueryClient();
  const address = new URLSearchParams('version=2&from=2026-11-01');
  await prefetchReport(queryClient, SHARE_ID, address);

  const funnelUrls = urls.filter((url) => url.pathname.endsWith('/funnel'));
  expect(funnelUrls.map((url) => url.pathname)).toEqual([`/api/reports/${SURVEY_ID}/funnel`]);
  expect(funnelUrls[0]!.searchParams.get('version')).toBe('2');
  expect(funnelUrls[0]!.searchParams.get('from')).toBe('2026-11-01');
  // The page's own query (analytics-view.tsx: cache id, the report's survey id, version, filter).
  const { version, filter } = reportRequestOf(address);
  expect(queryClient.getQueryData(funnelQuery(SHARE_ID, SURVEY_ID, version, filter).queryKey)).toEqual(
    funnel,
  );
});

test('no funnel is asked for when the report is refused', async () => {
  const { urls } = stubReportApi(null, (url) =>
    url.pathname === `/api/reports/${SHARE_ID}`
      ? { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } }
      : undefined,
  );
  const queryClient = createQueryClient();
  await prefetchReport(queryClient, SHARE_ID, new URLSearchParams());
  expect(urls.map((url) => url.pathname)).toEqual([`/api/reports/${SHARE_ID}`]);
});
