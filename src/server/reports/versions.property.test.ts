import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyReport } from '#shared/report/report-types.ts';
import { questionWithResponseType } from '#shared/survey/survey-defaults.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem, ResponseType, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { buildTakePlan, questionStepsOf } from '#shared/take/take-steps.ts';
import type { PublicSurvey } from '#shared/take/take-types.ts';
import { rowsOf, toNumber } from '../db/rows.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 10's proof: random sequences of edits, publishes and submissions (also against older
// versions) never lose an acknowledged answer from the report, the CSV or the JSON export, and the
// running totals always equal a recount from the raw answers.

const RUNS = 12;

const start = {
  title: 'Property study',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            { text: 'Score?', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            { text: 'Pick', response_type: 'MULTIPLE_CHOICE', response_options: { options: ['A', 'B'] } },
            { text: 'Say', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
  ],
};

type Edit =
  | { kind: 'remove'; index: number }
  | { kind: 'add'; type: ResponseType }
  | { kind: 'retype'; index: number; type: ResponseType }
  | { kind: 'reword-option'; index: number }
  | { kind: 'add-option'; index: number };
type Step =
  { kind: 'edit'; edit: Edit } | { kind: 'publish' } | { kind: 'submit'; pick: number; seed: number };

const types = fc.constantFrom<ResponseType>('FREE_RESPONSE', 'NUMBER_SELECT', 'MULTIPLE_CHOICE', 'SLIDER');
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      edit: fc.oneof(
        fc.record({ kind: fc.constant('remove' as const), index: fc.nat(5) }),
        fc.record({ kind: fc.constant('add' as const), type: types }),
        fc.record({ kind: fc.constant('retype' as const), index: fc.nat(5), type: types }),
        fc.record({ kind: fc.constant('reword-option' as const), index: fc.nat(5) }),
        fc.record({ kind: fc.constant('add-option' as const), index: fc.nat(5) }),
      ),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'publish' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('submit' as const), pick: fc.nat(10), seed: fc.nat(1000) }),
  },
);

let made = 0;
function applyEdit(document: SurveyDocument, edit: Edit): SurveyDocument {
  const page = document.pages.find((candidate) => candidate.page_type === 'STANDARD')!;
  const block = page.content_blocks[0]!;
  if (block.type !== 'QUESTION_SET') throw new Error('question block expected');
  let items = [...block.items];
  const at = (index: number) => index % items.length;
  made += 1;
  if (edit.kind === 'remove' && items.length > 1) items.splice(at(edit.index), 1);
  if (edit.kind === 'add') {
    items.push(
      questionWithResponseType(
        {
          id: `question_p${made}`,
          text: `Added ${made}`,
          description: '',
          required: false,
          position: items.length,
        },
        edit.type,
      ),
    );
  }
  if (edit.kind === 'retype') {
    const question = items[at(edit.index)]!;
    items[at(edit.index)] = questionWithResponseType(question, edit.type);
  }
  if (edit.kind === 'reword-option' || edit.kind === 'add-option') {
    const question = items[at(edit.index)]!;
    if ('options' in question.response_options) {
      const options = question.response_options.options;
      items[at(edit.index)] = {
        ...question,
        response_options: {
          ...question.response_options,
          options:
            edit.kind === 'reword-option'
              ? options.map((option, index) =>
                  index === 0 ? { ...option, text: `Reworded ${made}` } : option,
                )
              : [...options, { id: `option_p${made}`, text: `New ${made}`, position: options.length }],
        },
      } as QuestionItem;
    }
  }
  items = items.map((item, position) => ({ ...item, position }));
  return {
    ...document,
    pages: document.pages.map((candidate) =>
      candidate.id === page.id ? { ...candidate, content_blocks: [{ ...block, items }] } : candidate,
    ),
  };
}

interface Acknowledged {
  version: number;
  questionId: string;
  /** What the CSV shows for it. */
  cell: string;
}

