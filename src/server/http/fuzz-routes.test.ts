import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { SurveyRecord } from '#shared/survey/survey-record.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { publishableSurvey } from '../test-support/publishable-survey.ts';
import { storedRows } from '../test-support/stored-rows.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

type Client = Awaited<ReturnType<typeof signedInClient>>;
type Json = unknown;

// ----- hostile values -------------------------------------------------------------------------------

const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udbff\u0000',
  '\u202e\ufeff',
  '%00',
  '\\u0000',
  "'; drop table surveys; --",
  '<script>alert(1)</script>',
);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const hostileText = fc.oneof(
  nastyText,
  loneSurrogate,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), fc.oneof(nastyText, loneSurrogate), fc.string({ maxLength: 10 }))
    .map((parts) => parts.join('')),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
);

function nest(depth: number, asArray: boolean): Json {
  let value: Json = 'bottom';
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
}

const deeplyNested = fc
  .tuple(fc.integer({ min: 20, max: 1_000 }), fc.boolean())
  .map(([depth, asArray]) => nest(depth, asArray));

const hostileValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Json>(null, true, -1, 0.5, 1e308, 2 ** 53, [], {}, { __proto__: { x: 1 } }),
  },
);

/** Every position in a JSON value (object keys and array indices), the root's children first. */
function positions(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value)
    ? value.map((child, index) => [index, child] as const)
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...positions(child, [...prefix, key])]);
}

/** The base body with one position (picked by `pick`) replaced by a hostile value. */
function mutate(base: Json, pick: number, value: Json): Json {
  const all = positions(base);
  if (all.length === 0) return value;
  const path = all[pick % all.length]!;
  const copy = structuredClone(base) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  parent[path.at(-1)!] = value;
  return copy;
}

/** A body as it may reach the server: a mutated valid body, a hostile value alone, or broken text. */
function hostileBodies(base: () => Json): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.nat(), hostileValue)
        .map(([pick, value]) => JSON.stringify(mutate(base(), pick, value))),
    },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.string({ unit: 'binary', maxLength: 60 }),
        fc.integer({ min: 1, max: 200_000 }).map((depth) => '['.repeat(depth)),
        // Deeper than any recursive parser or walker could follow.
        fc.integer({ min: 1_000, max: 200_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
        fc.constant(`{"name":"${'y'.repeat(5 * 1024 * 1024)}"}`),
      ),
    },
  );
}

const queryValues = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%C0%80', '%FF', '%', '%25', '%u0000', '%5C%00'),
  fc.string({ maxLength: 300 }).map(encodeURIComponent),
  fc.integer({ min: 201, max: 20_000 }).map((length) => 'q'.repeat(length)),
);

// ----- the routes -----------------------------------------------------------------------------------

/** Each property sends dozens of requests, some of megabytes; generous for a loaded 2-core machine. */
const PROPERTY_TIMEOUT_MS = 600_000;

