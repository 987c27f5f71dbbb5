import type { ChatEvent } from '#shared/chat/chat-events.ts';
import { chatErrorReply, type ChatRequest } from '#shared/chat/chat-types.ts';
import { optimisticChatTitle } from '#shared/chat/chat-display.ts';
import { stoppedReplyNote } from '#shared/chat/stopped-reply.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { DEFAULT_SURVEY_SORT } from '#shared/report/report-types.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { getOwnedSurveyByShareOrId } from '../reports/report-queries.ts';
import { loadOwnedReport } from '../reports/report-store.ts';
import { createSurvey, findSurveyList, getOwnedSurvey, saveDraft } from '../surveys/survey-store.ts';
import { SurveyEditError } from './survey-edits.ts';
import { answerUndoTurn } from './chat-undo.ts';
import { parseUndoRequest } from './undo-request.ts';
import { AssistantError, type Assistant, type AssistantContext, type TurnSink } from './assistant.ts';
import {
  createSession,
  getOwnedSession,
  insertMessage,
  recentMessages,
  touchSession,
  type ChatSessionRow,
} from './chat-store.ts';

/** How much of the conversation the assistant sees. */
const HISTORY_LIMIT = 20;
/** Attempts at a change when the author's autosave lands in between. */
const CHANGE_ATTEMPTS = 3;

export interface TurnDeps {
  db: Database;
  assistant: Assistant;
  logger: Logger;
}

export interface PreparedTurn {
  session: ChatSessionRow;
  isNewSession: boolean;
  /**
   * The survey of the page the author asked from (the editor's or the analytics page's), checked
   * to be theirs: the turn reads and changes that survey, whatever the session was about.
   */
  pageSurveyId: string | null;
}

/**
 * The survey the page shows, or null on pages without one. Another owner's or an unknown survey
 * is a 404 before anything is stored: the dock never reaches a survey its author can't open.
 */
export async function resolvePageSurvey(
  db: Database,
  userId: string,
  pageContext: ChatRequest['pageContext'],
): Promise<string | null> {
  if (!pageContext?.projectId) return null;
  if (pageContext.page === 'test-editing')
    return (await getOwnedSurvey(db, userId, pageContext.projectId)).id;
  if (pageContext.page === 'test-results')
    return (await getOwnedSurveyByShareOrId(db, userId, pageContext.projectId)).id;
  return null;
}

/**
 * Everything that can be refused with a plain HTTP error happens here, before the stream starts:
 * an unknown session or survey is a 404, not an event.
 */
export async function prepareTurn(db: Database, userId: string, request: ChatRequest): Promise<PreparedTurn> {
  if (request.surveyId) await getOwnedSurvey(db, userId, request.surveyId);
  const pageSurveyId = await resolvePageSurvey(db, userId, request.pageContext);
  const sessionSurveyId = pageSurveyId ?? request.surveyId ?? null;
  if (request.sessionId) {
    const session = await getOwnedSession(db, userId, request.sessionId);
    if (!session.surveyId && sessionSurveyId) {
      await touchSession(db, session.id, sessionSurveyId);
      session.surveyId = sessionSurveyId;
    }
    return { session, isNewSession: false, pageSurveyId };
  }
  const session = await createSession(db, userId, optimisticChatTitle(request.message), sessionSurveyId);
  return { session, isNewSession: true, pageSurveyId };
}

