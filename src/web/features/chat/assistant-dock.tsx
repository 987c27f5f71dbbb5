import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Maximize2, MessageSquare, SquarePen, X } from 'lucide-react';
import { chatControlsVisible } from '#shared/chat/page-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { isChatPath } from '../../layouts/chat-paths.ts';
import { useChat, useChatStore } from './chat-store.tsx';
import { PollenAvatar } from './mascots.tsx';

// The conversation (and the survey editor it can show) loads when the dock first opens: every
// sidebar page carries the dock, and most never open it.
const ChatConversation = lazy(async () => ({ default: (await import('./chat-view.tsx')).ChatConversation }));

export const OPEN_ASSISTANT = 'Open chat assistant';
export const CLOSE_ASSISTANT = 'Close chat assistant';

/**
 * The open dock's place. From `lg` up it is a column at the right and the page narrows beside it
 * (the layout's content column pads itself while `[data-dock-open]` is inside it); below `lg` it
 * is a sheet over the lower part of the screen and the page can scroll clear of it. Either way the
 * page's own actions (Launch Survey, Download CSV, Export JSON, Edit survey) stay uncovered.
 */
export const DOCK_PAGE_SPACE =
  'has-[[data-dock-open]]:pb-[min(30rem,55dvh)] lg:has-[[data-dock-open]]:pr-[420px] lg:has-[[data-dock-open]]:pb-0';

/**
 * The assistant docked on the workspace pages other than /chat (/polls, /analytics/:id,
 * /create/template, /surveys/:id/edit): a button at the bottom right opens the same conversation
 * in a drawer, and what is asked there carries the page it was asked on and joins the chat this
 * browser tab is in.
 */
export function AssistantDock() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const visible = chatControlsVisible(location.pathname) && !isChatPath(location.pathname);
  const store = useChatStore();
  useEffect(() => {
    if (visible) void store.resumePageSession();
  }, [visible, store]);
  if (!visible) return null;
  return <Dock open={open} setOpen={setOpen} />;
}

function Dock({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const chat = useChat();
  const navigate = useNavigate();
  const drawerId = useId();
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const hadFocusInside = useRef(false);

  const close = () => {
    setOpen(false);
    hadFocusInside.current = true;
  };

  // Focus returns to the toggle when the drawer closes from inside.
  useEffect(() => {
    if (!open && hadFocusInside.current) {
      hadFocusInside.current = false;
      toggle.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu inside (question suggestions) closes first; it marks the key as handled.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      hadFocusInside.current = true;
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);

  const fullChatPath = chat.sessionId ? `/chat/${encodeURIComponent(chat.sessionId)}` : '/chat';

  // The panel lives on the chat page: go there with the survey open.
  const openArtifact = (surveyId: string) => {
    chat.openPanel(surveyId);
    setOpen(false);
    void navigate(fullChatPath);
  };

  return (
    <>
      {open ? null : (
        <button
          ref={toggle}
          type="button"
          aria-label={OPEN_ASSISTANT}
          title={OPEN_ASSISTANT}
          aria-expanded={false}
          aria-controls={drawerId}
          onClick={() => setOpen(true)}
          className="bg-brand-600 hover:bg-brand-700 fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full text-white shadow-lg transition-colors sm:right-6 sm:bottom-6"
        >
          <MessageSquare aria-hidden="true" className="size-6" />
          {chat.status === 'streaming' ? (
            <span
              aria-hidden="true"
              className="bg-pollen-400 absolute top-1 right-1 size-3 rounded-full ring-2 ring-white motion-safe:animate-pulse"
            />
          ) : null}
        </button>
      )}

      {open ? (
        <aside
          id={drawerId}
          aria-labelledby={titleId}
          data-dock-open=""
          className="fixed inset-x-0 bottom-0 z-50 flex h-[min(30rem,55dvh)] flex-col overflow-hidden rounded-t-2xl border-t border-slate-200 bg-slate-50 shadow-[0_-12px_40px_-12px_rgb(15_23_42/0.35)] lg:inset-x-auto lg:inset-y-0 lg:right-0 lg:h-auto lg:w-[420px] lg:rounded-none lg:border-t-0 lg:border-l lg:shadow-2xl"
        >
          <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3">
            <PollenAvatar />
            <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">
              {chat.title || 'Pollen assistant'}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label="New chat"
              title="New chat"
              className="size-9"
              onClick={chat.newChat}
            >
              <SquarePen aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" asChild>
              <Link to={fullChatPath} onClick={() => setOpen(false)}>
                <Maximize2 aria-hidden="true" className="size-3.5" />
                Open full chat
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={CLOSE_ASSISTANT}
              title={CLOSE_ASSISTANT}
              aria-expanded
              aria-controls={drawerId}
              onClick={close}
              className="size-9"
            >
              <X aria-hidden="true" className="size-4.5" />
            </Button>
          </header>
          <Suspense fallback={<div role="status" aria-label="Loading the assistant" className="flex-1" />}>
            <ChatConversation
              compact
              autoFocus
              onOpenArtifact={openArtifact}
              empty={
                <div className="px-4 py-12 text-center">
                  <p className="text-sm font-medium text-slate-900">Ask about this page</p>
                  <p className="mt-1 text-sm leading-6 text-slate-500">
                    Pollen knows which survey or results you are looking at, and can draft a new survey too.
                  </p>
                </div>
              }
            />
          </Suspense>
        </aside>
      ) : null}
    </>
  );
}
