import { z } from 'zod';
import { surveyRecordSchema } from '../survey/survey-record.ts';

// The contract between the chat API (src/server/assistant) and the chat UI (src/web/features/chat).
// Shapes follow DESIGN.md "HTTP API" and spec owner-side §3 "Chat session" / "Chat message".

export const MAX_CHAT_MESSAGE_LENGTH = 4000;

export const pageKinds = [
  'home',
  'chat',
  'polls',
  'test-creation',
  'test-results',
  'test-editing',
  'test-taking',
] as const;

/** Where the author is when they ask (spec owner §2 page-context mapping). */
export const pageContextSchema = z.object({
  page: z.enum(pageKinds),
  /** test-results: the share id from /analytics/{id}; test-editing: the survey id. */
  projectId: z.string().min(1).max(200).optional(),
  /** test-results: the published version the analytics page is filtered to (absent: all versions). */
  version: z.number().int().min(1).max(1_000_000).optional(),
});
export type PageContext = z.infer<typeof pageContextSchema>;

/** POST /api/chat */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Type a message first.')
    .max(MAX_CHAT_MESSAGE_LENGTH, `Messages can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`),
  sessionId: z.uuid().optional(),
  /** The survey open in the artifact panel, when the session has none yet. */
  surveyId: z.uuid().optional(),
  pageContext: pageContextSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatMessageTypes = ['text', 'artifact', 'survey', 'poll'] as const;
export type ChatMessageType = (typeof chatMessageTypes)[number];

/** What an assistant turn did to a survey; shown as the artifact card. */
export const chatArtifactSchema = z.object({
  surveyId: z.string(),
  /** The survey's title now (spec default "Survey Template" when empty). */
  title: z.string(),
  /** created: a new survey; updated: the survey of the session was changed. */
  change: z.enum(['created', 'updated']),
});
export type ChatArtifact = z.infer<typeof chatArtifactSchema>;

/** GET /api/chat/sessions → { sessions: ChatSessionSummary[] } (newest updated_at first). */
export const chatSessionSummarySchema = z.object({
  id: z.string(),
  /** Spec fallback "Untitled Chat" is applied by the UI. */
  title: z.string(),
  session_type: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The session's survey (the spec's project_id), or null. */
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
});
export type ChatSessionSummary = z.infer<typeof chatSessionSummarySchema>;
export const chatSessionListSchema = z.object({ sessions: z.array(chatSessionSummarySchema) });

/** One message of GET /api/chat/sessions/:id/messages. */
export const chatMessageViewSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  type: z.enum(chatMessageTypes),
  artifact: chatArtifactSchema.nullable(),
  suggestions: z.array(z.string()),
  is_error: z.boolean(),
  /** True on the assistant message whose survey change POST /api/chat/sessions/:id/undo reverts. */
  undoable: z.boolean(),
  created_at: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageViewSchema>;

/** GET /api/chat/sessions/:id/messages */
export const chatHistorySchema = z.object({
  session: chatSessionSummarySchema,
  messages: z.array(chatMessageViewSchema),
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/**
 * POST /api/chat/sessions/:id/undo → the survey after the undo, the message whose change was undone,
 * and the earlier message whose change can be undone next (null when none can).
 */
export const undoResultSchema = z.object({
  survey: surveyRecordSchema,
  undoneMessageId: z.string(),
  undoableMessageId: z.string().nullable(),
});
export type UndoResult = z.infer<typeof undoResultSchema>;

export const UNDO_UNAVAILABLE_MESSAGE =
  "The survey was edited after the assistant's change, so that change can no longer be undone.";

/** Spec owner §8; a message that already ends in a full stop doesn't get a second one. */
export const chatErrorReply = (message: string) =>
  `Sorry, I encountered an error: ${message.trim().replace(/\.+$/, '')}. Please try again.`;
