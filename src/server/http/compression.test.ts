import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInClient } from '../test-support/accounts.ts';
import { publishableSurvey } from '../test-support/publishable-survey.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';
import { withAppPreloads } from './app-page.ts';
import { negotiateEncoding } from './compression.ts';

// Large enough to be worth compressing (the threshold is 1 kB), repetitive like real HTML and JS.
const PAGE = `<!doctype html><html><head><title>Pollen</title></head><body><div id="root"></div>${'<p>Surveys people finish.</p>'.repeat(80)}</body></html>`;
const TAKE_PAGE = PAGE.replace('<title>Pollen</title>', '<title>Survey · Pollen</title>');
const SCRIPT = `export function main(){${'console.log("pollen");'.repeat(120)}}`;
const PRECOMPRESSED_SCRIPT = `export const prebuilt=${JSON.stringify('x'.repeat(4000))};`;

function decode(body: Buffer, encoding: string | null): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0.8, br;q=0.5', 'gzip'],
  ['*', 'br'],
  ['br;q=0, *;q=0.3', 'gzip'],
  ['identity', null],
  ['gzip;q=0, br;q=0', null],
  ['', null],
  [undefined, null],
])('Accept-Encoding %j answers in %s', (header, expected) => {
  expect(negotiateEncoding(header)).toBe(expected);
});

