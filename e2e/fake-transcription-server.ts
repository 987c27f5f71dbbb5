import http from 'node:http';

// A stand-in for an OpenAI-compatible transcription service (Whisper, vLLM…) for the voice-input
// journeys: POST /v1/audio/transcriptions answers one fixed sentence (FAKE_TRANSCRIPT) for any audio.
// GET /last tells the journey what Pollen sent; POST /fail-next makes the next answer a 500, so
// the journey can show the microphone's error as the real server reports it.

const port = Number(process.env.FAKE_TRANSCRIPTION_PORT ?? 4321);
const SPOKEN_TEXT = process.env.FAKE_TRANSCRIPT ?? 'Hello';

let last: { contentType: string; bytes: number; model: string | null; fileType: string | null } | null = null;
let failNext = false;

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/health') return send(200, { ok: true });
    if (request.method === 'GET' && request.url === '/last') return send(200, last);
    if (request.method === 'POST' && request.url === '/fail-next') {
      failNext = true;
      return send(200, { ok: true });
    }
    if (request.method === 'POST' && request.url === '/v1/audio/transcriptions') {
      const body = Buffer.concat(chunks).toString('latin1');
      last = {
        contentType: request.headers['content-type'] ?? '',
        bytes: body.length,
        model: /name="model"\r\n\r\n([^\r]*)/.exec(body)?.[1] ?? null,
        fileType: /name="file"; filename="[^"]*"\r\nContent-Type: ([^\r]*)/i.exec(body)?.[1] ?? null,
      };
      if (failNext) {
        failNext = false;
        return send(500, { error: { message: 'model overloaded' } });
      }
      return send(200, { text: SPOKEN_TEXT });
    }
    send(404, { error: { message: 'not found' } });
  });
});

server.listen(port, '127.0.0.1');
