import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CircleAlert, Info, Mic, MicOff, Square, X } from 'lucide-react';
import { VOICE_INPUT_UNAVAILABLE } from '#shared/voice-input/voice-input.ts';
import { cn } from '../../lib/cn.ts';
import type { Dictated } from '../../lib/voice/append-dictation.ts';
import { useVoiceInput, type VoiceInputPhase } from '../../lib/voice/use-voice-input.ts';
import { useVoiceInputStatus } from '../../lib/voice/voice-input-api.ts';

export const UNAVAILABLE_TITLE = 'Voice input is off';
export const TRANSCRIBING = 'Transcribing…';

/** "1:07": whole seconds are enough to judge a dictation's length. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface VoiceInputButtonProps {
  /** Receives the transcript; puts it into the field and says what did not fit. */
  onTranscript: (text: string) => Dictated | void;
  /**
   * The field dictated into, given as the buttons' description ("For Question 1 text"). Not in
   * their names: a name holding the field's label would be found by a search for that label.
   */
  fieldLabel?: string;
  /**
   * Where messages open: below the field in a page, or above a composer at the bottom of the
   * screen, as wide as the composer (its nearest positioned ancestor) so they fit a phone.
   */
  placement?: 'above' | 'below';
  size?: 'md' | 'sm';
  disabled?: boolean;
  className?: string;
  /** Tells the owner whether anything is showing, so a field can keep the button visible meanwhile. */
  onActiveChange?: (active: boolean) => void;
}

/**
 * A microphone beside a text field: record, see the time and stop (or cancel, or press Escape),
 * wait while the server transcribes, then review the text in the field. Without a transcription
 * service on the server it says so and how to enable it, and records nothing.
 */
