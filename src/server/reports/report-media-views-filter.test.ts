import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Media view counts follow the report filter and its completion like every other figure
// (docs/decisions/033): views are kept per visit, and a filtered report counts the views of the
// visits whose response meets the filter. Unfiltered, every view still counts.

const document = {
  title: 'Label study',
  pages: [
    { page_type: 'WELCOME', title: 'Welcome', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        { type: 'MEDIA_SET', items: [{ media_type: 'DESCRIPTION', media_data: { text: 'Label A' } }] },
        {
          type: 'QUESTION_SET',
          items: [
            {
              text: 'Which would you buy?',
              response_type: 'MULTIPLE_CHOICE',
              required: true,
              response_options: { options: ['This one', 'Neither'] },
            },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

describe.each(testDatabases())('media views in a filtered report on $name', (target) => {
  let server: TestServer;
  let survey: SurveyRecord;
  let owner: Awaited<ReturnType<typeof signedInClient>>;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '1000' });
    owner = await signedInClient(server);
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: document } })
    ).json()) as SurveyRecord;
    await owner.request(`/api/surveys/${survey.id}/publish`, { json: {} });
  });
  afterAll(() => server.close());

  test('view and engagement counts honour the answer filter and the completion filter', async () => {
    const page = survey.draft.pages[1]!;
    const mediaId = page.content_blocks[0]!.items[0]!.id;
    const block = page.content_blocks[1]!;
    const question = block.type === 'QUESTION_SET' ? block.items[0]! : null;
    if (question?.response_type !== 'MULTIPLE_CHOICE') throw new Error('the choice question is missing');
    const [buy, neither] = question.response_options.options.map((option) => option.id);
    const path = `/api/public/surveys/${survey.share_id}`;
    const anonymous = () => createClient(server, `192.0.2.${Math.floor(Math.random() * 250) + 1}`);
    const view = async (visitId: string | undefined, kind: 'view' | 'engagement' = 'view') => {
      const response = await anonymous().request(`${path}/views`, {
        json: { media_item_ids: [mediaId], kind, ...(visitId ? { visit_id: visitId } : {}) },
      });
      expect(response.status).toBe(204);
    };
    const answer = (choice: string) => [{ question_id: question.id, choice_ids: [choice] }];
    const visit = async (choice: string, views: number, submit: boolean) => {
      const visitId = randomUUID();
      for (let i = 0; i < views; i++) await view(visitId);
      const saved = await anonymous().request(`${path}/visits/${visitId}`, {
        method: 'PUT',
        json: {
          published_version: 1,
          step: 1,
          furthest_step: 1,
          step_ms: { '0': 1000 },
          started: true,
          answers: answer(choice),
        },
      });
      expect(saved.status).toBe(200);
      if (submit) {
        const response = await anonymous().request(`${path}/submissions`, {
          json: { answers: answer(choice) },
          headers: { 'idempotency-key': visitId },
        });
        expect(response.status).toBe(201);
      }
      return visitId;
    };
    const buyer = await visit(buy!, 2, true);
    await view(buyer, 'engagement');
    await visit(neither!, 1, true);
    await visit(buy!, 1, false); // left half-way: a partial response
    await view(undefined); // a view sent without its visit (an older page) counts unfiltered only

    const viewsOf = async (search = '') => {
      const response = await owner.request(`/api/reports/${survey.share_id}${search}`);
      expect(response.status).toBe(200);
      const report = (await response.json()) as {
        pages: { content_blocks: { type: string; items: { id: string; analytics?: unknown }[] }[] }[];
      };
      const item = report.pages
        .flatMap((p) => p.content_blocks)
        .flatMap((block) => block.items)
        .find((entry) => entry.id === mediaId);
      return item?.analytics;
    };
    expect(await viewsOf()).toEqual({ view_count: 5, engagement_score: 1 });
    const buyers = `?a.${question.id}.is=${buy}`;
    expect(await viewsOf(buyers)).toEqual({ view_count: 2, engagement_score: 1 });
    expect(await viewsOf(`${buyers}&completion=partial`)).toEqual({ view_count: 1, engagement_score: 0 });
    expect(await viewsOf(`${buyers}&completion=all`)).toEqual({ view_count: 3, engagement_score: 1 });
    expect(await viewsOf(`?a.${question.id}.is=${neither}`)).toEqual({ view_count: 1, engagement_score: 0 });
    expect(await viewsOf('?completion=all')).toEqual({ view_count: 4, engagement_score: 1 });
  });
});
