import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ChatMessageType, ChatMessageView, ChatSessionSummary } from '#shared/chat/chat-types.ts';
import { DEFAULT_ARTIFACT_TITLE } from '#shared/chat/chat-display.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import type { Database } from '../db/client.ts';
import { rowsOf, toIso } from '../db/rows.ts';
import { chatMessages, chatSessions } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';

export type ChatSessionRow = typeof chatSessions.$inferSelect;

const sessionNotFound = () => new AppError('not_found', 'Chat not found');

/** The session if this user owns it; anyone else gets the same 404 as for a session that doesn't exist. */
export async function getOwnedSession(db: Database, userId: string, id: string): Promise<ChatSessionRow> {
  if (!isUuid(id)) throw sessionNotFound();
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, userId)));
  if (!row) throw sessionNotFound();
  return row;
}

export async function createSession(
  db: Database,
  userId: string,
  title: string,
  surveyId: string | null,
): Promise<ChatSessionRow> {
  const [row] = await db.insert(chatSessions).values({ userId, title, surveyId }).returning();
  if (!row) throw new AppError('internal', 'Could not start the chat');
  return row;
}

/** Moves the session to the top of the history and links its survey once it has one. */
export async function touchSession(db: Database, id: string, surveyId?: string): Promise<void> {
  await db
    .update(chatSessions)
    .set(surveyId ? { surveyId, updatedAt: sql`now()` } : { updatedAt: sql`now()` })
    .where(eq(chatSessions.id, id));
}

export async function deleteSession(db: Database, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw sessionNotFound();
  const deleted = await db
    .delete(chatSessions)
    .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, userId)))
    .returning({ id: chatSessions.id });
  if (deleted.length === 0) throw sessionNotFound();
}

interface SessionListRow {
  id: string;
  title: string;
  session_type: string;
  created_at: unknown;
  updated_at: unknown;
  project_id: string | null;
  project_name: string | null;
}

function toSummary(row: SessionListRow): ChatSessionSummary {
  return {
    id: row.id,
    title: row.title,
    session_type: row.session_type,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    project_id: row.project_id,
    project_name: row.project_id ? row.project_name || DEFAULT_ARTIFACT_TITLE : null,
  };
}

const summaryColumns = sql`
  s.id, s.title, s.session_type, s.created_at, s.updated_at, s.survey_id AS project_id, v.title AS project_name`;

/** The user's sessions, most recently active first (spec owner §7: ordered by updated_at). */
export async function listSessions(db: Database, userId: string, limit = 200): Promise<ChatSessionSummary[]> {
  const rows = rowsOf<SessionListRow>(
    await db.execute(sql`
      SELECT ${summaryColumns}
      FROM chat_sessions s LEFT JOIN surveys v ON v.id = s.survey_id
      WHERE s.user_id = ${userId}
      ORDER BY s.updated_at DESC, s.id
      LIMIT ${limit}`),
  );
  return rows.map(toSummary);
}

export async function sessionSummary(db: Database, id: string): Promise<ChatSessionSummary> {
  const [row] = rowsOf<SessionListRow>(
    await db.execute(sql`
      SELECT ${summaryColumns}
      FROM chat_sessions s LEFT JOIN surveys v ON v.id = s.survey_id
      WHERE s.id = ${id}`),
  );
  if (!row) throw sessionNotFound();
  return toSummary(row);
}

export interface NewMessage {
  sessionId: string;
  role: 'user' | 'assistant';
  content: string;
  type?: ChatMessageType;
  surveyId?: string | null;
  suggestions?: string[];
  isError?: boolean;
  /** The survey's draft before this turn changed it, and the version the change produced (for undo). */
  previousDraft?: SurveyDocument | null;
  resultVersion?: number | null;
  /** The draft version the turn's first change started from (chains multi-step undo). */
  previousVersion?: number | null;
  /** A model turn's tool calls and results (AI SDK response messages), sent back on later turns. */
  modelContext?: unknown[] | null;
}

