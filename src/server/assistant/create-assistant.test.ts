import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import type { Assistant, AssistantContext, TurnSink } from './assistant.ts';
import { createAssistant, loadedOnFirstTurn } from './create-assistant.ts';

const context = { message: 'hello' } as AssistantContext;
const sink = {} as TurnSink;

describe('loadedOnFirstTurn', () => {
  it('loads the assistant once, on the first turn, and every turn goes to it', async () => {
    let loads = 0;
    const heard: string[] = [];
    const real: Assistant = { kind: 'offline', respond: async (turn) => void heard.push(turn.message) };
    const assistant = loadedOnFirstTurn('offline', async () => {
      loads += 1;
      return real;
    });
    expect(assistant.kind).toBe('offline');
    expect(loads).toBe(0);
    await Promise.all([
      assistant.respond(context, sink),
      assistant.respond({ ...context, message: 'again' }, sink),
    ]);
    await assistant.respond({ ...context, message: 'third' }, sink);
    expect(loads).toBe(1);
    expect(heard.sort()).toEqual(['again', 'hello', 'third']);
  });

  it('fails only the turn whose load failed; the next turn loads again', async () => {
    let loads = 0;
    const assistant = loadedOnFirstTurn('model', async () => {
      loads += 1;
      if (loads === 1) throw new Error('module missing');
      return { kind: 'model', respond: async () => {} };
    });
    await expect(assistant.respond(context, sink)).rejects.toThrow('module missing');
    await expect(assistant.respond(context, sink)).resolves.toBeUndefined();
    expect(loads).toBe(2);
  });
});

describe('createAssistant', () => {
  it('is the offline assistant without LLM_PROVIDER, the model with one', () => {
    expect(createAssistant({ LLM_PROVIDER: 'offline' } as Config).kind).toBe('offline');
    expect(createAssistant({ LLM_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' } as Config).kind).toBe(
      'model',
    );
  });
});
