import { describe, expect, test } from 'vitest';
import type { QuestionResults, ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { PreferenceResults, RatingResults } from '#shared/report/variant-results.ts';
import { wilsonInterval } from '#shared/stats/intervals.ts';
import { preferenceVerdict } from '#shared/stats/preference-verdict.ts';
import { ratingVerdict, variantMean } from '#shared/stats/rating-verdict.ts';
import { asksWhichVariantWon } from './concept-verdicts.ts';
import { answerAboutReport } from './results-answers.ts';

// "Which concept won?" is answered from the report's verdicts (computed by the same statistics as
// the analytics page), so the assistant names a winner only where the test found one.

const empty: QuestionResults = {
  totalResponses: 0,
  average: null,
  distribution: [],
  responses: [],
  responseCount: 0,
  voiceNotes: [],
  voiceNoteCount: 0,
};

function preference(counts: { forest: number; ocean: number }): PreferenceResults {
  const tallies = [
    { id: 'v-forest', title: 'Forest', count: counts.forest },
    { id: 'v-ocean', title: 'Ocean', count: counts.ocean },
  ];
  const total = counts.forest + counts.ocean;
  return {
    kind: 'preference',
    mediaSetId: 'set',
    design: 'side_by_side',
    total,
    variants: tallies.map((tally) => ({
      ...tally,
      share: tally.count / total,
      interval: wilsonInterval(tally.count, total),
    })),
    verdict: preferenceVerdict(tallies),
    orderCheck: null,
  };
}

function rating(forest: number[], ocean: number[]): RatingResults {
  const variants = [
    { id: 'v-forest', title: 'Forest', counts: forest.map((value) => ({ value, count: 1 })) },
    { id: 'v-ocean', title: 'Ocean', counts: ocean.map((value) => ({ value, count: 1 })) },
  ];
  return {
    kind: 'rating',
    mediaSetId: 'set',
    design: 'monadic',
    scale: { min: 1, max: 5 },
    variants: variants.map((variant) => {
      const { summary, interval } = variantMean(variant.counts);
      return {
        id: variant.id,
        title: variant.title,
        n: summary?.n ?? 0,
        mean: summary?.mean ?? null,
        interval,
      };
    }),
    verdict: ratingVerdict({ variants, scale: { min: 1, max: 5 }, ordinal: true, pairedDifferences: null }),
    orderCheck: null,
  };
}

function question(
  id: string,
  text: string,
  variantResults: ReportQuestion['variantResults'],
): ReportQuestion {
  return {
    id,
    text,
    description: '',
    required: false,
    position: 0,
    response_type: 'SINGLE_CHOICE',
    response_options: { options: [], allow_other: false, allow_multiple: false },
    results: { ...empty, totalResponses: 100 },
    variantResults,
  } as ReportQuestion;
}

function report(questions: ReportQuestion[]): SurveyReport {
  return {
    survey: {
      id: 's',
      title: 'Packaging concepts',
      description: '',
      created_at: '2026-01-01T00:00:00.000Z',
      status: 'active',
      share_id: 'share',
      is_public: true,
    },
    totalResponses: 100,
    participants: 100,
    generated_at: '2026-01-02T00:00:00.000Z',
    pages: [
      {
        id: 'p',
        page_type: 'STANDARD',
        title: 'Concepts',
        description: '',
        position: 0,
        content_blocks: [{ id: 'b', type: 'QUESTION_SET', position: 0, items: questions }],
      },
    ],
  };
}

describe('which concept won', () => {
  test.each([
    'Which concept won?',
    'which design is better',
    'What variant did people prefer?',
    'Is there a clear winner?',
    'who won',
    'Is the difference significant?',
    'Which of the packaging options performed best?',
  ])('"%s" asks for the verdict', (message) => {
    expect(asksWhichVariantWon(message)).toBe(true);
  });

  test.each(['Summarise the results', 'What did people say about Forest?', 'How many responses so far?'])(
    '"%s" does not',
    (message) => {
      expect(asksWhichVariantWon(message)).toBe(false);
    },
  );

  test('names the winner the test found, with the verdict and the numbers behind it', () => {
    const answer = answerAboutReport(
      'Which concept won?',
      report([
        question('q1', 'Which packaging would you pick?', preference({ forest: 70, ocean: 30 })),
        question('q2', 'How appealing is it?', rating([4, 4, 3, 5, 4, 3], [4, 3, 4, 4, 5, 3])),
      ]),
    );
    expect(answer.text).toContain('**Forest** comes out ahead');
    expect(answer.text).toContain('Most people prefer Forest: 70.0% vs 30.0% (95% CI 60.4%–78.1%)');
    expect(answer.text).toContain('Forest 70.0% (95% CI 60.4%–78.1%), Ocean 30.0% (95% CI 21.9%–39.6%)');
    // The rating shows no real difference yet, and the answer says so instead of picking one.
    expect(answer.text).toContain('Not enough responses yet to tell');
  });

  test('with no significant difference, says no variant has won and never names one', () => {
    const answer = answerAboutReport(
      'Which concept won?',
      report([question('q1', 'Which packaging would you pick?', preference({ forest: 52, ocean: 48 }))]),
    );
    expect(answer.text).toContain('no variant has won yet');
    expect(answer.text).toContain('Not enough responses yet to tell Forest and Ocean apart: 52.0% vs 48.0%');
    expect(answer.text).not.toMatch(/prefer Forest|Forest comes out|won\b(?! yet)/);
  });

  test('without per-variant results it does not make up a verdict', () => {
    const answer = answerAboutReport(
      'Which concept won?',
      report([question('q1', 'Which packaging would you pick?', null)]),
    );
    expect(answer.text).not.toMatch(/winner|comes out ahead|prefer/i);
  });

  test('a summary of the results carries the verdicts too', () => {
    const answer = answerAboutReport(
      'Summarise the results',
      report([question('q1', 'Which packaging would you pick?', preference({ forest: 70, ocean: 30 }))]),
    );
    expect(answer.text).toContain('Concept test:');
    expect(answer.text).toContain('Most people prefer Forest');
  });
});
