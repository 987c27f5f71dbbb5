import type { ChatArtifact } from './chat-types.ts';

// The events of the POST /api/chat server-sent-event stream (DESIGN.md "Chat stream"), in order:
// session, then any number of delta / artifact, then suggestions, then done — or error instead of
// done. `error` ends the stream; the failed turn is stored flagged as an error.

export type ChatEvent =
  | { event: 'session'; data: { sessionId: string; title: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'artifact'; data: ChatArtifact & { version: number; undoable: boolean } }
  | { event: 'suggestions'; data: { items: string[] } }
  | { event: 'error'; data: { message: string; messageId?: string } }
  | { event: 'done'; data: { messageId: string } };

export type ChatEventName = ChatEvent['event'];

const eventNames = new Set<string>(['session', 'delta', 'artifact', 'suggestions', 'error', 'done']);

/** One event in the text/event-stream wire format. */
export function encodeChatEvent(event: ChatEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Incremental parser for the stream: feed it chunks as they arrive (they may split an event, a
 * line or a multi-byte character anywhere) and it returns the complete events so far.
 */
export class ChatEventParser {
  private buffer = '';
  private readonly decoder = new TextDecoder();

  push(chunk: Uint8Array | string): ChatEvent[] {
    this.buffer += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    this.buffer = this.buffer.replace(/\r\n?/g, '\n');
    const events: ChatEvent[] = [];
    let boundary = this.buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      const event = parseBlock(block);
      if (event) events.push(event);
      boundary = this.buffer.indexOf('\n\n');
    }
    return events;
  }
}

function parseBlock(block: string): ChatEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  }
  if (!eventNames.has(name) || data.length === 0) return null;
  try {
    return { event: name, data: JSON.parse(data.join('\n')) } as ChatEvent;
  } catch {
    return null;
  }
}
