import { describe, expect, test } from 'vitest';
import type { ConversationMessage } from './assistant.ts';
import { conversationForModel } from './model-context.ts';

function trace(callId: string, answer: string): unknown[] {
  return [
    {
      role: 'assistant',
      content: [{ type: 'tool-call', toolCallId: callId, toolName: 'apply_edits', input: { edits: [] } }],
    },
    {
      role: 'tool',
      content: [
        {
          type: 'tool-result',
          toolCallId: callId,
          toolName: 'apply_edits',
          output: { type: 'json', value: { ok: true } },
        },
      ],
    },
    { role: 'assistant', content: [{ type: 'text', text: answer }] },
  ];
}

function turns(count: number): ConversationMessage[] {
  return Array.from({ length: count }, (_, index) => [
    { role: 'user' as const, content: `Request ${index + 1}` },
    {
      role: 'assistant' as const,
      content: `Answer ${index + 1}`,
      modelContext: trace(`call_${index + 1}`, `Answer ${index + 1}`),
    },
  ]).flat();
}

const toolCallIds = (messages: ReturnType<typeof conversationForModel>) =>
  messages.flatMap((message) =>
    Array.isArray(message.content)
      ? message.content.flatMap((part) => (part.type === 'tool-call' ? [part.toolCallId] : []))
      : [],
  );

describe('the earlier conversation a model sees', () => {
  test('recent turns carry their tool calls and results; older ones only their text, in order', () => {
    const messages = conversationForModel(turns(4), { turns: 2 });
    expect(toolCallIds(messages)).toEqual(['call_3', 'call_4']);
    expect(messages.slice(0, 4)).toEqual([
      { role: 'user', content: 'Request 1' },
      { role: 'assistant', content: 'Answer 1' },
      { role: 'user', content: 'Request 2' },
      { role: 'assistant', content: 'Answer 2' },
    ]);
    expect(messages.at(-1)).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'Answer 4' }] });
    expect(messages.filter((message) => message.role === 'user')).toHaveLength(4);
  });

  test('the character budget keeps the newest traces that fit', () => {
    const one = JSON.stringify(trace('call_1', 'Answer 1')).length;
    const messages = conversationForModel(turns(5), { turns: 10, chars: one * 2 + 10 });
    expect(toolCallIds(messages)).toEqual(['call_4', 'call_5']);
  });

  test('a stored trace that is not valid model messages falls back to the text', () => {
    const history: ConversationMessage[] = [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello', modelContext: [{ role: 'wizard', content: 42 }] },
    ];
    expect(conversationForModel(history)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
    ]);
  });
});
