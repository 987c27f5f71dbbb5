import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  ParticipantComparison,
  ParticipantPage,
  SurveyListPage,
  SurveyReport,
  TextResponsePage,
} from '#shared/report/report-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

const document = {
  title: 'Pricing study',
  description: 'What people pay',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'optional' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            { text: 'How clear?', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            {
              text: 'Monthly budget?',
              response_type: 'SLIDER',
              response_options: { min: 0, max: 1000, step: 1 },
            },
            {
              text: 'How often?',
              response_type: 'MULTIPLE_CHOICE',
              response_options: { options: ['Weekly', 'Monthly', 'Never'], allow_other: true },
            },
            { text: 'Why?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
  ],
};

type Owner = Awaited<ReturnType<typeof signedInClient>>;

describe.each(testDatabases())('results on $name', (target) => {
  let server: TestServer;
  let owner: Owner;
  let survey: SurveyRecord;
  let questions: QuestionItem[];
  const submissionIds: string[] = [];

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
    questions = survey.draft.pages[1]!.content_blocks[0]!.items as QuestionItem[];
    const [clear, budget, often, why] = questions as [QuestionItem, QuestionItem, QuestionItem, QuestionItem];
    const option = (text: string) =>
      often.response_type === 'MULTIPLE_CHOICE'
        ? often.response_options.options.find((o) => o.text === text)!.id
        : '';
    // Five respondents with known answers.
    const respondents = [
      { name: 'Ann', clear: 5, budget: 100, often: [option('Weekly')], why: 'Fast' },
      { name: 'Bob', clear: 4, budget: 250, often: [option('Monthly')], why: 'Cheap enough' },
      { name: 'Cy', clear: 4, budget: 1000, often: [option('Monthly')], why: '=HYPERLINK("x")' },
      { name: '', clear: 2, budget: 600, often: ['__other__'], other: 'Daily', why: '' },
      { name: 'Dee', clear: 5, budget: 999, often: [option('Weekly')], why: 'Pretty, clear' },
    ];
    for (const respondent of respondents) {
      const answers = [
        { question_id: clear.id, numeric_value: respondent.clear },
        { question_id: budget.id, numeric_value: respondent.budget },
        {
          question_id: often.id,
          choice_ids: respondent.often,
          ...(respondent.other ? { other_text: respondent.other } : {}),
        },
        ...(respondent.why ? [{ question_id: why.id, text_value: respondent.why }] : []),
      ];
      const response = await createClient(server).request(
        `/api/public/surveys/${survey.share_id}/submissions`,
        {
          json: { name: respondent.name || undefined, answers },
          headers: { 'idempotency-key': randomUUID() },
        },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      submissionIds.push(((await response.json()) as { submissionId: string }).submissionId);
    }
  });
  afterAll(() => server.close());

  test('the report aggregates every question as the spec says', async () => {
    const response = await owner.request(`/api/reports/${survey.share_id}`);
    expect(response.status).toBe(200);
    const report = (await response.json()) as SurveyReport;
    expect(report.survey).toMatchObject({
      id: survey.id,
      title: 'Pricing study',
      share_id: survey.share_id,
      is_public: true,
      status: 'active',
    });
    expect(report.totalResponses).toBe(5);
    expect(report.participants).toBe(5);
    const items = report.pages[1]!.content_blocks[0]!
      .items as SurveyReport['pages'][number]['content_blocks'][number]['items'];
    const [clear, budget, often, why] = items as unknown as {
      results: SurveyReport['pages'][number]['content_blocks'][number] extends never
        ? never
        : {
            totalResponses: number;
            average: number | null;
            distribution: { label: string; value: number; percentage?: number }[];
            responses: { text: string; name: string | null }[];
            responseCount: number;
          };
    }[];

    // (5 + 4 + 4 + 2 + 5) / 5 = 4
    expect(clear!.results).toMatchObject({ totalResponses: 5, average: 4 });
    expect(clear!.results.distribution.map((bucket) => [bucket.label, bucket.value])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 0],
      ['4', 2],
      ['5', 2],
    ]);

    // 100, 250 → 0-200 and 200-400; 600 → 600-800; 999 and 1000 → 800-1000
    expect(budget!.results.distribution.map((bucket) => [bucket.label, bucket.value])).toEqual([
      ['0 - 200', 1],
      ['200 - 400', 1],
      ['400 - 600', 0],
      ['600 - 800', 1],
      ['800 - 1000', 2],
    ]);
    expect(budget!.results.average).toBeCloseTo(589.8, 5);

    expect(
      often!.results.distribution.map((bucket) => [bucket.label, bucket.value, bucket.percentage]),
    ).toEqual([
      ['Weekly', 2, 40],
      ['Monthly', 2, 40],
      ['Other', 1, 20],
      ['Never', 0, 0],
    ]);
    expect(often!.results.responses.map((item) => item.text)).toEqual(['Daily']);

    expect(why!.results.responseCount).toBe(4);
    expect(why!.results.responses.map((item) => item.text).sort()).toEqual([
      '=HYPERLINK("x")',
      'Cheap enough',
      'Fast',
      'Pretty, clear',
    ]);
  });

  test('free-text answers page and search', async () => {
    const whyId = questions[3]!.id;
    const page = (await (
      await owner.request(`/api/reports/${survey.share_id}/questions/${whyId}/responses?limit=2`)
    ).json()) as TextResponsePage;
    expect(page).toMatchObject({ total: 4, totalCapped: false });
    expect(page.items).toHaveLength(2);
    // Keyset pages (issue 17): the cursor continues after the last row, and the last page says so.
    const rest = (await (
      await owner.request(
        `/api/reports/${survey.share_id}/questions/${whyId}/responses?limit=2&cursor=${page.nextCursor}`,
      )
    ).json()) as TextResponsePage;
    expect(rest.items).toHaveLength(2);
    expect(rest.nextCursor).toBeNull();
    expect([...page.items, ...rest.items].map((item) => item.text).sort()).toEqual([
      '=HYPERLINK("x")',
      'Cheap enough',
      'Fast',
      'Pretty, clear',
    ]);
    const times = [...page.items, ...rest.items].map((item) => item.submitted_at);
    expect(times).toEqual([...times].sort().reverse());
    const people: ParticipantPage[] = [];
    let cursor: string | null = null;
    do {
      const next: ParticipantPage = (await (
        await owner.request(
          `/api/reports/${survey.share_id}/participants?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        )
      ).json()) as ParticipantPage;
      people.push(next);
      cursor = next.nextCursor;
    } while (cursor);
    expect(people.map((entry) => entry.items.length)).toEqual([2, 2, 1]);
    expect(people[0]).toMatchObject({ total: 5, totalCapped: false });
    expect(new Set(people.flatMap((entry) => entry.items.map((item) => item.submission_id))).size).toBe(5);
    const forged = await owner.request(
      `/api/reports/${survey.share_id}/participants?cursor=bm90LWEtY3Vyc29y`,
    );
    expect(forged.status).toBe(400);
    const search = (await (
      await owner.request(`/api/reports/${survey.id}/questions/${whyId}/responses?search=cheap`)
    ).json()) as TextResponsePage;
    expect(search.items.map((item) => item.text)).toEqual(['Cheap enough']);
  });

  test('searches take _ and % literally (no answer or participant holds them)', async () => {
    const whyId = questions[3]!.id;
    for (const search of ['_', '%', '\\']) {
      const answers = (await (
        await owner.request(
          `/api/reports/${survey.share_id}/questions/${whyId}/responses?search=${encodeURIComponent(search)}`,
        )
      ).json()) as TextResponsePage;
      expect(answers.total, search).toBe(0);
      const people = (await (
        await owner.request(
          `/api/reports/${survey.share_id}/participants?search=${encodeURIComponent(search)}`,
        )
      ).json()) as ParticipantPage;
      expect(people.total, search).toBe(0);
    }
    const dashboard = (await (await owner.request('/api/surveys?search=_')).json()) as SurveyListPage;
    expect(dashboard.total).toBe(0);
  });

  test('comparison mode places one participant among the others', async () => {
    const participants = (await (
      await owner.request(`/api/reports/${survey.share_id}/participants?search=dee`)
    ).json()) as ParticipantPage;
    expect(participants.items.map((item) => item.name)).toEqual(['Dee']);
    const comparison = (await (
      await owner.request(
        `/api/reports/${survey.share_id}/participants/${participants.items[0]!.submission_id}`,
      )
    ).json()) as ParticipantComparison;
    // Dee answered 5: of the 4 others (5, 4, 4, 2) three are below → 75%; average 4 → +1.
    expect(comparison.questions[questions[0]!.id]).toEqual({
      value: 5,
      average: 4,
      deviation: 1,
      percentile: 75,
    });
  });

  test('the CSV has one row per submission, one column per question, a BOM and defused formulas', async () => {
    const response = await owner.request(`/api/reports/${survey.share_id}/responses.csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('pricing-study-responses.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Submitted at,Version,Name,Email,How clear?,Monthly budget?,How often?,Why?,Voice notes',
    );
    expect(lines).toHaveLength(6);
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`))).toBe(true);
    expect(lines.some((line) => line.includes('"Pretty, clear"'))).toBe(true);
    expect(lines.some((line) => line.includes('Other: Daily'))).toBe(true);
  });

  test('the report downloads as JSON', async () => {
    const response = await owner.request(`/api/reports/${survey.share_id}?download=json`);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(((await response.json()) as SurveyReport).totalResponses).toBe(5);
  });

  test("another user's report, answers, participants, CSV and audio answer 404", async () => {
    const stranger = await signedInClient(server, 'stranger');
    for (const path of [
      `/api/reports/${survey.share_id}`,
      `/api/reports/${survey.id}`,
      `/api/reports/${survey.share_id}/responses.csv`,
      `/api/reports/${survey.share_id}/questions/${questions[3]!.id}/responses`,
      `/api/reports/${survey.share_id}/participants`,
      `/api/reports/${survey.share_id}/participants/${submissionIds[0]}`,
      `/api/reports/${survey.share_id}/voice/${randomUUID()}`,
    ]) {
      expect((await stranger.request(path)).status, path).toBe(404);
    }
    expect((await createClient(server).request(`/api/reports/${survey.share_id}`)).status).toBe(401);
  });

  test('the dashboard lists own surveys with counts, search, sort and pages', async () => {
    const second = (await (
      await owner.request('/api/surveys', {
        json: { template_data: { title: 'Zebra onboarding', description: 'first week' } },
      })
    ).json()) as SurveyRecord;
    const list = (await (await owner.request('/api/surveys')).json()) as SurveyListPage;
    expect(list.total).toBe(2);
    expect(list.items[0]!.id).toBe(second.id); // newest first by default
    const pricing = list.items.find((item) => item.id === survey.id)!;
    expect(pricing).toMatchObject({ submission_count: 5, is_public: true, title: 'Pricing study' });
    expect(pricing.latest_submission_at).not.toBeNull();
    expect(list.items.find((item) => item.id === second.id)).toMatchObject({
      submission_count: 0,
      latest_submission_at: null,
    });

    const byResponses = (await (
      await owner.request('/api/surveys?sort=submission_count_desc')
    ).json()) as SurveyListPage;
    expect(byResponses.items.map((item) => item.id)).toEqual([survey.id, second.id]);
    const byTitle = (await (await owner.request('/api/surveys?sort=title_asc')).json()) as SurveyListPage;
    expect(byTitle.items.map((item) => item.title)).toEqual(['Pricing study', 'Zebra onboarding']);
    const search = (await (await owner.request('/api/surveys?search=FIRST%20WEEK')).json()) as SurveyListPage;
    expect(search.items.map((item) => item.id)).toEqual([second.id]);
    const paged = (await (await owner.request('/api/surveys?limit=1')).json()) as SurveyListPage;
    expect(paged).toMatchObject({ total: 2, nextOffset: 1 });
    expect((await owner.request('/api/surveys?sort=bogus')).status).toBe(422);

    const stranger = await signedInClient(server, 'lister');
    expect(((await (await stranger.request('/api/surveys')).json()) as SurveyListPage).total).toBe(0);
  });
});
