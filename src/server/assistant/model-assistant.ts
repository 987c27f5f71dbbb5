import { stepCountIs, streamText, tool, type LanguageModel, type ModelMessage } from 'ai';
import { z } from 'zod';
import { applySurveyEdits, surveyEditSchema } from './survey-edits.ts';
import { modelSurveySchema, toSurveyDocument } from './model-survey-input.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { AssistantError, type Assistant, type AssistantContext, type TurnSink } from './assistant.ts';
import { buildSystemPrompt } from './system-prompt.ts';
import { conversationForModel } from './model-context.ts';
import { summariseReport, summariseSurveys } from './results-digest.ts';

/** A tool call that fails is shown to the model once so it can repair it; a second failure ends the turn. */
const MAX_TOOL_FAILURES = 2;
const MAX_STEPS = 6;

export interface ModelAssistantOptions {
  /** Per-attempt timeout of the model call. */
  timeoutMs?: number;
  maxRetries?: number;
}

function toolsFor(context: AssistantContext, sink: TurnSink, state: { survey: SurveyDocument | null }) {
  return {
    create_survey: tool({
      description: 'Create a new survey or concept test and open it for the author.',
      inputSchema: modelSurveySchema,
      execute: async (input) => {
        const result = toSurveyDocument(input);
        if (!result.ok) throw new Error(`Invalid survey at ${result.path}: ${result.error}`);
        const created = await sink.createSurvey(result.survey);
        state.survey = result.survey;
        return { ok: true, surveyId: created.surveyId, title: created.title };
      },
    }),
    apply_edits: tool({
      description: "Change the chat's current survey. Edits apply in order, by the ids in the prompt.",
      inputSchema: z.object({ edits: z.array(surveyEditSchema).min(1) }),
      execute: async ({ edits }) => {
        if (!state.survey) throw new Error('There is no survey yet: call create_survey first');
        // Throws on an unknown id before anything is saved; the model sees the message.
        applySurveyEdits(state.survey, edits);
        state.survey = await sink.changeSurvey((current) => applySurveyEdits(current, edits));
        return { ok: true, applied: edits.length };
      },
    }),
    read_results: tool({
      description:
        "Read real results: the report of the survey the author is looking at (or this chat's survey) and the author's surveys with response counts.",
      inputSchema: z.object({}),
      execute: async () => {
        const [report, surveys] = await Promise.all([context.loadReport(), context.loadSurveys()]);
        return {
          report: report ? summariseReport(report) : null,
          surveys: summariseSurveys(surveys),
        };
      },
    }),
    suggest_replies: tool({
      description: 'Offer 2-4 short follow-up messages the author can send with one click.',
      inputSchema: z.object({ items: z.array(z.string().min(1).max(120)).min(1).max(4) }),
      execute: async ({ items }) => {
        sink.suggest(items);
        return { ok: true };
      },
    }),
  };
}

/** The assistant backed by a language model through the AI SDK, with streaming and tools. */
export function createModelAssistant(model: LanguageModel, options: ModelAssistantOptions = {}): Assistant {
  return {
    kind: 'model',
    async respond(context, sink) {
      const state = { survey: context.survey };
      const messages: ModelMessage[] = [
        ...conversationForModel(context.history),
        { role: 'user', content: context.message },
      ];
      const local = new AbortController();
      const signal = AbortSignal.any([context.signal, local.signal]);
      let failures = 0;
      let lastFailure = '';

      const result = streamText({
        model,
        system: buildSystemPrompt(context.survey, context.pageContext),
        messages,
        tools: toolsFor(context, sink, state),
        stopWhen: stepCountIs(MAX_STEPS),
        abortSignal: signal,
        // Errors arrive as stream parts and are handled below; the default would log them again.
        onError: () => {},
        maxRetries: options.maxRetries ?? 1,
        ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
      });

      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            await sink.text(part.text);
          } else if (part.type === 'tool-error') {
            failures += 1;
            lastFailure = part.error instanceof Error ? part.error.message : String(part.error);
            if (failures >= MAX_TOOL_FAILURES) local.abort();
          } else if (part.type === 'error') {
            throw part.error;
          }
        }
      } catch (error) {
        if (!local.signal.aborted) throw error;
      }
      if (local.signal.aborted) {
        throw new AssistantError(`The AI model could not produce a valid change (${lastFailure})`);
      }
      if (!signal.aborted) sink.rememberContext((await result.response).messages);
    },
  };
}
