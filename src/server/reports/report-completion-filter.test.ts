import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PartialResponsePage } from '#shared/report/funnel.ts';
import type {
  ParticipantComparison,
  ParticipantPage,
  ReportQuestion,
  SurveyReport,
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

// The completion filter (decision 030): completed (default), partial or all responses, applied to
// every figure, the participants and their comparison, the partial-response list and the exports;
// and the filter's conditions, hidden fields included, applied to partial responses too.

const document = {
  title: 'Plans',
  hidden_fields: ['source'],
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'optional', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            { text: 'Plan', response_type: 'MULTIPLE_CHOICE', options: ['Free', 'Pro'], required: true },
            { text: 'Rating', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            { text: 'Consent', response_type: 'consent', response_options: { statement: 'I agree.' } },
          ],
        },
      ],
    },
  ],
};

interface Response {
  name: string;
  source: string;
  plan: 'Free' | 'Pro' | null;
  rating: number | null;
  consent: boolean;
}

const completed: Response[] = [
  { name: 'Ann', source: 'ads', plan: 'Free', rating: 5, consent: true },
  { name: 'Bo', source: 'newsletter', plan: 'Pro', rating: 4, consent: false },
  { name: 'Cy', source: 'ads', plan: 'Pro', rating: 2, consent: true },
];
const partial: Response[] = [
  { name: 'Dee', source: 'ads', plan: 'Pro', rating: 1, consent: true },
  { name: 'Eve', source: 'newsletter', plan: 'Free', rating: null, consent: false },
  { name: 'Fay', source: 'ads', plan: null, rating: null, consent: false },
];

