import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';

// Issue 19 §3: only the embed route may be framed; every other page and answer keeps refusing.
// Headers do not depend on the database: the embedded one is enough.
const [embedded] = testDatabases();

function staticRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'pollen-frames-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head></head><div id="root"></div></html>',
  );
  writeFileSync(
    path.join(root, 'take.html'),
    '<!doctype html><html><head></head><div id="take"></div></html>',
  );
  writeFileSync(path.join(root, 'embed.js'), '(()=>{})();');
  return root;
}

const framingOf = (response: Response) => ({
  ancestors:
    /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? null,
  xFrameOptions: response.headers.get('x-frame-options'),
});

describe('framing headers', () => {
  let server: TestServer;
  let limited: TestServer;

  beforeAll(async () => {
    server = await createTestServer(await embedded!.open(), {}, { staticRoot: staticRoot() });
    limited = await createTestServer(
      await embedded!.open(),
      { EMBED_ALLOWED_ORIGINS: 'https://www.example.com, https://blog.example.org/' },
      { staticRoot: staticRoot() },
    );
  });
  afterAll(async () => {
    await server.close();
    await limited.close();
  });

  test('the embed route serves the respondent page and may be framed by any site', async () => {
    const response = await server.app.request('/t/abc123/embed');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="take">');
    // The survey request is preloaded as on /t/{id}.
    expect(html).toContain('href="/api/public/surveys/abc123"');
    expect(framingOf(response)).toEqual({ ancestors: '*', xFrameOptions: null });
    // The rest of the policy is untouched.
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  test('every other page and answer refuses to be framed', async () => {
    for (const address of [
      '/',
      '/t/abc123',
      '/t/abc123/',
      '/t/abc123/embed/extra',
      '/surveys/s1/preview',
      '/polls',
      '/embed.js',
      '/healthz',
      '/api/public/surveys/abc123',
      '/api/reports/abc123',
    ]) {
      const response = await server.app.request(address);
      expect(framingOf(response), address).toEqual({ ancestors: "'none'", xFrameOptions: 'DENY' });
    }
  });

  test('/embed.js may be loaded by other sites; other files may not', async () => {
    const script = await server.app.request('/embed.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await server.app.request('/')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  test('EMBED_ALLOWED_ORIGINS limits the sites that may frame the embed route', async () => {
    expect(framingOf(await limited.app.request('/t/abc123/embed'))).toEqual({
      ancestors: 'https://www.example.com https://blog.example.org',
      xFrameOptions: null,
    });
    expect(framingOf(await limited.app.request('/t/abc123'))).toEqual({
      ancestors: "'none'",
      xFrameOptions: 'DENY',
    });
  });

  test('an allow-list entry that is not an origin stops the server with a clear message', () => {
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://ok.example, example.com' })).toThrow(
      /EMBED_ALLOWED_ORIGINS.*"example.com" is not an origin/,
    );
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://ok.example/path' })).toThrow(
      /is not an origin/,
    );
    expect(loadConfig({}).EMBED_ALLOWED_ORIGINS).toEqual(['*']);
  });
});
