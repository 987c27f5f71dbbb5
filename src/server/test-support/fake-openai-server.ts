import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Speaks OpenAI's streamed `/v1/chat/completions` on 127.0.0.1, answering from a script, so the
// model path of the assistant is tested end to end through the real AI SDK provider.

export type FakeReply =
  | { kind: 'text'; text: string }
  | { kind: 'tool'; calls: { name: string; arguments: string }[] }
  | { kind: 'error'; status: number }
  /** Sends the first words, then never finishes (until the client goes away). */
  | { kind: 'hang'; text: string };

export interface FakeOpenAiServer {
  baseUrl: string;
  /** The request bodies received, in order. */
  requests: { messages: { role: string; content: unknown }[]; tools?: unknown[] }[];
  /** Resolves when a hanging reply's connection was closed by the client. */
  hangClosed: Promise<void>;
  reply(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  const requests: FakeOpenAiServer['requests'] = [];
  let resolveHang: () => void = () => {};
  const hangClosed = new Promise<void>((resolve) => (resolveHang = resolve));
  let counter = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      requests.push(
        JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeOpenAiServer['requests'][number],
      );
      const reply = queue.shift() ?? { kind: 'text', text: 'OK' };
      if (reply.kind === 'error') {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'The fake model failed', type: 'server_error' } }));
        return;
      }
      const id = `chatcmpl-${++counter}`;
      const chunk = (delta: unknown, finish: string | null = null) =>
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created: 1_700_000_000,
          model: 'fake-model',
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (reply.kind === 'tool') {
        reply.calls.forEach((call, index) => {
          response.write(
            chunk({
              role: 'assistant',
              tool_calls: [
                {
                  index,
                  id: `call_${counter}_${index}`,
                  type: 'function',
                  function: { name: call.name, arguments: call.arguments },
                },
              ],
            }),
          );
        });
        response.write(chunk({}, 'tool_calls'));
        response.end('data: [DONE]\n\n');
        return;
      }
      const words = reply.text.match(/\s*\S+/g) ?? [];
      for (const word of words) response.write(chunk({ role: 'assistant', content: word }));
      if (reply.kind === 'hang') {
        response.on('close', () => resolveHang());
        return;
      }
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    baseUrl,
    requests,
    hangClosed,
    reply: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
