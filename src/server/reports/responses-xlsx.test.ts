import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EMPTY_FILTER, serializeReportFilter, type ReportFilter } from '#shared/report/report-filter.ts';
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
import { csvCell } from './responses-csv.ts';
import { XLSX_CONTENT_TYPE } from './responses-xlsx.ts';

// Issue 19 §5: the XLSX export's Responses sheet holds the CSV's rows cell for cell, its question
// sheets the report's figures, and it honours the report filter and ownership like the CSV.

const document = {
  title: 'Café feedback',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'optional' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Favourite drink',
              response_type: 'MULTIPLE_CHOICE',
              response_options: { options: ['Espresso', 'Latte', 'Tea'] },
            },
            { text: 'Rating', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            { text: 'Recommend us?', response_type: 'NPS' },
            { text: 'Anything else?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
  ],
};

const RESPONSES = [
  { name: 'Ana', drink: 0, rating: 5, nps: 10, text: 'Lovely, "really"' },
  { name: 'Ben', drink: 1, rating: 3, nps: 7, text: '=HYPERLINK("http://evil")' },
  { name: 'Cleo', drink: 1, rating: 4, nps: 9, text: null },
  { name: 'Dev', drink: 2, rating: 1, nps: 2, text: 'Too loud,\nand cold' },
];

/**
 * Every row of a sheet as plain values ('' for an empty cell, a date cell as its ISO time, as the
 * CSV writes it), trailing empty cells dropped.
 */
function sheetValues(sheet: ExcelJS.Worksheet): (string | number)[][] {
  const rows: (string | number)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = (row.values as unknown[])
      .slice(1)
      .map((value) =>
        value === null || value === undefined
          ? ''
          : value instanceof Date
            ? value.toISOString()
            : (value as string | number),
      );
    rows[number - 1] = values;
  });
  return Array.from(rows, (row) => row ?? []);
}

/** A CSV export's lines (without the BOM); the test's answers hold one quoted line break. */
function csvLines(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    if (char === '\n' && !quoted) {
      lines.push(current.replace(/\r$/, ''));
      current = '';
    } else current += char;
  }
  return lines;
}