describe.each(testDatabases())('hostile input never gives a 5xx on $name', (target) => {
  let server: TestServer;
  let owner: Client;
  let survey: SurveyRecord;
  let sessionId: string;
  let questionId: string;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { SUBMISSION_RATE_LIMIT_MAX: '100000' });
    owner = await signedInClient(server, 'fuzz-owner');
    survey = (await (
      await owner.request('/api/surveys', { json: { template_data: publishableSurvey } })
    ).json()) as SurveyRecord;
    expect((await owner.request(`/api/surveys/${survey.id}/publish`, { method: 'POST' })).status).toBe(200);
    expect(
      (await owner.request(`/api/surveys/${survey.id}`, { method: 'PATCH', json: { is_public: true } }))
        .status,
    ).toBe(200);
    questionId = survey.draft.pages.flatMap((page) =>
      page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
    )[0]!.id;
    const chat = await owner.request('/api/chat', { json: { message: 'A poll about lunch options' } });
    sessionId = /"sessionId":"([0-9a-f-]{36})"/.exec(await chat.text())![1]!;
  });
  afterAll(() => server.close());

  async function expectNo5xx(response: Response, what: string) {
    const text = await response.text();
    expect(response.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(500);
    // A chat turn fails inside its stream, after the 200.
    expect(text, what).not.toMatch(/^event: error$/m);
  }

  const jsonRoutes: { name: string; method: string; path: () => string; base: () => Json; runs?: number }[] =
    [
      {
        name: 'POST /api/surveys',
        method: 'POST',
        path: () => '/api/surveys',
        base: () => ({ template_data: survey.draft }),
      },
      {
        name: 'PUT /api/surveys/:id/draft',
        method: 'PUT',
        path: () => `/api/surveys/${survey.id}/draft`,
        base: () => ({ template_data: survey.draft, baseVersion: 10_000 }),
      },
      {
        name: 'PATCH /api/surveys/:id',
        method: 'PATCH',
        path: () => `/api/surveys/${survey.id}`,
        base: () => ({ is_public: true }),
      },
      {
        name: 'POST /api/chat',
        method: 'POST',
        path: () => '/api/chat',
        base: () => ({ message: 'make the first question required', sessionId }),
        runs: 15,
      },
      {
        name: 'POST /api/uploads',
        method: 'POST',
        path: () => '/api/uploads',
        base: () => ({ surveyId: survey.id, fileName: 'photo.png', size: 10, contentType: 'image/png' }),
      },
      {
        name: 'POST /api/auth/update-user',
        method: 'POST',
        path: () => '/api/auth/update-user',
        base: () => ({ name: 'Fuzz owner' }),
      },
      {
        name: 'POST /api/auth/sign-up/email',
        method: 'POST',
        path: () => '/api/auth/sign-up/email',
        base: () => ({
          email: `fuzz-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'fuzz-password-1',
          name: 'Fuzz',
        }),
        runs: 15,
      },
      {
        name: 'POST /api/public/surveys/:shareId/submissions',
        method: 'POST',
        path: () => `/api/public/surveys/${survey.share_id}/submissions`,
        base: () => ({
          name: 'Ada',
          email: 'ada@example.com',
          answers: [{ question_id: questionId, text_value: 'Fine' }],
        }),
      },
      {
        name: 'POST /api/public/surveys/:shareId/views',
        method: 'POST',
        path: () => `/api/public/surveys/${survey.share_id}/views`,
        base: () => ({ media_item_ids: ['media_1'], kind: 'view' }),
      },
    ];

  test.each(jsonRoutes)(
    '$name answers any JSON body with a 2xx or 4xx',
    async (route) => {
      let idempotency = 0;
      await fc.assert(
        fc.asyncProperty(hostileBodies(route.base), async (body) => {
          const response = await owner.request(route.path(), {
            method: route.method,
            body,
            headers: {
              'content-type': 'application/json',
              'idempotency-key': `fuzz-key-${++idempotency}-${Date.now()}`,
            },
          });
          await expectNo5xx(response, `${route.name} ${body.slice(0, 200)}`);
        }),
        { numRuns: route.runs ?? 25 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  test(
    'a link preview request with hostile text is refused before anything is fetched',
    async () => {
      const hostileOnly = fc.oneof(nastyText, loneSurrogate, deeplyNested, fc.constant('x'.repeat(100_000)));
      await fc.assert(
        fc.asyncProperty(hostileOnly, async (url) => {
          const response = await owner.request('/api/link-preview', { json: { url } });
          await expectNo5xx(response, `link preview ${JSON.stringify(url).slice(0, 100)}`);
          expect(response.status).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 30 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  const searchRoutes = [
    { name: 'GET /api/surveys', path: () => '/api/surveys' },
    { name: 'GET /api/reports/:id/participants', path: () => `/api/reports/${survey.share_id}/participants` },
    {
      name: 'GET /api/reports/:id/questions/:qid/responses',
      path: () => `/api/reports/${survey.share_id}/questions/${questionId}/responses`,
    },
  ];

  test.each(searchRoutes)(
    '$name answers any search, offset and limit with a 2xx or 4xx',
    async (route) => {
      await fc.assert(
        fc.asyncProperty(
          queryValues,
          fc.constantFrom('search', 'offset', 'limit', 'sort', '%00'),
          async (value, name) => {
            const response = await owner.request(`${route.path()}?${name}=${value}`);
            await expectNo5xx(response, `${route.name}?${name}=${value.slice(0, 100)}`);
          },
        ),
        { numRuns: 30 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  test('hostile text in an address is refused, never looked up', async () => {
    const addresses = [
      `/api/surveys/%00`,
      `/api/surveys/${survey.id}%00`,
      `/api/reports/%00/participants`,
      `/api/public/surveys/%00`,
      `/api/files/%00/x.png`,
      `/api/chat/sessions/%00/messages`,
    ];
    for (const address of addresses) {
      const response = await owner.request(address);
      await expectNo5xx(response, address);
      expect(response.status, address).toBe(400);
    }
  });

  // ----- NUL bytes: a clear 4xx and nothing stored ---------------------------------------------------

  const snapshot = () => storedRows(server.database.db);

  test.each([
    { label: 'a NUL', bad: 'Cafe\u0000Latte', problem: /NUL/ },
    { label: 'a lone surrogate', bad: 'Cafe\ud800Latte', problem: /surrogate/ },
  ])(
    '$label in any text field is refused with a message naming the field; nothing is stored',
    async ({ bad, problem }) => {
      const titled = { ...survey.draft, title: bad };
      const cases: [string, string, Json, string][] = [
        ['POST', '/api/surveys', { template_data: titled }, 'template_data.title'],
        [
          'PUT',
          `/api/surveys/${survey.id}/draft`,
          { template_data: titled, baseVersion: survey.draft_version },
          'template_data.title',
        ],
        ['POST', '/api/chat', { message: bad, sessionId }, 'message'],
        [
          'POST',
          '/api/uploads',
          { surveyId: survey.id, fileName: `${bad}.png`, size: 10, contentType: 'image/png' },
          'fileName',
        ],
        ['POST', '/api/auth/update-user', { name: bad }, 'name'],
        ['POST', `/api/public/surveys/${survey.share_id}/submissions`, { name: bad, answers: [] }, 'name'],
        [
          'POST',
          `/api/public/surveys/${survey.share_id}/submissions`,
          { name: 'Ada', answers: [{ question_id: questionId, text_value: bad }] },
          'answers.0.text_value',
        ],
      ];
      const before = await snapshot();
      for (const [method, path, json, field] of cases) {
        const response = await owner.request(path, {
          method,
          json,
          headers: { 'idempotency-key': 'nul-key-0001' },
        });
        expect(response.status, `${method} ${path}`).toBe(422);
        const body = (await response.json()) as {
          error: { code: string; message: string; fields: Record<string, string> };
        };
        expect(body.error.code).toBe('validation_failed');
        expect(body.error.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
        expect(body.error.fields[field]).toMatch(problem);
      }
      const anonymous = createClient(server, '198.51.100.9');
      const search = await anonymous.request('/api/public/surveys/x%00');
      expect(search.status).toBe(400);
      for (const path of ['/api/surveys', `/api/reports/${survey.share_id}/participants`]) {
        const response = await owner.request(
          `${path}?search=${encodeURIComponent(bad.replace('\ud800', '\u0000'))}`,
        );
        expect(response.status, path).toBe(422);
        expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
          /^search: .*NUL/,
        );
      }
      expect(await snapshot()).toBe(before);
    },
  );
});
