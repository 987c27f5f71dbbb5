import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParticipantComparison, ParticipantSummary } from '#shared/report/report-types.ts';
import { SHARE_ID, SURVEY_ID, renderAnalytics, stubReportApi } from './analytics-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

const maya: ParticipantSummary = {
  submission_id: 'sub_maya',
  name: 'Maya',
  email: 'maya@example.com',
  submitted_at: '2025-03-05T10:00:00Z',
};
const noah: ParticipantSummary = {
  submission_id: 'sub_noah',
  name: null,
  email: null,
  submitted_at: '2025-03-05T11:00:00Z',
};

const comparison: ParticipantComparison = {
  participant: maya,
  questions: { q_rating: { value: 5, average: 3.8, deviation: 1.2, percentile: 73 } },
};

function stubWithParticipants() {
  return stubReportApi(undefined, (url) => {
    if (url.pathname === `/api/reports/${SURVEY_ID}/participants`) {
      const search = url.searchParams.get('search');
      const items = search ? [maya] : [maya, noah];
      return { body: { items, total: items.length, totalCapped: false, nextCursor: null } };
    }
    if (url.pathname === `/api/reports/${SURVEY_ID}/participants/sub_maya`) return { body: comparison };
    return undefined;
  });
}

test('comparison mode: pick a participant, see "You are here", the percentile and the deviation, then leave', async () => {
  const user = userEvent.setup();
  const api = stubWithParticipants();
  const { container, router } = renderAnalytics();
  const concepts = within(await screen.findByRole('region', { name: 'Concepts' }));

  await user.click(screen.getByRole('button', { name: 'Compare a participant' }));
  const picker = within(await screen.findByRole('dialog', { name: 'Choose a participant' }));
  expect(await picker.findByText('maya@example.com · Mar 5, 2025')).toBeInTheDocument();
  expect(picker.getByText('Anonymous')).toBeInTheDocument();
  expect(api.urls.find((url) => url.pathname.endsWith('/participants'))?.search).toBe('?search=&limit=20');

  await user.type(picker.getByRole('searchbox', { name: 'Search participants' }), 'may');
  await waitFor(() => expect(api.urls.some((url) => url.searchParams.get('search') === 'may')).toBe(true));
  await waitFor(() => expect(picker.queryByText('Anonymous')).not.toBeInTheDocument());
  await user.click(picker.getByRole('button', { name: /Maya/ }));

  expect(await screen.findByText('Comparing Maya')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?compare=sub_maya');
  expect(concepts.getByText('You are here: 5 ★')).toBeInTheDocument();
  expect(concepts.getByText('Scored higher than 73% of participants')).toBeInTheDocument();
  expect(concepts.getByText('+1.2 from average')).toBeInTheDocument();
  expect(
    within(concepts.getByRole('table')).getByRole('row', { name: '5 ★ 5 (You are here)' }),
  ).toBeInTheDocument();

  // The participant's bar stays brand indigo and carries the label; the others turn grey.
  await waitFor(() =>
    expect(container.querySelector('.recharts-label-list')).toHaveTextContent('You are here'),
  );
  const fills = [
    ...concepts
      .getByRole('article', { name: 'How painful is snacking today?' })
      .querySelectorAll('.recharts-bar-rectangle path'),
  ].map((bar) => bar.getAttribute('fill'));
  expect(fills.at(-1)).toBe('#4f46e5');
  expect(fills.slice(0, -1).every((fill) => fill === '#9CA3AF')).toBe(true);

  // A numeric question the participant skipped says so.
  const thanks = within(screen.getByRole('region', { name: 'Thanks' }));
  expect(thanks.getByText("Maya didn't answer this question.")).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Exit comparison' }));
  expect(screen.queryByText('Comparing Maya')).not.toBeInTheDocument();
  expect(concepts.queryByText('Scored higher than 73% of participants')).not.toBeInTheDocument();
  expect(router.state.location.search).toBe('');
  expect(screen.getByRole('button', { name: 'Compare a participant' })).toBeInTheDocument();
});

test('opening a link with ?compare= starts in comparison mode; a negative deviation reads "-x.x from average"', async () => {
  stubReportApi(undefined, (url) =>
    url.pathname === `/api/reports/${SURVEY_ID}/participants/sub_maya`
      ? {
          body: {
            participant: maya,
            questions: { q_rating: { value: 2, average: 3.84, deviation: -1.84, percentile: 8 } },
          },
        }
      : undefined,
  );
  renderAnalytics(`/analytics/${SHARE_ID}?compare=sub_maya`);
  const concepts = within(await screen.findByRole('region', { name: 'Concepts' }));
  expect(await screen.findByText('Comparing Maya')).toBeInTheDocument();
  expect(concepts.getByText('Scored higher than 8% of participants')).toBeInTheDocument();
  expect(concepts.getByText('-1.8 from average')).toBeInTheDocument();
});

test('a comparison that fails to load says so and can be left', async () => {
  const user = userEvent.setup();
  stubReportApi(undefined, (url) =>
    url.pathname === `/api/reports/${SURVEY_ID}/participants/gone`
      ? { status: 404, body: { error: { code: 'not_found', message: 'Submission not found' } } }
      : undefined,
  );
  renderAnalytics(`/analytics/${SHARE_ID}?compare=gone`);
  expect(
    await screen.findByText('Could not load this participant: Submission not found'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Exit comparison' }));
  expect(screen.getByRole('button', { name: 'Compare a participant' })).toBeInTheDocument();
});

test('a partial response is marked Partial, and a question it never reached reads as not answered yet', async () => {
  const lena: ParticipantSummary = { ...maya, submission_id: 'visit_lena', name: 'Lena', partial: true };
  stubReportApi(undefined, (url) =>
    url.pathname === `/api/reports/${SURVEY_ID}/participants/visit_lena`
      ? {
          body: {
            participant: lena,
            questions: { q_rating: { value: 4, average: 4, deviation: 0, percentile: 50 } },
          },
        }
      : undefined,
  );
  renderAnalytics(`/analytics/${SHARE_ID}?compare=visit_lena&completion=all`);
  const mode = within(await screen.findByRole('region', { name: 'Comparison mode' }));
  expect(await mode.findByText('Comparing Lena')).toBeInTheDocument();
  expect(mode.getByText('Partial', { exact: true })).toBeInTheDocument();
  const concepts = within(await screen.findByRole('region', { name: 'Concepts' }));
  expect(concepts.getByText('You are here: 4 ★')).toBeInTheDocument();
  const thanks = within(screen.getByRole('region', { name: 'Thanks' }));
  expect(
    thanks.getByText("Lena hasn't answered this question: their response is partial."),
  ).toBeInTheDocument();
  expect(thanks.queryByText(/didn't answer/)).not.toBeInTheDocument();
});
