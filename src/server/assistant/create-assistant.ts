import type { Config } from '../config.ts';
import type { Assistant, AssistantContext, TurnSink } from './assistant.ts';

/**
 * An assistant whose code loads with its first turn. The offline generator (its NLP library and
 * word banks) and the model SDKs are the largest modules of the idle server, which most instances
 * (a respondent-facing one, say) never run (docs/decisions/038-bundled-server.md). A failed load
 * fails that turn only; the next turn tries again.
 */
export function loadedOnFirstTurn(kind: Assistant['kind'], load: () => Promise<Assistant>): Assistant {
  let loading: Promise<Assistant> | undefined;
  return {
    kind,
    async respond(context: AssistantContext, sink: TurnSink) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return (await loading).respond(context, sink);
    },
  };
}

/** The model named by LLM_PROVIDER, or the built-in offline assistant when none is configured. */
export function createAssistant(config: Config): Assistant {
  if (config.LLM_PROVIDER === 'offline') {
    return loadedOnFirstTurn('offline', async () =>
      (await import('./offline-assistant.ts')).createOfflineAssistant(),
    );
  }
  return loadedOnFirstTurn('model', async () => {
    const [{ createLanguageModel }, { createModelAssistant }] = await Promise.all([
      import('./model.ts'),
      import('./model-assistant.ts'),
    ]);
    const model = createLanguageModel(config);
    if (!model) throw new Error(`No language model for LLM_PROVIDER=${config.LLM_PROVIDER}`);
    return createModelAssistant(model, { timeoutMs: 120_000 });
  });
}
