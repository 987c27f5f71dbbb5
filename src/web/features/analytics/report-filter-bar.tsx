import { withTokensAsNames } from '#shared/survey/piping.ts';
import { useId, useState, type FormEvent } from 'react';
import { Filter, Plus, X } from 'lucide-react';
import {
  describeCondition,
  describeScope,
  completionFilters,
  EMPTY_FILTER,
  filterOpsFor,
  MAX_FILTER_CONDITIONS,
  MAX_FILTER_TEXT,
  type CompletionFilter,
  type FilterCondition,
  type ReportFilter,
} from '#shared/report/report-filter.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { Button } from '../../components/ui/button.tsx';

// The analytics page's filter bar (issue 12 §6): readable chips for each condition, each removable,
// a form to add one, and "Clear all". The page keeps the filter in its URL (use-report-filter.ts).

const fieldClass =
  'focus-visible:ring-brand-500 h-9 w-full rounded-lg bg-white px-3 text-sm text-slate-900 shadow-xs ring-1 ring-slate-200 ring-inset focus-visible:ring-2 focus-visible:outline-none';

type Target =
  | { kind: 'question'; question: QuestionItem }
  | { kind: 'hidden' }
  | { kind: 'dates' }
  | { kind: 'completion' };

export function ReportFilterBar({
  filter,
  questions,
  hiddenFields = [],
  onChange,
  updating,
}: {
  filter: ReportFilter;
  /** The report's questions, in order (only choice, number and text ones can be filtered). */
  questions: QuestionItem[];
  /** The hidden fields the survey declares; without any, there is nothing to filter by there. */
  hiddenFields?: string[];
  onChange: (filter: ReportFilter) => void;
  /** Filtered figures are loading. */
  updating: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const chips = [
    ...filter.conditions.map((condition, index) => ({
      key: `c${index}`,
      label: describeCondition(condition, byId),
      remove: () => onChange({ ...filter, conditions: filter.conditions.filter((_, at) => at !== index) }),
    })),
    ...describeScope(filter).map((chip) => ({
      key: chip.key,
      label: chip.label,
      remove: () =>
        onChange(
          chip.key === 'completion'
            ? { ...filter, completion: 'completed' }
            : { ...filter, [chip.key]: null },
        ),
    })),
  ];
  return (
    <section
      aria-label="Filters"
      className="rounded-card border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
          <Filter aria-hidden="true" className="size-4 text-slate-500" />
          Filters
        </span>
        {chips.length === 0 ? <span className="text-sm text-slate-500">All responses</span> : null}
        <ul className="contents">
          {chips.map((chip) => (
            <li key={chip.key}>
              <span className="bg-brand-50 text-brand-900 ring-brand-200 inline-flex max-w-full items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm ring-1 ring-inset">
                <span className="truncate">{chip.label}</span>
                <button
                  type="button"
                  onClick={chip.remove}
                  aria-label={`Remove filter: ${chip.label}`}
                  className="text-brand-700 hover:bg-brand-100 focus-visible:ring-brand-500 rounded-full p-0.5 focus-visible:ring-2 focus-visible:outline-none"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <CompletionControl
            value={filter.completion}
            onChange={(completion) => onChange({ ...filter, completion })}
          />
          {updating ? (
            <span role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <span
                aria-hidden="true"
                className="border-brand-600 size-3.5 animate-spin rounded-full border-2 border-t-transparent"
              />
              Updating figures…
            </span>
          ) : null}
          {chips.length > 0 ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTER)}>
              Clear all
            </Button>
          ) : null}
          {filter.conditions.length < MAX_FILTER_CONDITIONS ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setAdding((open) => !open)}
              aria-expanded={adding}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add filter
            </Button>
          ) : null}
        </div>
      </div>
      {adding ? (
        <AddFilterForm
          filter={filter}
          questions={questions.filter((question) => filterOpsFor(question).length > 0)}
          hiddenFields={hiddenFields}
          onCancel={() => setAdding(false)}
          onAdd={(next) => {
            onChange(next);
            setAdding(false);
          }}
        />
      ) : null}
    </section>
  );
}

const COMPLETION_LABELS: Record<CompletionFilter, string> = {
  completed: 'Completed',
  partial: 'Partial',
  all: 'Completed and partial',
};

/** Which responses the figures count: completed (default), partial (left before the end) or both. */
function CompletionControl({
  value,
  onChange,
}: {
  value: CompletionFilter;
  onChange: (completion: CompletionFilter) => void;
}) {
  const id = useId();
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Responses
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CompletionFilter)}
        className={`${fieldClass} w-auto pr-8`}
      >
        {completionFilters.map((entry) => (
          <option key={entry} value={entry}>
            {COMPLETION_LABELS[entry]}
          </option>
        ))}
      </select>
    </span>
  );
}

