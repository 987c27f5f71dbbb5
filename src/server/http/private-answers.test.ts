import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { publishableSurvey } from '../test-support/publishable-survey.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';

describe.each(testDatabases())('cache and framing headers on $name', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(await target.open());
  });
  afterAll(() => server.close());

  test('private answers are never stored by a cache; the public survey keeps its revalidation', async () => {
    const owner = await signedInClient(server, 'headers');
    const created = await owner.request('/api/surveys', { json: { template_data: publishableSurvey } });
    const survey = (await created.json()) as SurveyRecord;
    const privateAnswers = [
      created,
      await owner.request('/api/surveys'),
      await owner.request(`/api/surveys/${survey.id}`),
      await owner.request('/api/auth/get-session'),
      await owner.request('/api/chat/sessions'),
      await owner.request(`/api/surveys/${survey.id}/publish`, { method: 'POST' }),
      await owner.request(`/api/reports/${survey.share_id}`),
      await owner.request('/api/surveys/not-a-survey'),
    ];
    for (const response of privateAnswers)
      expect(response.headers.get('cache-control'), response.url).toBe('no-store');

    await owner.request(`/api/surveys/${survey.id}`, { method: 'PATCH', json: { is_public: true } });
    const published = await server.app.request(`/api/public/surveys/${survey.share_id}`);
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe('no-cache');
  });

  test('answers under /api/files can never be framed by another site', async () => {
    const response = await server.app.request('/api/files/no-such-file.png');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