/** A valid answer to every question the version asks, derived from `seed`. */
function answersFor(document: SurveyDocument, seed: number, token: string) {
  return questionStepsOf(buildTakePlan(document)).map(({ question }, index) => {
    const options = question.response_options;
    if ('options' in options) {
      const option = options.options[(seed + index) % options.options.length]!;
      return { answer: { question_id: question.id, choice_ids: [option.id] }, cell: option.text };
    }
    if ('scale' in options) {
      const value = options.min + ((seed + index) % (options.max - options.min + 1));
      return { answer: { question_id: question.id, numeric_value: value }, cell: String(value) };
    }
    if ('step' in options) {
      return { answer: { question_id: question.id, numeric_value: options.min }, cell: String(options.min) };
    }
    const text = `${token}q${index}`;
    return { answer: { question_id: question.id, text_value: text }, cell: text };
  });
}

/** Splits one CSV line (cells here never contain line breaks). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      current += '"';
      index++;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      cells.push(current);
      current = '';
    } else current += char;
  }
  cells.push(current);
  return cells;
}

const reportTotals = (report: SurveyReport) => {
  const totals = new Map<string, number>();
  for (const page of report.pages)
    for (const block of page.content_blocks)
      if (block.type === 'QUESTION_SET')
        for (const question of block.items) {
          const groups = question.versionGroups ?? [{ results: question.results }];
          totals.set(
            question.id,
            groups.reduce((sum, group) => sum + group.results.totalResponses, 0),
          );
        }
  return totals;
};

describe.each(testDatabases().slice(0, 1))('versions property on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '100000' });
    owner = await signedInClient(server);
  });
  afterAll(() => server.close());

  test('no acknowledged answer is ever lost, and running totals equal a recount', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const survey = (await (
          await owner.request('/api/surveys', { json: { template_data: start } })
        ).json()) as SurveyRecord;
        const respondent = createClient(server, '192.0.2.9');
        const acknowledged: Acknowledged[] = [];
        let submitted = 0;
        let live = 0;
        expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
        live = 1;
        for (const [index, current] of steps.entries()) {
          if (current.kind === 'edit') {
            const record = (await (await owner.request(`/api/surveys/${survey.id}`)).json()) as SurveyRecord;
            const saved = await owner.request(`/api/surveys/${survey.id}/draft`, {
              method: 'PUT',
              json: {
                template_data: applyEdit(record.draft, current.edit),
                baseVersion: record.draft_version,
              },
            });
            expect(saved.status).toBe(200);
          } else if (current.kind === 'publish') {
            const published = await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
            expect([200, 422]).toContain(published.status);
            if (published.status === 200) live = ((await published.json()) as { version: number }).version;
          } else {
            // A respondent who loaded any version so far, the live one or an older one.
            const version = 1 + (current.pick % live);
            const loaded = (await (
              await respondent.request(`/api/public/surveys/${survey.share_id}?version=${version}`)
            ).json()) as PublicSurvey;
            const token = `t${index}x${current.seed}`;
            const planned = answersFor(loaded.document, current.seed, token);
            const response = await respondent.request(`/api/public/surveys/${survey.share_id}/submissions`, {
              json: { published_version: version, answers: planned.map((entry) => entry.answer) },
              headers: { 'idempotency-key': `prop-${survey.id}-${index}` },
            });
            expect(response.status).toBe(201);
            submitted += 1;
            for (const entry of planned)
              acknowledged.push({ version, questionId: entry.answer.question_id, cell: entry.cell });
          }
        }

        // The report and the JSON export count every acknowledged answer, in some version group.
        const expected = new Map<string, number>();
        for (const answer of acknowledged)
          expected.set(answer.questionId, (expected.get(answer.questionId) ?? 0) + 1);
        const report = (await (
          await owner.request(`/api/reports/${survey.share_id}`)
        ).json()) as SurveyReport;
        const exported = (await (
          await owner.request(`/api/reports/${survey.share_id}?download=json`)
        ).json()) as SurveyReport;
        for (const read of [report, exported]) {
          expect(read.totalResponses).toBe(submitted);
          const totals = reportTotals(read);
          for (const [questionId, count] of expected) expect(totals.get(questionId), questionId).toBe(count);
        }
        // Per version, the reports add up to the whole.
        let perVersion = 0;
        for (let version = 1; version <= live; version++) {
          const one = (await (
            await owner.request(`/api/reports/${survey.share_id}?version=${version}`)
          ).json()) as SurveyReport;
          perVersion += one.totalResponses;
        }
        expect(perVersion).toBe(submitted);

        // The CSV: one row per submission, every answer in exactly one cell of its row.
        const csv = (await (await owner.request(`/api/reports/${survey.share_id}/responses.csv`)).text())
          .replace(/^\uFEFF/, '')
          .trimEnd();
        const [header, ...rows] = csv.split('\r\n').filter((line) => line !== '');
        expect(rows).toHaveLength(submitted);
        const width = csvCells(header!).length;
        const filled = rows.flatMap((row) => {
          const cells = csvCells(row);
          expect(cells).toHaveLength(width);
          return cells.slice(4, -1).filter((cell) => cell !== '');
        });
        expect(filled).toHaveLength(acknowledged.length);
        expect(filled.sort()).toEqual(acknowledged.map((answer) => answer.cell).sort());

        // Running totals equal a recount from the raw answers, version by version; participants
        // (kind u) per version and across versions (version 0), as the writer names them.
        const IDENTITY = sql`coalesce(nullif(lower(btrim(s.email)), ''), nullif(lower(btrim(s.name)), ''), s.id::text)`;
        const recount = rowsOf<{
          version: unknown;
          question_id: string;
          kind: string;
          key: string;
          count: unknown;
        }>(
          await server.database.db.execute(sql`
            select s.published_version as version, '' as question_id, 's' as kind, '' as key, count(*) as count
              from submissions s where s.survey_id = ${survey.id} group by 1
            union all
            select s.published_version, a.question_id, 't', '', count(*) from answers a join submissions s on s.id = a.submission_id
              where a.survey_id = ${survey.id} group by 1, 2
            union all
            select s.published_version, a.question_id, 'n', a.numeric_value::text, count(*) from answers a join submissions s on s.id = a.submission_id
              where a.survey_id = ${survey.id} and a.numeric_value is not null group by 1, 2, 4
            union all
            select s.published_version, a.question_id, 'c', choice, count(*) from answers a join submissions s on s.id = a.submission_id
              cross join lateral unnest(a.choice_ids) as choice where a.survey_id = ${survey.id} group by 1, 2, 4
            union all
            select s.published_version, a.question_id, 'x', '', count(*) from answers a join submissions s on s.id = a.submission_id
              where a.survey_id = ${survey.id} and a.text_value <> '' group by 1, 2
            union all
            select s.published_version, '', 'u', '', count(distinct ${IDENTITY}) from submissions s
              where s.survey_id = ${survey.id} group by 1
            union all
            select 0, '', 'u', '', count(distinct ${IDENTITY}) from submissions s
              where s.survey_id = ${survey.id} having count(*) > 0`),
        );
        const stored = rowsOf<{
          version: unknown;
          question_id: string;
          kind: string;
          key: string;
          count: unknown;
        }>(
          await server.database.db.execute(sql`
            select version, question_id, kind, key, count from answer_stats
            where survey_id = ${survey.id} and kind in ('s', 't', 'n', 'c', 'x', 'u')`),
        );
        const normal = (rows: typeof stored) =>
          rows
            .map(
              (row) =>
                `${toNumber(row.version)}|${row.question_id}|${row.kind}|${Number(row.key) || row.key}|${toNumber(row.count)}`,
            )
            .sort();
        expect(normal(stored)).toEqual(normal(recount));
      }),
      { numRuns: RUNS },
    );
  });
});
