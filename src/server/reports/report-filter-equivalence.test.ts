import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { rowsOf } from '../db/rows.ts';
import { startStatCodesBackfill } from './stat-codes-backfill.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Report filters (decision 030): a filter that keeps every response gives, question by question,
// the same figures as the running totals, for every question type (ranking ranks and date
// distributions included), whichever way it is written.

const document = {
  title: 'Every type',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            { text: 'Plan', response_type: 'MULTIPLE_CHOICE', options: ['Free', 'Pro'], required: true },
            {
              text: 'Uses',
              response_type: 'CHECKBOX',
              response_options: { options: ['Forms', 'Polls', 'Quizzes'], allow_other: true },
            },
            { text: 'Country', response_type: 'dropdown', options: ['Austria', 'Germany', 'Portugal'] },
            { text: 'Happy?', response_type: 'YES_NO' },
            { text: 'Rating', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            { text: 'Recommend', response_type: 'NPS' },
            { text: 'Slide', response_type: 'SLIDER', response_options: { min: 0, max: 100 } },
            { text: 'People', response_type: 'number', response_options: { min: 1, max: 20, integer: true } },
            { text: 'Rank', response_type: 'RANKING', options: ['Speed', 'Price', 'Support'] },
            {
              text: 'Grid',
              response_type: 'MATRIX',
              response_options: { rows: ['Speed', 'Price'], columns: ['Poor', 'OK', 'Great'] },
            },
            { text: 'Visited', response_type: 'date' },
            { text: 'Mail', response_type: 'email' },
            { text: 'Phone', response_type: 'phone' },
            { text: 'Why?', response_type: 'FREE_RESPONSE' },
            { text: 'Consent', response_type: 'consent', response_options: { statement: 'I agree.' } },
          ],
        },
      ],
    },
  ],
};

const optionsOf = (question: QuestionItem) =>
  'options' in question.response_options ? question.response_options.options.map((option) => option.id) : [];

/** A random, valid answer to the question (or none, when it isn't required). */
function answerArbitrary(question: QuestionItem): fc.Arbitrary<Record<string, unknown> | null> {
  const options = optionsOf(question);
  const maybe = (arbitrary: fc.Arbitrary<Record<string, unknown>>) =>
    question.required ? arbitrary : fc.option(arbitrary, { nil: null, freq: 4 });
  switch (question.response_type) {
    case 'MULTIPLE_CHOICE':
    case 'DROPDOWN':
    case 'YES_NO':
      return maybe(fc.constantFrom(...options).map((id) => ({ choice_ids: [id] })));
    case 'CHECKBOX':
      return maybe(
        fc.oneof(
          fc.subarray(options, { minLength: 1 }).map((ids) => ({ choice_ids: ids })),
          fc
            .constantFrom('Docs', 'Surveys')
            .map((other) => ({ choice_ids: ['__other__'], other_text: other })),
        ),
      );
    case 'NUMBER_SELECT':
      return maybe(fc.integer({ min: 1, max: 5 }).map((value) => ({ numeric_value: value })));
    case 'NPS':
      return maybe(fc.integer({ min: 0, max: 10 }).map((value) => ({ numeric_value: value })));
    case 'SLIDER':
      return maybe(fc.integer({ min: 0, max: 100 }).map((value) => ({ numeric_value: value })));
    case 'NUMBER':
      return maybe(fc.integer({ min: 1, max: 20 }).map((value) => ({ numeric_value: value })));
    case 'RANKING':
      return maybe(
        fc.shuffledSubarray(options, { minLength: 3, maxLength: 3 }).map((ids) => ({ choice_ids: ids })),
      );
    case 'MATRIX': {
      const { rows, columns } = question.response_options as {
        rows: { id: string }[];
        columns: { id: string }[];
      };
      return maybe(
        fc
          .tuple(fc.constantFrom(...columns), fc.constantFrom(...columns))
          .map(([a, b]) => ({ choice_ids: [`${rows[0]!.id}:${a.id}`, `${rows[1]!.id}:${b.id}`] })),
      );
    }
    case 'DATE':
      return maybe(
        fc.constantFrom('2026-03-02', '2026-03-05', '2026-04-20').map((text) => ({ text_value: text })),
      );
    case 'EMAIL':
      return maybe(
        fc.constantFrom('ann@example.com', 'bo@example.org').map((text) => ({ text_value: text })),
      );
    case 'PHONE':
      return maybe(fc.constantFrom('+44 20 7946 0958', '555 123 4567').map((text) => ({ text_value: text })));
    case 'FREE_RESPONSE':
      return maybe(fc.constantFrom('fast', 'slow', 'great value').map((text) => ({ text_value: text })));
    case 'CONSENT':
      return maybe(fc.constant({ numeric_value: 1 }));
    default:
      throw new Error(`no answers for ${question.response_type}`);
  }
}

