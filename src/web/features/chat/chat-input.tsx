import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ArrowUp, Lightbulb, Square } from 'lucide-react';
import { CHAT_INPUT_HEIGHT, QUESTION_SUGGESTIONS } from '#shared/chat/chat-display.ts';
import { MAX_CHAT_MESSAGE_LENGTH } from '#shared/chat/chat-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { VoiceInputButton } from '../../components/voice-input/voice-input-button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { cn } from '../../lib/cn.ts';
import { appendDictation } from '../../lib/voice/append-dictation.ts';

export const INPUT_PLACEHOLDER = 'Ask me anything about user testing...';
export const BUSY_PLACEHOLDER = 'AI is thinking...';

export interface ChatInputProps {
  /** Called with the text as typed (the store trims it); the box is cleared. */
  onSend: (text: string) => void;
  /** The Stop button while an answer streams. */
  onStop: () => void;
  /** An answer is on its way: the box is disabled and says "AI is thinking...". */
  busy: boolean;
  autoFocus?: boolean;
  className?: string;
  /** A send that failed: its words come back into the box (and leave it again on Retry). */
  restore?: { key: string; message: string } | null;
}

/** Grows the box with its text from 44 px to 100 px, then it scrolls (spec owner §9). */
export function fitInputHeight(element: HTMLTextAreaElement) {
  element.style.height = 'auto';
  const content = element.scrollHeight;
  const height = Math.min(CHAT_INPUT_HEIGHT.max, Math.max(CHAT_INPUT_HEIGHT.min, content));
  element.style.height = `${height}px`;
  element.style.overflowY = content > CHAT_INPUT_HEIGHT.max ? 'auto' : 'hidden';
}

/**
 * A failed send's words go back into an empty box, so nothing typed is lost; once the failure is
 * settled (Retry sent them), they leave the box again unless the author has changed them.
 */
function useRestoredPrompt(
  restore: { key: string; message: string } | null,
  value: string,
  setValue: (value: string) => void,
) {
  // Adjusted while rendering when the failure changes (React's pattern for following a prop).
  const [seen, setSeen] = useState<{ key: string | null; restored: string | null }>({
    key: null,
    restored: null,
  });
  const key = restore?.key ?? null;
  if (key === seen.key) return;
  if (restore) {
    const empty = value.trim() === '';
    if (empty) setValue(restore.message);
    setSeen({ key, restored: empty ? restore.message : null });
  } else {
    if (seen.restored !== null && value === seen.restored) setValue('');
    setSeen({ key: null, restored: null });
  }
}

/** The message box: Enter sends, Shift+Enter starts a new line; sample questions in a dropdown. */
export function ChatInput({ onSend, onStop, busy, autoFocus, className, restore }: ChatInputProps) {
  const [value, setValue] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const wasBusy = useRef(busy);
  useRestoredPrompt(restore ?? null, value, setValue);

  useLayoutEffect(() => {
    if (textarea.current) fitInputHeight(textarea.current);
  }, [value]);

  // The box was disabled while the answer came: give the focus back if nothing else has it.
  useEffect(() => {
    const active = document.activeElement;
    if (wasBusy.current && !busy && (!active || active === document.body)) textarea.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const send = (text: string) => {
    if (busy || !text.trim()) return;
    onSend(text);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !value.trim()) return;
    send(value);
    setValue('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={submit}
      className={cn(
        'focus-within:border-brand-400 focus-within:ring-brand-100 @container relative flex items-end gap-1.5 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-sm transition-shadow focus-within:ring-4',
        className,
      )}
    >
      <DropdownMenu>
        <DropdownMenuTrigger asChild disabled={busy}>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Question suggestions"
            title="Question suggestions"
            className="size-11 shrink-0 rounded-xl text-slate-500 hover:text-amber-600"
          >
            <Lightbulb aria-hidden="true" className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="start" className="w-[min(22rem,calc(100vw-2rem))]">
          <DropdownMenuLabel>
            <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Try asking</span>
          </DropdownMenuLabel>
          {QUESTION_SUGGESTIONS.map((sample) => (
            <DropdownMenuItem key={sample} onSelect={() => send(sample)}>
              <span className="leading-5 whitespace-normal">{sample}</span>
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>

      <textarea
        ref={textarea}
        rows={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={busy}
        autoFocus={autoFocus}
        maxLength={MAX_CHAT_MESSAGE_LENGTH}
        aria-label="Message"
        placeholder={busy ? BUSY_PLACEHOLDER : INPUT_PLACEHOLDER}
        style={{ height: CHAT_INPUT_HEIGHT.min }}
        className="min-w-0 flex-1 resize-none border-0 bg-transparent px-1 py-2.5 text-[15px] leading-6 text-slate-900 placeholder:text-[13px] placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-500 @md:placeholder:text-[15px]"
      />

      <VoiceInputButton
        placement="above"
        disabled={busy}
        onTranscript={(text) => {
          // Into the box for the author to read and send; never sent by itself.
          const dictated = appendDictation(value, text, MAX_CHAT_MESSAGE_LENGTH);
          setValue(dictated.value);
          textarea.current?.focus();
          return dictated;
        }}
      />

      {busy ? (
        <Button
          variant="dark"
          size="icon"
          aria-label="Stop generating"
          title="Stop generating"
          onClick={onStop}
          className="size-11 shrink-0 rounded-xl"
        >
          <Square aria-hidden="true" className="size-4 fill-current" />
        </Button>
      ) : (
        <Button
          type="submit"
          size="icon"
          aria-label="Send message"
          title="Send message"
          disabled={!value.trim()}
          // In a narrow box (a phone, the docked panel) an empty box shows the microphone in Send's
          // place, so the placeholder fits; sized by the box, not the screen.
          className={cn('size-11 shrink-0 rounded-xl', !value.trim() && '@max-md:hidden')}
        >
          <ArrowUp aria-hidden="true" className="size-5" />
        </Button>
      )}
    </form>
  );
}