export async function insertMessage(db: Database, message: NewMessage): Promise<string> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      sessionId: message.sessionId,
      role: message.role,
      content: message.content,
      type: message.type ?? 'text',
      surveyId: message.surveyId ?? null,
      suggestions: message.suggestions ?? [],
      isError: message.isError ?? false,
      previousDraft: message.previousDraft ?? null,
      resultVersion: message.resultVersion ?? null,
      previousVersion: message.previousVersion ?? null,
      modelContext: message.modelContext ?? null,
    })
    .returning({ id: chatMessages.id });
  if (!row) throw new AppError('internal', 'Could not store the message');
  return row.id;
}

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  type: ChatMessageType;
  survey_id: string | null;
  survey_title: string | null;
  suggestions: unknown;
  is_error: boolean;
  has_undo: boolean;
  undo_current: boolean;
  created_at: unknown;
}

/**
 * The session's messages, oldest first. Only the newest message holding an undo can be undone,
 * and only while the survey is still at the version that change produced.
 */
export async function listMessages(db: Database, sessionId: string): Promise<ChatMessageView[]> {
  const rows = rowsOf<MessageRow>(
    await db.execute(sql`
      SELECT m.id, m.role, m.content, m.type, m.survey_id, v.title AS survey_title, m.suggestions,
             m.is_error, m.previous_draft IS NOT NULL AS has_undo,
             (v.draft_version IS NOT DISTINCT FROM m.result_version) AS undo_current, m.created_at
      FROM chat_messages m LEFT JOIN surveys v ON v.id = m.survey_id
      WHERE m.session_id = ${sessionId}
      ORDER BY m.created_at, m.id`),
  );
  const lastUndo = rows.findLast((row) => row.has_undo);
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    content: row.content,
    type: row.type,
    artifact:
      // 'artifact' marks the turn that created the survey, 'survey' a turn that changed it.
      (row.type === 'artifact' || row.type === 'survey') && row.survey_id
        ? {
            surveyId: row.survey_id,
            title: row.survey_title || DEFAULT_ARTIFACT_TITLE,
            change: row.type === 'artifact' ? 'created' : 'updated',
          }
        : null,
    suggestions: Array.isArray(row.suggestions) ? (row.suggestions as string[]) : [],
    is_error: row.is_error,
    undoable: row === lastUndo && row.undo_current,
    created_at: toIso(row.created_at),
  }));
}

/** The newest recent messages, oldest first: the conversation the model sees. */
export async function recentMessages(
  db: Database,
  sessionId: string,
  limit: number,
): Promise<{ role: 'user' | 'assistant'; content: string; isError: boolean; modelContext: unknown }[]> {
  const rows = await db
    .select({
      role: chatMessages.role,
      content: chatMessages.content,
      isError: chatMessages.isError,
      modelContext: chatMessages.modelContext,
    })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function latestUndo(
  db: Database,
  sessionId: string,
): Promise<{
  id: string;
  surveyId: string | null;
  previousDraft: SurveyDocument;
  resultVersion: number | null;
  previousVersion: number | null;
} | null> {
  const [row] = await db
    .select({
      id: chatMessages.id,
      surveyId: chatMessages.surveyId,
      previousDraft: chatMessages.previousDraft,
      resultVersion: chatMessages.resultVersion,
      previousVersion: chatMessages.previousVersion,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), isNotNull(chatMessages.previousDraft)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return row ? { ...row, previousDraft: row.previousDraft as SurveyDocument } : null;
}

/** After an undo restored exactly what this earlier turn produced, its own undo applies to the new version. */
export async function moveUndoToVersion(db: Database, messageId: string, version: number): Promise<void> {
  await db.update(chatMessages).set({ resultVersion: version }).where(eq(chatMessages.id, messageId));
}

export async function clearUndo(db: Database, messageId: string): Promise<void> {
  await db
    .update(chatMessages)
    .set({ previousDraft: null, resultVersion: null })
    .where(eq(chatMessages.id, messageId));
}
