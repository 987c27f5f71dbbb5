import { afterEach, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { PreferenceResults, RatingResults } from '#shared/report/variant-results.ts';
import { wilsonInterval } from '#shared/stats/intervals.ts';
import { preferenceVerdict } from '#shared/stats/preference-verdict.ts';
import { ratingVerdict, variantMean } from '#shared/stats/rating-verdict.ts';
import { fixtureReport, renderAnalytics, stubReportApi } from './analytics-test-support.tsx';

// The analytics page shows a concept test's results per variant side by side, with the intervals
// and the verdict the server computed (it reads the report through its schema, so this also checks
// that the schema accepts what the server sends).

afterEach(() => vi.unstubAllGlobals());

const preference = (forest: number, ocean: number): PreferenceResults => {
  const tallies = [
    { id: 'media_forest', title: 'Forest', count: forest },
    { id: 'media_ocean', title: 'Ocean', count: ocean },
  ];
  const total = forest + ocean;
  return {
    kind: 'preference',
    mediaSetId: 'set',
    design: 'sequential_monadic',
    total,
    variants: tallies.map((tally) => ({
      ...tally,
      share: tally.count / total,
      interval: wilsonInterval(tally.count, total),
    })),
    verdict: preferenceVerdict(tallies),
    orderCheck: {
      favoured: false,
      p: 0.6,
      text: 'Order check: no sign that the variant shown first was favoured (picked in 52.0% of responses; 50.0% by chance, p = 0.76).',
    },
  };
};

const sameRatings = [
  { value: 2, count: 30 },
  { value: 3, count: 40 },
  { value: 4, count: 30 },
];
const rating: RatingResults = {
  kind: 'rating',
  mediaSetId: 'set',
  design: 'monadic',
  scale: { min: 1, max: 5 },
  variants: ['Forest', 'Ocean'].map((title) => {
    const { summary, interval } = variantMean(sameRatings);
    return { id: `media_${title.toLowerCase()}`, title, n: summary!.n, mean: summary!.mean, interval };
  }),
  verdict: ratingVerdict({
    variants: ['Forest', 'Ocean'].map((title) => ({ id: title, title, counts: sameRatings })),
    scale: { min: 1, max: 5 },
    ordinal: true,
    pairedDifferences: null,
  }),
  orderCheck: null,
};

function conceptReport(): SurveyReport {
  const base = fixtureReport();
  const [, ratingQuestion, choiceQuestion] = base.pages[1]!.content_blocks[1]!.items as ReportQuestion[];
  return fixtureReport({
    pages: [
      {
        id: 'p1',
        page_type: 'STANDARD',
        title: 'Concepts',
        description: '',
        position: 0,
        content_blocks: [
          {
            id: 'b1',
            type: 'QUESTION_SET',
            position: 0,
            items: [
              {
                ...choiceQuestion!,
                id: 'q_pick',
                text: 'Which packaging would you pick?',
                variantResults: preference(70, 30),
              },
              { ...ratingQuestion!, id: 'q_appeal', text: 'How appealing is it?', variantResults: rating },
            ],
          },
        ],
      },
    ],
  });
}

test('a clear winner and a tie: verdicts, per-variant shares and means with their intervals', async () => {
  stubReportApi(conceptReport());
  renderAnalytics();
  const panels = await screen.findAllByTestId('variant-results');
  expect(panels).toHaveLength(2);
  const [picks, appeal] = panels.map((panel) => within(panel));

  expect(picks!.getByRole('heading', { name: 'Preference by variant' })).toBeInTheDocument();
  expect(picks!.getByTestId('verdict')).toHaveAttribute('data-verdict', 'winner');
  expect(picks!.getByText('Clear winner')).toBeInTheDocument();
  // binomtest(70, 100) p = 7.85e-5; Wilson intervals 60.4–78.1% and 21.9–39.6%.
  expect(
    picks!.getByText(
      'Most people prefer Forest: 70.0% vs 30.0% (95% CI 60.4%–78.1%), a real difference (p < 0.001).',
    ),
  ).toBeInTheDocument();
  const forest = within(picks!.getByRole('listitem', { name: 'Forest' }));
  expect(forest.getByText('Winner')).toBeInTheDocument();
  expect(forest.getByText('70.0%')).toBeInTheDocument();
  expect(forest.getByText(/95% CI 60\.4%–78\.1% · 70 picks of 100/)).toBeInTheDocument();
  const ocean = within(picks!.getByRole('listitem', { name: 'Ocean' }));
  expect(ocean.queryByText('Winner')).not.toBeInTheDocument();
  expect(ocean.getByText(/95% CI 21\.9%–39\.6%/)).toBeInTheDocument();
  expect(picks!.getByText(/^Order check: no sign/)).toBeInTheDocument();
  expect(
    picks!.getByText(/Exact binomial test\. Bars show 95% confidence intervals \(Wilson\)/),
  ).toBeInTheDocument();
  expect(picks!.getByText('Sequential monadic: each person rated every variant in turn')).toBeInTheDocument();

  expect(appeal!.getByTestId('verdict')).toHaveAttribute('data-verdict', 'tie');
  expect(appeal!.getByText('No real difference')).toBeInTheDocument();
  expect(
    appeal!.getByText(/^No real difference between Forest and Ocean: 3\.00 vs 3\.00 on average/),
  ).toBeInTheDocument();
  expect(appeal!.queryByText('Winner')).not.toBeInTheDocument();
  // mean 3, sd √(60/99), t(0.975, 99) = 1.9842: 3 ± 0.1545.
  expect(appeal!.getAllByText(/95% CI 2\.85–3\.15 · n = 100/)).toHaveLength(2);
  expect(appeal!.getByText('Monadic: each person saw one variant')).toBeInTheDocument();
});

test('a question asked once per variant says its overall figures count every answer, not people', async () => {
  const sequentialRating: RatingResults = { ...rating, design: 'sequential_monadic' };
  const report = conceptReport();
  const block = report.pages[0]!.content_blocks[0]!;
  if (block.type !== 'QUESTION_SET') throw new Error('expected the question set');
  block.items[1] = { ...block.items[1]!, variantResults: sequentialRating };
  stubReportApi(report);
  renderAnalytics();
  const appeal = within(
    (await screen.findByRole('heading', { name: 'How appealing is it?' })).closest('article')!,
  );
  expect(
    appeal.getByText(
      'Asked once per variant: each person is asked it 2 times, so the figures below count every answer about every variant. Results by variant compares them.',
    ),
  ).toBeInTheDocument();
  // The preference question is answered once per person: no such note.
  const pick = within(
    screen.getByRole('heading', { name: 'Which packaging would you pick?' }).closest('article')!,
  );
  expect(pick.queryByText(/^Asked once per variant/)).not.toBeInTheDocument();
});

test('monadic questions are answered once per person: no pooled-answers note', async () => {
  stubReportApi(conceptReport());
  renderAnalytics();
  await screen.findAllByTestId('variant-results');
  expect(screen.queryByText(/^Asked once per variant/)).not.toBeInTheDocument();
});