describe.each(testDatabases())('a filter that keeps everything on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;
  let questions: QuestionItem[];
  /** Each response's answers, as sent. */
  const sent: Record<string, unknown>[][] = [];

  const createSurvey = async () => {
    const created = await owner.request('/api/surveys', { json: { template_data: document } });
    expect(created.status, await created.clone().text()).toBe(201);
    const record = (await created.json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${record.id}/publish`, { json: {} })).status).toBeLessThan(300);
    return record;
  };
  const questionsIn = (record: SurveyRecord) =>
    record.draft.pages[1]!.content_blocks[0]!.items as QuestionItem[];
  const submit = async (record: SurveyRecord, name: string, answers: Record<string, unknown>[]) => {
    const stored = await createClient(server).request(`/api/public/surveys/${record.share_id}/submissions`, {
      json: { name, answers },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(stored.status, await stored.clone().text()).toBe(201);
  };

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    survey = await createSurvey();
    questions = questionsIn(survey);
    const responses = fc.sample(fc.tuple(...questions.map(answerArbitrary)), { numRuns: 24, seed: 30 });
    for (const [index, response] of responses.entries()) {
      const answers = response.flatMap((answer, position) =>
        answer ? [{ question_id: questions[position]!.id, ...answer }] : [],
      );
      await submit(survey, `Person ${index % 9}`, answers);
      sent.push(answers);
    }
  });
  afterAll(() => server.close());

  const report = async (search: string, record = survey) => {
    const response = await owner.request(`/api/reports/${record.share_id}${search}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as SurveyReport;
  };
  const byQuestion = (result: SurveyReport) =>
    new Map(
      result.pages
        .flatMap((page) => page.content_blocks)
        .flatMap((block) => block.items as ReportQuestion[])
        .map((question) => [question.response_type, question.results]),
    );

  test('every question type shows the same figures as without a filter', async () => {
    const plain = byQuestion(await report(''));
    // The types that need figures of their own are there to compare (not an empty report).
    expect(plain.get('RANKING')!.ranking!.some((option) => option.averageRank !== null)).toBe(true);
    expect(JSON.stringify(plain.get('DATE'))).toContain('2026-03');
    const everything = ['?from=2000-01-01', '?to=2100-12-31', '?from=2000-01-01&to=2100-12-31'];
    for (const search of everything) {
      const filtered = byQuestion(await report(search));
      for (const question of questions)
        expect(filtered.get(question.response_type), `${question.response_type} with ${search}`).toEqual(
          plain.get(question.response_type),
        );
    }
  });

  test('a filter that keeps some responses gives the figures of a survey that got only those', async () => {
    // The same survey again, answered only by the responses that picked the first plan.
    const twin = await createSurvey();
    const idsOf = (items: QuestionItem[]) =>
      items.flatMap((question) => {
        const options = question.response_options as {
          options?: { id: string }[];
          rows?: { id: string }[];
          columns?: { id: string }[];
        };
        return [
          question.id,
          ...[...(options.options ?? []), ...(options.rows ?? []), ...(options.columns ?? [])].map(
            (entry) => entry.id,
          ),
        ];
      });
    const rename = new Map(idsOf(questions).map((id, index) => [id, idsOf(questionsIn(twin))[index]!]));
    const first = optionsOf(questions[0]!)[0]!;
    const picked = sent.filter((answers) => JSON.stringify(answers[0]).includes(first));
    expect(picked.length).toBeGreaterThan(3);
    expect(picked.length).toBeLessThan(sent.length);
    for (const [index, answers] of picked.entries())
      await submit(
        twin,
        `Person ${index}`,
        JSON.parse(
          // Matrix answers are "rowId:columnId": each part is renamed.
          JSON.stringify(answers).replace(/[^":,[\]{}]+/g, (part) => rename.get(part) ?? part),
        ) as Record<string, unknown>[],
      );
    // Ids, names and times differ between the two surveys; every figure must not.
    const figures = (result: SurveyReport) =>
      JSON.parse(
        JSON.stringify([...byQuestion(result)], (key, value: unknown) =>
          /id$|^name$|_at$/i.test(key) ? undefined : value,
        ),
      ) as unknown;
    const filtered = await report(`?a.${questions[0]!.id}.is=${first}`);
    const only = await report('', twin);
    expect(filtered.totalResponses).toBe(picked.length);
    expect(figures(filtered)).toEqual(figures(only));
    // Participants: the twin's names are all different (each response its own participant), the
    // first survey's repeat (9 people): a filter keeping everything counts the same people.
    for (const record of [twin, survey]) {
      const plain = await report('', record);
      const everything = await report('?from=2000-01-01', record);
      expect(everything.participants).toBe(plain.participants);
    }
    expect((await report('', survey)).participants).toBe(9);
  });

  test('submissions stored without stat codes are counted exactly, then filled in with the codes ingestion writes', async () => {
    // Rows from before migration 0021 (or written straight to the table) have no codes (decision 034).
    const db = server.database.db;
    // A submission's codes as a multiset: their order carries nothing.
    const codesOf = async () =>
      rowsOf<{ id: string; stat_codes: number[] | null }>(
        await db.execute(
          sql`select id, stat_codes from submissions where survey_id = ${survey.id} order by id`,
        ),
      ).map((row) => ({ ...row, stat_codes: row.stat_codes && [...row.stat_codes].sort((a, b) => a - b) }));
    const written = await codesOf();
    expect(written.every((row) => Array.isArray(row.stat_codes) && row.stat_codes.length > 0)).toBe(true);
    const search = `?a.${questions[0]!.id}.is=${optionsOf(questions[0]!)[0]!}`;
    const fromCodes = byQuestion(await report(search));

    await db.execute(sql`update submissions set stat_codes = null where survey_id = ${survey.id}`);
    // The exact way while they are missing: the same figures.
    expect(byQuestion(await report(search))).toEqual(fromCodes);
    // Filled in the background by that request, with the codes ingestion wrote.
    await expect
      .poll(async () => (await codesOf()).filter((row) => row.stat_codes === null).length, {
        timeout: 20_000,
      })
      .toBe(0);
    expect(await codesOf()).toEqual(written);
    expect(byQuestion(await report(search))).toEqual(fromCodes);
  });

  test("after a start-up, every survey's missing stat codes are filled without a report being asked for", async () => {
    const db = server.database.db;
    const codesOf = async () =>
      rowsOf<{ stat_codes: number[] | null }>(
        await db.execute(sql`select stat_codes from submissions where survey_id = ${survey.id} order by id`),
      ).map((row) => row.stat_codes && [...row.stat_codes].sort((a, b) => a - b));
    const written = await codesOf();
    await db.execute(sql`update submissions set stat_codes = null where survey_id = ${survey.id}`);
    const errors: unknown[] = [];
    await startStatCodesBackfill(db, (error) => errors.push(error), 0).done;
    expect(errors).toEqual([]);
    expect(await codesOf()).toEqual(written);
  });

  test('a filtered report of completed responses reads their stat codes, not their answers', async () => {
    // Proven by taking the answers away: figures and matches that come from the codes survive.
    const rating = questions.find((question) => question.response_type === 'NUMBER_SELECT')!;
    const search = `?a.${questions[0]!.id}.is=${optionsOf(questions[0]!)[0]!}&a.${rating.id}.max=4`;
    const fromCodes = (result: SurveyReport) => {
      const figures = byQuestion(result);
      return [
        result.totalResponses,
        ...(['MULTIPLE_CHOICE', 'NUMBER_SELECT', 'NPS', 'RANKING', 'MATRIX'] as const).map((type) =>
          figures.get(type),
        ),
      ];
    };
    const before = await report(search);
    expect(before.totalResponses).toBeGreaterThan(0);
    await server.database.db.execute(sql`delete from answers where survey_id = ${survey.id}`);
    expect(fromCodes(await report(search))).toEqual(fromCodes(before));
  });
});
