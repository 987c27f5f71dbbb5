import { createParser, type EventSourceParser } from 'eventsource-parser';
import { z } from 'zod';
import { chatArtifactSchema } from './chat-types.ts';

// The events of the POST /api/chat server-sent-event stream (DESIGN.md "Chat stream"), in order:
// session, then any number of delta / artifact, then suggestions, then done — or error instead of
// done. `error` ends the stream; the failed turn is stored flagged as an error.

export const chatEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('session'), data: z.object({ sessionId: z.string(), title: z.string() }) }),
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({
    event: z.literal('artifact'),
    data: chatArtifactSchema.extend({ version: z.number(), undoable: z.boolean() }),
  }),
  /** After an undo: the earlier assistant message whose change can be undone next, or null. */
  z.object({ event: z.literal('undo'), data: z.object({ undoableMessageId: z.string().nullable() }) }),
  z.object({ event: z.literal('suggestions'), data: z.object({ items: z.array(z.string()) }) }),
  z.object({
    event: z.literal('error'),
    data: z.object({ message: z.string(), messageId: z.string().optional() }),
  }),
  z.object({ event: z.literal('done'), data: z.object({ messageId: z.string() }) }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

const eventNames = new Set<string>(chatEventSchema.options.map((option) => option.shape.event.value));

/** One event in the text/event-stream wire format. */
export function encodeChatEvent(event: ChatEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Incremental parser for the stream: feed it chunks as they arrive (they may split an event, a
 * line or a multi-byte character anywhere) and it returns the complete events so far. Comments and
 * events of other names are skipped (a newer server may send more). A known event whose data does
 * not match its schema ends the parse: `malformedEvent` names it and nothing after it is returned.
 */
export class ChatEventParser {
  private readonly decoder = new TextDecoder();
  private readonly parser: EventSourceParser;
  private pending: ChatEvent[] = [];
  private malformed: string | null = null;

  constructor() {
    this.parser = createParser({
      onEvent: ({ event, data }) => {
        if (this.malformed !== null || event === undefined || !eventNames.has(event)) return;
        const parsed = chatEventSchema.safeParse({ event, data: parseJson(data) });
        if (parsed.success) this.pending.push(parsed.data);
        else this.malformed = event;
      },
    });
  }

  /** The name of the first event whose data broke the contract, or null. */
  get malformedEvent(): string | null {
    return this.malformed;
  }

  push(chunk: Uint8Array | string): ChatEvent[] {
    this.parser.feed(typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true }));
    const events = this.pending;
    this.pending = [];
    return events;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
