import { afterEach, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import {
  SURVEY_ID,
  fixtureReport,
  freeQuestion,
  renderAnalytics,
  stubReportApi,
  textResponse,
} from './analytics-test-support.tsx';

afterEach(() => vi.unstubAllGlobals());

async function conceptsPage() {
  return within(await screen.findByRole('region', { name: 'Concepts' }));
}

function onePageReport(items: SurveyReport['pages'][number]['content_blocks']): SurveyReport {
  return fixtureReport({
    pages: [
      { id: 'p1', page_type: 'STANDARD', title: 'Only', description: '', position: 0, content_blocks: items },
    ],
  });
}

test('every question of a block shows at once, numbered as respondents saw them across pages', async () => {
  const report = fixtureReport();
  const [free, rating, choice] = report.pages[1]!.content_blocks[1]!.items as ReportQuestion[];
  const rtl = { ...free!, id: 'q_rtl', text: 'ما رأيك في الطعم؟' } as ReportQuestion;
  stubReportApi(
    fixtureReport({
      pages: [
        report.pages[0]!,
        {
          ...report.pages[1]!,
          content_blocks: [{ id: 'b1', type: 'QUESTION_SET', position: 0, items: [free!, rating!] }],
        },
        {
          id: 'p2',
          page_type: 'STANDARD',
          title: 'More',
          description: '',
          position: 2,
          content_blocks: [
            {
              id: 'b2',
              type: 'QUESTION_SET',
              position: 0,
              items: [{ ...choice!, removedInVersion: 2 }, rtl],
            },
          ],
        },
      ],
    }),
  );
  renderAnalytics();
  const first = await conceptsPage();
  expect(first.queryByRole('group', { name: 'Questions' })).not.toBeInTheDocument();
  const numberOf = (article: HTMLElement) => within(article).queryByText(/^Q\d+$/)?.textContent ?? null;
  const concepts = first.getAllByRole('article');
  expect(concepts.map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'What do you like about it?',
    'How painful is snacking today?',
  ]);
  expect(concepts.map(numberOf)).toEqual(['Q1', 'Q2']);
  expect(first.getByText('Free response')).toBeInTheDocument();
  expect(first.getByText('Be honest')).toBeInTheDocument();
  expect(first.getByText('Rating')).toBeInTheDocument();

  // The next page goes on from 3 (not from 1 again); a question the live version no longer asks has no number.
  const more = within(screen.getByRole('region', { name: 'More' })).getAllByRole('article');
  expect(more.map(numberOf)).toEqual([null, 'Q3']);
  // Right-to-left text reads from the right: the browser picks the direction per text.
  expect(within(more[1]!).getByRole('heading', { name: 'ما رأيك في الطعم؟' })).toHaveAttribute('dir', 'auto');
  expect(within(more[1]!).getByText('Crunchy and light')).toHaveAttribute('dir', 'auto');
});

test('free response: the first 5 answers with avatars, then "+N more responses" opens the searchable list', async () => {
  const user = userEvent.setup();
  const api = stubReportApi(fixtureReport(), (url) => {
    if (url.pathname !== `/api/reports/${SURVEY_ID}/questions/q_free/responses`) return undefined;
    const search = url.searchParams.get('search') ?? '';
    // Keyset pages (issue 17): this fake's cursor is the index of the next answer.
    const offset = Number(url.searchParams.get('cursor') ?? 0);
    if (search === 'the') {
      // Counted up to the server's cap: at least 1,000 match.
      return {
        body: {
          items: [textResponse(91, 'Ann', 'The red one')],
          total: 1000,
          totalCapped: true,
          nextCursor: 'x',
        },
      };
    }
    if (search === 'blue') {
      return {
        body: {
          items: [textResponse(90, 'Zoe', 'The blue one')],
          total: 1,
          totalCapped: false,
          nextCursor: null,
        },
      };
    }
    const all = Array.from({ length: 12 }, (_, index) =>
      textResponse(100 + index, `Person ${index + 1}`, `Answer ${index + 1}`),
    );
    const items = all.slice(offset, offset + 10);
    return {
      body: {
        items,
        total: 12,
        totalCapped: false,
        nextCursor: offset + 10 < 12 ? String(offset + 10) : null,
      },
    };
  });
  renderAnalytics();
  const page = await conceptsPage();

  expect(page.getByText('12 text responses')).toBeInTheDocument();
  const list = page.getAllByRole('list')[0]!;
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    'Ava',
    'Anonymous',
    'ben',
    'Chloe',
    'Anonymous',
  ]);
  expect(items.map((item) => item.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
    'A',
    '?',
    'B',
    'C',
    '?',
  ]);
  expect(items[0]!.querySelector('[aria-hidden="true"]')?.className).toMatch(
    /bg-(rose|amber|emerald|sky|violet)-100/,
  );
  expect(page.queryByText('Sixth answer hidden at first')).not.toBeInTheDocument();

  await user.click(page.getByRole('button', { name: '+7 more responses' }));
  expect(await page.findByText('Answer 1')).toBeInTheDocument();
  expect(page.getByText('Answer 10')).toBeInTheDocument();
  expect(page.queryByText('Answer 11')).not.toBeInTheDocument();
  const first = api.urls.find((url) => url.pathname.endsWith('/questions/q_free/responses'));
  expect(first?.search).toBe('?search=&limit=20');

  await user.click(page.getByRole('button', { name: 'Load more responses' }));
  expect(await page.findByText('Answer 12')).toBeInTheDocument();
  // The next page asks for the rows after the cursor the first page ended with.
  expect(api.urls.some((url) => url.searchParams.get('cursor') === '10')).toBe(true);
  expect(page.queryByRole('button', { name: 'Load more responses' })).not.toBeInTheDocument();

  await user.type(page.getByRole('searchbox', { name: 'Search responses' }), 'blue');
  expect(await page.findByText('The blue one')).toBeInTheDocument();
  expect(api.urls.some((url) => url.searchParams.get('search') === 'blue')).toBe(true);
  expect(page.getByText('1 response matching “blue”')).toBeInTheDocument();
  await user.clear(page.getByRole('searchbox', { name: 'Search responses' }));
  await user.type(page.getByRole('searchbox', { name: 'Search responses' }), 'the');
  expect(await page.findByText('1,000+ responses matching “the”')).toBeInTheDocument();

  await user.click(page.getByRole('button', { name: 'Show fewer' }));
  expect(page.getByRole('button', { name: '+7 more responses' })).toBeInTheDocument();
});

