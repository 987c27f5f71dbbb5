import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { motion, useReducedMotion } from 'motion/react';
import { CircleAlert, RotateCcw, Sparkles } from 'lucide-react';
import { stoppedReplyNote } from '#shared/chat/stopped-reply.ts';
import { cn } from '../../lib/cn.ts';
import { ArtifactCard } from './artifact-card.tsx';
import type { ChatMessageItem } from './chat-store.tsx';
import { FormattedText } from './formatted-text.tsx';
import { PollenAvatar } from './mascots.tsx';

export const THINKING = 'Thinking...';
export const RETRY = 'Retry';

/** Within this distance of the bottom the list follows new text; further up, the reader stays put. */
const STICK_THRESHOLD_PX = 80;

export interface MessageListProps {
  messages: ChatMessageItem[];
  /** The answer streaming in, shown after the messages ("Thinking..." until its first words). */
  draft: ChatMessageItem | null;
  /** The survey open in the panel (its artifact cards are marked). */
  activeSurveyId?: string | null;
  undoing?: boolean;
  onSuggestion: (text: string) => void;
  onOpenArtifact: (surveyId: string) => void;
  onUndo: () => void;
  /** The error reply of the send that just failed: it offers Retry. */
  retryKey?: string | null;
  onRetry?: () => void;
  /** Shown instead of messages when there are none (a loaded session that is empty). */
  empty?: ReactNode;
  /** The narrower docked layout. */
  compact?: boolean;
  className?: string;
}

/** The conversation: scrolls itself, following the answer unless the reader scrolled up. */
export function MessageList({
  messages,
  draft,
  activeSurveyId,
  undoing,
  onSuggestion,
  onOpenArtifact,
  onUndo,
  retryKey,
  onRetry,
  empty,
  compact,
  className,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const lastCount = useRef(messages.length);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // Sending a message always brings the reader back down to it.
    if (messages.length > lastCount.current && messages.at(-1)?.role === 'user') stick.current = true;
    lastCount.current = messages.length;
    if (stick.current) element.scrollTop = element.scrollHeight;
  }, [messages, draft]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_THRESHOLD_PX;
  };

  const streaming = draft !== null;
  const lastAssistant = streaming ? null : messages.findLast((message) => message.role === 'assistant');

  return (
    <div ref={scroller} onScroll={onScroll} className={cn('min-h-0 flex-1 overflow-y-auto', className)}>
      <div className={cn('mx-auto w-full', compact ? 'px-3 py-4' : 'max-w-3xl px-4 py-6 sm:px-6')}>
        {messages.length === 0 && !draft ? (
          empty
        ) : (
          <div role="log" aria-label="Conversation" aria-busy={streaming}>
            <ol className="space-y-5">
              {messages.map((message) => (
                <MessageBubble
                  key={message.key}
                  message={message}
                  activeSurveyId={activeSurveyId}
                  undoing={undoing}
                  suggestions={message === lastAssistant ? message.suggestions : []}
                  onSuggestion={onSuggestion}
                  onOpenArtifact={onOpenArtifact}
                  onUndo={onUndo}
                  onRetry={message.key === retryKey ? onRetry : undefined}
                />
              ))}
              {draft ? (
                draft.content || draft.artifact ? (
                  <MessageBubble
                    key={draft.key}
                    message={draft}
                    activeSurveyId={activeSurveyId}
                    undoing={undoing}
                    suggestions={[]}
                    onSuggestion={onSuggestion}
                    onOpenArtifact={onOpenArtifact}
                    onUndo={onUndo}
                    streaming
                  />
                ) : (
                  <ThinkingBubble key={draft.key} />
                )
              ) : null}
            </ol>
          </div>
        )}
      </div>
    </div>
  );
}

function Appear({ children, className }: { children: ReactNode; className?: string }) {
  const reduceMotion = useReducedMotion();
  return (
    <motion.li
      className={className}
      initial={reduceMotion ? false : { opacity: 0, y: 6 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.2, ease: 'easeOut' }}
    >
      {children}
    </motion.li>
  );
}

