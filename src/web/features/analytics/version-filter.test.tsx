import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { SurveyVersionSummary } from '#shared/survey/survey-versions.ts';
import {
  SHARE_ID,
  SURVEY_ID,
  choiceQuestion,
  fixtureReport,
  freeQuestion,
  renderAnalytics,
  stubReportApi,
} from './analytics-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const versions: SurveyVersionSummary[] = [
  {
    version: 2,
    published_at: '2025-03-06T09:00:00Z',
    response_count: 4,
    is_live: true,
    title: 'Snack Concepts',
  },
  {
    version: 1,
    published_at: '2025-03-04T12:00:00Z',
    response_count: 23,
    is_live: false,
    title: 'Snack Concepts',
  },
];

function reportWith(items: ReportQuestion[], overrides: Partial<SurveyReport> = {}): SurveyReport {
  const base = fixtureReport({ versions, live_version: 2, version: 'all', ...overrides });
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

test('The version filter reloads the report, the participants and the downloads for one version', async () => {
  const user = userEvent.setup();
  const server = stubReportApi(reportWith([freeQuestion()]), (url) => {
    if (url.pathname === `/api/reports/${SHARE_ID}` && url.searchParams.get('version') === '1') {
      return { body: reportWith([freeQuestion()], { version: 1, totalResponses: 23 }) };
    }
    if (url.pathname === `/api/reports/${SURVEY_ID}/participants`) {
      return { body: { items: [], total: 0, totalCapped: false, nextCursor: null } };
    }
    return undefined;
  });
  renderAnalytics();

  const picker = await screen.findByRole('combobox', { name: 'Version' });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All versions', 'Version 2 (live) · 4 responses', 'Version 1 · 23 responses']);
  expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}/responses.csv`,
  );

  await user.selectOptions(picker, '1');
  expect(await screen.findByText('Showing only answers to version 1.')).toBeInTheDocument();
  expect(server.urls.some((url) => url.searchParams.get('version') === '1')).toBe(true);
  expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}/responses.csv?version=1`,
  );
  expect(screen.getByRole('link', { name: /Export JSON/ })).toHaveAttribute(
    'href',
    `/api/reports/${SURVEY_ID}?download=json&version=1`,
  );

  await user.click(screen.getByRole('button', { name: /Compare a participant/i }));
  await waitFor(() =>
    expect(
      server.urls.some(
        (url) => url.pathname.endsWith('/participants') && url.searchParams.get('version') === '1',
      ),
    ).toBe(true),
  );
});

test('A question a later version removed is marked, and incompatible versions are shown apart with the note', async () => {
  const removed = freeQuestion({ id: 'q_old', text: 'What flavour did you expect?', removedInVersion: 2 });
  const choice = choiceQuestion();
  const retyped: ReportQuestion = {
    ...choice,
    versionNote: 'The options changed in version 2; answers are shown per version.',
    versionGroups: [
      { versions: [2], question: choice, results: choice.results },
      {
        versions: [1],
        question: { ...choice, text: 'Which pack (old)?' },
        results: { ...choice.results, totalResponses: 3, distribution: [{ label: 'Red', value: 3 }] },
      },
    ],
  };
  stubReportApi(reportWith([removed, retyped]));
  renderAnalytics();

  expect(await screen.findByText('Removed in version 2')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(
    'The options changed in version 2; answers are shown per version.',
  );
  expect(screen.getByRole('region', { name: 'Version 2' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Version 1' })).getByText('Red')).toBeInTheDocument();
});