test('free response without text answers reads "No text responses yet."', async () => {
  const question = freeQuestion();
  stubReportApi(
    onePageReport([
      {
        id: 'b',
        type: 'QUESTION_SET',
        position: 0,
        items: [{ ...question, results: { ...question.results, responses: [], responseCount: 0 } }],
      },
    ]),
  );
  renderAnalytics();
  expect(await screen.findByText('No text responses yet.')).toBeInTheDocument();
  expect(screen.queryByText(/more responses/)).not.toBeInTheDocument();
});

test('voice notes play their audio, show m:ss and the transcript, or "No transcript"', async () => {
  stubReportApi();
  renderAnalytics();
  const notes = within(
    await screen.findByRole('region', { name: 'Voice notes: What do you like about it?' }),
  );
  expect(notes.getByText('2 voice notes')).toBeInTheDocument();
  const items = notes.getAllByRole('listitem');
  expect(within(items[0]!).getByText('No transcript')).toBeInTheDocument();
  expect(within(items[0]!).getByText('1:05')).toBeInTheDocument();
  expect(items[0]!.querySelector('audio')).toHaveAttribute('src', `/api/reports/${SURVEY_ID}/voice/vn_1`);
  expect(items[0]!.querySelector('audio')).toHaveAttribute('controls');
  expect(within(items[1]!).getByText('“Love the colour”')).toBeInTheDocument();
  expect(within(items[1]!).queryByText('No transcript')).not.toBeInTheDocument();
  expect(within(items[1]!).getByText('0:09')).toBeInTheDocument();
});

test('a rating shows its count, the average to 1 decimal with a star, the histogram and its end labels', async () => {
  stubReportApi();
  const { container } = renderAnalytics();
  await conceptsPage();
  const page = within(screen.getByRole('article', { name: 'How painful is snacking today?' }));

  expect(page.getByTestId('average')).toHaveTextContent(/^4\.2 ★$/);
  expect(page.getByText('Responses', { selector: 'dt' }).nextElementSibling).toHaveTextContent('12');
  expect(page.getByText('No Pain')).toBeInTheDocument();
  expect(page.getByText('Major Pain')).toBeInTheDocument();
  const table = page.getByRole('table', {
    name: '12 responses, average 4.2 ★. Scale from No Pain to Major Pain.',
  });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(['1 ★0', '2 ★1', '3 ★1', '4 ★5', '5 ★5']);

  // The chart draws one bar per value in the brand colour.
  await waitFor(() =>
    expect(container.querySelectorAll('.recharts-bar-rectangle path').length).toBeGreaterThan(0),
  );
  const fills = [...container.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
    bar.getAttribute('fill'),
  );
  expect(new Set(fills)).toEqual(new Set(['#4f46e5']));
});

test('a budget slider shows whole US dollars, its bins labelled on two level lines', async () => {
  stubReportApi();
  const { container } = renderAnalytics();
  const page = within(await screen.findByRole('region', { name: 'Thanks' }));
  expect(page.getByTestId('average')).toHaveTextContent(/^\$1,200$/);
  const table = page.getByRole('table');
  expect(within(table).getByRole('rowheader', { name: '$0 - $2,000' })).toBeInTheDocument();
  expect(within(table).getByRole('rowheader', { name: '$8,000 - $10,000' })).toBeInTheDocument();
  // Tilted one-line ranges overlapped each other and the end labels; two level lines don't.
  await waitFor(() => expect(container.querySelectorAll('[data-testid="range-tick"]')).toHaveLength(5));
  const ticks = [...container.querySelectorAll('[data-testid="range-tick"]')];
  expect([...ticks[0]!.querySelectorAll('tspan')].map((line) => line.textContent)).toEqual(['$0–', '$2,000']);
  expect(ticks.every((tick) => !tick.closest('[transform*="rotate"]'))).toBe(true);
});

