import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from './test-support/test-server.ts';

describe.each(testDatabases())('HTTP basics on $name', (target) => {
  let server: TestServer;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'pollen-static-'));
    mkdirSync(path.join(staticRoot, 'assets'));
    writeFileSync(path.join(staticRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(staticRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
    server = await createTestServer(await target.open(), {}, { staticRoot });
  });
  afterAll(() => server.close());

  test('healthz says the process is up and readyz that the database answers', async () => {
    expect(await (await server.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await server.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: target.name });
  });

  test('readyz answers 503 when the database is gone', async () => {
    const lonely = await createTestServer(await target.open());
    await lonely.close();
    const response = await lonely.app.request('/readyz');
    expect(response.status).toBe(503);
  });

  test('unknown API routes answer a JSON 404 in the error shape', async () => {
    const response = await server.app.request('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
  });

  test('responses carry a request id and a CSP that allows only this origin', async () => {
    const response = await server.app.request('/healthz');
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('client routes fall back to index.html and hashed assets are cached for a year', async () => {
    const page = await server.app.request('/polls/anything');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const asset = await server.app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('path traversal outside the static folder is not served', async () => {
    const response = await server.app.request('/assets/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });
});
