import { recognizeIntent } from './offline/intent.ts';
import { offlineReply, type OfflineInput } from './offline/offline-assistant.ts';
import type { Assistant, AssistantContext, TurnSink } from './assistant.ts';

/** The whole answer appears within about a second, word by word, however long it is. */
const STREAM_BUDGET_MS = 900;

export interface OfflineAssistantOptions {
  /** Pause between words; 0 in tests. */
  wordDelayMs?: number;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

async function streamWords(text: string, sink: TurnSink, delayMs: number, signal: AbortSignal) {
  const words = text.match(/\s*\S+/g) ?? [];
  const pause = words.length > 0 ? Math.min(delayMs, STREAM_BUDGET_MS / words.length) : 0;
  for (const word of words) {
    if (signal.aborted) return;
    await sink.text(word);
    await wait(pause, signal);
  }
}

/** The built-in assistant used when no model is configured (the default): see ./offline. */
export function createOfflineAssistant(options: OfflineAssistantOptions = {}): Assistant {
  const delayMs = options.wordDelayMs ?? 25;
  return {
    kind: 'offline',
    async respond(context: AssistantContext, sink: TurnSink) {
      const page = context.pageContext?.page;
      // Results questions need the report or the survey list; other turns shouldn't pay for them.
      const wantsResults = recognizeIntent(context.message) === 'results';
      const input: OfflineInput = {
        message: context.message,
        survey: context.survey,
        pageContext: context.pageContext,
        report:
          page === 'test-results' || (wantsResults && context.survey) ? await context.loadReport() : null,
        surveys: page === 'polls' || (wantsResults && !context.survey) ? await context.loadSurveys() : null,
      };
      const reply = offlineReply(input);
      await streamWords(reply.text, sink, delayMs, context.signal);
      if (context.signal.aborted) return;

      if (reply.action?.kind === 'create') {
        await sink.createSurvey(reply.action.survey);
      } else if (reply.action?.kind === 'update') {
        const planned = reply.action.survey;
        const basis = JSON.stringify(context.survey);
        // Re-applied to the latest saved draft if the author's autosave landed meanwhile.
        await sink.changeSurvey((current) => {
          if (JSON.stringify(current) === basis) return planned;
          const again = offlineReply({ ...input, survey: current });
          return again.action?.kind === 'update' ? again.action.survey : current;
        });
      }
      sink.suggest(reply.suggestions);
    },
  };
}
