import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ChatEventParser, encodeChatEvent, type ChatEvent } from './chat-events.ts';

const events: ChatEvent[] = [
  { event: 'session', data: { sessionId: 's1', title: 'Héllo 👋' } },
  { event: 'delta', data: { text: 'Line one\nline two: "quoted"' } },
  { event: 'artifact', data: { surveyId: 'v1', title: 'T', change: 'created', version: 1, undoable: false } },
  { event: 'suggestions', data: { items: ['a', 'b'] } },
  { event: 'done', data: { messageId: 'm1' } },
];

describe('chat event stream', () => {
  test('events survive encoding and parsing', () => {
    expect(new ChatEventParser().push(events.map(encodeChatEvent).join(''))).toEqual(events);
  });

  test('chunks split anywhere, even inside a multi-byte character, give the same events', () => {
    const bytes = new TextEncoder().encode(events.map(encodeChatEvent).join(''));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        (cuts) => {
          const parser = new ChatEventParser();
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const parsed = points
            .slice(1)
            .flatMap((end, index) => parser.push(bytes.slice(points[index], end)));
          expect(parsed).toEqual(events);
        },
      ),
    );
  });

  test('comments and unknown events are skipped; CRLF line ends are read', () => {
    const parser = new ChatEventParser();
    const text =
      ': keep-alive\r\n\r\nevent: ping\r\ndata: {oops\r\n\r\nevent: delta\r\ndata: {"text":"ok"}\r\n\r\n';
    expect(parser.push(text)).toEqual([{ event: 'delta', data: { text: 'ok' } }]);
    expect(parser.malformedEvent).toBeNull();
  });

  test.each([
    ['broken JSON', 'event: delta\ndata: {oops\n\n'],
    ['data of the wrong shape', 'event: delta\ndata: {"text":42}\n\n'],
    ['a missing field', 'event: done\ndata: {}\n\n'],
  ])('a known event with %s is reported, and nothing after it is returned', (_case, bad) => {
    const parser = new ChatEventParser();
    const good = encodeChatEvent({ event: 'delta', data: { text: 'before' } });
    const after = encodeChatEvent({ event: 'done', data: { messageId: 'm' } });
    expect(parser.push(good + bad + after)).toEqual([{ event: 'delta', data: { text: 'before' } }]);
    expect(parser.malformedEvent).toMatch(/^(delta|done)$/);
    expect(parser.push(after)).toEqual([]);
  });

  test('an incomplete event waits for its blank line', () => {
    const parser = new ChatEventParser();
    expect(parser.push('event: done\ndata: {"messageId":"m"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'done', data: { messageId: 'm' } }]);
  });
});
