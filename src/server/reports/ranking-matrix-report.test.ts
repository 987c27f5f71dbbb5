import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 12 §7 end to end on the server: ranking and matrix answers are validated, stored, counted
// into the running totals, reported (average rank, first-place share; per-statement distribution
// and mean) and exported (a rank per option, a point per statement).

const document = {
  title: 'Roadmap',
  pages: [
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Rank these features',
              response_type: 'RANKING',
              required: true,
              options: ['Speed', 'Price', 'Support'],
            },
            {
              text: 'How do you rate us?',
              response_type: 'MATRIX',
              required: true,
              response_options: { rows: ['Speed', 'Price'], columns: ['Poor', 'OK', 'Great'] },
            },
          ],
        },
      ],
    },
  ],
};

describe.each(testDatabases())('ranking and matrix answers on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;
  let ranking: Extract<QuestionItem, { response_type: 'RANKING' }>;
  let matrix: Extract<QuestionItem, { response_type: 'MATRIX' }>;

  const submit = (answers: unknown[]) =>
    createClient(server).request(`/api/public/surveys/${survey.share_id}/submissions`, {
      json: { name: `Pat ${randomUUID().slice(0, 6)}`, answers },
      headers: { 'idempotency-key': randomUUID() },
    });
  const option = (text: string) => ranking.response_options.options.find((entry) => entry.text === text)!.id;
  const row = (text: string) => matrix.response_options.rows.find((entry) => entry.text === text)!.id;
  const column = (text: string) => matrix.response_options.columns.find((entry) => entry.text === text)!.id;
  const answer = (order: string[], speed: string, price: string) => [
    { question_id: ranking.id, choice_ids: order.map(option) },
    {
      question_id: matrix.id,
      choice_ids: [`${row('Speed')}:${column(speed)}`, `${row('Price')}:${column(price)}`],
    },
  ];

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBeLessThan(300);
    const items = survey.draft.pages.flatMap((page) =>
      page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
    );
    ranking = items.find((item) => item.response_type === 'RANKING') as typeof ranking;
    matrix = items.find((item) => item.response_type === 'MATRIX') as typeof matrix;
  });
  afterAll(() => server.close());

  test('bad answers are refused with a clear message and store nothing', async () => {
    const missing = await submit([
      { question_id: ranking.id, choice_ids: [option('Speed'), option('Price')] },
      answer(['Speed', 'Price', 'Support'], 'OK', 'OK')[1],
    ]);
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Put every option in order, each one once.',
    );
    const halfGrid = await submit([
      answer(['Speed', 'Price', 'Support'], 'OK', 'OK')[0],
      { question_id: matrix.id, choice_ids: [`${row('Speed')}:${column('OK')}`] },
    ]);
    expect(halfGrid.status).toBe(422);
    expect(((await halfGrid.json()) as { error: { message: string } }).error.message).toBe(
      'Please answer every statement (1 of 2 answered; "Price" has no answer yet).',
    );
    const report = (await (await owner.request(`/api/reports/${survey.share_id}`)).json()) as SurveyReport;
    expect(report.totalResponses).toBe(0);
  });

  test('the report gives average ranks and the matrix grid; the CSV a rank per option and a point per statement', async () => {
    for (const [order, speed, price] of [
      [['Speed', 'Price', 'Support'], 'Great', 'Poor'],
      [['Speed', 'Support', 'Price'], 'Great', 'OK'],
      [['Price', 'Speed', 'Support'], 'OK', 'Poor'],
    ] as const) {
      const response = await submit(answer([...order], speed, price));
      expect(response.status, await response.clone().text()).toBe(201);
    }
    const report = (await (await owner.request(`/api/reports/${survey.share_id}`)).json()) as SurveyReport;
    const questions = report.pages[0]!.content_blocks[0]!.items as ReportQuestion[];
    const rankResults = questions[0]!.results.ranking!;
    expect(rankResults.map((entry) => [entry.label, entry.averageRank, entry.firstPlaceShare])).toEqual([
      ['Speed', 4 / 3, 66.7],
      ['Price', 2, 33.3],
      ['Support', 8 / 3, 0],
    ]);
    const grid = questions[1]!.results.matrix!;
    expect(
      grid.map((entry) => [entry.label, entry.answered, entry.cells.map((cell) => cell.count), entry.mean]),
    ).toEqual([
      ['Speed', 3, [0, 1, 2], 8 / 3],
      ['Price', 3, [2, 1, 0], 4 / 3],
    ]);

    const csv = await (await owner.request(`/api/reports/${survey.share_id}/responses.csv`)).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const columns = header!.split(',');
    const cell = (line: string, name: string) => line.split(',')[columns.indexOf(name)];
    for (const name of [
      'Rank these features [rank: Speed]',
      'Rank these features [rank: Support]',
      'How do you rate us? [Speed]',
      'How do you rate us? [Price]',
    ])
      expect(columns).toContain(name);
    const ranksOfSpeed = lines.map((line) => cell(line, 'Rank these features [rank: Speed]')).sort();
    expect(ranksOfSpeed).toEqual(['1', '1', '2']);
    const pricePoints = lines.map((line) => cell(line, 'How do you rate us? [Price]')).sort();
    expect(pricePoints).toEqual(['OK', 'Poor', 'Poor']);
  });
});
