import { modelMessageSchema, type ModelMessage } from 'ai';
import { z } from 'zod';
import type { ConversationMessage } from './assistant.ts';

// What a model sees of the earlier turns: every message's text, and for the most recent turns also
// the tool calls it made and the results it got (so "make that question required" after "add a
// question about price" knows which question was added, and a failed edit is not repeated). The
// tool traces are bounded, newest first, by a number of turns and a character budget; an older or
// oversized turn falls back to its text, which always stays.

/** Assistant turns whose tool calls and results are sent back. */
export const CONTEXT_TURNS = 6;
/** Characters of tool traces (as JSON) sent back in all. */
export const CONTEXT_CHAR_BUDGET = 24_000;

const traceSchema = z.array(modelMessageSchema).min(1);

/** The earlier conversation as model messages, oldest first. */
export function conversationForModel(
  history: readonly ConversationMessage[],
  limits: { turns?: number; chars?: number } = {},
): ModelMessage[] {
  const turns = limits.turns ?? CONTEXT_TURNS;
  let budget = limits.chars ?? CONTEXT_CHAR_BUDGET;
  let traced = 0;
  const result: ModelMessage[][] = [];
  for (let index = history.length - 1; index >= 0; index--) {
    const message = history[index]!;
    const plain: ModelMessage[] = [{ role: message.role, content: message.content }];
    if (message.role !== 'assistant' || message.modelContext === undefined || traced >= turns) {
      result.push(plain);
      continue;
    }
    // Stored by an earlier version of the code or another provider: only a valid trace is sent.
    const trace = traceSchema.safeParse(message.modelContext);
    const size = trace.success ? JSON.stringify(trace.data).length : Infinity;
    if (!trace.success || size > budget) {
      result.push(plain);
      continue;
    }
    budget -= size;
    traced += 1;
    result.push(trace.data);
  }
  return result.reverse().flat();
}