export function VoiceInputButton({
  onTranscript,
  fieldLabel,
  placement = 'below',
  size = 'md',
  disabled = false,
  className,
  onActiveChange,
}: VoiceInputButtonProps) {
  const status = useVoiceInputStatus();
  const voice = useVoiceInput(onTranscript);
  const [explaining, setExplaining] = useState(false);
  const panelId = useId();
  const micButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const previousPhase = useRef<VoiceInputPhase>(voice.phase);

  const unavailable = status.data?.available === false;
  const name = 'Voice input';
  const forId = useId();
  const describedBy = fieldLabel ? forId : undefined;
  const message =
    unavailable && explaining ? 'unavailable' : voice.error ? 'error' : voice.notice ? 'notice' : null;
  const active = voice.phase !== 'idle' || message !== null;

  useEffect(() => {
    onActiveChange?.(active);
  }, [active, onActiveChange]);

  // Focus follows the controls as they swap: onto Stop when recording starts, back to the
  // microphone when it ends without the field taking the focus (an error, a cancel).
  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = voice.phase;
    if (voice.phase === 'recording' && before !== 'recording') stopButton.current?.focus();
    if (voice.phase === 'idle' && before !== 'idle') {
      const focused = document.activeElement;
      if (!focused || focused === document.body) micButton.current?.focus();
    }
  }, [voice.phase]);

  const dismiss = () => {
    setExplaining(false);
    voice.dismiss();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    if (voice.phase === 'recording') voice.cancel();
    else if (message) dismiss();
    else return;
    // Escape belongs to the microphone here, not to a surrounding dialog or field.
    event.preventDefault();
    event.stopPropagation();
  };

  const square = size === 'md' ? 'size-11 rounded-xl' : 'size-8 rounded-lg';
  const inPill = size === 'md' ? 'size-9 rounded-lg' : 'size-7 rounded-md';
  const icon = size === 'md' ? 'size-5' : 'size-4';

  return (
    <div
      className={cn('inline-flex shrink-0', placement === 'below' && 'relative', className)}
      onKeyDown={onKeyDown}
    >
      {fieldLabel ? (
        <span id={forId} className="sr-only">
          For {fieldLabel}
        </span>
      ) : null}
      {voice.phase === 'recording' ? (
        <div
          role="group"
          aria-label="Recording"
          aria-describedby={describedBy}
          className={cn(
            'flex items-center gap-0.5 rounded-xl bg-red-50 pr-1 pl-2.5 text-red-700 ring-1 ring-red-200',
            size === 'md' ? 'h-11' : 'h-8',
          )}
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-red-600 motion-safe:animate-pulse" />
          <span
            role="timer"
            aria-label="Recording time"
            className="min-w-[2.5rem] px-1 text-xs font-semibold tabular-nums"
          >
            {formatClock(voice.elapsed)}
          </span>
          <button
            ref={stopButton}
            type="button"
            onClick={voice.stop}
            aria-label="Stop recording and transcribe"
            title="Stop recording and transcribe"
            className={cn(
              'flex items-center justify-center text-red-700 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none',
              inPill,
            )}
          >
            <Square aria-hidden="true" className="size-3.5 fill-current" />
          </button>
          <button
            type="button"
            onClick={voice.cancel}
            aria-label="Cancel recording"
            title="Cancel recording (Esc)"
            className={cn(
              'flex items-center justify-center text-red-700/80 hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-red-500 focus-visible:outline-none',
              inPill,
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : voice.phase === 'processing' ? (
        <span
          role="status"
          className={cn(
            'flex items-center gap-2 rounded-xl bg-slate-50 px-2.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200',
            size === 'md' ? 'h-11' : 'h-8',
          )}
        >
          <span
            aria-hidden="true"
            className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {TRANSCRIBING}
        </span>
      ) : (
        <button
          ref={micButton}
          type="button"
          disabled={disabled || voice.phase === 'starting'}
          aria-label={unavailable ? `${name} unavailable` : name}
          aria-describedby={describedBy}
          title={unavailable ? UNAVAILABLE_TITLE : `${name}: speak, then review the text`}
          aria-expanded={unavailable ? explaining : undefined}
          aria-controls={unavailable && explaining ? panelId : undefined}
          onClick={() => (unavailable ? setExplaining((open) => !open) : voice.start())}
          className={cn(
            'focus-visible:ring-brand-500 flex items-center justify-center transition-colors focus-visible:ring-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
            square,
            unavailable
              ? 'text-slate-400 hover:bg-slate-100 hover:text-slate-600'
              : 'hover:bg-brand-50 hover:text-brand-700 text-slate-500',
            voice.phase === 'starting' && 'text-red-600',
          )}
        >
          {unavailable ? (
            <MicOff aria-hidden="true" className={icon} />
          ) : (
            <Mic aria-hidden="true" className={icon} />
          )}
        </button>
      )}

      {message ? (
        <div
          id={panelId}
          role={message === 'error' ? 'alert' : 'status'}
          className={cn(
            'absolute z-30 flex items-start gap-2 rounded-xl bg-white p-3 text-left text-sm leading-5 shadow-lg ring-1',
            placement === 'above'
              ? 'inset-x-0 bottom-full mb-2'
              : 'top-full right-0 mt-1 w-[min(20rem,calc(100vw-2rem))]',
            message === 'error' ? 'text-red-800 ring-red-200' : 'text-slate-700 ring-slate-200',
          )}
        >
          {message === 'error' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          )}
          <div className="min-w-0 flex-1">
            {message === 'unavailable' ? (
              <>
                <p className="font-semibold text-slate-900">{UNAVAILABLE_TITLE}</p>
                <p className="mt-0.5 break-words">{VOICE_INPUT_UNAVAILABLE}</p>
              </>
            ) : (
              <p className="break-words">{message === 'error' ? voice.error : voice.notice}</p>
            )}
          </div>
          <button
            type="button"
            onClick={() => {
              dismiss();
              micButton.current?.focus();
            }}
            aria-label="Dismiss"
            className="focus-visible:ring-brand-500 -m-1 flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
