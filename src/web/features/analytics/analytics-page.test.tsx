import { afterEach, expect, test, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

test('a failed load reads "Error loading test data: {message}" and Retry asks again', async () => {
  const user = userEvent.setup();
  let fail = true;
  const api = stubReportApi(fixtureReport(), (url) =>
    url.pathname === `/api/reports/${SHARE_ID}` && fail
      ? { status: 404, body: { error: { code: 'not_found', message: 'Survey not found' } } }
      : undefined,
  );
  renderAnalytics();
  expect(await screen.findByText('Error loading test data: Survey not found')).toBeInTheDocument();
  // A 404 is not retried: one request only.
  expect(api.calls.filter((call) => call.path === `/api/reports/${SHARE_ID}`)).toHaveLength(1);

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Snack Concepts' })).toBeInTheDocument();
});

test('an empty answer reads "No analytics data available for this test."', async () => {
  stubReportApi(null);
  renderAnalytics();
  expect(await screen.findByText('No analytics data available for this test.')).toBeInTheDocument();
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
  expect(header.getByTestId('status-badge')).toHaveTextContent('active');
  expect(header.getByTestId('status-badge').className).toMatch(/emerald/);
  expect(header.getByRole('textbox', { name: 'Share link' })).toHaveValue(
    `${window.location.origin}/t/${SHARE_ID}`,
  );
  expect(header.getByText('Share link is active')).toBeInTheDocument();
  expect(header.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}/responses.csv`,
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

test('an untitled survey without a date reads "Untitled Survey" and "Unknown"; statuses lose underscores', async () => {
  const report = fixtureReport();
  stubReportApi({
    ...report,
    survey: { ...report.survey, title: '  ', created_at: '', status: 'in_review' as 'draft' },
  });
  renderAnalytics();
  expect(await screen.findByRole('heading', { level: 1, name: 'Untitled Survey' })).toBeInTheDocument();
  expect(screen.getByTestId('created-date')).toHaveTextContent('Unknown');
  expect(screen.getByTestId('status-badge')).toHaveTextContent(/^in review$/);
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
