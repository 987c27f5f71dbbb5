import ExcelJS from 'exceljs';
import { XLSX_CONTENT_TYPE } from '../reports/responses-xlsx.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { ApiTokenList, CreatedApiToken } from '#shared/api/api-tokens.ts';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { apiTokens } from '../db/schema.ts';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

// Issue 19 point 2: personal API tokens and the public API (docs/api.md).

const study = {
  title: 'Commute study',
  pages: [
    { page_type: 'WELCOME', options: { collectName: 'hidden', collectEmail: 'hidden' } },
    {
      page_type: 'STANDARD',
      content_blocks: [
        {
          type: 'QUESTION_SET',
          items: [
            { text: 'How long?', response_type: 'NUMBER_SELECT', response_options: { min: 1, max: 5 } },
            { text: 'Why?', response_type: 'FREE_RESPONSE' },
          ],
        },
      ],
    },
    { page_type: 'THANK_YOU' },
  ],
};

type Client = Awaited<ReturnType<typeof signedInClient>>;
const RATE = 40;

const questionsOf = (document: SurveyDocument) =>
  document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );

describe.each(testDatabases())('public API on $name', (target) => {
  let server: TestServer;
  let owner: Client;
  let stranger: Client;
  let sequence = 0;
  let ownSurvey: SurveyRecord;
  let strangerSurvey: SurveyRecord;
  let readToken: string;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), {
      SUBMISSION_RATE_LIMIT_MAX: '1000',
      API_RATE_LIMIT_MAX: String(RATE),
    });
    owner = await signedInClient(server);
    stranger = await signedInClient(server, 'stranger');
    ownSurvey = await create(owner);
    await publishWithSession(owner, ownSurvey.id);
    const [howLong, why] = questionsOf(ownSurvey.draft);
    for (const [value, text] of [
      [2, 'Traffic'],
      [4, 'Trains'],
      [5, 'Walking'],
    ] as const) {
      const submitted = await submit(ownSurvey.share_id, {
        answers: [
          { question_id: howLong!.id, numeric_value: value },
          { question_id: why!.id, text_value: text },
        ],
      });
      expect(submitted.status, await submitted.clone().text()).toBe(201);
    }
    strangerSurvey = await create(stranger);
    readToken = await createToken(owner, 'Reporting', 'read');
  });
  afterAll(() => server.close());

  async function create(client: Client): Promise<SurveyRecord> {
    const response = await client.request('/api/surveys', { json: { template_data: study } });
    expect(response.status).toBe(201);
    return (await response.json()) as SurveyRecord;
  }
  async function publishWithSession(client: Client, id: string) {
    expect((await client.request(`/api/surveys/${id}/publish`, { json: {} })).status).toBe(200);
  }
  async function submit(shareId: string, body: Record<string, unknown>) {
    sequence += 1;
    return createClient(server, `198.51.100.${sequence}`).request(
      `/api/public/surveys/${shareId}/submissions`,
      {
        json: body,
        headers: { 'idempotency-key': `key-${Date.now()}-${sequence}` },
      },
    );
  }
  async function createToken(client: Client, name: string, scope: 'read' | 'read_write') {
    const response = await client.request('/api/tokens', { json: { name, scope } });
    expect(response.status).toBe(201);
    return ((await response.json()) as CreatedApiToken).token;
  }
  /** A client with no cookie and no Origin, as a script or curl calls the API. */
  function call(token: string | null, path: string, method = 'GET') {
    return server.app.request(path, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  test('a token is shown once, stored only as its SHA-256, and listed without it', async () => {
    const response = await owner.request('/api/tokens', { json: { name: 'Sheets sync', scope: 'read' } });
    const created = (await response.json()) as CreatedApiToken;
    expect(created.token).toMatch(/^pln_[A-Za-z0-9_-]{43}$/);
    expect(created.summary).toMatchObject({ name: 'Sheets sync', scope: 'read', last_used_at: null });
    expect(created.summary.last_four).toBe(created.token.slice(-4));
    const [row] = await server.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, created.summary.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await (await owner.request('/api/tokens')).text();
    expect(listed).toContain('Sheets sync');
    expect(listed).not.toContain(created.token);
    // Another account sees none of them and cannot revoke them.
    expect(((await (await stranger.request('/api/tokens')).json()) as ApiTokenList).items).toEqual([]);
    expect((await stranger.request(`/api/tokens/${created.summary.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    // Bad input is a 422 naming the field.
    const bad = await owner.request('/api/tokens', { json: { name: ' ', scope: 'admin' } });
    expect(bad.status).toBe(422);
  });

  test('a token reads its owner\u2019s surveys, and nothing else', async () => {
    const list = await call(readToken, '/api/v1/surveys');
    expect(list.status).toBe(200);
    const body = (await list.json()) as { items: { id: string }[]; next_cursor: string | null };
    expect(body.items.map((item) => item.id)).toEqual([ownSurvey.id]);
    expect((await call(readToken, `/api/v1/surveys/${ownSurvey.id}`)).status).toBe(200);
    for (const path of [
      '',
      '/versions',
      '/versions/1',
      '/responses',
      '/report',
      '/export.csv',
      '/export.xlsx',
      '/export.json',
    ])
      expect((await call(readToken, `/api/v1/surveys/${strangerSurvey.id}${path}`)).status, path).toBe(404);
    // The stranger's token doesn't see the owner's survey either.
    const strangerToken = await createToken(stranger, 'Mine', 'read');
    expect((await call(strangerToken, `/api/v1/surveys/${ownSurvey.id}/report`)).status).toBe(404);
  });

  test('responses page by cursor and since, oldest first, with their answers', async () => {
    const first = (await (
      await call(readToken, `/api/v1/surveys/${ownSurvey.id}/responses?limit=2`)
    ).json()) as {
      items: {
        id: string;
        submitted_at: string;
        answers: { text: string | null; number: number | null }[];
      }[];
      next_cursor: string | null;
      resume_cursor: string | null;
    };
    expect(first.items).toHaveLength(2);
    expect(first.items[0]!.answers.map((answer) => answer.number ?? answer.text)).toEqual(
      expect.arrayContaining([2, 'Traffic']),
    );
    expect(first.next_cursor).not.toBeNull();
    const second = (await (
      await call(readToken, `/api/v1/surveys/${ownSurvey.id}/responses?limit=2&cursor=${first.next_cursor}`)
    ).json()) as typeof first;
    expect(second.items.map((item) => item.answers.find((answer) => answer.text)?.text)).toEqual(['Walking']);
    expect(second.next_cursor).toBeNull();
    // An integration keeps where it stopped: the last page's resume_cursor gives only what came after
    // it (nothing yet), and an empty page keeps the cursor it was given.
    expect(second.resume_cursor).not.toBeNull();
    const later = (await (
      await call(readToken, `/api/v1/surveys/${ownSurvey.id}/responses?cursor=${second.resume_cursor}`)
    ).json()) as typeof first;
    expect(later).toEqual({ items: [], next_cursor: null, resume_cursor: second.resume_cursor });
    const afterFirst = (await (
      await call(readToken, `/api/v1/surveys/${ownSurvey.id}/responses?cursor=${first.resume_cursor}`)
    ).json()) as typeof first;
    expect(afterFirst.items.map((item) => item.id)).toEqual(second.items.map((item) => item.id));
    const since = (await (
      await call(
        readToken,
        `/api/v1/surveys/${ownSurvey.id}/responses?since=${encodeURIComponent(second.items[0]!.submitted_at)}`,
      )
    ).json()) as typeof first;
    expect(since.items.map((item) => item.id)).toEqual([second.items[0]!.id]);
    const badCursor = await call(readToken, `/api/v1/surveys/${ownSurvey.id}/responses?cursor=nope`);
    expect(badCursor.status).toBe(422);
  });

  test('the report is the analytics page\u2019s JSON, with its filters', async () => {
    const page = await owner.request(
      `/api/reports/${ownSurvey.id}?a.${questionsOf(ownSurvey.draft)[0]!.id}.min=4`,
    );
    const api = await call(
      readToken,
      `/api/v1/surveys/${ownSurvey.id}/report?a.${questionsOf(ownSurvey.draft)[0]!.id}.min=4`,
    );
    const [fromPage, fromApi] = [
      (await page.json()) as Record<string, unknown>,
      (await api.json()) as Record<string, unknown>,
    ];
    expect(fromApi.totalResponses).toBe(2);
    expect({ ...fromApi, generated_at: null }).toEqual({ ...fromPage, generated_at: null });
    const csv = await (await call(readToken, `/api/v1/surveys/${ownSurvey.id}/export.csv`)).text();
    expect(csv).toContain('Trains');
    // The XLSX beside it: the responses sheet, then one summary sheet per question.
    const xlsx = await call(readToken, `/api/v1/surveys/${ownSurvey.id}/export.xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    expect(workbook.worksheets[0]!.name).toBe('Responses');
    const cells = workbook.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('Trains');
    expect(workbook.worksheets.length).toBeGreaterThan(1);
  });

  test('a read token cannot write; a read-write token publishes', async () => {
    const refused = await call(readToken, `/api/v1/surveys/${ownSurvey.id}/publish`, 'POST');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/can only read/);
    const writeToken = await createToken(owner, 'Publisher', 'read_write');
    const published = await call(writeToken, `/api/v1/surveys/${ownSurvey.id}/publish`, 'POST');
    expect(published.status).toBe(200);
    // The draft is the live version 1 already: a publish (or its retry) makes no new version.
    expect(await published.json()).toEqual({ share_id: ownSurvey.share_id, version: 1, unchanged: true });
  });

  test('tokens cannot manage tokens, and the session cannot call the token API', async () => {
    const headers = { authorization: `Bearer ${readToken}` };
    expect((await server.app.request('/api/tokens', { headers })).status).toBe(401);
    expect(
      (
        await server.app.request('/api/tokens', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'More', scope: 'read_write' }),
        })
      ).status,
    ).toBe(401);
    expect((await owner.request('/api/v1/surveys')).status).toBe(401);
  });

  test('a revoked token gets 401 with a clear error; last use is recorded', async () => {
    const token = await createToken(owner, 'Short-lived', 'read');
    expect((await call(token, '/api/v1/surveys')).status).toBe(200);
    const { items } = (await (await owner.request('/api/tokens')).json()) as ApiTokenList;
    const summary = items.find((item) => item.name === 'Short-lived')!;
    expect(summary.last_used_at).not.toBeNull();
    expect((await owner.request(`/api/tokens/${summary.id}`, { method: 'DELETE' })).status).toBe(204);
    const revoked = await call(token, '/api/v1/surveys');
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({
      error: {
        code: 'unauthorized',
        message: 'This API token was revoked. Create a new one on your account page.',
      },
    });
    const unknown = await call('pln_not-a-real-token', '/api/v1/surveys');
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toMatch(/not valid/);
    expect((await call(null, '/api/v1/surveys')).status).toBe(401);
  });

  test('each token has its own rate limit: 429 with Retry-After', async () => {
    const busy = await createToken(owner, 'Busy', 'read');
    const other = await createToken(owner, 'Quiet', 'read');
    const statuses: number[] = [];
    for (let index = 0; index <= RATE; index++)
      statuses.push((await call(busy, '/api/v1/surveys?limit=1')).status);
    expect(statuses.slice(0, RATE).every((status) => status === 200)).toBe(true);
    const limited = await call(busy, '/api/v1/surveys?limit=1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect((await call(other, '/api/v1/surveys?limit=1')).status).toBe(200);
  });

  test('the OpenAPI document validates, and every documented route answers as documented', async () => {
    const response = await server.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    // Every path and method in the document, called with the fixture, answers one of its
    // documented statuses with a body that matches the documented schema.
    const writeToken = await createToken(owner, 'Checker', 'read_write');
    const { Ajv2020: Ajv } = await import('ajv/dist/2020.js');
    const ajv = new Ajv({ strict: false, validateFormats: false });
    ajv.addSchema({ ...document, $id: 'openapi.json' } as never);
    let checked = 0;
    for (const [template, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const path = template.replace('{id}', ownSurvey.id).replace('{version}', '1');
        const answer = await call(writeToken, path, method.toUpperCase());
        expect(answer.status, `${method} ${template}`).toBe(200);
        const documented = operation.responses['200']!.content!;
        const type = answer.headers.get('content-type') ?? '';
        if (type.startsWith('application/json')) {
          const pointer = `openapi.json#/paths/${template.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/200/content/application~1json/schema`;
          const validate = ajv.getSchema(pointer)!;
          const body: unknown = await answer.json();
          expect(validate(body), `${method} ${template}: ${JSON.stringify(validate.errors)}`).toBe(true);
        } else {
          expect(Object.keys(documented).some((documentedType) => type.startsWith(documentedType))).toBe(
            true,
          );
          expect((await answer.text()).length).toBeGreaterThan(0);
        }
        // Without a token, each answers the documented 401.
        expect((await call(null, path, method.toUpperCase())).status).toBe(401);
        expect(operation.responses['401']).toBeDefined();
        checked += 1;
      }
    expect(checked).toBe(10);
    // Twenty requests, two of them full exports: generous for a loaded machine.
  }, 90_000);
});