/** Describes a failure in words the author can act on, without leaking internals. */
export function describeFailure(error: unknown): string {
  if (error instanceof AssistantError || error instanceof AppError || error instanceof SurveyEditError) {
    return error.message;
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return `The AI model answered with an error (HTTP ${status})`;
  const name = (error as { name?: unknown }).name;
  if (name === 'AI_RetryError' || name === 'AI_APICallError') return 'The AI model could not be reached';
  return 'Something went wrong while answering';
}

/**
 * Runs one turn: stores the author's message, lets the assistant answer while streaming events,
 * and stores the answer. The answer is stored complete or flagged as an error, never half-written
 * as if it had finished.
 */
export async function runTurn(
  deps: TurnDeps,
  userId: string,
  request: ChatRequest,
  prepared: PreparedTurn,
  emit: (event: ChatEvent) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  const { db, assistant, logger } = deps;
  const { session } = prepared;

  const history = (await recentMessages(db, session.id, HISTORY_LIMIT))
    .filter((message) => !message.isError)
    .map(({ role, content, modelContext }) => ({
      role,
      content,
      ...(Array.isArray(modelContext) ? { modelContext } : {}),
    }));
  await insertMessage(db, { sessionId: session.id, role: 'user', content: request.message });
  await touchSession(db, session.id);
  await emit({ event: 'session', data: { sessionId: session.id, title: session.title } });

  // "Undo", "undo the last two changes": answered here for both assistants (see chat-undo.ts).
  const undoRequest = parseUndoRequest(request.message);
  if (undoRequest) {
    await answerUndoTurn(db, userId, session.id, undoRequest.steps, emit);
    return;
  }

  // Asked from a survey's page: that survey, even when the session was about another one.
  let surveyId = prepared.pageSurveyId ?? session.surveyId;
  let content = '';
  let artifact: 'created' | 'updated' | null = null;
  let artifactTitle = '';
  let previousDraft: SurveyDocument | null = null;
  let resultVersion: number | null = null;
  let previousVersion: number | null = null;
  let modelContext: unknown[] | null = null;
  let suggestions: string[] = [];

  const readSurvey = async () => (surveyId ? getOwnedSurvey(db, userId, surveyId).catch(() => null) : null);
  const initial = await readSurvey();

  const sink: TurnSink = {
    text: async (delta) => {
      if (signal.aborted || !delta) return;
      content += delta;
      await emit({ event: 'delta', data: { text: delta } });
    },
    createSurvey: async (document) => {
      const row = await createSurvey(db, userId, document);
      surveyId = row.id;
      artifact = 'created';
      artifactTitle = row.title;
      previousDraft = null;
      resultVersion = null;
      await touchSession(db, session.id, row.id);
      await emit({
        event: 'artifact',
        data: {
          surveyId: row.id,
          title: row.title,
          change: 'created',
          version: row.draftVersion,
          undoable: false,
        },
      });
      return { surveyId: row.id, title: row.title };
    },
    changeSurvey: async (change) => {
      if (!surveyId)
        throw new AssistantError('There is no survey in this chat yet. Ask me to create one first');
      for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
        const row = await getOwnedSurvey(db, userId, surveyId);
        const before = row.draft as SurveyDocument;
        const after = change(before);
        if (after === before) return before;
        const saved = await saveDraft(db, userId, row.id, after, row.draftVersion);
        if (!saved.ok) continue;
        // Undo reverts the whole turn, so keep the draft from before the turn's first change.
        if (artifact !== 'created' && previousDraft === null) {
          previousDraft = before;
          previousVersion = row.draftVersion;
        }
        if (artifact !== 'created') artifact = 'updated';
        artifactTitle = after.title;
        resultVersion = saved.version;
        await emit({
          event: 'artifact',
          data: {
            surveyId: row.id,
            title: after.title,
            change: artifact,
            version: saved.version,
            undoable: artifact === 'updated',
          },
        });
        return after;
      }
      throw new AssistantError('The survey kept changing while I edited it. Please try again');
    },
    rememberContext: (messages) => {
      modelContext = messages;
    },
    suggest: (items) => {
      suggestions = items
        .map((item) => item.trim())
        .filter(Boolean)
        .slice(0, 4);
    },
  };

  const context: AssistantContext = {
    message: request.message,
    history,
    survey: initial ? (initial.draft as SurveyDocument) : null,
    pageContext: request.pageContext,
    loadReport: async () => {
      const target =
        request.pageContext?.page === 'test-results' && request.pageContext.projectId
          ? request.pageContext.projectId
          : surveyId;
      if (!target) return null;
      // The analytics page's version filter, so the answer quotes the numbers on the screen.
      const version = request.pageContext?.page === 'test-results' ? request.pageContext.version : undefined;
      return loadOwnedReport(db, userId, target, version ?? 'all').catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
    },
    loadSurveys: async () =>
      (await findSurveyList(db, userId, { sort: DEFAULT_SURVEY_SORT, offset: 0, limit: 100 })).items,
    signal,
  };

  /** The turn's record when it did not finish: `content` says why, and what was done before. */
  const storeFailure = async (content: string) => {
    const messageId = await insertMessage(db, {
      sessionId: session.id,
      role: 'assistant',
      content,
      type: artifact ? (artifact === 'created' ? 'artifact' : 'survey') : 'text',
      surveyId: artifact ? surveyId : null,
      isError: true,
      previousDraft,
      resultVersion,
      previousVersion,
    });
    await touchSession(db, session.id);
    return messageId;
  };

  try {
    await assistant.respond(context, sink);
    if (signal.aborted) throw signal.reason ?? new Error('aborted');
  } catch (error) {
    if (signal.aborted) {
      // The author pressed Stop or went away: keep the record honest, nothing to send.
      await storeFailure(stoppedReplyNote(artifact ? { change: artifact, title: artifactTitle } : null));
      return;
    }
    logger.warn({ err: error, sessionId: session.id }, 'Assistant turn failed');
    const message = describeFailure(error);
    const messageId = await storeFailure(chatErrorReply(message));
    await emit({ event: 'error', data: { message, messageId } });
    return;
  }

  const messageId = await insertMessage(db, {
    sessionId: session.id,
    role: 'assistant',
    content,
    type: artifact ? (artifact === 'created' ? 'artifact' : 'survey') : 'text',
    surveyId: artifact ? surveyId : null,
    suggestions,
    previousDraft,
    resultVersion,
    previousVersion,
    modelContext,
  });
  await touchSession(db, session.id);
  if (suggestions.length > 0) await emit({ event: 'suggestions', data: { items: suggestions } });
  await emit({ event: 'done', data: { messageId } });
}