test('a numeric question with nothing to chart reads "No response data to display."', async () => {
  const report = fixtureReport();
  const thanks = report.pages[2]!.content_blocks[0]!;
  const budget = thanks.items[0]! as (typeof thanks.items)[number] & { results: { distribution: unknown[] } };
  stubReportApi(
    onePageReport([
      {
        id: 'b',
        type: 'QUESTION_SET',
        position: 0,
        items: [{ ...budget, results: { ...budget.results, distribution: [] } } as never],
      },
    ]),
  );
  renderAnalytics();
  expect(await screen.findByText('No response data to display.')).toBeInTheDocument();
});

test('choices show counts and percentages to 1 decimal, most chosen first, "Other" with its answers', async () => {
  stubReportApi();
  renderAnalytics();
  await conceptsPage();
  const page = within(screen.getByRole('article', { name: 'Pick a flavour' }));

  expect(page.getByText('Multiple choice')).toBeInTheDocument();
  const rows = within(page.getByRole('list', { name: 'Answer breakdown' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual(['Salt12 (44.4%)', 'Other9 (33.3%)', 'Sweet6 (22.2%)']);
  expect(page.getByText('“Other” answers')).toBeInTheDocument();
  expect(page.getByText('Umami')).toBeInTheDocument();
  expect(page.getByText('Smoked paprika')).toBeInTheDocument();
  expect(page.getByText('Showing 2 of 9 “Other” answers.')).toBeInTheDocument();
});

test('a question without responses shows Required, "No responses yet" and "Untitled Question"', async () => {
  stubReportApi();
  renderAnalytics();
  await screen.findByRole('region', { name: 'Thanks' });
  const page = within(screen.getByRole('article', { name: 'Untitled Question' }));
  expect(page.getByText('Required')).toBeInTheDocument();
  expect(page.getByText('No responses yet')).toBeInTheDocument();
  expect(page.getByText('Analytics will appear here once participants submit responses')).toBeInTheDocument();
  expect(page.queryByRole('table')).not.toBeInTheDocument();
});

test('media variants show their content, views and engagement, or "No analytics data yet"', async () => {
  const user = userEvent.setup();
  stubReportApi();
  renderAnalytics();
  const page = await conceptsPage();
  const variants = within(page.getByRole('group', { name: 'Variants' }));
  expect(variants.getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Blue pack',
    'Variant B',
  ]);

  const first = within(page.getByRole('article', { name: 'Blue pack' }));
  expect(first.getByText('IMAGE')).toBeInTheDocument();
  expect(first.getByRole('heading', { name: 'Blue pack' })).toBeInTheDocument();
  expect(first.getByText('Recycled card')).toBeInTheDocument();
  expect(first.getByRole('img', { name: 'Blue pack' })).toHaveAttribute('src', '/uploads/blue.png');
  expect(first.getByText('Views').closest('div')).toHaveTextContent('1,234');
  expect(first.getByText('Engagement').closest('div')).toHaveTextContent('45');
  expect(first.queryByText('No analytics data yet')).not.toBeInTheDocument();

  await user.click(variants.getByRole('button', { name: 'Variant B' }));
  expect(variants.getByRole('button', { name: 'Variant B' })).toHaveAttribute('aria-pressed', 'true');
  const second = within(page.getByRole('article', { name: 'Variant B' }));
  expect(second.getByText('DESCRIPTION')).toBeInTheDocument();
  expect(second.getByText('A crunchy lentil snack in a compostable bag.')).toBeInTheDocument();
  expect(second.getByText('No analytics data yet')).toBeInTheDocument();
  expect(second.queryByText('Views')).not.toBeInTheDocument();
});

test('a date question charts the months and lists who gave which date, written as a date, not ISO', async () => {
  const question = freeQuestion({
    id: 'q_date',
    text: 'When did you last visit?',
    response_type: 'DATE',
    response_options: {},
  } as Partial<ReportQuestion>);
  stubReportApi(
    onePageReport([
      {
        id: 'b',
        type: 'QUESTION_SET',
        position: 0,
        items: [
          {
            ...question,
            results: {
              ...question.results,
              totalResponses: 2,
              distribution: [{ label: 'Nov 2025', value: 2 }],
              responses: [textResponse(1, 'Ann', '2025-11-05'), textResponse(2, null, '2025-11-21')],
              responseCount: 2,
              voiceNotes: [],
              voiceNoteCount: 0,
            },
          },
        ],
      },
    ]),
  );
  renderAnalytics();
  expect(await screen.findByText('2 answers')).toBeInTheDocument();
  expect(screen.getByText('5 Nov 2025')).toBeInTheDocument();
  expect(screen.getByText('21 Nov 2025')).toBeInTheDocument();
  expect(screen.queryByText('2025-11-05')).not.toBeInTheDocument();
});
