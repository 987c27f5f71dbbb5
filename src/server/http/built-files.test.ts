import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInClient } from '../test-support/accounts.ts';
import { createTestServer, testDatabases, type TestServer } from '../test-support/test-server.ts';

// The built app as the server serves it: hashed scripts, the app's page with each screen's code
// named in its head (screen-preloads.ts), and nothing else of the build folder.
const PAGE =
  '<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>';

describe('built files', () => {
  const target = testDatabases()[0]!;
  let server: TestServer;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'pollen-built-'));
    mkdirSync(path.join(staticRoot, 'assets'));
    mkdirSync(path.join(staticRoot, '.vite'));
    writeFileSync(path.join(staticRoot, 'index.html'), PAGE);
    writeFileSync(path.join(staticRoot, 'assets', 'main-abc123.js'), 'export {};');
    writeFileSync(path.join(staticRoot, 'assets', 'account-page-def456.js'), 'export {};');
    writeFileSync(
      path.join(staticRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-abc123.js', isEntry: true },
        'routes/account-page.tsx': { file: 'assets/account-page-def456.js', imports: ['index.html'] },
        'features/landing/landing-page.tsx': { file: 'assets/landing-page-0a1b2c.js', imports: ['index.html'] },
      }),
    );
    server = await createTestServer(await target.open(), {}, { staticRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  test("a screen's page names its code in the head; another screen's page does not", async () => {
    const account = await (await server.app.request('/account')).text();
    expect(account).toContain('<link rel="modulepreload" crossorigin href="/assets/account-page-def456.js">');
    const polls = await (await server.app.request('/polls')).text();
    expect(polls).not.toContain('account-page');
  });

  test("the landing page's code is named for a visitor on /, not for a signed-in author sent on from it", async () => {
    expect(await (await server.app.request('/')).text()).toContain('/assets/landing-page-0a1b2c.js');
    const owner = await signedInClient(server, 'built-files-owner');
    const signedIn = await (await owner.request('/')).text();
    expect(signedIn).toContain('<div id="root">');
    expect(signedIn).not.toContain('landing-page');
  });

  test('a hashed script the build does not have is a 404, never the page cached for a year', async () => {
    const response = await server.app.request('/assets/main-000000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await response.text()).not.toContain('<div id="root">');
    const served = await server.app.request('/assets/main-abc123.js');
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
  });

  test("the build's manifest is not served", async () => {
    for (const file of ['/.vite/manifest.json', '/.vite/manifest.json.br'])
      expect((await server.app.request(file)).status).toBe(404);
  });
});