interface MessageBubbleProps {
  message: ChatMessageItem;
  activeSurveyId?: string | null;
  undoing?: boolean;
  suggestions: string[];
  onSuggestion: (text: string) => void;
  onOpenArtifact: (surveyId: string) => void;
  onUndo: () => void;
  /** Offered on the error reply of a send that failed. */
  onRetry?: () => void;
  /** The answer is still arriving: half-written markup is not shown raw. */
  streaming?: boolean;
}

function MessageBubble({
  message,
  activeSurveyId,
  undoing,
  suggestions,
  onSuggestion,
  onOpenArtifact,
  onUndo,
  onRetry,
  streaming,
}: MessageBubbleProps) {
  if (message.role === 'user') {
    return (
      <Appear className="flex justify-end">
        <div className="bg-brand-600 max-w-[85%] rounded-2xl rounded-br-md px-4 py-2.5 text-[15px] leading-6 break-words whitespace-pre-wrap text-white shadow-sm">
          <span className="sr-only">You: </span>
          {message.content}
        </div>
      </Appear>
    );
  }

  return (
    <Appear className="flex items-start gap-2.5">
      <PollenAvatar className="mt-0.5" />
      <div className="min-w-0 flex-1 space-y-2.5">
        {message.content ? (
          <div
            data-error={message.is_error || undefined}
            className={cn(
              'w-fit max-w-full rounded-2xl rounded-tl-md px-4 py-2.5 text-[15px] leading-6',
              message.is_error
                ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
                : 'bg-white text-slate-800 ring-1 ring-slate-200',
            )}
          >
            <span className="sr-only">Pollen: </span>
            {message.is_error ? (
              <div className="flex items-start gap-2">
                <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <div className="min-w-0 space-y-2">
                  <p>{message.content}</p>
                  {onRetry ? (
                    <button
                      type="button"
                      onClick={onRetry}
                      className="inline-flex items-center gap-1.5 rounded-lg bg-white px-2.5 py-1 text-sm font-medium text-red-800 ring-1 ring-red-200 hover:bg-red-100"
                    >
                      <RotateCcw aria-hidden="true" className="size-3.5" />
                      {RETRY}
                    </button>
                  ) : null}
                </div>
              </div>
            ) : (
              <FormattedText text={message.content} streaming={streaming} />
            )}
          </div>
        ) : null}
        {message.artifact ? (
          <ArtifactCard
            artifact={message.artifact}
            active={activeSurveyId === message.artifact.surveyId}
            undoable={message.undoable}
            undoing={undoing}
            onOpen={onOpenArtifact}
            onUndo={onUndo}
          />
        ) : null}
        {message.stopped ? (
          <p className="text-xs text-slate-500 italic">
            {stoppedReplyNote(
              message.artifact ? { change: message.artifact.change, title: message.artifact.title } : null,
            )}
          </p>
        ) : null}
        {suggestions.length > 0 ? (
          <div className="flex flex-wrap gap-2 pt-0.5" aria-label="Suggested replies" role="group">
            {suggestions.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => onSuggestion(suggestion)}
                className="border-brand-200 text-brand-700 hover:bg-brand-50 inline-flex items-center gap-1.5 rounded-full border bg-white px-3 py-1.5 text-left text-sm font-medium transition-colors"
              >
                <Sparkles aria-hidden="true" className="size-3.5 shrink-0" />
                {suggestion}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </Appear>
  );
}

function ThinkingBubble() {
  return (
    <Appear className="flex items-start gap-2.5">
      <PollenAvatar className="mt-0.5" />
      <div
        role="status"
        className="flex items-center gap-2 rounded-2xl rounded-tl-md bg-white px-4 py-3 text-sm text-slate-500 ring-1 ring-slate-200"
      >
        <span aria-hidden="true" className="flex items-center gap-1">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              style={{ animationDelay: `${delay}ms` }}
              className="size-1.5 rounded-full bg-slate-400 motion-safe:animate-bounce"
            />
          ))}
        </span>
        {THINKING}
      </div>
    </Appear>
  );
}
