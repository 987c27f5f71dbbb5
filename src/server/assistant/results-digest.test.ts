import { expect, test } from 'vitest';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { PreferenceResults } from '#shared/report/variant-results.ts';
import { wilsonInterval } from '#shared/stats/intervals.ts';
import { preferenceVerdict } from '#shared/stats/preference-verdict.ts';
import { summariseReport } from './results-digest.ts';

// The model's read_results carries each concept-test question's per-variant numbers and verdict, so
// it can say which concept won from the significance test rather than from raw counts.

test('read_results gives the model the verdict and the per-variant numbers with their intervals', () => {
  const tallies = [
    { id: 'v1', title: 'Forest', count: 52 },
    { id: 'v2', title: 'Ocean', count: 48 },
  ];
  const byVariant: PreferenceResults = {
    kind: 'preference',
    mediaSetId: 'set',
    design: 'side_by_side',
    total: 100,
    variants: tallies.map((tally) => ({
      ...tally,
      share: tally.count / 100,
      interval: wilsonInterval(tally.count, 100),
    })),
    verdict: preferenceVerdict(tallies),
    orderCheck: null,
  };
  const question = {
    id: 'q',
    text: 'Which would you pick?',
    description: '',
    required: false,
    position: 0,
    response_type: 'SINGLE_CHOICE',
    response_options: { options: [], allow_other: false, allow_multiple: false },
    results: {
      totalResponses: 100,
      average: null,
      distribution: [],
      responses: [],
      responseCount: 0,
      voiceNotes: [],
      voiceNoteCount: 0,
    },
    variantResults: byVariant,
  } as ReportQuestion;
  const report: SurveyReport = {
    survey: {
      id: 's',
      title: 'Packaging',
      description: '',
      created_at: '2026-01-01T00:00:00.000Z',
      status: 'active',
      share_id: 'x',
      is_public: true,
    },
    totalResponses: 100,
    participants: 100,
    generated_at: '2026-01-01T00:00:00.000Z',
    pages: [
      {
        id: 'p',
        page_type: 'STANDARD',
        title: '',
        description: '',
        position: 0,
        content_blocks: [{ id: 'b', type: 'QUESTION_SET', position: 0, items: [question] }],
      },
    ],
  };
  const digest = summariseReport(report);
  const block = digest.pages[0]!.blocks[0]!;
  const entry = block.questions?.[0];
  expect(entry?.byVariant).toEqual({
    design: 'side_by_side',
    // SciPy: binomtest(52, 100) p = 0.76435, Wilson 0.42317–0.61535 (48/100: the mirror image).
    preference: [
      { variant: 'Forest', picks: 52, share: 0.52, ci95: [0.423, 0.615] },
      { variant: 'Ocean', picks: 48, share: 0.48, ci95: [0.385, 0.577] },
    ],
    verdict: {
      kind: 'too_few',
      sentence:
        'Not enough responses yet to tell Forest and Ocean apart: 52.0% vs 48.0% so far (p = 0.76); about 683 more responses would show a 10-point difference.',
      p: expect.closeTo(0.76435, 4),
      test: 'Exact binomial test',
    },
  });
});
