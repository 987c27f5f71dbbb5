import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MessageSquareDashed } from 'lucide-react';
import { pageContextForPath } from '#shared/chat/page-context.ts';
import { cn } from '../../lib/cn.ts';
import { ArtifactPanel } from './artifact-panel.tsx';
import { ChatInput } from './chat-input.tsx';
import { useChat, type ChatApi } from './chat-store.tsx';
import { BeeMascot, FlowerMascot } from './mascots.tsx';
import { MessageList } from './message-list.tsx';

export const WELCOME_TITLE = 'Welcome!';
export const WELCOME_SUBTITLE = 'What are we working on today?';
export const NO_MESSAGES = 'No messages yet';

export interface ChatConversationProps {
  /** Opens an artifact card's survey (the page: in the panel; the dock: on the chat page). */
  onOpenArtifact: (surveyId: string) => void;
  /** Shown when there is nothing to show yet, above the pinned input. */
  empty?: ReactNode;
  compact?: boolean;
  autoFocus?: boolean;
}

/** Messages, error banner and the pinned input, reading and driving the chat store. */
export function ChatConversation({ onOpenArtifact, empty, compact, autoFocus }: ChatConversationProps) {
  const chat = useChat();
  const send = useSend(chat);
  const busy = chat.status === 'streaming';

  return (
    <>
      <MessageList
        messages={chat.messages}
        draft={chat.draft}
        activeSurveyId={chat.panel.surveyId}
        undoing={chat.undoing}
        onSuggestion={send}
        onOpenArtifact={onOpenArtifact}
        onUndo={() => void chat.undo()}
        retryKey={busy ? null : (chat.failed?.key ?? null)}
        onRetry={() => void chat.retry()}
        empty={empty}
        compact={compact}
      />
      <div className={cn('shrink-0', compact ? 'px-3 pb-3' : 'px-4 pb-4 sm:px-6 sm:pb-6')}>
        <div className={cn('mx-auto w-full', !compact && 'max-w-3xl')}>
          <ChatInput
            onSend={send}
            onStop={chat.stop}
            busy={busy}
            autoFocus={autoFocus}
            restore={chat.failed}
          />
        </div>
      </div>
    </>
  );
}

/** Sends with where the author is, which decides what the assistant works on (spec owner §2). */
function useSend(chat: ChatApi) {
  const location = useLocation();
  return (text: string) => void chat.send(text, pageContextForPath(location.pathname, location.search));
}

function WelcomeScreen() {
  const chat = useChat();
  const send = useSend(chat);
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-4 sm:px-6">
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center py-10">
        <div className="flex items-end justify-center gap-2 sm:gap-6">
          <BeeMascot title="Pollen's bee mascot with a clipboard" className="w-24 sm:w-32" />
          <FlowerMascot title="Pollen's flower mascot holding a chart" className="w-24 sm:w-32" />
        </div>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          {WELCOME_TITLE}
        </h1>
        <p className="mt-2 text-lg text-slate-600">{WELCOME_SUBTITLE}</p>
        <div className="mt-8 w-full">
          <ChatInput
            onSend={send}
            onStop={chat.stop}
            busy={chat.status === 'streaming'}
            autoFocus
            restore={chat.failed}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The chat page's body: the welcome screen for a new chat, otherwise the conversation with its
 * pinned input; the survey panel beside it (or over it on narrow screens) when one is open.
 */
export function ChatView() {
  const chat = useChat();
  const hasConversation = chat.sessionId !== null || chat.messages.length > 0 || chat.draft !== null;
  const surveyId = chat.panel.surveyId;

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] min-h-0 bg-slate-50 lg:h-dvh">
      <section aria-label="Chat" className="flex min-w-0 flex-1 flex-col">
        {hasConversation ? <h1 className="sr-only">{chat.title || 'Chat'}</h1> : null}
        {hasConversation ? (
          <ChatConversation
            onOpenArtifact={chat.openPanel}
            empty={
              <div className="flex flex-col items-center py-20 text-center text-slate-500">
                <MessageSquareDashed aria-hidden="true" className="size-8 text-slate-300" />
                <p className="mt-3 text-sm">{NO_MESSAGES}</p>
              </div>
            }
          />
        ) : (
          <WelcomeScreen />
        )}
      </section>
      {surveyId ? <ArtifactPanel key={surveyId} surveyId={surveyId} /> : null}
    </div>
  );
}