describe.each(testDatabases())('XLSX export on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;
  let questions: QuestionItem[];

  const workbookOf = async (path: string) => {
    const response = await owner.request(path);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    return { workbook, disposition: response.headers.get('content-disposition') ?? '' };
  };
  const query = (filter: ReportFilter) => serializeReportFilter(filter);

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    const block = survey.draft.pages.find((page) => page.page_type === 'STANDARD')!.content_blocks[0]!;
    questions = (block as { items: QuestionItem[] }).items;
    const options = (questions[0]!.response_options as { options: { id: string }[] }).options;
    const respondent = createClient(server, '192.0.2.19');
    for (const response of RESPONSES) {
      const created = await respondent.request(`/api/public/surveys/${survey.share_id}/submissions`, {
        json: {
          name: response.name,
          answers: [
            { question_id: questions[0]!.id, choice_ids: [options[response.drink]!.id] },
            { question_id: questions[1]!.id, numeric_value: response.rating },
            { question_id: questions[2]!.id, numeric_value: response.nps },
            ...(response.text ? [{ question_id: questions[3]!.id, text_value: response.text }] : []),
          ],
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(created.status, await created.clone().text()).toBe(201);
    }
  });
  afterAll(() => server.close());

  test('the Responses sheet equals the CSV cell for cell', async () => {
    const csv = await (await owner.request(`/api/reports/${survey.share_id}/responses.csv`)).text();
    const { workbook, disposition } = await workbookOf(`/api/reports/${survey.share_id}/responses.xlsx`);
    expect(disposition).toBe('attachment; filename="caf-feedback-responses.xlsx"');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Responses',
      'Q1 Favourite drink',
      'Q2 Rating',
      'Q3 Recommend us',
      'Q4 Anything else',
    ]);
    const rows = sheetValues(workbook.getWorksheet('Responses')!);
    const lines = csvLines(csv);
    expect(rows).toHaveLength(1 + RESPONSES.length);
    expect(lines).toHaveLength(rows.length);
    const width = lines[0]!.split(',').length;
    // The CSV defuses formula-like text; the sheet keeps it as a string cell, never a formula.
    rows.forEach((row, index) => {
      const padded = Array.from({ length: width }, (_, column) => row[column] ?? null);
      expect(padded.map((cell) => csvCell(cell === '' ? null : cell)).join(',')).toBe(lines[index]);
    });
    const formulaCell = workbook
      .getWorksheet('Responses')!
      .getRow(3)
      .getCell(width - 1);
    expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
    expect(formulaCell.value).toBe('=HYPERLINK("http://evil")');
    // "Submitted at" is a date cell a spreadsheet sorts as time, not text.
    const submitted = workbook.getWorksheet('Responses')!.getRow(2).getCell(1);
    expect(submitted.type).toBe(ExcelJS.ValueType.Date);
    expect(submitted.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  test('each question sheet holds the report’s figures', async () => {
    const report = (await (await owner.request(`/api/reports/${survey.share_id}`)).json()) as SurveyReport;
    const items = report.pages.flatMap((page) =>
      page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
    ) as ReportQuestion[];
    const { workbook } = await workbookOf(`/api/reports/${survey.share_id}/responses.xlsx`);

    const drink = sheetValues(workbook.getWorksheet('Q1 Favourite drink')!);
    expect(drink[0]).toEqual(['Favourite drink']);
    // The type as the editor names it, not its internal id.
    expect(drink[1]).toEqual(['Type', 'Multiple choice']);
    expect(drink).toContainEqual(['Responses', items[0]!.results.totalResponses]);
    const table = drink.slice(drink.findIndex((row) => row[0] === 'Answer') + 1);
    expect(table).toEqual(
      items[0]!.results.distribution.map((bucket) => [bucket.label, bucket.value, bucket.percentage]),
    );
    expect(table[0]).toEqual(['Latte', 2, 50]);

    const rating = sheetValues(workbook.getWorksheet('Q2 Rating')!);
    expect(rating).toContainEqual(['Average', items[1]!.results.average]);
    expect(items[1]!.results.average).toBe(3.25);

    const nps = sheetValues(workbook.getWorksheet('Q3 Recommend us')!);
    expect(nps).toContainEqual(['NPS', items[2]!.results.nps!.score]);
    for (const group of items[2]!.results.nps!.groups)
      expect(nps).toContainEqual([group.label, group.count, group.percentage]);

    const text = sheetValues(workbook.getWorksheet('Q4 Anything else')!);
    expect(text).toContainEqual(['Text answers', 3]);
  });

  test('a filtered export holds only the filtered responses, in both kinds of sheet', async () => {
    const options = (questions[0]!.response_options as { options: { id: string }[] }).options;
    const filter: ReportFilter = {
      ...EMPTY_FILTER,
      conditions: [{ on: 'answer', question: questions[0]!.id, op: 'is', value: options[1]!.id }],
    };
    const { workbook, disposition } = await workbookOf(
      `/api/reports/${survey.share_id}/responses.xlsx?${query(filter)}`,
    );
    expect(disposition).toContain('-filtered.xlsx');
    const rows = sheetValues(workbook.getWorksheet('Responses')!);
    const nameColumn = rows[0]!.indexOf('Name');
    expect(rows.slice(1).map((row) => row[nameColumn])).toEqual(['Ben', 'Cleo']);
    const csv = csvLines(
      await (await owner.request(`/api/reports/${survey.share_id}/responses.csv?${query(filter)}`)).text(),
    );
    expect(csv).toHaveLength(rows.length);
    expect(sheetValues(workbook.getWorksheet('Q2 Rating')!)).toContainEqual(['Average', 3.5]);
  });

  test('only the owner may download it', async () => {
    const path = `/api/reports/${survey.share_id}/responses.xlsx`;
    const stranger = await signedInClient(server, 'stranger');
    expect((await stranger.request(path)).status).toBe(404);
    expect((await createClient(server).request(path)).status).toBe(401);
    expect((await owner.request(`${path}?a.nope.is=x`)).status).toBe(400);
  });
});
