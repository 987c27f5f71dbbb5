import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import type {
  ConsentOptions,
  ContactOptions,
  DateOptions,
  NpsOptions,
  NumberOptions,
} from '#shared/survey/survey-schema.ts';
import { OTHER_CHOICE_ID, choiceOptionsOf, choiceSettingsOf } from '#shared/take/answer-rules.ts';
import {
  EMAIL_ANSWER_MAX,
  NUMBER_ANSWER_MESSAGE,
  PHONE_ANSWER_MAX,
  numberBoundsText,
  parseTypedNumber,
} from '#shared/take/answer-formats.ts';
import { tidyDraft, withNumber, withOtherText, withText } from './answer-drafts.ts';
import { cx } from './cx.ts';
import type { ResponseProps } from './question-inputs.tsx';

// Respondent inputs of the issue-12 answer types. Each is a native control where one exists (date,
// checkbox, text with the right keyboard on phones), labelled by the question's heading, usable by
// keyboard alone; the shared answer rules decide what is valid (messages appear under the step).

const fieldClass =
  'focus:border-brand-500 focus:ring-brand-500/30 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:ring-4 focus:outline-none disabled:bg-slate-50';

// ----- NPS -----------------------------------------------------------------------------------------

/** 0–10 as one radio group (arrow keys move, Space or a click picks), end labels under the ends. */
export function NpsResponse({
  options,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps & { options: NpsOptions }) {
  const selected = draft?.numeric_value;
  const endsId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    const radios = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]'));
    const current = radios.indexOf(document.activeElement as HTMLElement);
    if (current === -1) return;
    event.preventDefault();
    radios[(current + step + radios.length) % radios.length]?.focus();
  };
  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-describedby={cx(describedBy, endsId) || undefined}
        onKeyDown={onKeyDown}
        className="grid grid-cols-6 gap-1.5 sm:grid-cols-11"
      >
        {Array.from({ length: 11 }, (_, score) => {
          const checked = selected === score;
          return (
            <button
              key={score}
              type="button"
              role="radio"
              aria-checked={checked}
              // One tab stop for the group: the picked score, else 0.
              tabIndex={checked || (selected === undefined && score === 0) ? 0 : -1}
              disabled={disabled}
              onClick={() => onChange(withNumber(score))}
              className={cx(
                'flex h-12 min-w-0 items-center justify-center rounded-xl border-2 text-lg font-semibold tabular-nums transition-colors disabled:cursor-not-allowed',
                checked
                  ? 'border-brand-600 bg-brand-600 text-white shadow-md'
                  : 'hover:border-brand-300 border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {score}
            </button>
          );
        })}
      </div>
      <p id={endsId} className="mt-2 flex justify-between gap-3 text-xs font-medium text-slate-600">
        <span>0 = {options.min_label}</span>
        <span className="text-right">10 = {options.max_label}</span>
      </p>
    </div>
  );
}

// ----- dropdown ------------------------------------------------------------------------------------

const OTHER_LABEL = 'Other';

/** Options whose text contains every typed word (case and accents ignored), in the author's order. */
export function matchingOptions<T extends { text: string }>(options: readonly T[], query: string): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  const starts = (text: string) => fold(text).startsWith(words.join(' '));
  const matches = options.filter((option) => words.every((word) => fold(option.text).includes(word)));
  // Options that start with what was typed come first ("Ger" → Germany before Algeria).
  return [
    ...matches.filter((option) => starts(option.text)),
    ...matches.filter((option) => !starts(option.text)),
  ];
}

/**
 * One choice from a long list: an editable combobox (ARIA 1.2) that filters as you type; arrow
 * keys move through the matches, Enter picks, Escape closes. "Other" opens a text field.
 */
