import type { LanguageModel } from 'ai';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { Config } from '../config.ts';

/** The model each provider uses when LLM_MODEL is unset. */
export const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  'openai-compatible': 'llama3.1',
} as const;

/** The configured language model, or null for the built-in offline assistant (the default). */
export function createLanguageModel(config: Config): LanguageModel | null {
  switch (config.LLM_PROVIDER) {
    case 'offline':
      return null;
    case 'openai':
      // .chat(): the chat-completions API, which OpenAI-compatible gateways also speak.
      return createOpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.LLM_BASE_URL }).chat(
        config.LLM_MODEL ?? DEFAULT_MODELS.openai,
      );
    case 'anthropic':
      return createAnthropic({ apiKey: config.ANTHROPIC_API_KEY, baseURL: config.LLM_BASE_URL })(
        config.LLM_MODEL ?? DEFAULT_MODELS.anthropic,
      );
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'llm',
        baseURL: config.LLM_BASE_URL ?? '',
        apiKey: config.OPENAI_API_KEY,
      }).chatModel(config.LLM_MODEL ?? DEFAULT_MODELS['openai-compatible']);
  }
}