describe.each(testDatabases())('the completion filter on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;
  let questions: QuestionItem[];
  const visitIds = new Map<string, string>();

  const optionId = (text: string) =>
    (questions[0]!.response_options as { options: { id: string; text: string }[] }).options.find(
      (option) => option.text === text,
    )!.id;
  const answersOf = (response: Response) => [
    ...(response.plan ? [{ question_id: questions[0]!.id, choice_ids: [optionId(response.plan)] }] : []),
    ...(response.rating ? [{ question_id: questions[1]!.id, numeric_value: response.rating }] : []),
    ...(response.consent ? [{ question_id: questions[2]!.id, numeric_value: 1 }] : []),
  ];
  const base = () => `/api/reports/${survey.share_id}`;
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await owner.request(path);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const results = (report: SurveyReport, index: number) =>
    (
      report.pages.flatMap((page) => page.content_blocks).flatMap((block): unknown[] => block.items)[
        index
      ] as ReportQuestion
    ).results;
  const csvRows = async (search: string) => {
    const text = await (await owner.request(`${base()}/responses.csv?${search}`)).text();
    const [header, ...lines] = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const columns = header!.split(',');
    return lines.map((line) =>
      Object.fromEntries(line.split(',').map((cell, index) => [columns[index]!, cell])),
    );
  };

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    const created = await owner.request('/api/surveys', { json: { template_data: document } });
    expect(created.status, await created.clone().text()).toBe(201);
    survey = (await created.json()) as SurveyRecord;
    questions = survey.draft.pages[1]!.content_blocks[0]!.items as QuestionItem[];
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} })).status).toBeLessThan(300);
    for (const [index, response] of completed.entries()) {
      const stored = await createClient(server, `192.0.2.${index + 10}`).request(
        `/api/public/surveys/${survey.share_id}/submissions`,
        {
          json: {
            name: response.name,
            answers: answersOf(response),
            hidden_fields: { source: response.source },
          },
          headers: { 'idempotency-key': randomUUID() },
        },
      );
      expect(stored.status, await stored.clone().text()).toBe(201);
    }
    for (const [index, response] of partial.entries()) {
      const visitId = randomUUID();
      visitIds.set(response.name, visitId);
      const saved = await createClient(server, `192.0.2.${index + 40}`).request(
        `/api/public/surveys/${survey.share_id}/visits/${visitId}`,
        {
          method: 'PUT',
          json: {
            published_version: 1,
            step: 1,
            furthest_step: 1,
            step_ms: { '0': 1000, '1': 2000 },
            started: true,
            name: response.name,
            answers: answersOf(response),
            hidden_fields: { source: response.source },
          },
        },
      );
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
  });
  afterAll(() => server.close());

  test('completion=partial and =all count partial responses for the questions they answered', async () => {
    const plain = await getJson<SurveyReport>(base());
    expect(plain.totalResponses).toBe(completed.length);
    // The declared hidden fields, for the filter's field list.
    expect(plain.hidden_fields).toEqual(['source']);
    expect(await getJson<SurveyReport>(`${base()}?completion=completed`)).toMatchObject({
      totalResponses: completed.length,
    });

    for (const [completion, responses] of [
      ['partial', partial],
      ['all', [...completed, ...partial]],
    ] as const) {
      const report = await getJson<SurveyReport>(`${base()}?completion=${completion}`);
      expect(report.totalResponses, completion).toBe(responses.length);
      expect(report.participants, completion).toBe(responses.length);
      const plan = results(report, 0);
      expect(plan.totalResponses, completion).toBe(responses.filter((entry) => entry.plan).length);
      for (const text of ['Free', 'Pro'] as const)
        expect(plan.distribution.find((bucket) => bucket.choiceId === optionId(text))?.value).toBe(
          responses.filter((entry) => entry.plan === text).length,
        );
      const ratings = responses.flatMap((entry) => (entry.rating ? [entry.rating] : []));
      expect(results(report, 1).average, completion).toBeCloseTo(
        ratings.reduce((sum, value) => sum + value, 0) / ratings.length,
        9,
      );
      // Consent: asked are the completed responses and the partial ones that answered it.
      const asked = responses.filter((entry) => completed.includes(entry) || entry.consent).length;
      expect(results(report, 2).consent, completion).toMatchObject({
        agreed: responses.filter((entry) => entry.consent).length,
        asked,
      });
    }
  });

  test("the filter's conditions and hidden fields narrow partial responses too", async () => {
    const report = await getJson<SurveyReport>(`${base()}?completion=all&h.source.is=ads`);
    expect(report.totalResponses).toBe(
      [...completed, ...partial].filter((entry) => entry.source === 'ads').length,
    );
    const pro = `a.${questions[0]!.id}.is=${optionId('Pro')}`;
    expect((await getJson<SurveyReport>(`${base()}?completion=partial&${pro}`)).totalResponses).toBe(1);
  });

  test('the participant list marks partial responses, and one can be compared', async () => {
    const page = await getJson<ParticipantPage>(`${base()}/participants?completion=all&limit=100`);
    expect(page.total).toBe(completed.length + partial.length);
    const dee = page.items.find((item) => item.name === 'Dee')!;
    expect(dee).toMatchObject({
      submission_id: visitIds.get('Dee'),
      partial: true,
      hidden_fields: { source: 'ads' },
    });
    expect(page.items.find((item) => item.name === 'Ann')!.partial).toBeUndefined();
    const comparison = await getJson<ParticipantComparison>(
      `${base()}/participants/${visitIds.get('Dee')}?completion=all`,
    );
    expect(comparison.participant).toMatchObject({ name: 'Dee', partial: true });
    // Dee's rating 1 beside everyone's (5, 4, 2 and 1).
    expect(comparison.questions[questions[1]!.id]).toMatchObject({ value: 1, average: 3 });
    // Outside the completion asked for, a partial response is not found.
    expect((await owner.request(`${base()}/participants/${visitIds.get('Dee')}`)).status).toBe(404);
    const partialsOnly = await getJson<ParticipantPage>(`${base()}/participants?completion=partial`);
    expect(partialsOnly.items.map((item) => item.name).sort()).toEqual(['Dee', 'Eve', 'Fay']);
  });

  test('the partial-response list and the exports with partials honour the filter', async () => {
    const pro = `a.${questions[0]!.id}.is=${optionId('Pro')}`;
    const list = await getJson<PartialResponsePage>(`${base()}/partials?${pro}`);
    expect(list.items.map((item) => item.name)).toEqual(['Dee']);
    expect(
      (await getJson<PartialResponsePage>(`${base()}/partials?h.source.is=newsletter`)).items.map(
        (item) => item.name,
      ),
    ).toEqual(['Eve']);

    const rows = await csvRows(`partials=include&${pro}`);
    expect(rows.map((row) => [row.Status, row.Name, row['Hidden field: source']])).toEqual([
      ['Completed', 'Bo', 'newsletter'],
      ['Completed', 'Cy', 'ads'],
      ['Partial', 'Dee', 'ads'],
    ]);
    const onlyPartial = await csvRows('completion=partial&h.source.is=ads');
    expect(onlyPartial.map((row) => [row.Status, row.Name])).toEqual([
      ['Partial', 'Dee'],
      ['Partial', 'Fay'],
    ]);

    const exported = await getJson<SurveyReport & { partial_responses: { name: string }[] }>(
      `${base()}?download=json&partials=include&${pro}`,
    );
    expect(exported.totalResponses).toBe(2);
    expect(exported.partial_responses.map((entry) => entry.name)).toEqual(['Dee']);
  });
});
