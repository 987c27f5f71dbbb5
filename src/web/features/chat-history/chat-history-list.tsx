import { useEffect, useId, useRef, useState } from 'react';
import { Link, useMatch } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, LoaderCircle, MessagesSquare, Plus, RotateCw, Trash2 } from 'lucide-react';
import { UNTITLED_CHAT, historyDateLabel } from '#shared/chat/chat-display.ts';
import type { ChatSessionSummary } from '#shared/chat/chat-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { chatQueryKeys } from '../../lib/query-keys.ts';
import { CHAT_GC_MS, CHAT_STALE_MS, listChatSessions } from '../chat/api/chat-api.ts';
import { useConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DELETE_CHAT_CONFIRM_MESSAGE, useDeleteChatSession } from './use-delete-chat-session.ts';

/** Sessions the chat store shows before the server has answered carry a temp_ id. */
export const isPendingSession = (id: string) => id.startsWith('temp_');

export const chatSessionTitle = (session: Pick<ChatSessionSummary, 'title'>) =>
  session.title.trim() || UNTITLED_CHAT;

/** The sessions list query (spec owner-side §9: fresh 60 s, kept 5 min, refetched on focus). */
export function useChatSessions() {
  return useQuery({
    queryKey: chatQueryKeys.sessions,
    queryFn: listChatSessions,
    staleTime: CHAT_STALE_MS,
    gcTime: CHAT_GC_MS,
    refetchOnWindowFocus: true,
  });
}

/** Re-renders every minute so "Today" becomes "Yesterday" in a sidebar left open overnight. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export interface ChatHistoryListProps {
  /** Shows the "Chat History" title and the "+ Chat" button (the sidebar uses it). */
  standalone?: boolean;
  /** Called when a link in the list is followed (the mobile drawer closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The saved chat sessions, newest first (spec owner-side §2 "Chat history list"): each links to
 * /chat/{id} and can be deleted after an in-app confirmation. The list scrolls on its own, so give
 * it a height-bounded flex parent.
 */
export function ChatHistoryList({ standalone = false, onNavigate, className }: ChatHistoryListProps) {
  const sessions = useChatSessions();
  const activeId = useMatch('/chat/:sessionId')?.params.sessionId ?? null;
  const deletion = useDeleteChatSession(activeId);
  const { confirm, dialog } = useConfirmDialog();
  const now = useMinuteClock();
  const titleId = useId();

  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<string | null>(null);
  const items = sessions.data;

  // The deleted item held the button focus would return to: keep keyboard users in the list.
  useEffect(() => {
    const removedId = focusAfterRemoval.current;
    if (!removedId || items?.some((item) => item.id === removedId)) return;
    focusAfterRemoval.current = null;
    if (!listRef.current?.contains(document.activeElement)) listRef.current?.focus();
  }, [items]);

  const requestDelete = async (session: ChatSessionSummary) => {
    const confirmed = await confirm({
      title: 'Delete chat',
      message: DELETE_CHAT_CONFIRM_MESSAGE,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      tone: 'danger',
    });
    if (!confirmed) return;
    focusAfterRemoval.current = session.id;
    deletion.mutate(session);
  };

  let content;
  if (items && items.length === 0) {
    content = (
      <div className="flex flex-col items-center px-4 py-10 text-center">
        <span className="bg-brand-50 text-brand-700 flex size-10 items-center justify-center rounded-xl">
          <MessagesSquare aria-hidden="true" className="size-5" />
        </span>
        <p className="mt-3 text-sm font-medium text-slate-900">No chat history yet.</p>
        <p className="mt-1 text-sm text-slate-600">Start a conversation to see it here!</p>
      </div>
    );
  } else if (items) {
    content = (
      <ul className="space-y-0.5">
        {items.map((session) => (
          <HistoryItem
            key={session.id}
            session={session}
            now={now}
            active={session.id === activeId}
            onNavigate={onNavigate}
            onDelete={(target) => void requestDelete(target)}
          />
        ))}
      </ul>
    );
  } else if (sessions.isError) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <p className="text-sm text-red-700">{sessions.error.message}</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={sessions.isFetching}
          onClick={() => void sessions.refetch()}
        >
          <RotateCw
            aria-hidden="true"
            className={cn('size-3.5', sessions.isFetching && 'animate-spin motion-reduce:animate-none')}
          />
          Try again
        </Button>
      </div>
    );
  } else {
    content = (
      <div role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Loading chat history...
      </div>
    );
  }

  return (
    <section
      aria-label={standalone ? undefined : 'Chat History'}
      aria-labelledby={standalone ? titleId : undefined}
      className={cn('flex min-h-0 flex-1 flex-col', className)}
    >
      {standalone ? (
        <div className="flex items-center justify-between gap-2 px-4 pt-3 pb-2">
          <h2 id={titleId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Chat History
          </h2>
          <Button asChild variant="ghost" size="sm" className="text-brand-700 hover:text-brand-800 -mr-2">
            <Link to="/chat" onClick={onNavigate} aria-label="+ Chat">
              <Plus aria-hidden="true" className="size-4" />
              Chat
            </Link>
          </Button>
        </div>
      ) : null}
      <div
        ref={listRef}
        tabIndex={-1}
        data-testid="chat-history-scroll"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-3 focus:outline-none"
      >
        {content}
      </div>
      {dialog}
    </section>
  );
}

function HistoryItem({
  session,
  now,
  active,
  onNavigate,
  onDelete,
}: {
  session: ChatSessionSummary;
  now: Date;
  active: boolean;
  onNavigate?: () => void;
  onDelete: (session: ChatSessionSummary) => void;
}) {
  const title = chatSessionTitle(session);
  const meta = (
    <span className="mt-0.5 flex min-w-0 items-center gap-2 text-xs text-slate-500">
      <time dateTime={session.updated_at} className="shrink-0">
        {historyDateLabel(session.updated_at, now)}
      </time>
      {session.project_name ? (
        <span className="flex min-w-0 items-center gap-1">
          <ClipboardList aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">{session.project_name}</span>
        </span>
      ) : null}
    </span>
  );

  if (isPendingSession(session.id)) {
    // Optimistic: the chat store shows it until the server gives it an id. Not yet openable.
    return (
      <li>
        <div
          aria-disabled="true"
          data-pending=""
          className="flex cursor-default items-center gap-2 rounded-lg px-3 py-2 text-slate-500"
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium italic">{title}</span>
            {meta}
          </span>
          <LoaderCircle
            aria-hidden="true"
            className="size-3.5 shrink-0 animate-spin motion-reduce:animate-none"
          />
          <span className="sr-only">Saving</span>
        </div>
      </li>
    );
  }

  return (
    <li className="group relative">
      <Link
        to={`/chat/${encodeURIComponent(session.id)}`}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        title={title}
        className={cn(
          'focus-visible:ring-brand-500 block rounded-lg py-2 pr-10 pl-3 transition-colors focus-visible:ring-2 focus-visible:outline-none',
          active ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
        )}
      >
        <span className="block truncate text-sm font-medium">{title}</span>
        {meta}
      </Link>
      <button
        type="button"
        aria-label={`Delete chat ${title}`}
        onClick={() => onDelete(session)}
        className={cn(
          'absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1.5 text-slate-400 transition hover:bg-red-50 hover:text-red-600 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none',
          // Pointers that hover reveal it on hover; touch screens always show it.
          '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-focus-within:opacity-100 [@media(hover:hover)]:group-hover:opacity-100',
        )}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
