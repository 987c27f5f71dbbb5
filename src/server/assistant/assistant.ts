import type { PageContext } from '#shared/chat/chat-types.ts';
import type { SurveyListRow, SurveyReport } from '#shared/report/report-types.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';

// What every assistant (the offline generator, a model through the AI SDK) gets for one turn and
// how it acts on the world. The turn runner (chat-turn.ts) owns storage and the event stream.

export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string;
  /** An assistant turn's model messages (tool calls, tool results, text), as the model produced them. */
  modelContext?: unknown[];
}

export interface AssistantContext {
  message: string;
  /** Earlier messages of the session, oldest first (failed turns left out). */
  history: ConversationMessage[];
  /** The session's survey as saved now, or null before one exists. */
  survey: SurveyDocument | null;
  pageContext?: PageContext;
  /** The report of the survey the author is looking at (analytics page) or of the session's survey. */
  loadReport: () => Promise<SurveyReport | null>;
  /** The author's surveys with their response counts. */
  loadSurveys: () => Promise<SurveyListRow[]>;
  /** Aborted when the author presses Stop or the connection drops. */
  signal: AbortSignal;
}

export interface TurnSink {
  /** Streams a piece of the answer to the author. */
  text: (delta: string) => Promise<void>;
  /** Saves a new survey and makes it the session's survey. */
  createSurvey: (document: SurveyDocument) => Promise<{ surveyId: string; title: string }>;
  /**
   * Changes the session's survey: `change` gets the latest saved draft and returns the new one (the
   * same object when nothing changes). Re-run on a concurrent save, so it must be pure.
   */
  changeSurvey: (change: (document: SurveyDocument) => SurveyDocument) => Promise<SurveyDocument>;
  suggest: (items: string[]) => void;
  /** Keeps the turn's model messages (tool calls and results) so later turns can send them back. */
  rememberContext: (messages: unknown[]) => void;
}

export interface Assistant {
  readonly kind: 'offline' | 'model';
  respond: (context: AssistantContext, sink: TurnSink) => Promise<void>;
}

/** A failure the author should read as is (the turn ends with "Sorry, I encountered an error: …"). */
export class AssistantError extends Error {}
