import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { VoiceInputButton } from '../../components/voice-input/voice-input-button.tsx';
import { cn } from '../../lib/cn.ts';
import { appendDictation } from '../../lib/voice/append-dictation.ts';
import { pipeSegments } from '#shared/survey/piping.ts';

export interface InlineTextProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name; shown above the field when visibleLabel is set. */
  label: string;
  visibleLabel?: boolean;
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  /** Single-line text that wraps on narrow screens: Enter still commits and no line breaks are kept. */
  wrap?: boolean;
  /** 'near-limit' shows the count from 80% of maxLength on. */
  counter?: 'always' | 'near-limit';
  className?: string;
  inputClassName?: string;
  id?: string;
  /** A microphone in the field's corner: the author speaks, the transcript is added for review. */
  voiceInput?: boolean;
  /**
   * Marks piping tokens ({{name}}) where they stand, so the author tells them from words while
   * editing them as text (wrapping fields only: the marks are laid over the text as it wraps).
   */
  markTokens?: boolean;
}

/**
 * Text that reads as plain text and edits in place: a real input (or textarea) styled flat until
 * hovered or focused. Changes apply as they are typed (autosave debounces them); Enter commits and
 * leaves the field (single-line only); Escape restores the value it had when focused. Leaving the
 * field drops spaces and line breaks at either end (a stray Enter would otherwise stay in the
 * question); trimming while typing would eat the space before the next word.
 */
export function InlineText({
  value,
  onChange,
  label,
  visibleLabel = false,
  placeholder,
  maxLength,
  multiline = false,
  wrap = false,
  counter = 'near-limit',
  className,
  inputClassName,
  id,
  voiceInput = false,
  markTokens = false,
}: InlineTextProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const counterId = `${inputId}-count`;
  const valueAtFocus = useRef(value);
  /** Escape restored the value: the blur that follows must not trim the text it replaced. */
  const restoring = useRef(false);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  /** The microphone is recording or showing a message: it stays visible without hover or focus. */
  const [voiceActive, setVoiceActive] = useState(false);

  const showCounter =
    maxLength !== undefined && (counter === 'always' || value.length >= Math.floor(maxLength * 0.8));
  const atLimit = maxLength !== undefined && value.length >= maxLength;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // A wrapping single-line field is a textarea only for looks: it never takes a line break.
    const raw = multiline ? event.target.value : event.target.value.replace(/[\r\n]+/g, ' ');
    const next = maxLength === undefined ? raw : raw.slice(0, maxLength);
    onChange(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      // Stay inside: Escape here means "undo my typing", not "close the surrounding popup".
      event.stopPropagation();
      event.preventDefault();
      if (value !== valueAtFocus.current) onChange(valueAtFocus.current);
      restoring.current = true;
      event.currentTarget.blur();
    } else if (event.key === 'Enter' && !multiline && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  const fieldClass = cn(
    'block w-full rounded-md border border-transparent bg-transparent px-2 py-1 text-slate-900 transition-colors placeholder:text-slate-400 hover:border-slate-200 hover:bg-slate-50/80 focus:border-brand-400 focus:bg-white focus:ring-2 focus:ring-brand-500/20 focus:outline-none',
    (multiline || wrap) && 'field-sizing-content min-h-[2.25rem] resize-none',
    // Room for the microphone, and for the wider recording controls while they show.
    voiceInput && (voiceActive ? 'pr-32' : 'pr-9'),
    inputClassName,
  );

  const common = {
    ref: field,
    id: inputId,
    value,
    placeholder,
    maxLength,
    onChange: handleChange,
    onKeyDown: handleKeyDown,
    onFocus: () => {
      valueAtFocus.current = value;
    },
    onBlur: () => {
      if (restoring.current) restoring.current = false;
      else if (value.trim() !== value) onChange(value.trim());
    },
    'aria-describedby': showCounter ? counterId : undefined,
    className: fieldClass,
    ...(visibleLabel ? {} : { 'aria-label': label }),
  };

  return (
    <div className={cn('group/inline relative', className)}>
      {visibleLabel ? (
        <label htmlFor={inputId} className="mb-1 block px-2 text-xs font-medium text-slate-600">
          {label}
        </label>
      ) : null}
      {multiline || wrap ? (
        markTokens && value.includes('{{') ? (
          <div className="relative">
            <textarea rows={1} {...common} />
            <TokenMarks
              text={value}
              className={cn(
                fieldClass,
                'pointer-events-none absolute inset-0 overflow-hidden break-words whitespace-pre-wrap text-transparent placeholder:text-transparent hover:border-transparent hover:bg-transparent',
              )}
            />
          </div>
        ) : (
          <textarea rows={1} {...common} />
        )
      ) : (
        <input type="text" {...common} />
      )}
      {voiceInput ? (
        <VoiceInputButton
          fieldLabel={label}
          size="sm"
          onActiveChange={setVoiceActive}
          onTranscript={(text) => {
            // Added to what is there, as typing would be: autosaved, undoable, and the author
            // reviews it in the field, which takes the focus (its Escape restores the text before).
            const dictated = appendDictation(value, text, maxLength);
            field.current?.focus();
            onChange(dictated.value);
            return dictated;
          }}
          className={cn(
            'absolute right-0.5 transition-opacity',
            visibleLabel ? 'top-6' : 'top-0.5',
            !voiceActive &&
              'opacity-0 group-focus-within/inline:opacity-100 group-hover/inline:opacity-100 [@media(hover:none)]:opacity-100',
          )}
        />
      ) : null}
      {showCounter ? (
        <p
          id={counterId}
          className={cn(
            'mt-0.5 px-2 text-right text-[11px] tabular-nums',
            atLimit ? 'font-medium text-amber-700' : 'text-slate-500',
          )}
        >
          {value.length}/{maxLength}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The field's text again, invisible, over the field with the same box and font, so it wraps the
 * same way; only the tokens get a visible tint, which then sits on the tokens in the field.
 */
function TokenMarks({ text, className }: { text: string; className: string }) {
  return (
    <div aria-hidden="true" data-token-marks className={className}>
      {pipeSegments(text, []).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.raw
        ) : (
          <mark key={index} className="bg-brand-500/15 ring-brand-400/60 rounded-sm text-transparent ring-1">
            {segment.raw}
          </mark>
        ),
      )}
    </div>
  );
}
