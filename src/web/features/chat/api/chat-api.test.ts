import { afterEach, expect, test, vi } from 'vitest';
import { encodeChatEvent, type ChatEvent } from '#shared/chat/chat-events.ts';
import { ApiError, INVALID_RESPONSE_CODE } from '../../../lib/api-error.ts';
import { streamChat } from './chat-api.ts';

afterEach(() => vi.unstubAllGlobals());

function streamOf(text: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } })),
  );
}

test('a malformed event ends the answer with a clear error; the events before it were delivered', async () => {
  streamOf(
    encodeChatEvent({ event: 'session', data: { sessionId: 's1', title: 'Hi' } }) +
      'event: artifact\ndata: {"surveyId":"v1","change":"replaced"}\n\n' +
      encodeChatEvent({ event: 'done', data: { messageId: 'm1' } }),
  );
  const seen: ChatEvent[] = [];
  const error: unknown = await streamChat({ message: 'hello' }, (event) => seen.push(event)).catch(
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe(INVALID_RESPONSE_CODE);
  expect(seen.map((event) => event.event)).toEqual(['session']);
});

test('a well-formed stream is delivered event by event', async () => {
  const events: ChatEvent[] = [
    { event: 'session', data: { sessionId: 's1', title: 'Hi' } },
    { event: 'delta', data: { text: 'Hello' } },
    { event: 'done', data: { messageId: 'm1' } },
  ];
  streamOf(events.map(encodeChatEvent).join(''));
  const seen: ChatEvent[] = [];
  await streamChat({ message: 'hello' }, (event) => seen.push(event));
  expect(seen).toEqual(events);
});
