import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import type { ChatSessionSummary } from '#shared/chat/chat-types.ts';
import { ApiError } from '../../lib/api-error.ts';
import { chatQueryKeys } from '../../lib/query-keys.ts';
import { deleteChatSession } from '../chat/api/chat-api.ts';

export const DELETE_CHAT_CONFIRM_MESSAGE =
  'Are you sure you want to delete this chat session? This action cannot be undone.';
export const DELETE_CHAT_ERROR = 'Failed to delete chat session. Please try again.';

/** Puts a session back where it was, unless it is already there (a refetch brought it back). */
function restoreSession(queryClient: QueryClient, session: ChatSessionSummary, index: number) {
  queryClient.setQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions, (list) => {
    if (!list) return [session];
    if (list.some((item) => item.id === session.id)) return list;
    const next = [...list];
    next.splice(Math.max(0, Math.min(index, next.length)), 0, session);
    return next;
  });
}

/**
 * Delete a chat session (spec owner-side §4 "Chat", §8 "Delete chat"): it leaves the history list
 * at once and comes back, with a toast, if the server refuses. Afterwards its cached messages are
 * dropped, the list is refetched, and if it was the open session the page goes to /chat (a new chat).
 */
export function useDeleteChatSession(activeSessionId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The session open when the server answers, not when the delete started.
  const activeRef = useRef(activeSessionId);
  useEffect(() => {
    activeRef.current = activeSessionId;
  }, [activeSessionId]);

  return useMutation({
    mutationFn: async (session: ChatSessionSummary) => {
      try {
        await deleteChatSession(session.id);
      } catch (error) {
        // Already gone (another tab, a retry after a lost answer): that is what was asked for.
        if (error instanceof ApiError && error.status === 404) return;
        throw error;
      }
    },
    onMutate: async (session) => {
      // A list request in flight would bring the session back when it lands.
      await queryClient.cancelQueries({ queryKey: chatQueryKeys.sessions });
      const previous = queryClient.getQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions) ?? [];
      queryClient.setQueryData<ChatSessionSummary[]>(chatQueryKeys.sessions, (list) =>
        list?.filter((item) => item.id !== session.id),
      );
      return { index: previous.findIndex((item) => item.id === session.id) };
    },
    onError: (error, session, context) => {
      console.error('Deleting the chat session failed', error);
      if (context && context.index >= 0) restoreSession(queryClient, session, context.index);
      toast.error(DELETE_CHAT_ERROR);
    },
    onSuccess: (_result, session) => {
      queryClient.removeQueries({ queryKey: chatQueryKeys.history(session.id) });
      if (activeRef.current === session.id) void navigate('/chat');
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.sessions });
    },
  });
}
