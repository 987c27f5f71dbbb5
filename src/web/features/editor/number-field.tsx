import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

export interface NumberFieldProps {
  label: string;
  value: number;
  /** Called on Enter or blur with a parsed number; the operation applies its own rules. */
  onCommit: (value: number) => void;
  /** Only whole numbers above zero (e.g. a maximum length). */
  positiveInteger?: boolean;
  /** At most this many characters can be typed (slider bounds: 5). */
  maxChars?: number;
  className?: string;
}

function parse(text: string, positiveInteger: boolean): number | null {
  const trimmed = text.trim();
  if (!trimmed || !/^-?\d*\.?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  if (positiveInteger && (!Number.isInteger(value) || value <= 0)) return null;
  return value;
}

/**
 * A number typed freely and applied on Enter or blur, not per keystroke: rules such as "min below
 * max" would otherwise fight the author mid-number. Escape or an invalid entry restores the value.
 */
export function NumberField({
  label,
  value,
  onCommit,
  positiveInteger = false,
  maxChars,
  className,
}: NumberFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(String(value));
  }

  const invalid = parse(draft, positiveInteger) === null;

  const commit = () => {
    const parsed = parse(draft, positiveInteger);
    if (parsed === null || parsed === value) {
      setDraft(String(value));
      return;
    }
    onCommit(parsed);
    // If the operation's rules leave the value as it was, show it again.
    setDraft(String(value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(String(value));
    }
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={positiveInteger ? 'numeric' : 'decimal'}
        value={draft}
        maxLength={maxChars}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={cn(
          'mt-1 block h-9 w-full rounded-lg border bg-white px-2.5 text-sm text-slate-900 tabular-nums shadow-xs focus:ring-2 focus:outline-none',
          invalid
            ? 'border-red-400 focus:border-red-500 focus:ring-red-500/20'
            : 'focus:border-brand-500 focus:ring-brand-500/20 border-slate-300',
        )}
      />
      {invalid ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {positiveInteger ? 'Enter a whole number above 0' : 'Enter a number'}
        </p>
      ) : null}
    </div>
  );
}
