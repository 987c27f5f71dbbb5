import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isPublicAddress } from './address-policy.ts';
import { safeFetch } from './safe-fetch.ts';

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
const onlyThisHost = { isAllowedAddress: (address: string) => address === '127.0.0.1' };

test('only public unicast addresses count as public', () => {
  for (const address of [
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '100.64.0.1',
    '::1',
    'fe80::1',
    'fc00::1',
    '::ffff:127.0.0.1',
  ]) {
    expect(isPublicAddress(address), address).toBe(false);
  }
  for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])
    expect(isPublicAddress(address), address).toBe(true);
});

test('by default loopback, private and metadata addresses are refused, by IP or by name', async () => {
  for (const url of [
    `${base}/`,
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    `http://localhost:${port}/`,
    'http://[::1]/',
  ]) {
    await expect(safeFetch(url), url).rejects.toThrow(/private address/);
  }
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
