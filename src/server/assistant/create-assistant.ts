import type { Config } from '../config.ts';
import type { Assistant } from './assistant.ts';
import { createModelAssistant } from './model-assistant.ts';
import { createLanguageModel } from './model.ts';
import { createOfflineAssistant } from './offline-assistant.ts';

/** The model named by LLM_PROVIDER, or the built-in offline assistant when none is configured. */
export function createAssistant(config: Config): Assistant {
  const model = createLanguageModel(config);
  return model ? createModelAssistant(model, { timeoutMs: 120_000 }) : createOfflineAssistant();
}
