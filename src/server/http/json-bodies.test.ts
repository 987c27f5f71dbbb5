import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { jsonBodiesOnly, jsonBodyLimit } from './json-bodies.ts';
import { validate } from './validate.ts';

// Over a real node:http socket (the production adapter), where a body of declared length is read
// once from the socket and a chunked one from a copy: both must reach the route and both must be
// refused above the route's limit and the app-wide one.
const APP_LIMIT = 64 * 1024;
const ROUTE_LIMIT = 1024;

function errorReply(error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const status = error.code === 'payload_too_large' ? 413 : error.code === 'bad_request' ? 400 : 422;
  return new Response(JSON.stringify({ code: error.code, message: error.message }), { status });
}

const app = new Hono()
  .use('/api/*', jsonBodiesOnly({ maxBytes: APP_LIMIT, maxDepth: 20, readsOriginal: '/api/auth' }))
  .post(
    '/api/limited',
    jsonBodyLimit(ROUTE_LIMIT, () => new AppError('payload_too_large', 'The note is too long.')),
    validate('json', z.object({ note: z.string() })),
    (c) => c.json({ received: c.req.valid('json').note }),
  )
  .post('/api/unlimited', async (c) => c.json({ length: ((await c.req.json()) as { note: string }).note.length }))
  // Better Auth reads the original request itself.
  .post('/api/auth/sign-in', async (c) => c.json({ original: await c.req.raw.json() }))
  .onError((error) => errorReply(error));

let server: ServerType;
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** POSTs `body`, with a Content-Length or (chunked) without one, and reads the reply. */
function post(path: string, body: string, chunked: boolean): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, json: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    // Chunked: the body in several writes, as a streaming client sends it.
    if (chunked) for (let at = 0; at < body.length; at += 700) request.write(body.slice(at, at + 700));
    else request.write(body);
    request.end();
  });
}

const note = (length: number) => JSON.stringify({ note: 'é'.repeat(length) });

describe.each([
  ['with a Content-Length', false],
  ['chunked', true],
])('a JSON body sent %s', (_label, chunked) => {
  test('reaches the route, parsed and validated', async () => {
    expect(await post('/api/limited', note(100), chunked)).toEqual({
      status: 200,
      json: { received: 'é'.repeat(100) },
    });
  });

  test("is refused above the route's limit, counted in bytes", async () => {
    // 600 characters of two bytes each: under the limit in characters, over it in bytes.
    expect(await post('/api/limited', note(600), chunked)).toEqual({
      status: 413,
      json: { code: 'payload_too_large', message: 'The note is too long.' },
    });
  });

  test('is refused above the app-wide limit on a route without its own', async () => {
    const reply = await post('/api/unlimited', note(40_000), chunked);
    expect(reply.status).toBe(413);
    expect(reply.json).toMatchObject({ code: 'payload_too_large' });
    expect(await post('/api/unlimited', note(20_000), chunked)).toEqual({ status: 200, json: { length: 20_000 } });
  });

  test('that is not JSON is refused before the route', async () => {
    expect(await post('/api/limited', '{"note": ', chunked)).toEqual({
      status: 400,
      json: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
  });

  test("is still unread for Better Auth's routes, which read the original request", async () => {
    expect(await post('/api/auth/sign-in', note(10), chunked)).toEqual({
      status: 200,
      json: { original: { note: 'é'.repeat(10) } },
    });
  });
});