describe('compression and caching of pages, scripts and API answers', () => {
  const target = testDatabases()[0]!;
  let server: TestServer;
  let staticRoot: string;
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let surveyPath: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'pollen-compress-'));
    mkdirSync(path.join(staticRoot, 'assets'));
    writeFileSync(path.join(staticRoot, 'index.html'), PAGE);
    writeFileSync(path.join(staticRoot, 'take.html'), TAKE_PAGE);
    writeFileSync(
      path.join(staticRoot, 'favicon.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
    );
    writeFileSync(path.join(staticRoot, 'assets', 'main-abc123.js'), SCRIPT);
    // What the build writes: a brotli copy beside the file, sent as it is.
    writeFileSync(path.join(staticRoot, 'assets', 'prebuilt-def456.js'), PRECOMPRESSED_SCRIPT);
    writeFileSync(
      path.join(staticRoot, 'assets', 'prebuilt-def456.js.br'),
      zlib.brotliCompressSync(PRECOMPRESSED_SCRIPT),
    );
    server = await createTestServer(await target.open(), {}, { staticRoot });
    owner = await signedInClient(server, 'compress-owner');
    const created = await owner.request('/api/surveys', {
      json: { template_data: { ...publishableSurvey, description: 'A lunch poll. '.repeat(100) } },
    });
    surveyPath = `/api/surveys/${((await created.json()) as { id: string }).id}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const kinds = [
    // The page as sent: the file with its preload links (checked on their own below).
    [
      'the app page (history fallback)',
      '/polls',
      withAppPreloads(PAGE, new URL('http://pollen/polls')),
      'text/html',
    ],
    ['a hashed script', '/assets/main-abc123.js', SCRIPT, 'javascript'],
  ] as const;

  describe.each(['br', 'gzip', 'identity'])('Accept-Encoding: %s', (acceptEncoding) => {
    const expected = acceptEncoding === 'identity' ? null : acceptEncoding;

    test.each(kinds)(
      '%s arrives in that encoding and decodes to the file',
      async (_kind, url, content, type) => {
        const response = await server.app.request(url, { headers: { 'accept-encoding': acceptEncoding } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain(type);
        expect(response.headers.get('content-encoding')).toBe(expected);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
        const body = Buffer.from(await response.arrayBuffer());
        if (expected) expect(body.length).toBeLessThan(content.length / 3);
        expect(decode(body, expected)).toBe(content);
      },
    );

    test('an API JSON answer arrives in that encoding and keeps its no-store policy', async () => {
      const plain = await owner.request(surveyPath, { headers: { 'accept-encoding': 'identity' } });
      const plainText = await plain.text();
      expect(plainText.length).toBeGreaterThan(1024);
      const response = await owner.request(surveyPath, { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(expected);
      if (expected) expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = Buffer.from(await response.arrayBuffer());
      expect(JSON.parse(decode(body, expected))).toEqual(JSON.parse(plainText));
    });
  });

  test('a built file with a brotli copy is sent as that copy', async () => {
    const response = await server.app.request('/assets/prebuilt-def456.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(decode(Buffer.from(await response.arrayBuffer()), 'br')).toBe(PRECOMPRESSED_SCRIPT);
  });

  test('compressed pages keep the security headers', async () => {
    const response = await server.app.request('/polls', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('only hashed assets are cached for a year; pages are revalidated', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    const get = (url: string) => server.app.request(url, { headers: { 'accept-encoding': 'br' } });
    expect((await get('/assets/main-abc123.js')).headers.get('cache-control')).toBe(immutable);
    for (const url of ['/', '/polls', '/analytics/abc', '/t/Ab3_x-9QzK', '/favicon.svg', '/index.html']) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control') ?? '', url).not.toContain('immutable');
    }
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/t/Ab3_x-9QzK')).headers.get('cache-control')).toBe('no-cache');
  });

  test("the assistant's streamed reply is not compressed (it would be held back)", async () => {
    const response = await owner.request('/api/chat', {
      json: { message: 'Hello' },
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    await response.text();
  });

  test('small files go out as they are', async () => {
    writeFileSync(path.join(staticRoot, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const response = await server.app.request('/robots.txt', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('User-agent: *\nAllow: /\n');
  });

  test('the respondent page names its survey request in the head, so it starts with the code', async () => {
    const response = await server.app.request('/t/Ab3_x-9QzK', { headers: { 'accept-encoding': 'gzip' } });
    const html = decode(Buffer.from(await response.arrayBuffer()), response.headers.get('content-encoding'));
    expect(html).toContain(
      '<link rel="preload" href="/api/public/surveys/Ab3_x-9QzK" as="fetch" crossorigin="anonymous" />',
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<title>Survey · Pollen</title>');
  });

  test("the app's page names the session check, and on an analytics page its report, in the head", async () => {
    const session =
      '<link rel="preload" href="/api/auth/get-session" as="fetch" crossorigin="use-credentials" />';
    for (const url of ['/', '/index.html', '/polls']) {
      const response = await server.app.request(url, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      const html = decode(
        Buffer.from(await response.arrayBuffer()),
        response.headers.get('content-encoding'),
      );
      expect(html, url).toContain(session);
      // Before the page's scripts and styles, which would otherwise take the connections first.
      expect(html.indexOf(session), url).toBeLessThan(html.indexOf('<title>'));
      expect(html, url).not.toContain('/api/reports/');
    }
    // The page's version and filter in the address give the report's address the page will fetch
    // (an unreadable filter: the unfiltered report, as the page shows).
    const cases = [
      ['/analytics/Ab3_x-9QzK', '/api/reports/Ab3_x-9QzK'],
      [
        '/analytics/Ab3_x-9QzK?version=2&completion=all',
        '/api/reports/Ab3_x-9QzK?version=2&amp;completion=all',
      ],
      ['/analytics/Ab3_x-9QzK?version=x&from=nonsense', '/api/reports/Ab3_x-9QzK'],
      ['/analytics/%22%3E%3Cscript%3E', '/api/reports/%22%3E%3Cscript%3E'],
    ];
    for (const [url, report] of cases) {
      const html = await (await server.app.request(url!)).text();
      expect(html, url).toContain(
        `<link rel="preload" href="${report}" as="fetch" crossorigin="anonymous" />`,
      );
      expect(html, url).not.toContain('<script>');
    }
    expect(await (await server.app.request('/analytics/%E0%A4%A')).text()).not.toContain('/api/reports/');
  });

  test('a hostile or malformed share id cannot leave the preload link', async () => {
    const hostile = await (await server.app.request('/t/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('href="/api/public/surveys/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
    const malformed = await server.app.request('/t/%E0%A4%A');
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).not.toContain('rel="preload"');
  });
});
