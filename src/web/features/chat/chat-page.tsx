import { useEffect, useLayoutEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { MessageSquareX, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { CHAT_NOT_FOUND, useChat, useChatStore } from './chat-store.tsx';
import { ChatView } from './chat-view.tsx';

export const LOADING_CHAT = 'Loading...';

/**
 * /chat and /chat/:sessionId. One component for both routes, so that the move from /chat to
 * /chat/{new id} after the first message keeps the page (and its panel) as it is.
 *
 * - /chat starts a new chat, unless the first message of one is already on its way.
 * - /chat/:id loads that session when it is not the one the store holds.
 */
export function ChatPage() {
  const { sessionId: param } = useParams();
  const store = useChatStore();
  const chat = useChat();
  const navigate = useNavigate();
  // A new key on every navigation: following a "Chat" link while already on /chat starts afresh too.
  const { key: visit } = useLocation();

  // The server named the new chat: its address becomes /chat/{id} (no extra history entry).
  useEffect(
    () =>
      store.onSessionCreated((id) => {
        void navigate(`/chat/${encodeURIComponent(id)}`, { replace: true });
      }),
    [store, navigate],
  );

  // Layout effects, so the old conversation never flashes before the new one replaces it.
  useLayoutEffect(() => {
    if (param !== undefined) return;
    const state = store.getSnapshot();
    const firstMessageOnItsWay = state.status === 'streaming' && state.sessionId === null;
    if (!firstMessageOnItsWay) store.newChat();
  }, [param, store, visit]);

  // Also when the store let go of this session (a new chat elsewhere): the address still names it.
  const currentSessionId = chat.sessionId;
  useLayoutEffect(() => {
    if (param !== undefined && param !== currentSessionId) void store.openSession(param);
  }, [param, currentSessionId, store]);

  const switching = param !== undefined && param !== chat.sessionId;
  if (switching || chat.status === 'loading-history') return <ChatLoading />;
  if (chat.historyError?.kind === 'not-found') return <ChatNotFound />;
  if (chat.historyError) {
    return (
      <ChatLoadFailed
        message={chat.historyError.message}
        onRetry={() => void store.openSession(param ?? '')}
      />
    );
  }
  return <ChatView />;
}

/** Route /chat. */
export const ChatHomePage = ChatPage;
/** Route /chat/:sessionId (the same component, see ChatPage). */
export const ChatSessionPage = ChatPage;

function ChatLoading() {
  return (
    <div role="status" aria-label={LOADING_CHAT} className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <p className="sr-only">{LOADING_CHAT}</p>
      <div aria-hidden="true" className="space-y-6 motion-safe:animate-pulse">
        <div className="ml-auto h-10 w-2/5 rounded-2xl bg-slate-200" />
        <div className="flex gap-2.5">
          <div className="size-8 shrink-0 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-4/5 rounded bg-slate-200" />
            <div className="h-4 w-3/5 rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
          </div>
        </div>
        <div className="ml-auto h-10 w-1/3 rounded-2xl bg-slate-200" />
        <div className="flex gap-2.5">
          <div className="size-8 shrink-0 rounded-full bg-slate-200" />
          <div className="h-16 flex-1 rounded-xl bg-slate-200" />
        </div>
      </div>
    </div>
  );
}

function ChatNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <span className="bg-brand-50 text-brand-700 flex size-14 items-center justify-center rounded-2xl">
        <MessageSquareX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-xl font-semibold text-slate-900">{CHAT_NOT_FOUND}</h1>
      <p className="mt-2 text-sm leading-6 text-slate-600">
        This chat doesn&apos;t exist in your account. It may have been deleted.
      </p>
      <Button asChild className="mt-6">
        <Link to="/chat">Start a new chat</Link>
      </Button>
    </div>
  );
}

function ChatLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <h1 className="text-xl font-semibold text-slate-900">This chat could not be loaded</h1>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <div className="mt-6 flex gap-2">
        <Button variant="secondary" asChild>
          <Link to="/chat">New chat</Link>
        </Button>
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      </div>
    </div>
  );
}
