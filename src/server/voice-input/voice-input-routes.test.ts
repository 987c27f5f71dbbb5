import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  TRANSCRIPTION_FAILED,
  TRANSCRIPTION_RATE_LIMITED,
  TRANSCRIPTION_TOO_LONG,
  VOICE_INPUT_UNAVAILABLE,
} from '#shared/voice-input/voice-input.ts';
import { signedInClient } from '../test-support/accounts.ts';
import { startFakeTranscriptionServer } from '../test-support/fake-transcription-server.ts';
import { PNG, RECORDED_MP4, RECORDED_WEBM } from '../test-support/sample-files.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  type TestServer,
} from '../test-support/test-server.ts';

const SPOKEN = 'Ask how often they cancel a subscription, and why.';
const PATH = '/api/voice-input/transcriptions';
/** Bigger than both sample recordings, far smaller than the 10 MB default. */
const MAX_BYTES = 16 * 1024;

type Client = ReturnType<typeof createClient>;

const dictate = (client: Client, body: Uint8Array | string, type = 'audio/webm;codecs=opus') =>
  client.request(PATH, { method: 'POST', headers: { 'content-type': type }, body });

describe.each(testDatabases())('authors’ voice input on $name', (target) => {
  let service: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
  let failing: Awaited<ReturnType<typeof startFakeTranscriptionServer>>;
  let withService: TestServer;
  let withFailingService: TestServer;
  let withoutService: TestServer;

  beforeAll(async () => {
    service = await startFakeTranscriptionServer(`  ${SPOKEN}\n`);
    failing = await startFakeTranscriptionServer('', 500);
    withoutService = await createTestServer(await target.open());
    // The other apps share the first one's database, so one close ends all three.
    withService = await createTestServer(withoutService.database, {
      TRANSCRIPTION_BASE_URL: service.baseUrl,
      TRANSCRIPTION_MODEL: 'whisper-large-v3',
      VOICE_MAX_BYTES: String(MAX_BYTES),
      VOICE_INPUT_RATE_LIMIT_MAX: '1000',
    });
    withFailingService = await createTestServer(withoutService.database, {
      TRANSCRIPTION_BASE_URL: failing.baseUrl,
      VOICE_INPUT_RATE_LIMIT_MAX: '2',
    });
  });
  afterAll(async () => {
    await withoutService.close();
    await service.close();
    await failing.close();
  });

  test('a recording comes back as the service’s text, trimmed', async () => {
    const author = await signedInClient(withService, 'dictating');
    expect(await (await author.request('/api/voice-input')).json()).toEqual({ available: true });

    const before = service.requests.length;
    const response = await dictate(author, RECORDED_WEBM);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ text: SPOKEN });

    const sent = service.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.contentType).toMatch(/^multipart\/form-data/);
    // The model the operator named, and the audio exactly as recorded under a webm name.
    expect(sent[0]!.body).toContain('whisper-large-v3');
    expect(sent[0]!.body).toContain('filename="dictation.webm"');
    expect(sent[0]!.body).toContain(Buffer.from(RECORDED_WEBM).toString('latin1'));

    // Safari records mp4; it is accepted as well.
    const mp4 = await dictate(author, RECORDED_MP4, 'audio/mp4');
    expect(mp4.status).toBe(200);
    expect(service.requests.at(-1)!.body).toContain('filename="dictation.m4a"');
  });

  test('without a transcription service the status says so and a recording is refused with how to enable it', async () => {
    const author = await signedInClient(withoutService, 'no-service');
    expect(await (await author.request('/api/voice-input')).json()).toEqual({ available: false });

    const response = await dictate(author, RECORDED_WEBM);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body).toEqual({ error: { code: 'unavailable', message: VOICE_INPUT_UNAVAILABLE } });
    expect(body.error.message).toContain('TRANSCRIPTION_BASE_URL');
  });

  test('a service that fails gives a clear 502, never made-up text', async () => {
    const author = await signedInClient(withFailingService, 'service-down');
    const response = await dictate(author, RECORDED_WEBM);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: { code: 'bad_gateway', message: TRANSCRIPTION_FAILED },
    });
    expect(failing.requests).toHaveLength(1);
  });

  test('a recording over VOICE_MAX_BYTES is refused before it reaches the service', async () => {
    const author = await signedInClient(withService, 'long-talker');
    const before = service.requests.length;
    const tooBig = new Uint8Array(MAX_BYTES + 1);
    tooBig.set(RECORDED_WEBM);
    const response = await dictate(author, tooBig);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: TRANSCRIPTION_TOO_LONG },
    });

    // No Content-Length to go by (a streamed body): the bytes are counted as they arrive.
    const cookie = [...author.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const streamed = await withService.app.request(PATH, {
      method: 'POST',
      headers: { origin: 'http://pollen.test', cookie, 'content-type': 'audio/webm' },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent <= MAX_BYTES; sent += 4096) controller.enqueue(new Uint8Array(4096));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(service.requests.length).toBe(before);
  });

  test('anything but a recording is refused with 415 and not sent on', async () => {
    const author = await signedInClient(withService, 'wrong-type');
    const before = service.requests.length;
    const cases: [string, Uint8Array | string, string][] = [
      ['an image', PNG, 'image/png'],
      ['text', 'hello there', 'text/plain'],
      ['mp3 (no browser records it)', RECORDED_WEBM, 'audio/mpeg'],
      ['a PNG labelled audio/webm', PNG, 'audio/webm'],
      ['words labelled audio/ogg', 'not really audio', 'audio/ogg'],
    ];
    for (const [name, body, type] of cases) {
      const response = await dictate(author, body, type);
      expect(response.status, name).toBe(415);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code, name).toBe('unsupported_media_type');
      expect(error.message, name).toMatch(/audio/);
    }
    const empty = await dictate(author, '', 'audio/webm');
    expect(empty.status).toBe(400);
    expect(service.requests.length).toBe(before);
  });

  test('signed out: 401 for the status and for a recording', async () => {
    const stranger = createClient(withService);
    for (const response of [
      await stranger.request('/api/voice-input'),
      await dictate(stranger, RECORDED_WEBM),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Authentication required' },
      });
    }
  });

  test('a cross-site post is refused like every owner write', async () => {
    const author = await signedInClient(withService, 'csrf-target');
    const before = service.requests.length;
    const response = await author.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'audio/webm', origin: 'http://evil.example' },
      body: RECORDED_WEBM,
    });
    expect(response.status).toBe(403);
    expect(service.requests.length).toBe(before);
  });

  test('each author has their own rate limit; past it, 429 with Retry-After', async () => {
    const busy = await signedInClient(withFailingService, 'busy');
    const other = await signedInClient(withFailingService, 'other');
    expect((await dictate(busy, RECORDED_WEBM)).status).toBe(502);
    expect((await dictate(busy, RECORDED_WEBM)).status).toBe(502);
    const limited = await dictate(busy, RECORDED_WEBM);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: TRANSCRIPTION_RATE_LIMITED },
    });
    expect((await dictate(other, RECORDED_WEBM)).status).toBe(502);
  });
});
