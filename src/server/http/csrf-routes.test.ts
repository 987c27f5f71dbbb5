import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { publishableSurvey } from '../test-support/publishable-survey.ts';
import { storedRows } from '../test-support/stored-rows.ts';
import {
  createTestServer,
  testDatabases,
  TEST_ORIGIN,
  type TestServer,
} from '../test-support/test-server.ts';

type Client = Awaited<ReturnType<typeof signedInClient>>;

interface Write {
  name: string;
  method: string;
  path: string;
  json?: unknown;
}

/** Cross-site and form-shaped variants of one write; a browser can send each of these. */
const attacks: { name: string; headers: Record<string, string>; status: number }[] = [
  { name: 'a foreign Origin', headers: { origin: 'http://evil.example' }, status: 403 },
  { name: 'Origin: null', headers: { origin: 'null' }, status: 403 },
  { name: 'a sibling origin (another port)', headers: { origin: 'http://pollen.test:8080' }, status: 403 },
  {
    name: 'no Origin but Sec-Fetch-Site: same-site',
    headers: { origin: '', 'sec-fetch-site': 'same-site' },
    status: 403,
  },
  {
    name: 'no Origin but Sec-Fetch-Site: cross-site',
    headers: { origin: '', 'sec-fetch-site': 'cross-site' },
    status: 403,
  },
  { name: 'a text/plain form body', headers: { 'content-type': 'text/plain' }, status: 415 },
  {
    name: 'an urlencoded form body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 415,
  },
];

describe.each(testDatabases())('cross-site writes on $name', (target) => {
  let server: TestServer;
  let owner: Client;
  let survey: SurveyRecord;
  let sessionId: string;
  let objectKey: string;

  beforeAll(async () => {
    server = await createTestServer(await target.open());
    owner = await signedInClient(server, 'csrf-owner');
    const created = await owner.request('/api/surveys', { json: { template_data: publishableSurvey } });
    survey = (await created.json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { method: 'POST' })).status).toBe(200);
    const first = await owner.request('/api/chat', {
      json: { message: 'A concept test of two packaging designs' },
    });
    sessionId = /"sessionId":"([0-9a-f-]{36})"/.exec(await first.text())![1]!;
    const ticket = await owner.request('/api/uploads', {
      json: { surveyId: survey.id, fileName: 'hero.png', size: 8, contentType: 'image/png' },
    });
    expect(ticket.status).toBe(201);
    objectKey = ((await ticket.json()) as { objectKey: string }).objectKey;
  });
  afterAll(() => server.close());

  const snapshot = () => storedRows(server.database.db);

  const writes = (): Write[] => [
    { name: 'create a survey', method: 'POST', path: '/api/surveys', json: {} },
    {
      name: 'save a draft',
      method: 'PUT',
      path: `/api/surveys/${survey.id}/draft`,
      json: { template_data: { ...survey.draft, title: 'Forged' }, baseVersion: survey.draft_version },
    },
    { name: 'publish', method: 'POST', path: `/api/surveys/${survey.id}/publish` },
    { name: 'make public', method: 'PATCH', path: `/api/surveys/${survey.id}`, json: { is_public: true } },
    { name: 'delete a survey', method: 'DELETE', path: `/api/surveys/${survey.id}` },
    {
      name: 'send a chat message',
      method: 'POST',
      path: '/api/chat',
      json: { message: 'Make a poll', sessionId },
    },
    {
      name: 'undo an assistant change',
      method: 'POST',
      path: `/api/chat/sessions/${sessionId}/undo`,
      json: {},
    },
    { name: 'delete a chat', method: 'DELETE', path: `/api/chat/sessions/${sessionId}` },
    {
      name: 'ask for an upload URL',
      method: 'POST',
      path: '/api/uploads',
      json: { surveyId: survey.id, fileName: 'x.png', size: 8, contentType: 'image/png' },
    },
    { name: 'delete an upload', method: 'DELETE', path: `/api/uploads/${objectKey}` },
    {
      name: 'fetch a link preview',
      method: 'POST',
      path: '/api/link-preview',
      json: { url: 'https://example.com' },
    },
  ];

  /** A form always sends its content type, even with no fields; `attack.headers` override ours. */
  function send(write: Write, headers: Record<string, string>) {
    const body = write.json === undefined ? undefined : JSON.stringify(write.json);
    return owner.request(write.path, {
      method: write.method,
      ...(body === undefined ? {} : { body }),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
    });
  }

  test.each(attacks)('every cookie-authenticated write refuses $name and changes nothing', async (attack) => {
    const before = await snapshot();
    for (const write of writes()) {
      const response = await send(write, attack.headers);
      expect(response.status, `${write.name}: ${await response.clone().text()}`).toBe(attack.status);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message).toMatch(
        attack.status === 403 ? /did not come from Pollen/ : /application\/json/,
      );
    }
    expect(await snapshot()).toBe(before);
  });

  test('the same writes from Pollen itself still work', async () => {
    const make = writes().find((write) => write.name === 'make public')!;
    const response = await send(make, { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as SurveyRecord).is_public).toBe(true);
  });

  test('respondent submissions accept only JSON; nothing is stored from a form post', async () => {
    const before = await snapshot();
    const response = await server.app.request(`/api/public/surveys/${survey.share_id}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'idempotency-key': 'form-post-0001' },
      body: JSON.stringify({ answers: [] }),
    });
    expect(response.status).toBe(415);
    expect(await snapshot()).toBe(before);
  });
});
