import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { ParticipantComparison, ParticipantPage } from '#shared/report/report-types.ts';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { makePage, makeQuestion, makeSurvey } from '#shared/survey/survey-logic-arbitraries.ts';
import { answers, submissions } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 12 on both databases: the server validates a submission against the path its answers
// imply, stores the link's hidden fields, and shows them in the participant view and the CSV.

/** p1: "Do you own a pet?" (A → p3, B → end); p2: "Why not?" (required); p3: "Its name?" (required). */
function logicSurvey(): SurveyDocument {
  const pet = makeQuestion('q_pet', 'choice', true, 0, 'pet');
  return {
    ...makeSurvey(
      [
        makePage('p1', 1, [
          {
            ...pet,
            text: 'Do you own a pet?',
            logic: [
              {
                id: 'r1',
                condition: {
                  source: 'question',
                  question_id: 'q_pet',
                  operator: 'equals',
                  value: 'q_pet_opt_a',
                },
                go_to: { type: 'page', page_id: 'p3' },
              },
              {
                id: 'r2',
                condition: {
                  source: 'question',
                  question_id: 'q_pet',
                  operator: 'equals',
                  value: 'q_pet_opt_b',
                },
                go_to: { type: 'end' },
              },
            ],
          },
        ]),
        makePage('p2', 2, [{ ...makeQuestion('q_why', 'text', true, 0), text: 'Why not?' }]),
        makePage('p3', 3, [
          { ...makeQuestion('q_name', 'text', true, 0), text: 'What is its name, {{source|friend}}?' },
        ]),
      ],
      ['source', 'uid'],
    ),
  };
}

describe.each(testDatabases())('survey logic and hidden fields on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '10000' });
    owner = await signedInClient(server, 'researcher');
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: logicSurvey() } })
    ).json()) as SurveyRecord;
    const publish = await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
    expect(publish.status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
  });

  const submit = (body: SubmissionPayload) =>
    createClient(server, `198.51.100.${Math.floor(Math.random() * 250) + 1}`).request(
      `/api/public/surveys/${survey.share_id}/submissions`,
      { json: body, headers: { 'idempotency-key': randomUUID() } },
    );
  const stored = async (id: string) => {
    const [row] = await server.database.db.select().from(submissions).where(eq(submissions.id, id));
    const rows = await server.database.db.select().from(answers).where(eq(answers.submissionId, id));
    return { row: row!, answers: rows };
  };

  test('the document keeps its rules, keys and hidden fields through save and publish', async () => {
    const response = await createClient(server, '198.51.100.7').request(
      `/api/public/surveys/${survey.share_id}`,
    );
    const body = (await response.json()) as { document: SurveyDocument };
    expect(body.document.hidden_fields).toEqual(['source', 'uid']);
    expect(body.document.pages[1]!.content_blocks[0]!.items[0]).toMatchObject({
      key: 'pet',
      logic: [{ id: 'r1' }, { id: 'r2' }],
    });
  });

  test('a path that skips a required question is stored; the skipped question is not required', async () => {
    const response = await submit({
      name: 'Bo',
      answers: [{ question_id: 'q_pet', choice_ids: ['q_pet_opt_b'] }],
    });
    expect(response.status).toBe(201);
    const { submissionId } = (await response.json()) as { submissionId: string };
    expect((await stored(submissionId)).answers.map((answer) => answer.questionId)).toEqual(['q_pet']);
  });

  test('an answer to a question the path never reached is refused with 422 and stores nothing', async () => {
    const before = (await server.database.db.select().from(submissions)).length;
    const response = await submit({
      name: 'Cy',
      answers: [
        { question_id: 'q_pet', choice_ids: ['q_pet_opt_a'] },
        { question_id: 'q_why', text_value: 'allergic' },
        { question_id: 'q_name', text_value: 'Rex' },
      ],
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { message: string; details?: Record<string, string> } };
    expect(body.error.message).toBe(
      `"Why not?" was skipped by the survey's logic for the answers given, so it cannot be answered.`,
    );
    expect((await server.database.db.select().from(submissions)).length).toBe(before);
  });

  test('a required question on the path taken is still required', async () => {
    const response = await submit({
      name: 'Di',
      answers: [{ question_id: 'q_pet', choice_ids: ['q_pet_opt_a'] }],
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      'needs an answer',
    );
  });

  test('hidden fields are stored (declared keys only), shown with the participant and as CSV columns', async () => {
    const response = await submit({
      name: 'Eve',
      answers: [
        { question_id: 'q_pet', choice_ids: ['q_pet_opt_a'] },
        { question_id: 'q_name', text_value: 'Rex' },
      ],
      hidden_fields: { source: ' newsletter ', uid: '42', utm_campaign: 'spring' },
    });
    expect(response.status).toBe(201);
    const { submissionId } = (await response.json()) as { submissionId: string };
    expect((await stored(submissionId)).row.hiddenFields).toEqual({ source: 'newsletter', uid: '42' });

    const page = (await (
      await owner.request(`/api/reports/${survey.share_id}/participants?search=eve`)
    ).json()) as ParticipantPage;
    expect(page.items[0]).toMatchObject({ name: 'Eve', hidden_fields: { source: 'newsletter', uid: '42' } });
    const comparison = (await (
      await owner.request(`/api/reports/${survey.share_id}/participants/${submissionId}`)
    ).json()) as ParticipantComparison;
    expect(comparison.participant.hidden_fields).toEqual({ source: 'newsletter', uid: '42' });

    const csv = await (await owner.request(`/api/reports/${survey.share_id}/responses.csv`)).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(2, 6)).toEqual(['Name', 'Email', 'Hidden field: source', 'Hidden field: uid']);
    const eve = rows.find((row) => row.includes('Eve'))!.split(',');
    expect(eve.slice(4, 6)).toEqual(['newsletter', '42']);
    const bo = rows.find((row) => row.includes('Bo'))!.split(',');
    expect(bo.slice(4, 6)).toEqual(['', '']);
  });

  test('a hidden field value over the cap is refused by the payload check', async () => {
    const response = await submit({
      name: 'Flo',
      answers: [{ question_id: 'q_pet', choice_ids: ['q_pet_opt_b'] }],
      hidden_fields: { source: 'x'.repeat(201) },
    });
    expect(response.status).toBe(422);
  });
});
