import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import {
  SHARE_ID,
  SURVEY_ID,
  choiceQuestion,
  fixtureReport,
  ratingQuestion,
  renderAnalytics,
  stubReportApi,
} from './analytics-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

function reportWith(items: ReportQuestion[], overrides: Partial<SurveyReport> = {}): SurveyReport {
  const base = fixtureReport({ version: 'all', ...overrides });
  return {
    ...base,
    pages: [
      {
        id: 'p_q',
        page_type: 'STANDARD',
        title: 'Questions',
        description: '',
        position: 0,
        content_blocks: [{ id: 'b_q', type: 'QUESTION_SET', position: 0, items }],
      },
    ],
  };
}

const reportPath = `/api/reports/${SHARE_ID}`;

test('Adding filters shows chips, asks the report with them, puts them in the URL and the downloads', async () => {
  const user = userEvent.setup();
  const items = [ratingQuestion(), choiceQuestion()];
  const server = stubReportApi(reportWith(items, { totalResponses: 27 }), (url) => {
    if (url.pathname === reportPath && url.searchParams.has('a.q_choice.is'))
      return { body: reportWith(items, { totalResponses: url.searchParams.has('a.q_rating.min') ? 3 : 12 }) };
    return undefined;
  });
  const { router } = renderAnalytics();
  const filters = await screen.findByRole('region', { name: 'Filters' });
  expect(within(filters).getByText('All responses')).toBeInTheDocument();

  await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
  await user.selectOptions(within(filters).getByLabelText('Filter by'), 'q:q_choice');
  await user.selectOptions(within(filters).getByLabelText('Option'), 'o_sweet');
  await user.click(within(filters).getByRole('button', { name: 'Apply' }));
  expect(await within(filters).findByText('Pick a flavour is Sweet')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?a.q_choice.is=o_sweet'));
  await waitFor(() =>
    expect(screen.getByText('Total Responses').parentElement).toHaveTextContent(/^Total Responses12$/),
  );

  await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
  await user.selectOptions(within(filters).getByLabelText('Filter by'), 'q:q_rating');
  await user.selectOptions(within(filters).getByLabelText('Condition'), 'min');
  await user.type(within(filters).getByLabelText('Number'), '4');
  await user.click(within(filters).getByRole('button', { name: 'Apply' }));
  expect(await within(filters).findByText('How painful is snacking today ≥ 4')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?a.q_choice.is=o_sweet&a.q_rating.min=4'));
  expect(
    server.urls.some(
      (url) =>
        url.pathname === reportPath &&
        url.searchParams.get('a.q_choice.is') === 'o_sweet' &&
        url.searchParams.get('a.q_rating.min') === '4',
    ),
  ).toBe(true);
  expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}/responses.csv?a.q_choice.is=o_sweet&a.q_rating.min=4`,
  );
  expect(screen.getByRole('link', { name: /Download XLSX/ })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}/responses.xlsx?a.q_choice.is=o_sweet&a.q_rating.min=4`,
  );
  expect(screen.getByRole('link', { name: /Export JSON/ })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}?download=json&a.q_choice.is=o_sweet&a.q_rating.min=4`,
  );

  // Removing one chip keeps the other; back brings the removed one back.
  await user.click(within(filters).getByRole('button', { name: 'Remove filter: Pick a flavour is Sweet' }));
  await waitFor(() => expect(router.state.location.search).toBe('?a.q_rating.min=4'));
  await router.navigate(-1);
  expect(await within(filters).findByText('Pick a flavour is Sweet')).toBeInTheDocument();

  await user.click(within(filters).getByRole('button', { name: 'Clear all' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(within(filters).getByText('All responses')).toBeInTheDocument();
});

test('A filter in the opening URL is applied at once; nobody matching shows the empty state', async () => {
  const user = userEvent.setup();
  const items = [ratingQuestion()];
  stubReportApi(reportWith(items), (url) =>
    url.pathname === reportPath && url.searchParams.get('from') === '2026-11-01'
      ? { body: reportWith(items, { totalResponses: 0, participants: 0 }) }
      : undefined,
  );
  const { router } = renderAnalytics(`/analytics/${SHARE_ID}?from=2026-11-01&version=2`);
  expect(await screen.findByText('No responses match these filters')).toBeInTheDocument();
  expect(screen.getByText(/^From 1 Nov/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(router.state.location.search).toBe('?version=2'));
});

test('A date range is checked before it is applied, and an unreadable link says so', async () => {
  const user = userEvent.setup();
  stubReportApi(reportWith([ratingQuestion()]));
  renderAnalytics(`/analytics/${SHARE_ID}?a.q_rating.min=lots`);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This link’s filter couldn’t be read, so every response is shown. Filter "a.q_rating.min": "lots" is not a number',
  );
  const filters = screen.getByRole('region', { name: 'Filters' });
  await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
  await user.selectOptions(within(filters).getByLabelText('Filter by'), 'dates');
  await user.type(within(filters).getByLabelText('From (UTC)'), '2026-11-05');
  await user.type(within(filters).getByLabelText('To (UTC)'), '2026-11-01');
  await user.click(within(filters).getByRole('button', { name: 'Apply' }));
  expect(within(filters).getByRole('alert')).toHaveTextContent('The start date is after the end date.');
});

test('The completion control counts partial responses, stays in the URL and survives a reload', async () => {
  const user = userEvent.setup();
  const items = [ratingQuestion()];
  stubReportApi(reportWith(items, { totalResponses: 27 }), (url) => {
    const completion = url.searchParams.get('completion');
    if (url.pathname === reportPath && completion)
      return { body: reportWith(items, { totalResponses: completion === 'all' ? 31 : 4 }) };
    return undefined;
  });
  const { router, unmount } = renderAnalytics();
  const filters = await screen.findByRole('region', { name: 'Filters' });
  const control = within(filters).getByLabelText('Responses');
  expect(control).toHaveValue('completed');

  await user.selectOptions(control, 'all');
  await waitFor(() => expect(router.state.location.search).toBe('?completion=all'));
  expect(within(filters).getByText('Completed and partial', { selector: 'span' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByText('Total Responses').parentElement).toHaveTextContent(/^Total Responses31$/),
  );

  // A reload (a fresh page on the same address) keeps the choice and its figures.
  unmount();
  renderAnalytics(`/analytics/${SHARE_ID}?completion=partial`);
  expect(await screen.findByLabelText('Responses')).toHaveValue('partial');
  await waitFor(() =>
    expect(screen.getByText('Total Responses').parentElement).toHaveTextContent(/^Total Responses4$/),
  );
});

test('A hidden field is picked from the fields the survey declares; a survey without any offers none', async () => {
  const user = userEvent.setup();
  const items = [choiceQuestion()];
  stubReportApi(reportWith(items, { hidden_fields: ['source', 'uid'] }));
  const { router } = renderAnalytics();
  const filters = await screen.findByRole('region', { name: 'Filters' });
  await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
  await user.selectOptions(within(filters).getByLabelText('Filter by'), 'hidden');
  const field = within(filters).getByLabelText('Field name');
  expect(
    within(field)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['source', 'uid']);
  await user.selectOptions(field, 'uid');
  await user.type(within(filters).getByLabelText('Value'), '42');
  await user.click(within(filters).getByRole('button', { name: 'Apply' }));
  expect(await within(filters).findByText('uid is 42')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?h.uid.is=42'));
});

test('Without declared hidden fields the filter does not offer them', async () => {
  const user = userEvent.setup();
  stubReportApi(reportWith([choiceQuestion()], { hidden_fields: [] }));
  renderAnalytics();
  const filters = await screen.findByRole('region', { name: 'Filters' });
  await user.click(within(filters).getByRole('button', { name: 'Add filter' }));
  const target = within(filters).getByLabelText('Filter by');
  expect(within(target).queryByRole('option', { name: 'Hidden field' })).not.toBeInTheDocument();
  expect(within(target).getByRole('option', { name: 'Date submitted' })).toBeInTheDocument();
});
