import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReportFreshness, ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

const document = {
  title: 'Onboarding',
  pages: [
    {
      page_type: 'STANDARD',
      content_blocks: [
        { type: 'QUESTION_SET', items: [{ text: 'What helped?', response_type: 'FREE_RESPONSE' }] },
      ],
    },
  ],
};

describe.each(testDatabases())('report export and freshness on $name', (target) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let survey: SurveyRecord;
  let questionId: string;

  const submit = async (text: string) => {
    const response = await createClient(server).request(
      `/api/public/surveys/${survey.share_id}/submissions`,
      {
        json: { name: 'Pat', answers: [{ question_id: questionId, text_value: text }] },
        headers: { 'idempotency-key': randomUUID() },
      },
    );
    expect(response.status, await response.clone().text()).toBe(201);
  };
  const freshness = async () =>
    (await (await owner.request(`/api/reports/${survey.share_id}/latest`)).json()) as ReportFreshness;
  const whyOf = (report: SurveyReport) =>
    report.pages[0]!.content_blocks[0]!.items[0] as unknown as ReportQuestion;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
    questionId = (survey.draft.pages[0]!.content_blocks[0]!.items[0] as { id: string }).id;
  });
  afterAll(() => server.close());

  test('the freshness check changes with each submission and is the owner’s alone', async () => {
    expect(await freshness()).toEqual({
      submissions: 0,
      latest_submission_at: null,
      latest_progress_at: null,
    });
    await submit('The checklist');
    const first = await freshness();
    expect(first.submissions).toBe(1);
    expect(first.latest_submission_at).not.toBeNull();
    await submit('The welcome call');
    expect((await freshness()).submissions).toBe(2);

    const response = await owner.request(`/api/reports/${survey.share_id}/latest`);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const stranger = await signedInClient(server, 'stranger');
    expect((await stranger.request(`/api/reports/${survey.share_id}/latest`)).status).toBe(404);
    expect((await createClient(server).request(`/api/reports/${survey.share_id}/latest`)).status).toBe(401);
  });

  test('the JSON export carries every free-text answer, the page only the newest 20', async () => {
    for (let index = (await freshness()).submissions; index < 30; index++) await submit(`Answer ${index}`);
    const page = whyOf(
      (await (await owner.request(`/api/reports/${survey.share_id}`)).json()) as SurveyReport,
    );
    expect(page.results?.responseCount).toBe(30);
    expect(page.results?.responses).toHaveLength(20);
    const exported = whyOf(
      (await (await owner.request(`/api/reports/${survey.share_id}?download=json`)).json()) as SurveyReport,
    );
    expect(exported.results?.responses).toHaveLength(30);
    expect(new Set(exported.results?.responses.map((item) => item.text)).size).toBe(30);
  });
});
