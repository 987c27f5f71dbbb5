import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Speaks OpenAI's `/v1/audio/transcriptions` (multipart in, `{ text }` out) on 127.0.0.1. */
export async function startFakeTranscriptionServer(text: string, status = 200) {
  const requests: { contentType: string; body: string; authorization?: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url !== '/v1/audio/transcriptions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      requests.push({
        contentType: request.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString('latin1'),
        authorization: request.headers.authorization,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        status === 200 ? JSON.stringify({ text }) : JSON.stringify({ error: { message: 'boom' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { baseUrl, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
