import { CalendarDays, ChevronDown, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  addChoiceOption,
  findQuestion,
  removeChoiceOption,
  updateChoiceOption,
  updateResponseOptions,
  type ItemRef,
} from '#shared/survey/survey-operations.ts';
import type {
  ChoiceQuestion,
  ContactQuestion,
  ConsentQuestion,
  DateQuestion,
  NpsQuestion,
  NumberQuestion,
} from '#shared/survey/question-kinds.ts';
import { TEXT_LIMITS, type SurveyDocument } from '#shared/survey/survey-schema.ts';
import { numberBoundsText, parseTypedNumber } from '#shared/take/answer-formats.ts';
import { NPS_GROUPS } from '#shared/report/nps.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useEditor } from './editor-context.tsx';
import { InlineText } from './inline-text.tsx';
import { EditorWithPreview, PreviewQuestion } from './editor-preview.tsx';
import { FieldBox, LabelField, ToggleRow } from './editor-fields.tsx';

// Editors of the issue-12 answer types: NPS, date, e-mail, phone, number and consent (the dropdown
// is a choice question: ChoiceEditor, with the list paste and preview below).

type TypedQuestion = NpsQuestion | DateQuestion | ContactQuestion | NumberQuestion | ConsentQuestion;
/** A dropdown (a choice question answered from a closed list). */
type DropdownQuestion = ChoiceQuestion;

const previewInput =
  'flex min-h-11 w-full items-center rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-400';

// ----- NPS -----------------------------------------------------------------------------------------

const GROUP_TONES = {
  detractors: 'border-red-200 bg-red-50 text-red-800',
  passives: 'border-amber-200 bg-amber-50 text-amber-900',
  promoters: 'border-emerald-200 bg-emerald-50 text-emerald-800',
} as const;

