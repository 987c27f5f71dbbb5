import { recognizeIntent } from './offline/intent.ts';
import { OFFLINE_NOTICE, offlineReply, type OfflineInput } from './offline/offline-assistant.ts';
import type { Assistant, AssistantContext, ConversationMessage, TurnSink } from './assistant.ts';
import { applySurveyEdits } from './survey-edits.ts';

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

/** The offline notice is said once per chat: later replies leave it out. */
export function withoutRepeatedNotice(text: string, history: readonly ConversationMessage[]): string {
  const said = history.some(
    (message) => message.role === 'assistant' && message.content.includes(OFFLINE_NOTICE),
  );
  return said ? text.split(OFFLINE_NOTICE).join('').replace(/\s+$/, '') : text;
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
      // The change is made before the reply describing it streams, so a reply stopped halfway
      // never claims a change that was not made (and the artifact card shows what was).
      if (context.signal.aborted) return;
      if (reply.action?.kind === 'create') {
        await sink.createSurvey(reply.action.survey);
      } else if (reply.action?.kind === 'update') {
        const { edits } = reply.action;
        // The same operations a model would send, applied by the one applier to the latest saved
        // draft (which may hold an autosave that landed meanwhile).
        await sink.changeSurvey((current) => applySurveyEdits(current, edits));
      }
      await streamWords(withoutRepeatedNotice(reply.text, context.history), sink, delayMs, context.signal);
      sink.suggest(reply.suggestions);
    },
  };
}
