import { ChatEventParser, type ChatEvent } from '#shared/chat/chat-events.ts';
import {
  chatHistorySchema,
  chatSessionListSchema,
  undoResultSchema,
  type ChatHistory,
  type ChatRequest,
  type ChatSessionSummary,
  type UndoResult,
} from '#shared/chat/chat-types.ts';
import {
  ApiError,
  INVALID_RESPONSE_CODE,
  INVALID_RESPONSE_MESSAGE,
  apiErrorFromResponse,
} from '../../../lib/api-error.ts';
import { apiFetch, noContent } from '../../../lib/api-fetch.ts';

// One function per endpoint of the chat API (DESIGN.md "HTTP API"); its query keys are in lib/query-keys.ts.

/** Spec owner §9: chat history and artifacts are fresh for 60 s and kept 5 min. */
export const CHAT_STALE_MS = 60_000;
export const CHAT_GC_MS = 5 * 60_000;

export async function listChatSessions(): Promise<ChatSessionSummary[]> {
  const { sessions } = await apiFetch('/api/chat/sessions', chatSessionListSchema);
  return sessions;
}

export function getChatHistory(sessionId: string, signal?: AbortSignal): Promise<ChatHistory> {
  return apiFetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/messages`, chatHistorySchema, {
    signal,
  });
}

export function deleteChatSession(sessionId: string): Promise<void> {
  return apiFetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}`, noContent, { method: 'DELETE' });
}

/**
 * Reverts the assistant's newest change to the session's survey; answers the survey as it is now and
 * which earlier change can be undone next.
 */
export function undoAssistantChange(sessionId: string): Promise<UndoResult> {
  return apiFetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/undo`, undoResultSchema, {
    method: 'POST',
    json: {},
  });
}

/**
 * POST /api/chat and read its event stream, calling `onEvent` for each event as it arrives.
 * Rejects with an ApiError when the request is refused (4xx/5xx before the stream starts) or the
 * connection drops; aborting `signal` stops the stream and the model call on the server.
 */
export async function streamChat(
  request: ChatRequest,
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Could not reach Pollen. Check your connection and try again.');
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (!response.body) throw new ApiError(response.status, 'http_error', 'The response had no body');

  const parser = new ChatEventParser();
  const reader = response.body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(value)) {
        if (event.event === 'done' || event.event === 'error') finished = true;
        onEvent(event);
      }
      if (parser.malformedEvent !== null) break;
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'The connection was lost before the answer finished');
  }
  if (parser.malformedEvent !== null) {
    // The rest of the answer can't be trusted: stop reading (the server stops with the request).
    await reader.cancel().catch(() => undefined);
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, INVALID_RESPONSE_MESSAGE);
  }
  if (!finished) throw new ApiError(0, 'network_error', 'The connection was lost before the answer finished');
}
