import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FunnelReport, PartialResponsePage } from '#shared/report/funnel.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { rowsOf } from '../db/rows.ts';
import { visitAnswers, visits } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Partial responses and the funnel (issue 12 §3-4, docs/decisions/023): progress saves are
// idempotent per visit, a submitted visit is completed and never partial, and the funnel counts
// views, starts, steps reached and completions.

const document = {
  title: 'Commute survey',
  pages: [
    {
      page_type: 'WELCOME',
      title: 'Welcome',
      options: { collectName: 'optional', collectEmail: 'optional' },
    },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'How do you travel?',
              response_type: 'MULTIPLE_CHOICE',
              required: true,
              response_options: { options: ['Bike', 'Bus'] },
            },
            {
              text: 'How long?',
              response_type: 'NUMBER_SELECT',
              required: true,
              response_options: { min: 1, max: 5 },
            },
            {
              text: 'Anything else?',
              response_type: 'FREE_RESPONSE',
              required: true,
              response_options: { maxLength: 50 },
            },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

function questionsOf(survey: SurveyDocument): QuestionItem[] {
  return survey.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
}

describe.each(testDatabases())('visits and the funnel on $name', (target) => {
  let server: TestServer;
  let survey: SurveyRecord;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let questions: QuestionItem[];

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
    questions = questionsOf(survey.draft);
  });
  afterAll(() => server.close());

  const anonymous = () => createClient(server, `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
  const choice = () => {
    const question = questions[0]!;
    return question.response_type === 'MULTIPLE_CHOICE' ? question.response_options.options[0]!.id : '';
  };
  const progress = (overrides: Record<string, unknown> = {}) => ({
    published_version: 1,
    step: 1,
    furthest_step: 1,
    step_ms: { '0': 4000, '1': 2000 },
    started: true,
    answers: [{ question_id: questions[0]!.id, choice_ids: [choice()] }],
    ...overrides,
  });
  const save = (visitId: string, body: unknown, client = anonymous(), shareId = survey.share_id) =>
    client.request(`/api/public/surveys/${shareId}/visits/${visitId}`, { method: 'PUT', json: body });
  const visitRows = (visitId: string) =>
    server.database.db.select().from(visits).where(eq(visits.id, visitId));
  const answerRows = (visitId: string) =>
    server.database.db.select().from(visitAnswers).where(eq(visitAnswers.visitId, visitId));
  const partials = async () =>
    (await (await owner.request(`/api/reports/${survey.share_id}/partials`)).json()) as PartialResponsePage;

  test('the same progress saved twice is one partial response with one set of answers', async () => {
    const visitId = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await save(visitId, progress());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ visit_id: visitId, completed: false });
    }
    const [row] = await visitRows(visitId);
    expect(row).toMatchObject({ furthestStep: 1, lastStep: 1, stepMs: { '0': 4000, '1': 2000 } });
    expect(row!.startedAt).not.toBeNull();
    expect(await answerRows(visitId)).toHaveLength(1);
    expect((await partials()).items.filter((item) => item.visit_id === visitId)).toHaveLength(1);
  });

  test("a visit keeps the link's declared hidden fields, like a submission, across saves without them", async () => {
    const tagged = (await (
      await owner.request('/api/surveys', {
        json: { template_data: { ...document, hidden_fields: ['source', 'uid'] } },
      })
    ).json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${tagged.id}/publish`, { json: {} })).status).toBe(200);
    const first = questionsOf(tagged.draft)[0]!;
    const body = {
      ...progress(),
      answers: [
        {
          question_id: first.id,
          choice_ids: [
            first.response_type === 'MULTIPLE_CHOICE' ? first.response_options.options[0]!.id : '',
          ],
        },
      ],
    };
    const visitId = randomUUID();
    const client = anonymous();
    const withFields = { ...body, hidden_fields: { source: ' newsletter ', undeclared: 'x', uid: '' } };
    expect((await save(visitId, withFields, client, tagged.share_id)).status).toBe(200);
    expect((await visitRows(visitId))[0]!.hiddenFields).toEqual({ source: 'newsletter' });
    // A later save from a tab that lost the link's query keeps them; a new value replaces the old.
    expect((await save(visitId, { ...body, step: 1 }, client, tagged.share_id)).status).toBe(200);
    expect((await visitRows(visitId))[0]!.hiddenFields).toEqual({ source: 'newsletter' });
    const changed = { ...body, hidden_fields: { source: 'ads', uid: '42' } };
    expect((await save(visitId, changed, client, tagged.share_id)).status).toBe(200);
    expect((await visitRows(visitId))[0]!.hiddenFields).toEqual({ source: 'ads', uid: '42' });
  });

  test('a refused save changes nothing, and the corrected retry is stored once', async () => {
    const visitId = randomUUID();
    const refused = await save(
      visitId,
      progress({ answers: [{ question_id: questions[1]!.id, numeric_value: 9 }] }),
    );
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Choose a number from 1 to 5.',
    );
    expect(await visitRows(visitId)).toHaveLength(0);
    const unknown = await save(visitId, progress({ answers: [{ question_id: 'nope', text_value: 'x' }] }));
    expect(unknown.status).toBe(422);
    const beyond = await save(visitId, progress({ furthest_step: 9 }));
    expect(beyond.status).toBe(422);
    expect(await visitRows(visitId)).toHaveLength(0);

    // A required question not answered yet is fine in progress (only Submit needs it).
    const retried = await save(
      visitId,
      progress({ step: 2, furthest_step: 2, answers: [{ question_id: questions[1]!.id, numeric_value: 3 }] }),
    );
    expect(retried.status).toBe(200);
    expect(await visitRows(visitId)).toHaveLength(1);
    expect((await answerRows(visitId)).map((answer) => answer.numericValue)).toEqual([3]);
  });

  test('two tabs of the same visit leave one visit: the furthest step and each step time only grow', async () => {
    const visitId = randomUUID();
    const first = progress({ step: 2, furthest_step: 2, step_ms: { '0': 1000, '1': 5000, '2': 100 } });
    const second = progress({
      step: 1,
      furthest_step: 1,
      step_ms: { '0': 3000, '1': 2000 },
      answers: [
        { question_id: questions[0]!.id, choice_ids: [choice()] },
        { question_id: questions[2]!.id, text_value: ' Late ' },
      ],
    });
    const responses = await Promise.all([save(visitId, first), save(visitId, second)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    await save(visitId, second);
    const rows = await visitRows(visitId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      furthestStep: 2,
      lastStep: 1,
      stepMs: { '0': 3000, '1': 5000, '2': 100 },
    });
    // The last save's answers replace the earlier ones (text trimmed as a submission's is).
    expect((await answerRows(visitId)).map((answer) => answer.textValue ?? answer.choiceIds?.[0])).toEqual(
      expect.arrayContaining([choice(), 'Late']),
    );
    expect(await answerRows(visitId)).toHaveLength(2);
  });

  test('a submitted visit is completed, not partial, and a late save does not bring it back', async () => {
    const visitId = randomUUID();
    await save(visitId, progress({ name: 'Ada' }));
    expect((await partials()).items.some((item) => item.visit_id === visitId)).toBe(true);
    const submitted = await anonymous().request(`/api/public/surveys/${survey.share_id}/submissions`, {
      json: {
        published_version: 1,
        answers: [
          { question_id: questions[0]!.id, choice_ids: [choice()] },
          { question_id: questions[1]!.id, numeric_value: 2 },
          { question_id: questions[2]!.id, text_value: 'Done' },
        ],
      },
      headers: { 'idempotency-key': visitId },
    });
    expect(submitted.status).toBe(201);
    const { submissionId } = (await submitted.json()) as { submissionId: string };
    const [row] = await visitRows(visitId);
    expect(row!.submissionId).toBe(submissionId);
    expect(await answerRows(visitId)).toHaveLength(0);
    expect((await partials()).items.some((item) => item.visit_id === visitId)).toBe(false);

    const late = await save(visitId, progress({ step: 3, furthest_step: 3 }));
    expect(await late.json()).toEqual({ visit_id: visitId, completed: true });
    expect(await answerRows(visitId)).toHaveLength(0);
    expect((await visitRows(visitId))[0]).toMatchObject({ submissionId, furthestStep: 1 });
  });

  test('progress for a private, unpublished or unknown survey is refused; a visit id of another survey too', async () => {
    const draft = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    expect((await save(randomUUID(), progress(), anonymous(), draft.share_id)).status).toBe(404);
    expect((await save('not-a-uuid', progress())).status).toBe(400);
    await owner.request(`/api/surveys/${draft.id}/publish`, { json: {} });
    const visitId = randomUUID();
    expect((await save(visitId, progress())).status).toBe(200);
    const otherQuestion = questionsOf(draft.draft)[0]!;
    const otherChoice =
      otherQuestion.response_type === 'MULTIPLE_CHOICE' ? otherQuestion.response_options.options[0]!.id : '';
    const hijack = await save(
      visitId,
      progress({ answers: [{ question_id: otherQuestion.id, choice_ids: [otherChoice] }] }),
      anonymous(),
      draft.share_id,
    );
    expect(hijack.status).toBe(404);
    // Closed by date (decision 029): progress is refused too, and nothing changes.
    await owner.request(`/api/surveys/${draft.id}/distribution`, {
      method: 'PUT',
      json: {
        closes_at: new Date(Date.now() - 60_000).toISOString(),
        closes_time_zone: null,
        response_limit: null,
        one_response_per_browser: false,
        redirect_url: null,
      },
    });
    const closedVisit = randomUUID();
    const closed = await save(closedVisit, progress({ answers: [] }), anonymous(), draft.share_id);
    expect(closed.status).toBe(410);
    expect(((await closed.json()) as { error: { code: string } }).error.code).toBe('survey_closed');
    expect(await visitRows(closedVisit)).toHaveLength(0);
    await owner.request(`/api/surveys/${draft.id}`, { method: 'PATCH', json: { is_public: false } });
    expect((await save(randomUUID(), progress(), anonymous(), draft.share_id)).status).toBe(404);
  });

  test('the funnel counts views, starts, steps reached and completions of a seeded set', async () => {
    const owner2 = await signedInClient(server, 'funnel');
    const created = (await (
      await owner2.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await owner2.request(`/api/surveys/${created.id}/publish`, { json: {} });
    const [q1, q2, q3] = questionsOf(created.draft) as [QuestionItem, QuestionItem, QuestionItem];
    const option = q1.response_type === 'MULTIPLE_CHOICE' ? q1.response_options.options[1]!.id : '';
    const put = (body: unknown) => save(randomUUID(), body, anonymous(), created.share_id);
    const at = (step: number, ms: Record<string, number>, answers: unknown[] = []) => ({
      published_version: 1,
      step,
      furthest_step: step,
      step_ms: ms,
      started: step > 0,
      answers,
    });
    // 2 only looked, 1 left on question 1, 2 left on question 2.
    await put(at(0, { '0': 3000 }));
    await put(at(0, { '0': 5000 }));
    await put(at(1, { '0': 1000, '1': 4000 }));
    await put(at(2, { '0': 1000, '1': 6000, '2': 10_000 }, [{ question_id: q1.id, choice_ids: [option] }]));
    await put(at(2, { '0': 1000, '1': 8000, '2': 20_000 }, [{ question_id: q1.id, choice_ids: [option] }]));
    // 2 complete.
    for (const seconds of [12, 14]) {
      const visitId = randomUUID();
      await save(
        visitId,
        at(3, { '0': 1000, '1': 2000, '2': 2000, '3': seconds * 1000 }),
        anonymous(),
        created.share_id,
      );
      const started = new Date(Date.now() - 60_000).toISOString();
      const response = await anonymous().request(`/api/public/surveys/${created.share_id}/submissions`, {
        json: {
          started_at: started,
          answers: [
            { question_id: q1.id, choice_ids: [option] },
            { question_id: q2.id, numeric_value: 5 },
            { question_id: q3.id, text_value: 'ok' },
          ],
        },
        headers: { 'idempotency-key': visitId },
      });
      expect(response.status).toBe(201);
    }
    const report = (await (
      await owner2.request(`/api/reports/${created.share_id}/funnel`)
    ).json()) as FunnelReport;
    expect(report.versions).toEqual([1]);
    expect(report).toMatchObject({ responses: 2, untrackedResponses: 0 });
    expect(report.funnel).toMatchObject({ views: 7, starts: 5, completions: 2, completionRate: 0.4 });
    expect(report.funnel.steps.map((step) => [step.label, step.reached, step.shown, step.leftHere])).toEqual([
      ['Q1. How do you travel?', 5, 5, 1],
      ['Q2. How long?', 4, 4, 2],
      ['Q3. Anything else?', 2, 2, 0],
    ]);
    expect(report.funnel.steps.map((step) => step.medianSeconds)).toEqual([4, 6, 13]);
    expect(report.funnel.medianCompletionSeconds).toBeGreaterThanOrEqual(59);
    const page = (await (
      await owner2.request(`/api/reports/${created.share_id}/partials`)
    ).json()) as PartialResponsePage;
    expect(page.total).toBe(3);
    expect(page.items.map((item) => [item.furthest_step, item.step_count]).sort()).toEqual([
      [1, 3],
      [2, 3],
      [2, 3],
    ]);
    // Exports: completed-only unless partials are asked for, then marked by a Status column.
    const plain = await (await owner2.request(`/api/reports/${created.share_id}/responses.csv`)).text();
    expect(plain.split('\r\n')[0]).not.toContain('Status');
    expect(plain.trim().split('\r\n')).toHaveLength(3);
    const csv = await (
      await owner2.request(`/api/reports/${created.share_id}/responses.csv?partials=include`)
    ).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]!.replace('\uFEFF', '').startsWith('Status,Submitted at,')).toBe(true);
    expect(lines.filter((line) => line.startsWith('Completed,'))).toHaveLength(2);
    const partialLines = lines.filter((line) => line.startsWith('Partial,'));
    expect(partialLines).toHaveLength(3);
    expect(partialLines.filter((line) => line.includes('Bus'))).toHaveLength(2);
    const json = (await (
      await owner2.request(`/api/reports/${created.share_id}?download=json&partials=include`)
    ).json()) as { partial_responses: { furthest_step: number; answers: { choice_ids: string[] }[] }[] };
    expect(json.partial_responses.map((item) => item.furthest_step).sort()).toEqual([1, 2, 2]);
    expect(json.partial_responses.flatMap((item) => item.answers.map((answer) => answer.choice_ids))).toEqual(
      [[option], [option]],
    );
    const withoutPartials = (await (
      await owner2.request(`/api/reports/${created.share_id}?download=json`)
    ).json()) as object;
    expect('partial_responses' in withoutPartials).toBe(false);

    // Owners only.
    expect((await owner.request(`/api/reports/${created.share_id}/funnel`)).status).toBe(404);
    expect((await anonymous().request(`/api/reports/${created.share_id}/partials`)).status).toBe(401);
  });

  /** A new survey of this document, published, with a helper to save a visit and submit it. */
  async function funnelSurvey(ownerName: string) {
    const author = await signedInClient(server, ownerName);
    const created = (await (
      await author.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await author.request(`/api/surveys/${created.id}/publish`, { json: {} });
    const [q1, q2, q3] = questionsOf(created.draft) as [QuestionItem, QuestionItem, QuestionItem];
    const options = q1.response_type === 'MULTIPLE_CHOICE' ? q1.response_options.options : [];
    const visit = async (
      step: number,
      answers: unknown[],
      submit: unknown[] | null = null,
      version = 1,
    ): Promise<string> => {
      const visitId = randomUUID();
      const steps = Object.fromEntries(Array.from({ length: step + 1 }, (_, index) => [String(index), 1000]));
      const saved = await save(
        visitId,
        { published_version: version, step, furthest_step: step, step_ms: steps, started: step > 0, answers },
        anonymous(),
        created.share_id,
      );
      expect(saved.status).toBe(200);
      if (submit) {
        const response = await anonymous().request(`/api/public/surveys/${created.share_id}/submissions`, {
          json: { published_version: version, answers: submit },
          headers: { 'idempotency-key': visitId },
        });
        expect(response.status).toBe(201);
      }
      return visitId;
    };
    const funnelOf = async (search = '') => {
      const response = await author.request(`/api/reports/${created.share_id}/funnel${search}`);
      expect(response.status).toBe(200);
      return (await response.json()) as FunnelReport;
    };
    return { author, created, q1, q2, q3, options, visit, funnelOf };
  }

  test('the funnel counts only the responses the report filter keeps: completed by their answers, partial by theirs', async () => {
    const { author, created, q1, q2, q3, options, visit, funnelOf } = await funnelSurvey('funnel-filter');
    const [bike, bus] = [options[0]!.id, options[1]!.id];
    const complete = (choice: string) => [
      { question_id: q1.id, choice_ids: [choice] },
      { question_id: q2.id, numeric_value: 4 },
      { question_id: q3.id, text_value: 'fine' },
    ];
    await visit(2, [{ question_id: q1.id, choice_ids: [bike] }]);
    await visit(2, [{ question_id: q1.id, choice_ids: [bus] }]);
    await visit(0, []);
    await visit(3, [], complete(bike));
    await visit(3, [], complete(bus));
    await visit(3, [], complete(bus));

    const everyone = await funnelOf();
    expect(everyone.funnel).toMatchObject({ views: 6, starts: 5, completions: 3 });
    const bikers = await funnelOf(`?a.${q1.id}.is=${bike}`);
    expect(bikers.funnel).toMatchObject({ views: 2, starts: 2, completions: 1, completionRate: 0.5 });
    expect(bikers).toMatchObject({ responses: 1, untrackedResponses: 0 });
    expect(bikers.funnel.steps.map((step) => step.reached)).toEqual([2, 2, 1]);
    // The same completed responses as the filtered report's.
    const report = await author.request(`/api/reports/${created.share_id}?a.${q1.id}.is=${bike}`);
    expect(((await report.json()) as { totalResponses: number }).totalResponses).toBe(1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await funnelOf(`?from=${tomorrow}`)).funnel).toMatchObject({ views: 0, completions: 0 });
    expect((await author.request(`/api/reports/${created.share_id}/funnel?a.${q1.id}.is=nope`)).status).toBe(
      400,
    );
  });

  test('"All versions" counts the visits of every version; a step added later names its version', async () => {
    const { author, created, q1, q2, q3, options, visit, funnelOf } = await funnelSurvey('funnel-versions');
    const bike = options[0]!.id;
    const answers = [
      { question_id: q1.id, choice_ids: [bike] },
      { question_id: q2.id, numeric_value: 2 },
      { question_id: q3.id, text_value: 'v1' },
    ];
    await visit(3, [], answers);
    await visit(1, [{ question_id: q1.id, choice_ids: [bike] }]);
    // Version 2 asks a fourth question after the third.
    const current = (await (await author.request(`/api/surveys/${created.id}`)).json()) as SurveyRecord;
    const page = current.draft.pages.find((candidate) =>
      candidate.content_blocks.some((block) => block.type === 'QUESTION_SET'),
    )!;
    const block = page.content_blocks.find((candidate) => candidate.type === 'QUESTION_SET')!;
    const added = { ...q3, id: 'question_added_v2', text: 'Anything to add?', position: 3, required: false };
    const edited = {
      ...current.draft,
      pages: current.draft.pages.map((candidate) =>
        candidate.id === page.id
          ? {
              ...candidate,
              content_blocks: candidate.content_blocks.map((entry) =>
                entry.id === block.id && entry.type === 'QUESTION_SET'
                  ? { ...entry, items: [...entry.items, added] }
                  : entry,
              ),
            }
          : candidate,
      ),
    };
    expect(
      (
        await author.request(`/api/surveys/${created.id}/draft`, {
          method: 'PUT',
          json: { template_data: edited, baseVersion: current.draft_version },
        })
      ).status,
    ).toBe(200);
    expect((await author.request(`/api/surveys/${created.id}/publish`, { json: {} })).status).toBe(200);
    await visit(4, [], [...answers, { question_id: added.id, text_value: 'v2' }], 2);
    await visit(4, [{ question_id: q1.id, choice_ids: [bike] }], null, 2);
    await visit(0, [], null, 2);

    const all = await funnelOf();
    expect(all.versions).toEqual([1, 2]);
    expect(all.funnel).toMatchObject({ views: 5, starts: 4, completions: 2 });
    expect(all).toMatchObject({ responses: 2, untrackedResponses: 0 });
    expect(all.funnel.steps.map((step) => [step.label, step.versions, step.reached])).toEqual([
      ['Q1. How do you travel?', null, 4],
      ['Q2. How long?', null, 3],
      ['Q3. Anything else?', null, 3],
      ['Q4. Anything to add?', [2], 2],
    ]);
    const first = await funnelOf('?version=1');
    expect(first.versions).toEqual([1]);
    expect(first.funnel).toMatchObject({ views: 2, starts: 2, completions: 1 });
    expect(first.funnel.steps).toHaveLength(3);
    const second = await funnelOf('?version=2');
    expect(second.funnel).toMatchObject({ views: 3, starts: 2, completions: 1 });
  });

  test('the running totals of time per step equal a recount of every visit after concurrent saves of one visit', async () => {
    const visitId = randomUUID();
    const tabs = [1000, 2600, 7400, 1400].map((ms, tab) =>
      save(
        visitId,
        progress({
          step: 1 + (tab % 2),
          furthest_step: 1 + (tab % 2),
          step_ms: { '0': ms, [1 + (tab % 2)]: ms * 2 },
        }),
      ),
    );
    expect((await Promise.all(tabs)).map((response) => response.status)).toEqual([200, 200, 200, 200]);
    await save(visitId, progress({ step_ms: { '0': 9000, '1': 500 } }));
    const totals = async (table: 'visit_step_times' | 'visits') =>
      rowsOf<{ step: unknown; seconds: unknown; count: unknown }>(
        await server.database.db.execute(
          table === 'visit_step_times'
            ? sql`select step, seconds, count from visit_step_times
                  where survey_id = ${survey.id} and count <> 0 order by 1, 2`
            : sql`select e.key::int as step, round(e.value::numeric / 1000)::int as seconds, count(*) as count
                  from visits v cross join lateral jsonb_each_text(v.step_ms) as e
                  where v.survey_id = ${survey.id} group by 1, 2 order by 1, 2`,
        ),
      ).map((row) => [Number(row.step), Number(row.seconds), Number(row.count)]);
    const recount = await totals('visits');
    expect(recount.length).toBeGreaterThan(3);
    expect(await totals('visit_step_times')).toEqual(recount);
  });

  test('the funnel running totals (visit groups, completion times, responses) equal a recount, and the unfiltered funnel equals a filter keeping everyone', async () => {
    const { q1, q2, q3, options, visit, funnelOf, created } = await funnelSurvey('funnel-totals');
    const complete = [
      { question_id: q1.id, choice_ids: [options[0]!.id] },
      { question_id: q2.id, numeric_value: 3 },
      { question_id: q3.id, text_value: 'ok' },
    ];
    await visit(0, []);
    await visit(1, []);
    const moved = await visit(1, [{ question_id: q1.id, choice_ids: [options[1]!.id] }]);
    // A visit that goes further, then back (the furthest step only grows), then completes.
    await save(
      moved,
      progress({ step: 2, furthest_step: 2, step_ms: { '0': 1000, '2': 3000 } }),
      anonymous(),
      created.share_id,
    );
    await save(moved, progress({ step: 1, furthest_step: 1 }), anonymous(), created.share_id);
    for (const ago of [30_000, 95_000]) {
      const visitId = await visit(3, []);
      const response = await anonymous().request(`/api/public/surveys/${created.share_id}/submissions`, {
        json: { started_at: new Date(Date.now() - ago).toISOString(), answers: complete },
        headers: { 'idempotency-key': visitId },
      });
      expect(response.status).toBe(201);
    }
    await visit(2, [], complete);
    // A submission without a visit (an old client) counts as a response only.
    const visitless = await anonymous().request(`/api/public/surveys/${created.share_id}/submissions`, {
      json: { answers: complete },
      headers: { 'idempotency-key': `no-visit-${randomUUID()}` },
    });
    expect(visitless.status).toBe(201);

    const pairs = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, unknown>>(await server.database.db.execute(query)).map((row) =>
        Object.values(row).map(String).join('|'),
      );
    expect(
      await pairs(sql`select version, furthest_step, started, completed, count from visit_funnel_counts
        where survey_id = ${created.id} and count <> 0 order by 1, 2, 3, 4`),
    ).toEqual(
      await pairs(sql`select published_version, furthest_step, started_at is not null as started, submission_id is not null as completed, count(*)
        from visits where survey_id = ${created.id} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    );
    const times = await pairs(sql`select version, seconds, count from completion_times
      where survey_id = ${created.id} order by 1, 2`);
    expect(times.length).toBeGreaterThan(0);
    expect(times).toEqual(
      await pairs(sql`select published_version, round(extract(epoch from completed_at - started_at))::int as seconds, count(*)
        from submissions where survey_id = ${created.id} and started_at is not null and completed_at >= started_at
        group by 1, 2 order by 1, 2`),
    );
    const unfiltered = await funnelOf();
    expect(unfiltered.funnel).toMatchObject({ views: 6, starts: 5, completions: 3 });
    expect(unfiltered).toMatchObject({ responses: 4, untrackedResponses: 1 });
    // A date filter every response meets takes the per-request grouping: the same funnel.
    expect(await funnelOf('?from=2000-01-01')).toEqual(unfiltered);
  });

  test('the live stamp moves with each progress save of a partial response (decision 033)', async () => {
    const stamp = async () =>
      (
        (await (await owner.request(`/api/reports/${survey.share_id}/latest`)).json()) as {
          latest_progress_at: string | null;
        }
      ).latest_progress_at;
    const visitId = randomUUID();
    expect((await save(visitId, progress())).status).toBe(200);
    const first = await stamp();
    const [row] = await visitRows(visitId);
    expect(first).toBe(row!.updatedAt.toISOString());
    expect((await save(visitId, progress({ step: 2, furthest_step: 2 }))).status).toBe(200);
    expect(Date.parse((await stamp())!)).toBeGreaterThan(Date.parse(first!));
  });
});
