import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInClient } from '../test-support/accounts.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

let site: http.Server;
let siteUrl: string;
let hits = 0;

beforeAll(async () => {
  site = http.createServer((request, response) => {
    hits++;
    if (request.url === '/photo.jpg')
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpg');
    if (request.url === '/missing') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head>
      <title>Fallback title</title>
      <meta property="og:title" content="Budget smarter">
      <meta name="description" content="Plain description">
      <meta property="og:description" content="Plan every dollar in two minutes a week.">
      <meta property="og:image" content="/og.png">
      <meta property="og:site_name" content="Penny">
      <link rel="icon" href="/favicon.svg">
      </head><body><script>var x = "<meta property='og:title' content='nope'>";</script></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe.each(testDatabases())('link previews on $name', (target) => {
  let server: TestServer;
  let guarded: TestServer;
  beforeAll(async () => {
    server = await createTestServer(await target.open(), { LINK_PREVIEW_ALLOW_PRIVATE: 'true' });
    guarded = await createTestServer(await target.open());
  });
  afterAll(async () => {
    await server.close();
    await guarded.close();
  });

  test('Open Graph metadata is read with absolute image and favicon URLs, and cached', async () => {
    const owner = await signedInClient(server);
    const response = await owner.request('/api/link-preview', { json: { url: `${siteUrl}/landing` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      title: 'Budget smarter',
      description: 'Plan every dollar in two minutes a week.',
      image: `${siteUrl}/og.png`,
      favicon: `${siteUrl}/favicon.svg`,
      siteName: 'Penny',
      type: 'website',
    });
    const before = hits;
    await owner.request('/api/link-preview', { json: { url: `${siteUrl}/landing` } });
    expect(hits).toBe(before);
  });

  test('an image link is an image preview', async () => {
    const owner = await signedInClient(server);
    const body = await (
      await owner.request('/api/link-preview', { json: { url: `${siteUrl}/photo.jpg` } })
    ).json();
    expect(body).toMatchObject({ type: 'image', image: `${siteUrl}/photo.jpg` });
  });

  test('bad input and failing pages answer clear errors', async () => {
    const owner = await signedInClient(server);
    const invalid = await owner.request('/api/link-preview', { json: { url: 'not a url' } });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid URL format',
    );
    expect((await owner.request('/api/link-preview', { json: { url: `${siteUrl}/missing` } })).status).toBe(
      400,
    );
    expect((await createClient(server).request('/api/link-preview', { json: { url: siteUrl } })).status).toBe(
      401,
    );
  });

  test('with the guard on, private and metadata addresses are refused', async () => {
    const owner = await signedInClient(guarded);
    for (const url of [
      siteUrl,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost./',
      'http://metadata.google.internal./',
      'http://intranet./',
    ]) {
      const response = await owner.request('/api/link-preview', { json: { url } });
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message, url).toMatch(
        /private address|not a public host name/,
      );
    }
  });
});