function AddFilterForm({
  filter,
  questions,
  hiddenFields,
  onAdd,
  onCancel,
}: {
  filter: ReportFilter;
  questions: QuestionItem[];
  hiddenFields: string[];
  onAdd: (filter: ReportFilter) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [targetKey, setTargetKey] = useState(questions[0] ? `q:${questions[0].id}` : 'dates');
  const [op, setOp] = useState<string>('');
  const [value, setValue] = useState('');
  const [field, setField] = useState(hiddenFields[0] ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const [completion, setCompletion] = useState<CompletionFilter>(filter.completion);
  const [error, setError] = useState<string | null>(null);

  const question = targetKey.startsWith('q:')
    ? questions.find((entry) => `q:${entry.id}` === targetKey)
    : undefined;
  const target: Target = question
    ? { kind: 'question', question }
    : targetKey === 'hidden'
      ? { kind: 'hidden' }
      : targetKey === 'completion'
        ? { kind: 'completion' }
        : { kind: 'dates' };
  const ops = question ? filterOpsFor(question) : [];
  const currentOp = ops.includes(op as (typeof ops)[number])
    ? op
    : (ops[0] ?? (target.kind === 'hidden' ? op || 'is' : ''));
  const options =
    question && 'options' in question.response_options
      ? [...question.response_options.options].sort((a, b) => a.position - b.position)
      : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (target.kind === 'dates') {
      if (!from && !to) return setError('Pick a start or an end date.');
      if (from && to && from > to) return setError('The start date is after the end date.');
      return onAdd({ ...filter, from: from || null, to: to || null });
    }
    if (target.kind === 'completion') return onAdd({ ...filter, completion });
    let condition: FilterCondition;
    if (target.kind === 'hidden') {
      if (!field.trim()) return setError('Name the hidden field.');
      if (!value.trim()) return setError('Enter a value.');
      condition = {
        on: 'hidden',
        field: field.trim(),
        op: currentOp === 'has' ? 'has' : 'is',
        value: value.trim(),
      };
    } else if (currentOp === 'min' || currentOp === 'max') {
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number)) return setError('Enter a number.');
      condition = { on: 'answer', question: target.question.id, op: currentOp, value: number };
    } else {
      const picked = currentOp === 'is' ? value || options[0]?.id || '' : value.trim();
      if (!picked) return setError(currentOp === 'is' ? 'Pick an option.' : 'Enter some text.');
      condition = {
        on: 'answer',
        question: target.question.id,
        op: currentOp === 'is' ? 'is' : 'has',
        value: picked,
      };
    }
    onAdd({ ...filter, conditions: [...filter.conditions, condition] });
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Add a filter"
      className="mt-3 grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div>
        <label htmlFor={`${id}-target`} className="mb-1 block text-xs font-medium text-slate-600">
          Filter by
        </label>
        <select
          id={`${id}-target`}
          value={targetKey}
          onChange={(event) => {
            setTargetKey(event.target.value);
            setOp('');
            setValue('');
            setError(null);
          }}
          className={fieldClass}
        >
          {questions.length > 0 ? (
            <optgroup label="Answer to">
              {questions.map((entry, index) => (
                <option key={entry.id} value={`q:${entry.id}`}>
                  {withTokensAsNames(entry.text) || `Question ${index + 1}`}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label="Response">
            <option value="dates">Date submitted</option>
            {hiddenFields.length > 0 ? <option value="hidden">Hidden field</option> : null}
          </optgroup>
        </select>
      </div>

      {target.kind === 'question' ? (
        <>
          <div>
            <label htmlFor={`${id}-op`} className="mb-1 block text-xs font-medium text-slate-600">
              Condition
            </label>
            <select
              id={`${id}-op`}
              value={currentOp}
              onChange={(event) => setOp(event.target.value)}
              className={fieldClass}
            >
              {ops.map((entry) => (
                <option key={entry} value={entry}>
                  {entry === 'is'
                    ? 'is'
                    : entry === 'min'
                      ? 'at least'
                      : entry === 'max'
                        ? 'at most'
                        : 'contains'}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-value`} className="mb-1 block text-xs font-medium text-slate-600">
              {currentOp === 'is' ? 'Option' : currentOp === 'has' ? 'Text' : 'Number'}
            </label>
            {currentOp === 'is' ? (
              <select
                id={`${id}-value`}
                value={value || options[0]?.id || ''}
                onChange={(event) => setValue(event.target.value)}
                className={fieldClass}
              >
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.text || 'Untitled option'}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={`${id}-value`}
                type={currentOp === 'has' ? 'text' : 'number'}
                inputMode={currentOp === 'has' ? undefined : 'decimal'}
                step="any"
                maxLength={MAX_FILTER_TEXT}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                className={fieldClass}
              />
            )}
          </div>
        </>
      ) : null}

      {target.kind === 'hidden' ? (
        <>
          <div>
            <label htmlFor={`${id}-field`} className="mb-1 block text-xs font-medium text-slate-600">
              Field name
            </label>
            <select
              id={`${id}-field`}
              value={field}
              onChange={(event) => setField(event.target.value)}
              className={fieldClass}
            >
              {hiddenFields.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-2">
            <div>
              <label htmlFor={`${id}-hidden-op`} className="mb-1 block text-xs font-medium text-slate-600">
                Condition
              </label>
              <select
                id={`${id}-hidden-op`}
                value={currentOp}
                onChange={(event) => setOp(event.target.value)}
                className={fieldClass}
              >
                <option value="is">is</option>
                <option value="has">contains</option>
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-hidden-value`} className="mb-1 block text-xs font-medium text-slate-600">
                Value
              </label>
              <input
                id={`${id}-hidden-value`}
                value={value}
                maxLength={MAX_FILTER_TEXT}
                onChange={(event) => setValue(event.target.value)}
                className={fieldClass}
              />
            </div>
          </div>
        </>
      ) : null}

      {target.kind === 'dates' ? (
        <>
          <div>
            <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-medium text-slate-600">
              From (UTC)
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-medium text-slate-600">
              To (UTC)
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className={fieldClass}
            />
          </div>
        </>
      ) : null}

      {target.kind === 'completion' ? (
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-completion`} className="mb-1 block text-xs font-medium text-slate-600">
            Responses
          </label>
          <select
            id={`${id}-completion`}
            value={completion}
            onChange={(event) => setCompletion(event.target.value as CompletionFilter)}
            className={fieldClass}
          >
            <option value="completed">Completed</option>
            <option value="partial">Partial (left before the end)</option>
            <option value="all">Completed and partial</option>
          </select>
        </div>
      ) : null}

      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Apply
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-rose-700 sm:col-span-4">
          {error}
        </p>
      ) : null}
    </form>
  );
}
