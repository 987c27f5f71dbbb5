import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import { preferenceBlockIdOf } from '#shared/survey/study-design.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { MediaSetBlock, QuestionItem } from '#shared/survey/survey-schema.ts';
import type { SubmissionPayload } from '#shared/take/take-types.ts';
import { chat, only, survey as readSurvey } from '../assistant/chat-test-support.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 11 end to end: a concept test the offline assistant makes from a plain request, published
// and answered, gets a preference verdict in the report (its preference question is linked to the
// variants, so the answers are variant ids).

const [pglite] = testDatabases();
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer(await pglite!.open(), { SUBMISSION_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => {
  await server.close();
});

function answerFor(question: QuestionItem): SubmissionPayload['answers'][number] | null {
  const options = question.response_options as { min?: number; options?: { id: string }[] };
  if (options.options) return { question_id: question.id, choice_ids: [options.options[0]!.id] };
  if (options.min !== undefined) return { question_id: question.id, numeric_value: options.min };
  return { question_id: question.id, text_value: 'Looks fine' };
}

test('“which of these two ads works better?” → published → 30 answers → a preference verdict', async () => {
  const owner = await signedInClient(server, 'marketer');
  const events = await chat(owner, { message: 'which of these two ads works better?' });
  const created: SurveyRecord = await readSurvey(owner, only(events, 'artifact').surveyId);
  const blocks = created.draft.pages.flatMap((page) => page.content_blocks);
  const set = blocks.find((block): block is MediaSetBlock => block.type === 'MEDIA_SET')!;
  const questions = blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : []));
  const preference = questions.find((question) => preferenceBlockIdOf(question) === set.id)!;
  expect(preference).toBeDefined();
  const [adA, adB] = set.items.map((item) => item.id) as [string, string];

  const published = await owner.request(`/api/surveys/${created.id}/publish`, { json: {} });
  expect(published.status, await published.clone().text()).toBe(200);

  // 30 people, tabs in alternating order; 24 pick Ad B: binomtest(24, 30).pvalue = 0.0014.
  for (let index = 0; index < 30; index++) {
    const order = index % 2 === 0 ? [adA, adB] : [adB, adA];
    const others = questions
      .filter((question) => question.required && question.id !== preference.id)
      .map(answerFor)
      .filter((answer) => answer !== null);
    const body: SubmissionPayload = {
      variant_orders: { [set.id]: order },
      viewed_variant_ids: order,
      answers: [...others, { question_id: preference.id, choice_ids: [index < 24 ? adB : adA] }],
    };
    const response = await createClient(server).request(
      `/api/public/surveys/${created.share_id}/submissions`,
      { json: body, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(response.status, await response.clone().text()).toBe(201);
  }

  const response = await owner.request(`/api/reports/${created.share_id}`);
  expect(response.status).toBe(200);
  const report = (await response.json()) as SurveyReport;
  const reported = report.pages
    .flatMap((page) => page.content_blocks)
    .flatMap((block) => (block?.type === 'QUESTION_SET' ? block.items : []))
    .find((question): question is ReportQuestion => question.id === preference.id);
  const results = reported?.variantResults;
  expect(results?.kind).toBe('preference');
  if (results?.kind !== 'preference') return;
  expect(results.verdict).toMatchObject({ kind: 'winner', winnerId: adB });
  expect(results.verdict!.p).toBeCloseTo(0.0014309, 6);
});
