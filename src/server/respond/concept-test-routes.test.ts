import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { MUST_VIEW_ALL_MESSAGE } from '#shared/take/answer-rules.ts';
import type { SubmissionPayload, VariantAssignmentReceipt } from '#shared/take/take-types.ts';
import { answers, answerStats, submissions, variantAssignments } from '../db/schema.ts';
import { rowsOf } from '../db/rows.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { CONCEPT_IDS, conceptTestSurvey } from '#shared/survey/concept-test-fixture.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 11: the stored assignment, variant order, option order, variant-linked answers and the
// server's "view every variant" check, on both databases.

const { forest, ocean, desert, rating, feeling, preference, set } = CONCEPT_IDS;
const ALL = [forest, ocean, desert];

describe.each(testDatabases())('concept tests on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  const published: Record<string, SurveyRecord> = {};

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '10000' });
    owner = await signedInClient(server, 'researcher');
    const make = async (name: string, design: Parameters<typeof conceptTestSurvey>[0]) => {
      const created = (await (
        await owner.request('/api/surveys', { json: { template_data: conceptTestSurvey(design) } })
      ).json()) as SurveyRecord;
      const publish = await owner.request(`/api/surveys/${created.id}/publish`, { json: {} });
      expect(publish.status).toBe(200);
      published[name] = created;
    };
    await make('monadic', { design: 'monadic' });
    await make('sequential', { design: 'sequential_monadic' });
    await make('sideBySide', { design: 'side_by_side', mustViewAll: true });
  });
  afterAll(async () => {
    await server.close();
  });

  const anonymous = () => createClient(server, `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
  const submit = (survey: SurveyRecord, body: SubmissionPayload, key: string = randomUUID()) =>
    anonymous().request(`/api/public/surveys/${survey.share_id}/submissions`, {
      json: body,
      headers: { 'idempotency-key': key },
    });
  const assign = async (survey: SurveyRecord) => {
    const response = await anonymous().request(`/api/public/surveys/${survey.share_id}/assignments`, {
      json: {},
    });
    expect(response.status).toBe(200);
    return (await response.json()) as VariantAssignmentReceipt;
  };
  const storedSubmission = async (id: string) => {
    const [row] = await server.database.db.select().from(submissions).where(eq(submissions.id, id));
    const rows = await server.database.db.select().from(answers).where(eq(answers.submissionId, id));
    return { row: row!, answers: rows };
  };

  test('monadic: 30 concurrent starts are spread 10 / 10 / 10, and the stored answers name the assigned variant', async () => {
    const survey = published.monadic!;
    const receipts = await Promise.all(Array.from({ length: 30 }, () => assign(survey)));
    const counts = new Map<string, number>();
    for (const receipt of receipts) {
      expect(receipt.published_version).toBe(1);
      const variant = receipt.assignments[set]!;
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ [forest]: 10, [ocean]: 10, [desert]: 10 });
    const stored = await server.database.db
      .select({ variantId: variantAssignments.variantId, assigned: variantAssignments.assigned })
      .from(variantAssignments)
      .where(eq(variantAssignments.blockId, set));
    expect(stored.map((row) => row.assigned)).toEqual([10, 10, 10]);

    const assigned = receipts[0]!.assignments[set]!;
    const response = await submit(survey, {
      name: 'Mia',
      assigned_variants: { [set]: assigned },
      variant_orders: { [set]: [assigned] },
      option_orders: { [`${feeling}@${assigned}`]: ['opt_fresh', 'opt_calm', 'opt_bold', 'opt_none'] },
      viewed_variant_ids: [assigned],
      answers: [
        { question_id: rating, media_item_id: assigned, numeric_value: 4 },
        { question_id: feeling, media_item_id: assigned, choice_ids: ['opt_fresh'] },
      ],
    });
    expect(response.status).toBe(201);
    const { submissionId } = (await response.json()) as { submissionId: string };
    const { row, answers: stored2 } = await storedSubmission(submissionId);
    expect(row.assignedVariants).toEqual({ [set]: assigned });
    expect(row.variantOrders).toEqual({ [set]: [assigned] });
    expect(row.optionOrders).toEqual({
      [`${feeling}@${assigned}`]: ['opt_fresh', 'opt_calm', 'opt_bold', 'opt_none'],
    });
    expect(row.viewedVariants).toEqual([assigned]);
    expect(stored2.map((answer) => [answer.questionId, answer.mediaItemId]).sort()).toEqual(
      [
        [feeling, assigned],
        [rating, assigned],
      ].sort(),
    );
    // Per-variant running totals for the statistics, beside the all-variant ones.
    const perVariant = await server.database.db
      .select({ kind: answerStats.kind, key: answerStats.key, count: answerStats.count })
      .from(answerStats)
      .where(and(eq(answerStats.questionId, rating), eq(answerStats.variantId, assigned)));
    expect(perVariant.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'n', key: '4', count: 1 },
      { kind: 't', key: '', count: 1 },
    ]);
  });

  test('monadic: a submission without its assigned variant, or answering about another one, is refused and stores nothing', async () => {
    const survey = published.monadic!;
    const before = await countSubmissions(survey.id);
    const missing = await submit(survey, {
      answers: [{ question_id: rating, media_item_id: forest, numeric_value: 3 }],
    });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(await missing.json())).toContain('yours is missing');
    const other = await submit(survey, {
      assigned_variants: { [set]: forest },
      answers: [
        { question_id: rating, media_item_id: ocean, numeric_value: 3 },
        { question_id: feeling, media_item_id: forest, choice_ids: ['opt_bold'] },
      ],
    });
    expect(other.status).toBe(422);
    const shuffledLastOption = await submit(survey, {
      assigned_variants: { [set]: forest },
      option_orders: { [`${feeling}@${forest}`]: ['opt_none', 'opt_calm', 'opt_bold', 'opt_fresh'] },
      answers: [
        { question_id: rating, media_item_id: forest, numeric_value: 3 },
        { question_id: feeling, media_item_id: forest, choice_ids: ['opt_bold'] },
      ],
    });
    expect(shuffledLastOption.status).toBe(422);
    expect(await countSubmissions(survey.id)).toBe(before);
  });

  test('sequential monadic: each variant answered once in the recorded order, then the preference', async () => {
    const survey = published.sequential!;
    const order = [desert, forest, ocean];
    const perVariant = order.flatMap((variant, index) => [
      { question_id: rating, media_item_id: variant, numeric_value: index + 2 },
      { question_id: feeling, media_item_id: variant, choice_ids: ['opt_calm'] },
    ]);
    const body: SubmissionPayload = {
      variant_orders: { [set]: order },
      viewed_variant_ids: order,
      answers: [...perVariant, { question_id: preference, choice_ids: [forest] }],
    };
    const response = await submit(survey, body);
    expect(response.status).toBe(201);
    const { submissionId } = (await response.json()) as { submissionId: string };
    const { row, answers: stored } = await storedSubmission(submissionId);
    expect(row.variantOrders).toEqual({ [set]: order });
    expect(row.assignedVariants).toEqual({});
    const ratings = stored
      .filter((answer) => answer.questionId === rating)
      .map((answer) => [answer.mediaItemId, answer.numericValue]);
    expect(ratings.sort()).toEqual(
      [
        [desert, 2],
        [forest, 3],
        [ocean, 4],
      ].sort(),
    );
    const chosen = stored.find((answer) => answer.questionId === preference)!;
    expect(chosen.mediaItemId).toBeNull();
    expect(chosen.choiceIds).toEqual([forest]);
    // Shown-first and shown counts for the order-effect check.
    const shown = rowsOf<{ kind: string; key: string; count: unknown }>(
      await server.database.db.execute(sql`
        select kind, key, count from answer_stats
        where survey_id = ${survey.id} and question_id = ${set} and variant_id = '' order by kind, key`),
    );
    expect(shown.map((entry) => [entry.kind, entry.key, Number(entry.count)])).toEqual([
      ['a', desert, 1],
      ['a', forest, 1],
      ['a', ocean, 1],
      ['f', desert, 1],
    ]);

    // The same body again under the same key is a replay, not a second response.
    const before = await countSubmissions(survey.id);
    const key = randomUUID();
    expect((await submit(survey, body, key)).status).toBe(201);
    expect((await submit(survey, { ...body, answers: [...body.answers].reverse() }, key)).status).toBe(200);
    expect(await countSubmissions(survey.id)).toBe(before + 1);
  });

  test('sequential monadic: a variant answered twice, skipped, or an order that is not the set is refused', async () => {
    const survey = published.sequential!;
    const before = await countSubmissions(survey.id);
    const order = [ocean, desert, forest];
    const full = order.flatMap((variant) => [
      { question_id: rating, media_item_id: variant, numeric_value: 5 },
      { question_id: feeling, media_item_id: variant, choice_ids: ['opt_bold'] },
    ]);
    const cases: SubmissionPayload[] = [
      { variant_orders: { [set]: order }, answers: [...full, full[0]!] },
      { variant_orders: { [set]: order }, answers: full.slice(2) },
      { variant_orders: { [set]: [ocean, desert] }, answers: full },
      { variant_orders: { [set]: [ocean, ocean, forest] }, answers: full },
      { answers: full },
      {
        variant_orders: { [set]: order },
        answers: full.map(({ media_item_id: _dropped, ...answer }) => answer),
      },
    ];
    for (const body of cases) expect((await submit(survey, body)).status).toBe(422);
    expect(await countSubmissions(survey.id)).toBe(before);
  });

  test('side by side with "view every variant": a choice without having seen them all is refused; with all seen it is stored', async () => {
    const survey = published.sideBySide!;
    const base = {
      variant_orders: { [set]: [ocean, forest, desert] },
      answers: [
        { question_id: rating, numeric_value: 3 },
        { question_id: feeling, choice_ids: ['opt_calm'] },
        { question_id: preference, choice_ids: [ocean] },
      ],
    };
    const before = await countSubmissions(survey.id);
    for (const viewed of [undefined, [], [ocean, forest], [ocean, forest, 'media_unknown']]) {
      const refused = await submit(survey, { ...base, ...(viewed ? { viewed_variant_ids: viewed } : {}) });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({
        error: {
          code: 'validation_failed',
          message: MUST_VIEW_ALL_MESSAGE,
          fields: { viewed_variant_ids: MUST_VIEW_ALL_MESSAGE },
        },
      });
    }
    expect(await countSubmissions(survey.id)).toBe(before);

    const stored = await submit(survey, { ...base, viewed_variant_ids: [forest, desert, ocean, ocean] });
    expect(stored.status).toBe(201);
    const { submissionId } = (await stored.json()) as { submissionId: string };
    const { row, answers: rows } = await storedSubmission(submissionId);
    expect(row.variantOrders).toEqual({ [set]: [ocean, forest, desert] });
    expect([...row.viewedVariants].sort()).toEqual([...ALL].sort());
    // Asked about the whole set: no variant on the answers; the preference names the variant by id.
    expect(rows.every((answer) => answer.mediaItemId === null)).toBe(true);
    expect(rows.find((answer) => answer.questionId === preference)!.choiceIds).toEqual([ocean]);
  });

  test('the CSV and JSON exports carry the variant order, the assignment, the variants seen and one column per variant', async () => {
    const survey = published.sequential!;
    const order = [ocean, desert, forest];
    const response = await submit(survey, {
      name: 'Export check',
      variant_orders: { [set]: order },
      viewed_variant_ids: [ocean, desert],
      option_orders: { [`${feeling}@${ocean}`]: ['opt_bold', 'opt_fresh', 'opt_calm', 'opt_none'] },
      answers: [
        ...order.map((variant, index) => ({
          question_id: rating,
          media_item_id: variant,
          numeric_value: 5 - index,
        })),
        ...order.map((variant) => ({
          question_id: feeling,
          media_item_id: variant,
          choice_ids: ['opt_fresh'],
        })),
        { question_id: preference, choice_ids: [desert] },
      ],
    });
    expect(response.status).toBe(201);
    const { submissionId } = (await response.json()) as { submissionId: string };

    const csv = await (await owner.request(`/api/reports/${survey.share_id}/responses.csv`)).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns).toEqual(
      expect.arrayContaining([
        'Variant order',
        'Variant order ids',
        'How appealing is this packaging? [Forest]',
        'How appealing is this packaging? [Ocean]',
        'How appealing is this packaging? [Desert]',
        'Which packaging would you pick?',
        'Variants seen',
      ]),
    );
    const row = lines.find((line) => line.includes('Export check'))!.split(',');
    const cell = (name: string) => row[columns.indexOf(name)];
    expect(cell('Variant order')).toBe('Ocean > Desert > Forest');
    expect(cell('Variant order ids')).toBe(`${ocean} > ${desert} > ${forest}`);
    expect(cell('How appealing is this packaging? [Ocean]')).toBe('5');
    expect(cell('How appealing is this packaging? [Desert]')).toBe('4');
    expect(cell('How appealing is this packaging? [Forest]')).toBe('3');
    expect(cell('Which packaging would you pick?')).toBe('Desert');
    expect(cell('Variants seen')).toBe('Ocean; Desert');

    const exported = (await (
      await owner.request(`/api/reports/${survey.share_id}?download=json`)
    ).json()) as {
      concept_tests: {
        sets: { block_id: string; design: string; variants: { id: string; label: string }[] }[];
        responses: {
          submission_id: string;
          variant_orders: unknown;
          option_orders: unknown;
          viewed_variants: unknown;
        }[];
      };
    };
    expect(exported.concept_tests.sets).toEqual([
      expect.objectContaining({
        block_id: set,
        design: 'sequential_monadic',
        variants: [
          { id: forest, label: 'Forest' },
          { id: ocean, label: 'Ocean' },
          { id: desert, label: 'Desert' },
        ],
        per_variant_question_ids: [rating, feeling],
        preference_question_ids: [preference],
      }),
    ]);
    expect(
      exported.concept_tests.responses.find((entry) => entry.submission_id === submissionId),
    ).toMatchObject({
      variant_orders: { [set]: order },
      option_orders: { [`${feeling}@${ocean}`]: ['opt_bold', 'opt_fresh', 'opt_calm', 'opt_none'] },
      viewed_variants: [ocean, desert],
    });

    const monadic = published.monadic!;
    const monadicCsv = await (await owner.request(`/api/reports/${monadic.share_id}/responses.csv`)).text();
    const monadicColumns = monadicCsv
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    expect(monadicColumns).toEqual(expect.arrayContaining(['Assigned variant', 'Assigned variant id']));
    const mia = monadicCsv
      .split('\r\n')
      .find((line) => line.includes('Mia'))!
      .split(',');
    expect(mia[monadicColumns.indexOf('Assigned variant id')]).toMatch(/^media_(forest|ocean|desert)$/);
  });

  const countSubmissions = async (surveyId: string) =>
    (await server.database.db.select().from(submissions).where(eq(submissions.surveyId, surveyId))).length;
});
