import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import { CONCEPT_IDS, conceptTestSurvey } from '#shared/survey/concept-test-fixture.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 11 points 4–5 end to end on both databases: respondents submit through the public API,
// the report computes per-variant results and verdicts from the stored totals. The data sets have
// known answers; the reference numbers were computed independently with SciPy 1.17.

const { forest, ocean, rating, feeling, preference, set } = CONCEPT_IDS;

/**
 * Sequential monadic, 60 people, each rating Forest and Ocean then picking one.
 * Preference: 45 Forest, 15 Ocean — binomtest(45, 60).pvalue = 1.345e-4, Wilson 62.8%–84.2%.
 * Ratings: the same for both (2, 3 or 4) except 6 people who rate Forest one higher and 6 who rate
 * Ocean one higher — wilcoxon(method='approx').pvalue = 1.0: a tie.
 * Order: even-numbered people saw Forest first; 31 of 60 picked the first shown — binomtest p = 0.897.
 */
function sequentialRespondent(index: number): SubmissionPayload {
  const order = index % 2 === 0 ? [forest, ocean] : [ocean, forest];
  const base = 2 + (index % 3);
  const score = { [forest]: base + (index < 6 ? 1 : 0), [ocean]: base + (index >= 6 && index < 12 ? 1 : 0) };
  return {
    variant_orders: { [set]: order },
    viewed_variant_ids: order,
    answers: [
      ...order.flatMap((variant) => [
        { question_id: rating, media_item_id: variant, numeric_value: score[variant]! },
        {
          question_id: feeling,
          media_item_id: variant,
          choice_ids: [variant === forest ? 'opt_calm' : 'opt_bold'],
        },
      ]),
      { question_id: preference, choice_ids: [index < 45 ? forest : ocean] },
    ],
  };
}

/**
 * Monadic, 20 people per variant. Forest rated 5 ×8, 4 ×8, 3 ×4 (mean 4.20, t interval 3.84–4.56);
 * Ocean 3 ×6, 2 ×8, 1 ×6 (mean 2.00, 1.63–2.37). mannwhitneyu(method='asymptotic').pvalue = 2.18e-7.
 */
const MONADIC_RATINGS: Record<string, number[]> = {
  [forest]: [...Array<number>(8).fill(5), ...Array<number>(8).fill(4), ...Array<number>(4).fill(3)],
  [ocean]: [...Array<number>(6).fill(3), ...Array<number>(8).fill(2), ...Array<number>(6).fill(1)],
};

function questionOf(report: SurveyReport, id: string): ReportQuestion {
  for (const page of report.pages)
    for (const block of page.content_blocks)
      if (block?.type === 'QUESTION_SET') {
        const found = block.items.find((question) => question.id === id);
        if (found) return found;
      }
  throw new Error(`no question ${id}`);
}