export function DropdownResponse({
  question,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps) {
  const options = choiceOptionsOf(question);
  const { allowOther } = choiceSettingsOf(question);
  const chosenId = draft?.choice_ids?.[0];
  const chosen = options.find((option) => option.id === chosenId);
  const otherChosen = chosenId === OTHER_CHOICE_ID;
  const listId = useId();
  const otherId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [otherOpen, setOtherOpen] = useState(otherChosen);
  const input = useRef<HTMLInputElement>(null);
  const entries = [
    ...matchingOptions(options, query ?? '').map((option) => ({ id: option.id, text: option.text })),
    ...(allowOther && matchingOptions([{ text: OTHER_LABEL }], query ?? '').length > 0
      ? [{ id: OTHER_CHOICE_ID, text: OTHER_LABEL }]
      : []),
  ];
  const shownText = query ?? chosen?.text ?? (otherChosen || otherOpen ? OTHER_LABEL : '');
  const pick = (id: string) => {
    setOpen(false);
    setQuery(null);
    if (id === OTHER_CHOICE_ID) {
      setOtherOpen(true);
      onChange(tidyDraft({ choice_ids: [], other_text: undefined }));
      return;
    }
    setOtherOpen(false);
    onChange({ choice_ids: [id] });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            entries.findIndex((entry) => entry.id === chosenId),
          ),
        );
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (entries.length === 0 ? 0 : (current + step + entries.length) % entries.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const entry = entries[active];
      if (entry) pick(entry.id);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setQuery(null);
    } else if (event.key === 'Home' && open) {
      setActive(0);
    } else if (event.key === 'End' && open) {
      setActive(Math.max(0, entries.length - 1));
    }
  };
  const activeEntry = open ? entries[active] : undefined;
  return (
    <div>
      <div className="relative">
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-labelledby={labelledBy}
          aria-describedby={cx(describedBy, hintId) || undefined}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeEntry ? `${listId}-${activeEntry.id}` : undefined}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          placeholder="Type to search, or press ↓"
          value={shownText}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={(event) => event.currentTarget.select()}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
          }}
          onKeyDown={onKeyDown}
          className={cx(fieldClass, 'pr-11')}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-slate-500"
        />
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelledBy}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {entries.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-slate-500">
              Nothing matches “{query}”.
            </li>
          ) : (
            entries.map((entry, index) => {
              const selected = entry.id === chosenId || (entry.id === OTHER_CHOICE_ID && otherOpen);
              return (
                <li
                  key={entry.id}
                  id={`${listId}-${entry.id}`}
                  role="option"
                  aria-selected={selected}
                  // Picks before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(entry.id);
                  }}
                  onMouseMove={() => setActive(index)}
                  className={cx(
                    'flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-base text-slate-800',
                    index === active && 'bg-brand-50 text-brand-900',
                  )}
                >
                  <span className="min-w-0 break-words">{entry.text || `Option ${index + 1}`}</span>
                  {selected ? <Check aria-hidden="true" className="text-brand-700 size-4 shrink-0" /> : null}
                </li>
              );
            })
          )}
        </ul>
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {options.length} options. Type to narrow the list; arrow keys and Enter pick one.
      </p>
      {otherOpen ? (
        <div className="mt-3">
          <label htmlFor={otherId} className="mb-1 block text-sm font-medium text-slate-700">
            Your answer for “Other”
          </label>
          <input
            id={otherId}
            type="text"
            value={draft?.other_text ?? ''}
            disabled={disabled}
            onChange={(event) => onChange(withOtherText(undefined, event.target.value, false))}
            className={fieldClass}
          />
        </div>
      ) : null}
    </div>
  );
}

// ----- date ----------------------------------------------------------------------------------------

/** The browser's own date picker (calendar on phones, typed on desktop), within the question's bounds. */
export function DateResponse({
  options,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps & { options: DateOptions }) {
  return (
    <input
      type="date"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      min={options.earliest ?? undefined}
      max={options.latest ?? undefined}
      value={draft?.text_value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(withText(event.target.value))}
      className={cx(fieldClass, 'max-w-64')}
    />
  );
}

// ----- e-mail and phone ----------------------------------------------------------------------------

/** A text field with the e-mail or phone keyboard and autofill; checked by the shared rules. */
export function ContactResponse({
  question,
  options,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps & { options: ContactOptions }) {
  const email = question.response_type === 'EMAIL';
  return (
    <input
      type={email ? 'email' : 'tel'}
      inputMode={email ? 'email' : 'tel'}
      autoComplete={email ? 'email' : 'tel'}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={email ? EMAIL_ANSWER_MAX : PHONE_ANSWER_MAX}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      placeholder={options.placeholder}
      value={draft?.text_value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(withText(event.target.value))}
      className={cx(fieldClass, 'max-w-md')}
    />
  );
}

// ----- number --------------------------------------------------------------------------------------

/**
 * A typed number (decimal keypad on phones; "1,5" and "1 000" read as numbers). What is typed
 * stays as typed; text that is no number says so here and is not sent.
 */
export function NumberResponse({
  options,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps & { options: NumberOptions }) {
  const given = draft?.numeric_value;
  const [text, setText] = useState(given === undefined ? '' : String(given));
  const hintId = useId();
  const notNumberId = useId();
  const notNumber = text.trim() !== '' && parseTypedNumber(text) === null;
  const bounds = numberBoundsText(options);
  const hint = [options.integer ? 'A whole number' : 'A number', bounds].filter(Boolean).join(' ');
  return (
    <div>
      <input
        type="text"
        inputMode={options.integer && (options.min ?? 0) >= 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-labelledby={labelledBy}
        aria-describedby={cx(describedBy, hintId, notNumber && notNumberId) || undefined}
        aria-invalid={notNumber || undefined}
        placeholder={options.placeholder}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          const value = parseTypedNumber(event.target.value);
          onChange(value === null ? undefined : withNumber(value));
        }}
        className={cx(fieldClass, 'max-w-64 tabular-nums')}
      />
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {hint}.
      </p>
      {notNumber ? (
        <p id={notNumberId} className="mt-1 text-sm text-red-700">
          {NUMBER_ANSWER_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

// ----- consent -------------------------------------------------------------------------------------

/** A real checkbox whose label is the statement; Space ticks it. Ticked sends 1, unticked nothing. */
export function ConsentResponse({
  question,
  options,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps & { options: ConsentOptions }) {
  const id = useId();
  const checked = draft?.numeric_value === 1;
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <label
        htmlFor={id}
        className={cx(
          'flex cursor-pointer items-start gap-3 rounded-xl border-2 px-4 py-3.5 text-base text-slate-900 transition-colors',
          checked ? 'border-brand-600 bg-brand-50' : 'hover:border-brand-300 border-slate-200 bg-white',
        )}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-required={question.required || undefined}
          onChange={(event) => onChange(event.target.checked ? withNumber(1) : undefined)}
          className="accent-brand-600 mt-0.5 size-5 shrink-0"
        />
        <span className="min-w-0 break-words whitespace-pre-line">{options.statement}</span>
      </label>
    </div>
  );
}
