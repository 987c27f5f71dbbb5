import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CrossTab } from '#shared/report/cross-tab.ts';
import {
  serializeReportFilter,
  EMPTY_FILTER,
  type FilterCondition,
  type ReportFilter,
} from '#shared/report/report-filter.ts';
import type { ParticipantPage, ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Report filters (issue 12 §6, decision 030): the SQL-filtered report, participants, CSV and
// cross-tab equal a naive in-memory filter over the same random, seeded responses.

const document = {
  title: 'Plans',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'optional' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Plan',
              response_type: 'MULTIPLE_CHOICE',
              response_options: { options: ['Free', 'Pro', 'Team'] },
            },
            { text: 'Rating', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            {
              text: 'Uses',
              response_type: 'CHECKBOX',
              response_options: { options: ['Forms', 'Polls', 'Quizzes'] },
            },
            { text: 'Why?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
  ],
};

const WORDS = ['fast', 'slow', 'Slow start', 'pricey', 'great_value', '100% fine'];
const DAYS = ['2026-10-30', '2026-11-01', '2026-11-02', '2026-11-05', '2026-11-09'];

interface Stored {
  id: string;
  name: string;
  day: string;
  plan: string;
  rating: number;
  uses: string[];
  why: string | null;
}

describe.each(testDatabases())('report filters on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;
  let questions: QuestionItem[];
  const stored: Stored[] = [];
  const optionIds = (index: number) =>
    (questions[index]!.response_options as { options: { id: string }[] }).options.map((option) => option.id);

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '10000' });
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBe(200);
    const block = survey.draft.pages.find((page) => page.page_type === 'STANDARD')!.content_blocks[0]!;
    questions = (block as { items: QuestionItem[] }).items;
    // Random but seeded responses: the same data on every run.
    const responses = fc.sample(
      fc.record({
        plan: fc.nat(2),
        rating: fc.integer({ min: 1, max: 5 }),
        uses: fc.subarray([0, 1, 2], { minLength: 1 }),
        why: fc.option(fc.constantFrom(...WORDS), { nil: null }),
        day: fc.constantFrom(...DAYS),
        person: fc.nat(30),
      }),
      { numRuns: 45, seed: 12 },
    );
    const respondent = createClient(server, '192.0.2.44');
    for (const [index, response] of responses.entries()) {
      const name = `Person ${response.person}`;
      const answers = [
        { question_id: questions[0]!.id, choice_ids: [optionIds(0)[response.plan]!] },
        { question_id: questions[1]!.id, numeric_value: response.rating },
        { question_id: questions[2]!.id, choice_ids: response.uses.map((use) => optionIds(2)[use]!) },
        ...(response.why ? [{ question_id: questions[3]!.id, text_value: response.why }] : []),
      ];
      const created = await respondent.request(`/api/public/surveys/${survey.share_id}/submissions`, {
        json: { name, answers },
        headers: { 'idempotency-key': `filters-${index}` },
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { submissionId: id } = (await created.json()) as { submissionId: string };
      stored.push({
        id,
        name,
        day: response.day,
        plan: optionIds(0)[response.plan]!,
        rating: response.rating,
        uses: response.uses.map((use) => optionIds(2)[use]!),
        why: response.why,
      });
    }
    // Spread the responses over several days (the running totals don't depend on the time).
    for (const [index, entry] of stored.entries())
      await server.database.db.execute(
        sql`update submissions set completed_at = ${`${entry.day}T${String(10 + (index % 12)).padStart(2, '0')}:00:00Z`}::timestamptz where id = ${entry.id}`,
      );
  });
  afterAll(() => server.close());

  /** The naive filter: every condition read off the stored responses in memory. */
  function matches(entry: Stored, filter: ReportFilter): boolean {
    const [plan, rating, uses, why] = questions.map((question) => question.id);
    for (const condition of filter.conditions) {
      if (condition.on !== 'answer') return false;
      if (condition.question === plan && condition.op === 'is' && entry.plan !== condition.value)
        return false;
      if (condition.question === uses && condition.op === 'is' && !entry.uses.includes(condition.value))
        return false;
      if (condition.question === rating && condition.op === 'min' && !(entry.rating >= condition.value))
        return false;
      if (condition.question === rating && condition.op === 'max' && !(entry.rating <= condition.value))
        return false;
      if (
        condition.question === why &&
        condition.op === 'has' &&
        !(entry.why ?? '').toLowerCase().includes(condition.value.toLowerCase())
      )
        return false;
    }
    if (filter.from && entry.day < filter.from) return false;
    if (filter.to && entry.day > filter.to) return false;
    return true;
  }

  const conditionArbitrary = (): fc.Arbitrary<FilterCondition> =>
    fc.oneof(
      fc
        .constantFrom(...optionIds(0))
        .map((value) => ({ on: 'answer', question: questions[0]!.id, op: 'is', value }) as const),
      fc
        .constantFrom(...optionIds(2))
        .map((value) => ({ on: 'answer', question: questions[2]!.id, op: 'is', value }) as const),
      fc
        .record({
          op: fc.constantFrom('min' as const, 'max' as const),
          value: fc.integer({ min: 0, max: 6 }),
        })
        .map(({ op, value }) => ({ on: 'answer', question: questions[1]!.id, op, value }) as const),
      fc
        .constantFrom('slow', 'SLOW', 'a', '_', '%', 'great_', 'zzz')
        .map((value) => ({ on: 'answer', question: questions[3]!.id, op: 'has', value }) as const),
    );
  const filterArbitrary = () =>
    fc
      .record({
        conditions: fc.array(conditionArbitrary(), { maxLength: 3 }),
        from: fc.option(fc.constantFrom(...DAYS, '2026-11-03'), { nil: null }),
        to: fc.option(fc.constantFrom(...DAYS, '2026-11-03'), { nil: null }),
      })
      .map(({ conditions, from, to }): ReportFilter => ({
        conditions,
        from: from && to && from > to ? to : from,
        to: from && to && from > to ? from : to,
        completion: 'completed',
      }));

  const question = (report: SurveyReport, index: number) =>
    report.pages.flatMap((page) => page.content_blocks).flatMap((block): unknown[] => block.items)[
      index
    ] as ReportQuestion;
  const query = (filter: ReportFilter) => serializeReportFilter(filter);
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await owner.request(path);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };

  test('the filtered report, participants and CSV equal a naive filter of the same responses', async () => {
    await fc.assert(
      fc.asyncProperty(filterArbitrary(), async (filter) => {
        const expected = stored.filter((entry) => matches(entry, filter));
        const search = query(filter);
        const report = await getJson<SurveyReport>(`/api/reports/${survey.share_id}?${search}`);
        expect(report.totalResponses).toBe(expected.length);
        expect(report.participants).toBe(new Set(expected.map((entry) => entry.name.toLowerCase())).size);
        const plan = question(report, 0).results!;
        expect(plan.totalResponses).toBe(expected.length);
        for (const [index, id] of optionIds(0).entries())
          expect(
            plan.distribution.find((bucket) => bucket.choiceId === id)?.value,
            `plan ${id} (${index})`,
          ).toBe(expected.filter((entry) => entry.plan === id).length);
        const rating = question(report, 1).results!;
        const sum = expected.reduce((total, entry) => total + entry.rating, 0);
        expect(rating.average === null ? null : Number(rating.average.toFixed(6))).toBe(
          expected.length ? Number((sum / expected.length).toFixed(6)) : null,
        );
        const uses = question(report, 2).results!;
        for (const [index, id] of optionIds(2).entries())
          expect(
            uses.distribution.find((bucket) => bucket.choiceId === id)?.value,
            `uses ${id} (${index})`,
          ).toBe(expected.filter((entry) => entry.uses.includes(id)).length);
        const why = question(report, 3).results!;
        expect(why.responseCount).toBe(expected.filter((entry) => entry.why).length);
        expect(why.responses).toHaveLength(Math.min(20, why.responseCount));
        expect(why.responses.every((item) => expected.some((entry) => entry.id === item.submission_id))).toBe(
          true,
        );

        const participants = await getJson<ParticipantPage>(
          `/api/reports/${survey.share_id}/participants?limit=100&${search}`,
        );
        expect(participants.items.map((item) => item.submission_id).sort()).toEqual(
          expected.map((entry) => entry.id).sort(),
        );

        const csv = await (
          await owner.request(`/api/reports/${survey.share_id}/responses.csv?${search}`)
        ).text();
        const lines = csv
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n')
          .slice(1)
          .filter(Boolean);
        expect(lines).toHaveLength(expected.length);
        const exported = await getJson<SurveyReport>(
          `/api/reports/${survey.share_id}?download=json&${search}`,
        );
        expect(exported.totalResponses).toBe(expected.length);
      }),
      { numRuns: 25, seed: 7 },
    );
  });

  test('a filter that keeps every response gives exactly the running-totals report', async () => {
    const plain = await getJson<SurveyReport>(`/api/reports/${survey.share_id}`);
    const everything = await getJson<SurveyReport>(
      `/api/reports/${survey.share_id}?${query({ ...EMPTY_FILTER, from: '2020-01-01' })}`,
    );
    const strip = (report: SurveyReport) => ({ ...report, generated_at: '' });
    expect(strip(everything)).toEqual(strip(plain));
  });

  test('a participant outside the filter is not compared; one inside is compared with the filtered answers', async () => {
    const pro = optionIds(0)[1]!;
    const filter: ReportFilter = {
      ...EMPTY_FILTER,
      conditions: [{ on: 'answer', question: questions[0]!.id, op: 'is', value: pro }],
    };
    const inside = stored.find((entry) => entry.plan === pro)!;
    const outside = stored.find((entry) => entry.plan !== pro)!;
    expect(
      (await owner.request(`/api/reports/${survey.share_id}/participants/${outside.id}?${query(filter)}`))
        .status,
    ).toBe(404);
    const comparison = await getJson<{ questions: Record<string, { average: number }> }>(
      `/api/reports/${survey.share_id}/participants/${inside.id}?${query(filter)}`,
    );
    const pros = stored.filter((entry) => entry.plan === pro);
    expect(comparison.questions[questions[1]!.id]!.average).toBeCloseTo(
      pros.reduce((sum, entry) => sum + entry.rating, 0) / pros.length,
      6,
    );
  });

  test('the cross-tab counts picks per pair and its rows add up to 100 %', async () => {
    const filter: ReportFilter = {
      ...EMPTY_FILTER,
      conditions: [{ on: 'answer', question: questions[1]!.id, op: 'min', value: 2 }],
    };
    const table = await getJson<CrossTab>(
      `/api/reports/${survey.share_id}/crosstab?rows=${questions[0]!.id}&columns=${questions[2]!.id}&${query(filter)}`,
    );
    const kept = stored.filter((entry) => entry.rating >= 2);
    expect(table.responses).toBe(kept.length);
    expect(table.rows.map((row) => row.label)).toEqual(['Free', 'Pro', 'Team']);
    expect(table.columns.map((column) => column.label)).toEqual(['Forms', 'Polls', 'Quizzes']);
    for (const [r, row] of table.rows.entries()) {
      for (const [c, cell] of row.cells.entries())
        expect(cell.count).toBe(
          kept.filter((entry) => entry.plan === optionIds(0)[r] && entry.uses.includes(optionIds(2)[c]!))
            .length,
        );
      if (row.count > 0) expect(row.cells.reduce((sum, cell) => sum + cell.percent, 0)).toBeCloseTo(100, 9);
    }
  });

  test('hidden fields filter by equality and by containing text, any case', async () => {
    for (const [index, entry] of stored.entries())
      await server.database.db.execute(
        sql`update submissions set hidden_fields = ${JSON.stringify({ source: index % 3 === 0 ? 'newsletter' : 'ads' })}::jsonb where id = ${entry.id}`,
      );
    const newsletter = stored.filter((_, index) => index % 3 === 0).length;
    const total = async (search: string) =>
      (await getJson<SurveyReport>(`/api/reports/${survey.share_id}?${search}`)).totalResponses;
    expect(await total('h.source.is=newsletter')).toBe(newsletter);
    expect(await total('h.source.has=NEWS')).toBe(newsletter);
    expect(await total('h.source.is=News')).toBe(0);
    expect(await total('h.campaign.is=newsletter')).toBe(0);
    const participants = await getJson<ParticipantPage>(
      `/api/reports/${survey.share_id}/participants?limit=100&h.source.is=ads`,
    );
    expect(participants.total).toBe(stored.length - newsletter);
  });

  test('bad filters and cross-tabs are a clear 400; another owner gets 404, no session 401', async () => {
    const base = `/api/reports/${survey.share_id}`;
    const cases: [string, string][] = [
      [`${base}?a.${questions[1]!.id}.min=lots`, `"lots" is not a number`],
      [`${base}?a.nope.is=x`, 'this survey has no question "nope"'],
      [`${base}?a.${questions[3]!.id}.min=3`, `"Why?" can't be filtered with "min"`],
      [`${base}?a.${questions[0]!.id}.is=gone`, `"Plan" has no option "gone"`],
      [`${base}/responses.csv?from=2026-13-01`, 'is not a real date'],
      [`${base}/participants?to=2026-11-01&from=2026-11-05`, 'the start date is after the end date'],
      [`${base}/crosstab?rows=${questions[0]!.id}&columns=${questions[1]!.id}`, 'is not a choice question'],
      [`${base}?completion=sometimes`, 'Filter "completion"'],
    ];
    for (const [path, message] of cases) {
      const response = await owner.request(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
    }
    // Nothing changed: the report is what it was.
    expect((await getJson<SurveyReport>(base)).totalResponses).toBe(stored.length);
    const search = `a.${questions[1]!.id}.min=3`;
    const stranger = await signedInClient(server, 'stranger');
    for (const path of [
      `${base}?${search}`,
      `${base}/responses.csv?${search}`,
      `${base}/participants?${search}`,
      `${base}/crosstab?rows=${questions[0]!.id}&columns=${questions[2]!.id}`,
    ]) {
      expect((await stranger.request(path)).status, path).toBe(404);
      expect((await createClient(server).request(path)).status, path).toBe(401);
    }
  });
});
