import { expect, test } from 'vitest';
import { MAX_BLOCKS_PER_PAGE } from '#shared/survey/survey-schema.ts';
import { modelPageSchema } from './model-survey-input.ts';
import { buildSystemPrompt } from './system-prompt.ts';

// The model is told, and held to, the same block limit as the editor and the survey schema.

const block = {
  kind: 'questions' as const,
  questions: [{ text: 'Why?', response_type: 'FREE_RESPONSE' as const }],
};
const page = (blocks: number) => ({
  page_type: 'STANDARD' as const,
  title: 'Questions',
  blocks: Array.from({ length: blocks }, () => block),
});

test('a page the model writes holds at most MAX_BLOCKS_PER_PAGE blocks', () => {
  expect(modelPageSchema.safeParse(page(MAX_BLOCKS_PER_PAGE)).success).toBe(true);
  expect(modelPageSchema.safeParse(page(MAX_BLOCKS_PER_PAGE + 1)).success).toBe(false);
});

test('the system prompt states the same limit', () => {
  expect(buildSystemPrompt(null)).toContain(`At most ${MAX_BLOCKS_PER_PAGE} blocks per page.`);
});