function NpsEditor({ question, itemRef }: { question: NpsQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const options = question.response_options;
  const labelField = (key: 'min_label' | 'max_label', label: string) => (
    <LabelField
      label={label}
      value={options[key]}
      maxLength={TEXT_LIMITS.numberLabel}
      onChange={(text) => update((doc) => updateResponseOptions(doc, itemRef, { [key]: text }))}
    />
  );
  return (
    <EditorWithPreview
      settings={
        <>
          <p className="text-sm text-slate-600">
            Respondents pick a score from 0 to 10. The report shows the Net Promoter Score: the share of
            promoters (9–10) minus the share of detractors (0–6), from −100 to +100.
          </p>
          <div className="space-y-2">
            {labelField('min_label', 'Label under 0')}
            {labelField('max_label', 'Label under 10')}
          </div>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <div className="grid grid-cols-11 gap-1">
            {Array.from({ length: 11 }, (_, score) => {
              const group = NPS_GROUPS.find((entry) => score >= entry.low && score <= entry.high)!;
              return (
                <span
                  key={score}
                  className={cn(
                    'flex h-9 items-center justify-center rounded-md border text-xs font-semibold tabular-nums',
                    GROUP_TONES[group.key],
                  )}
                >
                  {score}
                </span>
              );
            })}
          </div>
          <div className="mt-2 flex justify-between gap-2 text-xs text-slate-600">
            <span className="break-words">{options.min_label}</span>
            <span className="text-right break-words">{options.max_label}</span>
          </div>
          <p className="mt-3 text-xs text-slate-500">
            Colours show the groups in the report: detractors 0–6, passives 7–8, promoters 9–10. Respondents
            see plain buttons.
          </p>
        </>
      }
    />
  );
}

// ----- date ----------------------------------------------------------------------------------------

function DateBoundField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <input
          id={id}
          type="date"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          className="min-h-9 w-full min-w-0 rounded-lg border border-slate-200 bg-white px-2 text-sm text-slate-800"
        />
        {value !== null ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={`Clear ${label.toLowerCase()}`}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function DateEditor({ question, itemRef }: { question: DateQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const { earliest, latest } = question.response_options;
  return (
    <EditorWithPreview
      settings={
        <>
          <p className="text-sm text-slate-600">
            Respondents pick a day with their device&apos;s own date picker, or type it.
          </p>
          <div className="grid gap-3 @md:grid-cols-2">
            <DateBoundField
              label="Earliest date"
              value={earliest}
              onChange={(value) => update((doc) => updateResponseOptions(doc, itemRef, { earliest: value }))}
            />
            <DateBoundField
              label="Latest date"
              value={latest}
              onChange={(value) => update((doc) => updateResponseOptions(doc, itemRef, { latest: value }))}
            />
          </div>
          <p className="text-xs text-slate-500">Leave both empty to accept any date.</p>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <div className={previewInput}>
            <span className="flex-1">dd / mm / yyyy</span>
            <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
          </div>
        </>
      }
    />
  );
}

// ----- e-mail and phone ----------------------------------------------------------------------------

function ContactEditor({ question, itemRef }: { question: ContactQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const email = question.response_type === 'EMAIL';
  const { placeholder } = question.response_options;
  return (
    <EditorWithPreview
      settings={
        <>
          <FieldBox>
            <InlineText
              label="Placeholder"
              visibleLabel
              value={placeholder}
              maxLength={TEXT_LIMITS.placeholder}
              inputClassName="text-sm"
              onChange={(text) => update((doc) => updateResponseOptions(doc, itemRef, { placeholder: text }))}
            />
          </FieldBox>
          <p className="text-xs text-slate-500">
            {email
              ? 'Answers are checked: an address like name@example.com. Phones show the e-mail keyboard.'
              : 'Answers are checked: 7 to 15 digits, with spaces, +, -, dots or brackets. Phones show the number pad.'}
          </p>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <div className={previewInput}>{placeholder}</div>
        </>
      }
    />
  );
}

// ----- number --------------------------------------------------------------------------------------

/** A bound that may be empty (no bound), applied on Enter or blur like NumberField. */
function OptionalNumberField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const shown = value === null ? '' : String(value);
  const [draft, setDraft] = useState(shown);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    setLastValue(value);
    setDraft(shown);
  }
  const parsed = draft.trim() === '' ? null : parseTypedNumber(draft);
  const invalid = draft.trim() !== '' && parsed === null;
  const commit = () => {
    if (invalid) return setDraft(shown);
    if (parsed !== value) onCommit(parsed);
    setDraft(value === null ? '' : String(value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') setDraft(shown);
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={draft}
        placeholder="No limit"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className={cn(
          'min-h-9 w-full rounded-lg border bg-white px-2 text-sm text-slate-800 tabular-nums',
          invalid ? 'border-red-400' : 'border-slate-200',
        )}
      />
      {invalid ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          Type a number, or leave it empty for no limit.
        </p>
      ) : null}
    </div>
  );
}

function NumberEditor({ question, itemRef }: { question: NumberQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const options = question.response_options;
  const bounds = numberBoundsText(options);
  return (
    <EditorWithPreview
      settings={
        <>
          <div className="grid grid-cols-2 gap-3">
            <OptionalNumberField
              label="Lowest allowed"
              value={options.min}
              onCommit={(value) => update((doc) => updateResponseOptions(doc, itemRef, { min: value }))}
            />
            <OptionalNumberField
              label="Highest allowed"
              value={options.max}
              onCommit={(value) => update((doc) => updateResponseOptions(doc, itemRef, { max: value }))}
            />
          </div>
          <ToggleRow
            label="Whole numbers only"
            description="Refuse answers such as 2.5"
            checked={options.integer}
            onChange={(checked) => update((doc) => updateResponseOptions(doc, itemRef, { integer: checked }))}
          />
          <FieldBox>
            <InlineText
              label="Placeholder"
              visibleLabel
              value={options.placeholder}
              maxLength={TEXT_LIMITS.placeholder}
              inputClassName="text-sm"
              onChange={(text) => update((doc) => updateResponseOptions(doc, itemRef, { placeholder: text }))}
            />
          </FieldBox>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <div className={cn(previewInput, 'max-w-56')}>{options.placeholder}</div>
          <p className="mt-1.5 text-xs text-slate-500">
            {[options.integer ? 'A whole number' : 'A number', bounds].filter(Boolean).join(' ')}
          </p>
        </>
      }
    />
  );
}

// ----- consent -------------------------------------------------------------------------------------

function ConsentEditor({ question, itemRef }: { question: ConsentQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const { statement } = question.response_options;
  return (
    <EditorWithPreview
      settings={
        <>
          <FieldBox>
            <InlineText
              label="What respondents agree to"
              visibleLabel
              multiline
              value={statement}
              maxLength={TEXT_LIMITS.consentStatement}
              counter="near-limit"
              inputClassName="text-sm"
              onChange={(text) => update((doc) => updateResponseOptions(doc, itemRef, { statement: text }))}
            />
          </FieldBox>
          <p className="text-xs text-slate-500">
            {question.required
              ? 'Required: respondents must tick the box to go on.'
              : 'Optional: respondents may leave the box empty. Turn on Required to make agreeing a condition.'}
          </p>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800">
            <span aria-hidden="true" className="mt-0.5 size-4 shrink-0 rounded border border-slate-400" />
            <span className="min-w-0 break-words whitespace-pre-line">{statement}</span>
          </div>
        </>
      }
    />
  );
}

/** The editor for one of the issue-12 answer types. */
export function TypedAnswerEditor({ question, itemRef }: { question: TypedQuestion; itemRef: ItemRef }) {
  switch (question.response_type) {
    case 'NPS':
      return <NpsEditor question={question} itemRef={itemRef} />;
    case 'DATE':
      return <DateEditor question={question} itemRef={itemRef} />;
    case 'EMAIL':
    case 'PHONE':
      return <ContactEditor question={question} itemRef={itemRef} />;
    case 'NUMBER':
      return <NumberEditor question={question} itemRef={itemRef} />;
    case 'CONSENT':
      return <ConsentEditor question={question} itemRef={itemRef} />;
  }
}

// ----- dropdown ------------------------------------------------------------------------------------

/** What respondents see for a dropdown: a closed list with its first options, searchable. */
export function DropdownPreview({ question }: { question: DropdownQuestion }) {
  const options = [...question.response_options.options].sort((a, b) => a.position - b.position);
  return (
    <>
      <PreviewQuestion question={question} />
      <div className={cn(previewInput, 'justify-between')}>
        <span>Choose an option</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </div>
      <div className="mt-1 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-sm">
        <div className="flex items-center gap-2 border-b border-slate-100 px-2 py-1.5 text-slate-400">
          <Search aria-hidden="true" className="size-3.5" /> Type to search
        </div>
        <ul className="py-1">
          {options.slice(0, 4).map((option, index) => (
            <li key={option.id} className="truncate px-2 py-1 text-slate-700">
              {option.text || `Option ${index + 1}`}
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-1.5 text-xs text-slate-500">
        {options.length} option{options.length === 1 ? '' : 's'}
        {options.length > 4 ? `; respondents scroll or type to find one` : ''}
      </p>
    </>
  );
}

/** Parses pasted options: one per line (or separated by semicolons), blanks and repeats dropped. */
export function pastedOptionTexts(text: string): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  for (const part of text.split(/\r?\n|;/)) {
    const trimmed = part
      .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')
      .trim()
      .slice(0, TEXT_LIMITS.option);
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    texts.push(trimmed);
  }
  return texts;
}

/** The document with the choice question's options reading exactly `texts` (ids reused in order). */
export function withOptionTexts(doc: SurveyDocument, ref: ItemRef, texts: readonly string[]): SurveyDocument {
  const optionsOf = (current: SurveyDocument) => {
    const question = findQuestion(current, ref);
    return question && 'options' in question.response_options
      ? [...question.response_options.options].sort((a, b) => a.position - b.position)
      : [];
  };
  let next = doc;
  texts.forEach((text, index) => {
    if (optionsOf(next)[index] === undefined) next = addChoiceOption(next, ref);
    const option = optionsOf(next)[index];
    if (option !== undefined) next = updateChoiceOption(next, ref, option.id, text);
  });
  for (const surplus of optionsOf(next).slice(texts.length)) next = removeChoiceOption(next, ref, surplus.id);
  return next;
}

/** Replaces a dropdown's options with a pasted list (a long list is typed once, not option by option). */
export function PasteOptions({ itemRef }: { itemRef: ItemRef }) {
  const { update } = useEditor();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const texts = pastedOptionTexts(text);
  if (!open)
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Paste a list of options
      </Button>
    );
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Paste options, one per line
      </label>
      <textarea
        id={id}
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-lg border border-slate-200 bg-white px-2 py-1.5 text-sm text-slate-800"
        placeholder={'Austria\nBelgium\nCroatia'}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          disabled={texts.length === 0}
          onClick={() => {
            update((doc) => withOptionTexts(doc, itemRef, texts));
            setText('');
            setOpen(false);
          }}
        >
          Replace options with {texts.length} option{texts.length === 1 ? '' : 's'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
