import { afterEach, expect, test, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_SUCH_REPORT } from './analytics-view.tsx';
import { LIVE_POLL_MS } from './live-report.ts';
import {
  SHARE_ID,
  SURVEY_ID,
  fixtureReport,
  renderAnalytics,
  stubReportApi,
} from './analytics-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

test('shows "Loading analytics..." while the report loads', async () => {
  let release: (value: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
  );
  renderAnalytics();
  expect(await screen.findByText('Loading analytics...')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading analytics...');
  release(new Response(JSON.stringify(fixtureReport()), { headers: { 'content-type': 'application/json' } }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Snack Concepts' })).toBeInTheDocument();
});

test('a server failure reads "Error loading survey data: {message}" and Retry asks again', async () => {
  const user = userEvent.setup();
  let fail = true;
  const api = stubReportApi(fixtureReport(), (url) =>
    url.pathname === `/api/reports/${SHARE_ID}` && fail
      ? { status: 503, body: { error: { code: 'unavailable', message: 'Database unavailable' } } }
      : undefined,
  );
  renderAnalytics();
  expect(
    await screen.findByText('Error loading survey data: Database unavailable', undefined, {
      timeout: 15_000,
    }),
  ).toBeInTheDocument();
  expect(api.calls.filter((call) => call.path === `/api/reports/${SHARE_ID}`)).toHaveLength(3);

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Snack Concepts' })).toBeInTheDocument();
});

test('a survey its response limit has closed shows "Closed", not LIVE, and says what the share link shows', async () => {
  stubReportApi(fixtureReport(), (url) =>
    url.pathname === `/api/surveys/${SURVEY_ID}/distribution`
      ? {
          body: {
            closes_at: null,
            closes_time_zone: null,
            response_limit: 2,
            one_response_per_browser: false,
            redirect_url: null,
            response_count: 2,
            closed_reason: 'quota',
          },
        }
      : undefined,
  );
  renderAnalytics();
  const header = within(await screen.findByRole('banner'));
  expect(await header.findByText('Share link shows that the survey is closed')).toBeInTheDocument();
  expect(within(header.getByTestId('distribution-status')).getByText('Closed')).toBeInTheDocument();
  expect(header.queryByTestId('lifecycle-badge')).not.toBeInTheDocument();
  expect(header.queryByText('Share link is active')).not.toBeInTheDocument();
});

test('a missing or forbidden report says so, offers no Retry and leads back to the surveys', async () => {
  const user = userEvent.setup();
  const api = stubReportApi(fixtureReport(), (url) =>
    url.pathname === `/api/reports/${SHARE_ID}`
      ? {
          status: 404,
          body: { error: { code: 'not_found', message: 'No survey found for this share ID' } },
        }
      : undefined,
  );
  renderAnalytics();
  expect(await screen.findByRole('alert')).toHaveTextContent(NO_SUCH_REPORT);
  // A 404 is asked once and never again.
  expect(api.calls.filter((call) => call.path === `/api/reports/${SHARE_ID}`)).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to your surveys' }));
  expect(await screen.findByText('Polls page')).toBeInTheDocument();
});

test('an empty answer reads "No analytics data available for this survey."', async () => {
  stubReportApi(null);
  renderAnalytics();
  expect(await screen.findByText('No analytics data available for this survey.')).toBeInTheDocument();
});

test('a survey without pages reads "No pages found in this survey."', async () => {
  stubReportApi(fixtureReport({ pages: [] }));
  renderAnalytics();
  expect(await screen.findByText('No pages found in this survey.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Snack Concepts' })).toBeInTheDocument();
});

test('the header shows title, description, short US date, status, share link, downloads and edit link', async () => {
  stubReportApi();
  renderAnalytics();
  const header = within(await screen.findByRole('banner'));
  expect(header.getByRole('heading', { level: 1, name: 'Snack Concepts' })).toBeInTheDocument();
  expect(header.getByText('Which snack wins the shelf?')).toBeInTheDocument();
  expect(header.getByTestId('created-date')).toHaveTextContent(/^Mar 4, 2025$/);
  expect(header.getByTestId('lifecycle-badge')).toHaveTextContent('LIVE');
  expect(header.getByRole('textbox', { name: 'Share link' })).toHaveValue(
    `${window.location.origin}/t/${SHARE_ID}`,
  );
  expect(header.getByText('Share link is active')).toBeInTheDocument();
  expect(header.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}/responses.csv`,
  );
  expect(header.getByRole('link', { name: 'Download XLSX' })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}/responses.xlsx`,
  );
  expect(header.getByRole('link', { name: 'Export JSON' })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}?download=json`,
  );
  expect(header.getByRole('link', { name: 'Edit survey' })).toHaveAttribute(
    'href',
    `/surveys/${SURVEY_ID}/edit`,
  );
});

test('an untitled survey without a date reads "Untitled Survey" and "Unknown"', async () => {
  const report = fixtureReport();
  stubReportApi({ ...report, survey: { ...report.survey, title: '  ', created_at: '' } });
  renderAnalytics();
  expect(await screen.findByRole('heading', { level: 1, name: 'Untitled Survey' })).toBeInTheDocument();
  expect(screen.getByTestId('created-date')).toHaveTextContent('Unknown');
});

test('the badge follows the share link: DRAFT while private although the survey is active', async () => {
  const report = fixtureReport();
  stubReportApi({ ...report, survey: { ...report.survey, status: 'active', is_public: false } });
  renderAnalytics();
  const header = within(await screen.findByRole('banner'));
  expect(header.getByTestId('lifecycle-badge')).toHaveTextContent('DRAFT');
  expect(header.queryByText(/active/i, { selector: 'span' })).not.toBeInTheDocument();
  expect(header.getByText('Share link is disabled')).toBeInTheDocument();
});

test('"Compare a participant" is offered only once someone has answered', async () => {
  stubReportApi(fixtureReport({ totalResponses: 0, participants: 0 }));
  renderAnalytics();
  await screen.findByRole('heading', { level: 1, name: 'Snack Concepts' });
  expect(screen.getByText('Updated live as responses arrive.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Compare a participant' })).not.toBeInTheDocument();
});

test('a new submission refreshes the report within one poll, and an unchanged stamp asks nothing more', async () => {
  let stamp = { submissions: 27, latest_submission_at: '2025-03-06T11:00:00.000Z' };
  let report = fixtureReport();
  const api = stubReportApi(undefined, (url) => {
    if (url.pathname === `/api/reports/${SURVEY_ID}/latest`) return { body: stamp };
    if (url.pathname === `/api/reports/${SHARE_ID}`) return { body: report };
    return undefined;
  });
  const reportCalls = () => api.calls.filter((call) => call.path === `/api/reports/${SHARE_ID}`).length;
  const stampCalls = () =>
    api.calls.filter((call) => call.path === `/api/reports/${SURVEY_ID}/latest`).length;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    renderAnalytics();
    const stat = async () =>
      (await screen.findByText('Total Responses', { selector: 'dt' })).nextElementSibling;
    expect(await stat()).toHaveTextContent('27');
    await waitFor(() => expect(stampCalls()).toBeGreaterThanOrEqual(1));
    const before = reportCalls();

    // Same stamp: polled again, the report is not fetched again.
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    await waitFor(() => expect(stampCalls()).toBeGreaterThanOrEqual(2));
    expect(reportCalls()).toBe(before);

    // Someone submits: the next poll sees it and the report is fetched once more.
    stamp = { submissions: 28, latest_submission_at: '2025-03-06T12:30:00.000Z' };
    report = fixtureReport({ totalResponses: 28 });
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    await waitFor(async () => expect(await stat()).toHaveTextContent('28'));
    expect(reportCalls()).toBe(before + 1);
  } finally {
    vi.useRealTimers();
  }
});

test('the stats row counts responses, participants, pages and questions', async () => {
  stubReportApi();
  renderAnalytics();
  await screen.findByRole('heading', { level: 1, name: 'Snack Concepts' });
  const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(stat('Total Responses')).toHaveTextContent('27');
  expect(stat('Participants')).toHaveTextContent('25');
  expect(stat('Pages')).toHaveTextContent('3');
  expect(stat('Questions')).toHaveTextContent('5');
});

test('each page shows its type without underscores, title and description; an empty page says so', async () => {
  stubReportApi();
  renderAnalytics();
  const welcome = await screen.findByRole('region', { name: 'Welcome' });
  expect(within(welcome).getByText('WELCOME')).toBeInTheDocument();
  expect(within(welcome).getByText('Say hello')).toBeInTheDocument();
  expect(within(welcome).getByText('No Content Blocks')).toBeInTheDocument();
  expect(
    within(welcome).getByText("This page doesn't have any content blocks to analyze."),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Thanks' })).getByText('THANK YOU')).toBeInTheDocument();
});

test('empty blocks and unknown block types have their messages', async () => {
  const report = fixtureReport();
  stubReportApi({
    ...report,
    pages: [
      {
        id: 'p_edge',
        page_type: 'STANDARD',
        title: 'Edge',
        description: '',
        position: 0,
        content_blocks: [
          { id: 'b1', type: 'QUESTION_SET', position: 0, items: [] },
          { id: 'b2', type: 'MEDIA_SET', position: 1, items: [] },
          { id: 'b3', type: 'POLL', position: 2, items: [] } as never,
          null as never,
        ],
      },
    ],
  });
  renderAnalytics();
  expect(await screen.findByText('No questions in this content block.')).toBeInTheDocument();
  expect(screen.getByText('No media items in this content block.')).toBeInTheDocument();
  expect(screen.getByText('Unknown content block type: POLL')).toBeInTheDocument();
  expect(screen.getByText('No content block data available.')).toBeInTheDocument();
});

test('the copy button copies the share link and shows a check mark for 2 seconds', async () => {
  stubReportApi();
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderAnalytics();
  const copy = await screen.findByRole('button', { name: 'Copy share link' });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    act(() => copy.click());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Share link copied' })).toBeInTheDocument(),
    );
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/t/${SHARE_ID}`);
    expect(screen.getByTestId('copied-check')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByTestId('copied-check')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByTestId('copied-check')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});
