import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { safeFetch, type Resolver } from './safe-fetch.ts';

let server: http.Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
    if (request.url?.startsWith('/redirect') && target) {
      response.writeHead(302, { location: target }).end();
    } else if (request.url === '/loop') {
      response.writeHead(302, { location: '/loop' }).end();
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('late'), 3000);
    } else if (request.url === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('x'.repeat(3 * 1024 * 1024));
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>ok</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// 127.0.0.1 stands in for "a public web site" so that redirects from it can be followed.
const onlyThisHost = {
  refusal: (host: string) => (host === '127.0.0.1' ? null : 'it is a private address'),
};

test('by default loopback, private and metadata addresses are refused, by IP or by name', async () => {
  for (const url of [
    `${base}/`,
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::7f00:1]/',
  ]) {
    await expect(safeFetch(url), url).rejects.toThrow(/private address/);
  }
  for (const url of [`http://localhost:${port}/`, `http://localhost.:${port}/`, 'http://intranet/']) {
    await expect(safeFetch(url), url).rejects.toThrow(/not a public host name/);
  }
});

/** Stands in for DNS: every name resolves to the given addresses. */
const resolvingTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

test('a public name whose DNS answer embeds a private IPv4 address in IPv6 is refused before connecting', async () => {
  for (const address of [
    '::ffff:127.0.0.1',
    '::7f00:1',
    '::a9fe:a9fe',
    '::a00:1',
    '::ffff:0:a00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1:7f00:1::',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    '2001:0:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
  ]) {
    await expect(
      safeFetch(`http://preview.example.com:${port}/`, { resolve: resolvingTo(address) }),
      address,
    ).rejects.toThrow(/resolves to a private address/);
  }
});

test('the stub resolver is what the socket connects through', async () => {
  const page = await safeFetch(`http://preview.example.com:${port}/page`, {
    refusal: (host) => (['preview.example.com', '127.0.0.1'].includes(host) ? null : 'private address'),
    resolve: resolvingTo('::7f00:1', '127.0.0.1'),
  });
  expect(page.body).toBe('<title>ok</title>');
});

test('a redirect into a private address is refused at the hop', async () => {
  for (const to of ['http://10.0.0.1/', 'http://169.254.169.254/', `http://127.0.0.2:${port}/`]) {
    await expect(
      safeFetch(`${base}/redirect?to=${encodeURIComponent(to)}`, onlyThisHost),
      to,
    ).rejects.toThrow(/private address/);
  }
});

test('allowed pages are fetched, redirects followed up to three times', async () => {
  const page = await safeFetch(`${base}/redirect?to=${encodeURIComponent(`${base}/page`)}`, onlyThisHost);
  expect(page).toMatchObject({ status: 200, url: `${base}/page`, body: '<title>ok</title>' });
  await expect(safeFetch(`${base}/loop`, onlyThisHost)).rejects.toThrow('Too many redirects');
});

test('non-http schemes, slow pages and huge pages are bounded', async () => {
  await expect(safeFetch('file:///etc/passwd', onlyThisHost)).rejects.toThrow('Only http and https');
  await expect(safeFetch(`${base}/slow`, { ...onlyThisHost, timeoutMs: 300 })).rejects.toThrow(
    'took too long',
  );
  const big = await safeFetch(`${base}/big`, onlyThisHost);
  expect(big.body.length).toBe(1024 * 1024);
});