describe.each(testDatabases())('results per variant on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  const surveys: Record<'sequential' | 'monadic' | 'sideBySide', SurveyRecord> = {} as never;

  const submit = async (survey: SurveyRecord, body: SubmissionPayload) => {
    const response = await createClient(server).request(
      `/api/public/surveys/${survey.share_id}/submissions`,
      {
        json: body,
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const report = async (survey: SurveyRecord) => {
    const response = await owner.request(`/api/reports/${survey.share_id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SurveyReport;
  };

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '10000' });
    owner = await signedInClient(server, 'researcher');
    for (const design of ['sequential_monadic', 'monadic', 'side_by_side'] as const) {
      const created = (await (
        await owner.request('/api/surveys', {
          json: { template_data: conceptTestSurvey({ design, variants: 2 }) },
        })
      ).json()) as SurveyRecord;
      expect((await owner.request(`/api/surveys/${created.id}/publish`, { json: {} })).status).toBe(200);
      surveys[design === 'monadic' ? 'monadic' : design === 'side_by_side' ? 'sideBySide' : 'sequential'] =
        created;
    }
    for (let index = 0; index < 60; index++) await submit(surveys.sequential, sequentialRespondent(index));
    for (const variant of [forest, ocean])
      for (const score of MONADIC_RATINGS[variant]!)
        await submit(surveys.monadic, {
          assigned_variants: { [set]: variant },
          variant_orders: { [set]: [variant] },
          viewed_variant_ids: [variant],
          answers: [
            { question_id: rating, media_item_id: variant, numeric_value: score },
            { question_id: feeling, media_item_id: variant, choice_ids: ['opt_fresh'] },
          ],
        });
    // Side by side, 30 people, tabs in alternating order; 24 of them pick whichever tab came first
    // (binomtest(24, 30).pvalue = 0.0014309: position swayed the choice) and the split is 15 / 15.
    for (let index = 0; index < 30; index++) {
      const order = index % 2 === 0 ? [forest, ocean] : [ocean, forest];
      await submit(surveys.sideBySide, {
        variant_orders: { [set]: order },
        viewed_variant_ids: order,
        answers: [
          { question_id: rating, numeric_value: 3 },
          { question_id: feeling, choice_ids: ['opt_calm'] },
          { question_id: preference, choice_ids: [order[index < 24 ? 0 : 1]!] },
        ],
      });
    }
  }, 120_000);
  afterAll(() => server.close());

  test('a preference with a clear winner: Forest, with its Wilson interval and p, and no order effect', async () => {
    const results = questionOf(await report(surveys.sequential), preference).variantResults;
    expect(results?.kind).toBe('preference');
    if (results?.kind !== 'preference') return;
    expect(results.total).toBe(60);
    expect(results.variants.map((variant) => [variant.title, variant.count])).toEqual([
      ['Forest', 45],
      ['Ocean', 15],
    ]);
    expect(results.variants[0]!.interval!.low).toBeCloseTo(0.62768, 4);
    expect(results.variants[0]!.interval!.high).toBeCloseTo(0.84223, 4);
    expect(results.verdict).toMatchObject({ kind: 'winner', winnerId: forest });
    expect(results.verdict!.p).toBeCloseTo(1.3451408e-4, 9);
    expect(results.verdict!.text).toBe(
      'Most people prefer Forest: 75.0% vs 25.0% (95% CI 62.8%–84.2%), a real difference (p < 0.001).',
    );
    expect(results.orderCheck).toMatchObject({ favoured: false });
    expect(results.orderCheck!.p).toBeCloseTo(0.8974218, 6);
    expect(results.orderCheck!.text).toContain('picked in 51.7% of responses; 50.0% by chance');
  });

  test('sequential ratings that do not differ: a tie by the paired test, both means with intervals', async () => {
    const results = questionOf(await report(surveys.sequential), rating).variantResults;
    expect(results?.kind).toBe('rating');
    if (results?.kind !== 'rating') return;
    expect(results.design).toBe('sequential_monadic');
    expect(results.variants.map((variant) => [variant.title, variant.n, variant.mean])).toEqual([
      ['Forest', 60, 3.1],
      ['Ocean', 60, 3.1],
    ]);
    expect(results.verdict).toMatchObject({ kind: 'tie', winnerId: null, p: 1 });
    expect(results.verdict!.method).toBe('Wilcoxon signed-rank test (paired)');
    expect(results.verdict!.text).toBe(
      'No real difference between Forest and Ocean: 3.10 vs 3.10 on average (p = 1.00), with enough responses to show a difference of 0.4 points.',
    );
    expect(results.orderCheck).not.toBeNull();
  });

  test('a choice asked about each variant: every option’s share per variant', async () => {
    const results = questionOf(await report(surveys.sequential), feeling).variantResults;
    expect(results?.kind).toBe('choice');
    if (results?.kind !== 'choice') return;
    const calm = (title: string) =>
      results.variants
        .find((variant) => variant.title === title)!
        .options.find((option) => option.label === 'Calm')!;
    expect(calm('Forest')).toMatchObject({ count: 60, share: 1 });
    expect(calm('Ocean')).toMatchObject({ count: 0, share: 0 });
  });

  test('monadic ratings: Mann-Whitney finds Forest rated higher', async () => {
    const full = await report(surveys.monadic);
    const results = questionOf(full, rating).variantResults;
    expect(results?.kind).toBe('rating');
    if (results?.kind !== 'rating') return;
    expect(results.variants.map((variant) => [variant.title, variant.n, variant.mean])).toEqual([
      ['Forest', 20, 4.2],
      ['Ocean', 20, 2],
    ]);
    expect(results.variants[0]!.interval!.low).toBeCloseTo(3.8406717, 6);
    expect(results.variants[1]!.interval!.high).toBeCloseTo(2.3719401, 6);
    expect(results.verdict).toMatchObject({
      kind: 'winner',
      winnerId: forest,
      method: 'Mann-Whitney U test',
    });
    expect(results.verdict!.p).toBeCloseTo(2.183865e-7, 11);
    expect(results.verdict!.text).toBe(
      'Forest is rated higher: 4.20 vs 2.00 on average (95% CI 3.84–4.56 vs 1.63–2.37), a real difference (p < 0.001).',
    );
    // The all-variant results are unchanged: 40 answers, mean 3.1.
    expect(questionOf(full, rating).results.totalResponses).toBe(40);
    expect(questionOf(full, rating).results.average).toBeCloseTo(3.1, 10);
  });

  test('side by side: the order check flags a first-shown variant picked more than chance; no winner', async () => {
    const full = await report(surveys.sideBySide);
    const results = questionOf(full, preference).variantResults;
    expect(results?.kind).toBe('preference');
    if (results?.kind !== 'preference') return;
    expect(results.variants.map((variant) => variant.count)).toEqual([15, 15]);
    expect(results.verdict).toMatchObject({ kind: 'too_few', winnerId: null, moreNeeded: 783 - 30 });
    expect(results.orderCheck).toMatchObject({ favoured: true });
    expect(results.orderCheck!.p).toBeCloseTo(0.0014309, 7);
    expect(results.orderCheck!.text).toBe(
      'Order check: the variant shown first was picked in 80.0% of responses, more than the 50.0% chance would give (p = 0.001): its position may have swayed the choice.',
    );
    // Questions asked once beside every variant have no per-variant results.
    expect(questionOf(full, rating).variantResults ?? null).toBeNull();
  });

  test('the version filter keeps the per-variant results (one version here)', async () => {
    const response = await owner.request(`/api/reports/${surveys.monadic.share_id}?version=1`);
    const results = questionOf((await response.json()) as SurveyReport, rating).variantResults;
    expect(results?.kind === 'rating' && results.variants.map((variant) => variant.n)).toEqual([20, 20]);
  });
});
