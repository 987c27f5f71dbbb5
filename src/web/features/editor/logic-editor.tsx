import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EyeOff, GitBranch, Link2, Plus, Tag, Trash2, X } from 'lucide-react';
import type {
  ConditionOperator,
  LogicCondition,
  LogicRule,
  Page,
  QuestionItem,
  SurveyDocument,
} from '#shared/survey/survey-schema.ts';
import { MAX_HIDDEN_FIELDS, MAX_RULES_PER_QUESTION } from '#shared/survey/survey-schema.ts';
import {
  HIDDEN_FIELD_OPERATORS,
  conditionOperatorsFor,
  hiddenFieldsOf,
  operatorNeedsValue,
  questionsOfPage,
  rulesOf,
  standardPagesOf,
} from '#shared/survey/survey-logic.ts';
import {
  HIDDEN_OPERATOR_WORDS,
  OPERATOR_WORDS,
  displayConditionWords,
  pageWords,
  ruleWords,
} from '#shared/survey/logic-words.ts';
import {
  isReferenceName,
  pipeNamesBefore,
  pipeTokenFor,
  suggestReferenceName,
  withTokensAsNames,
} from '#shared/survey/piping.ts';
import { responseKind } from '#shared/survey/response-kinds.ts';
import { readReferenceName, createRuleId } from '#shared/survey/normalize-logic.ts';
import {
  setDisplayCondition,
  setHiddenFields,
  setQuestionKey,
  setQuestionRules,
} from '#shared/survey/logic-operations.ts';
import { updateQuestion } from '#shared/survey/survey-operations.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useEditor } from './editor-context.tsx';
import { SurveyDocumentContext } from './survey-document-context.ts';

// The editor's survey logic (issue 12, docs/decisions/028): rules in plain words with native
// selects (keyboard and screen readers as is), a page's display condition, the hidden fields and
// the names a question's text can pipe in. No JSON anywhere.

export { SurveyDocumentContext };

function useSurveyDocument(): SurveyDocument {
  const document = useContext(SurveyDocumentContext);
  if (!document) throw new Error('useSurveyDocument must be used inside SurveyDocumentContext');
  return document;
}

// On a phone every control takes the full width and a finger-sized height (44 px), and its text is
// 16 px so focusing it does not zoom the page; from `sm` up they sit in a sentence, compact.
const selectClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-slate-200 bg-white px-2 text-base text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 sm:min-h-9 sm:w-auto sm:text-sm';
const inputClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-slate-200 bg-white px-2.5 text-base text-slate-800 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-brand-500 sm:min-h-9 sm:w-44 sm:text-sm';
/** Small buttons, finger-sized on a phone. */
const touchButton = 'h-11 min-w-11 sm:h-8 sm:min-w-0';
/** A form's sentence: one control per line on a phone, flowing as words from `sm` up. */
const sentenceClass =
  'flex flex-col items-stretch gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:items-center';
/** Where a form's lead word ("If", "then") stands: a small heading on a phone, a word from `sm` up. */
const leadWordClass =
  'text-xs font-semibold tracking-wide text-slate-500 uppercase sm:text-sm sm:font-medium sm:tracking-normal sm:text-slate-700 sm:normal-case';

// ----- conditions ---------------------------------------------------------------------------------

interface Draft {
  /** "q:<question id>" or "h:<hidden field>". */
  source: string;
  operator: ConditionOperator;
  value: string;
}

interface SourceChoice {
  value: string;
  label: string;
  question?: QuestionItem;
}

function draftOf(condition: LogicCondition): Draft {
  return {
    source: condition.source === 'question' ? `q:${condition.question_id}` : `h:${condition.field}`,
    operator: condition.operator,
    value: condition.value === undefined ? '' : String(condition.value),
  };
}

function operatorsOf(choice: SourceChoice | undefined): readonly ConditionOperator[] {
  if (!choice) return [];
  return choice.question ? conditionOperatorsFor(choice.question) : HIDDEN_FIELD_OPERATORS;
}

/** The condition a draft stands for, or a sentence saying what is missing. */
function conditionOf(draft: Draft, choice: SourceChoice | undefined): LogicCondition | string {
  if (!choice) return 'Choose what to test.';
  const needsValue = operatorNeedsValue(draft.operator);
  let value: string | number | undefined;
  if (needsValue) {
    const kind = choice.question ? responseKind(choice.question.response_type) : 'text';
    if (kind === 'number') {
      const number = Number(draft.value);
      if (draft.value.trim() === '' || !Number.isFinite(number)) return 'Enter a number to compare with.';
      value = number;
    } else if (draft.value.trim() === '') {
      return kind === 'choice' ? 'Choose an option.' : 'Enter the text to compare with.';
    } else value = kind === 'choice' ? draft.value : draft.value.trim();
  }
  const extra = value === undefined ? {} : { value };
  return draft.source.startsWith('q:')
    ? { source: 'question', question_id: draft.source.slice(2), operator: draft.operator, ...extra }
    : { source: 'hidden_field', field: draft.source.slice(2), operator: draft.operator, ...extra };
}

function ConditionFields({
  idPrefix,
  choices,
  draft,
  onChange,
  autoFocus = false,
}: {
  idPrefix: string;
  choices: SourceChoice[];
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** The form just opened: its first field takes the focus (keyboard users start there). */
  autoFocus?: boolean;
}) {
  const choice = choices.find((entry) => entry.value === draft.source);
  const operators = operatorsOf(choice);
  const words = choice?.question ? OPERATOR_WORDS : HIDDEN_OPERATOR_WORDS;
  const kind = choice?.question ? responseKind(choice.question.response_type) : 'text';
  const options =
    choice?.question && 'options' in choice.question.response_options
      ? [...choice.question.response_options.options].sort((a, b) => a.position - b.position)
      : [];
  const pickSource = (source: string) => {
    const next = choices.find((entry) => entry.value === source);
    const allowed = operatorsOf(next);
    onChange({
      source,
      operator: allowed.includes(draft.operator) ? draft.operator : allowed[0]!,
      value: '',
    });
  };
  return (
    <>
      <label className="sr-only" htmlFor={`${idPrefix}-source`}>
        What to test
      </label>
      <select
        id={`${idPrefix}-source`}
        // The author just asked for this form: keyboard users start in it.
        autoFocus={autoFocus}
        className={cn(selectClass, 'sm:max-w-64')}
        value={draft.source}
        onChange={(event) => pickSource(event.target.value)}
      >
        {choices.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${idPrefix}-operator`}>
        Comparison
      </label>
      <select
        id={`${idPrefix}-operator`}
        className={selectClass}
        value={draft.operator}
        onChange={(event) => onChange({ ...draft, operator: event.target.value as ConditionOperator })}
      >
        {operators.map((operator) => (
          <option key={operator} value={operator}>
            {words[operator]}
          </option>
        ))}
      </select>
      {operatorNeedsValue(draft.operator) ? (
        <>
          <label className="sr-only" htmlFor={`${idPrefix}-value`}>
            Value
          </label>
          {kind === 'choice' ? (
            <select
              id={`${idPrefix}-value`}
              className={cn(selectClass, 'sm:max-w-56')}
              value={draft.value}
              onChange={(event) => onChange({ ...draft, value: event.target.value })}
            >
              <option value="">Choose an option…</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.text.trim() || 'Untitled option'}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`${idPrefix}-value`}
              className={inputClass}
              type={kind === 'number' ? 'number' : 'text'}
              inputMode={kind === 'number' ? 'decimal' : undefined}
              placeholder={kind === 'number' ? 'Number' : 'Text'}
              value={draft.value}
              onChange={(event) => onChange({ ...draft, value: event.target.value })}
            />
          )}
        </>
      ) : null}
    </>
  );
}

function questionLabel(question: QuestionItem, document: SurveyDocument): string {
  const text = withTokensAsNames(question.text).trim() || 'Untitled question';
  const page = standardPagesOf(document).find((entry) => questionsOfPage(entry).includes(question));
  const where = page ? pageWords(document, page.id) : null;
  // The page after the quoted text, not inside it: “How old are you?” on page 2 ("About you").
  return where ? `“${text}” on ${where}` : `“${text}”`;
}

/** What a condition may test: the given questions, then the survey's hidden fields. */
function sourceChoices(document: SurveyDocument, questions: QuestionItem[]): SourceChoice[] {
  return [
    ...questions.map((question) => ({
      value: `q:${question.id}`,
      label: `The answer to ${questionLabel(question, document)}`,
      question,
    })),
    ...hiddenFieldsOf(document).map((name) => ({ value: `h:${name}`, label: `The hidden field “${name}”` })),
  ];
}

/** Questions on standard pages before `pageId` (or up to and including it). */
function questionsBefore(document: SurveyDocument, pageId: string, includePage: boolean): QuestionItem[] {
  const result: QuestionItem[] = [];
  for (const page of standardPagesOf(document)) {
    if (page.id === pageId) {
      if (includePage) result.push(...questionsOfPage(page));
      break;
    }
    result.push(...questionsOfPage(page));
  }
  return result;
}

// ----- a question's rules -------------------------------------------------------------------------

const END = '__end__';

function RuleForm({
  pageId,
  question,
  rule,
  onSave,
  onCancel,
}: {
  pageId: string;
  question: QuestionItem;
  rule: LogicRule | null;
  onSave: (rule: LogicRule) => void;
  onCancel: () => void;
}) {
  const document = useSurveyDocument();
  const idPrefix = useId();
  const choices = sourceChoices(document, questionsBefore(document, pageId, true));
  const own = choices.find((entry) => entry.value === `q:${question.id}`) ?? choices[0];
  const [draft, setDraft] = useState<Draft>(() =>
    rule
      ? draftOf(rule.condition)
      : { source: own?.value ?? '', operator: operatorsOf(own)[0] ?? 'answered', value: '' },
  );
  const pages = standardPagesOf(document);
  const later = pages.slice(pages.findIndex((page) => page.id === pageId) + 1);
  const [target, setTarget] = useState<string>(() =>
    rule ? (rule.go_to.type === 'end' ? END : rule.go_to.page_id) : (later[0]?.id ?? END),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const condition = conditionOf(
      draft,
      choices.find((entry) => entry.value === draft.source),
    );
    if (typeof condition === 'string') return setProblem(condition);
    onSave({
      id: rule?.id ?? createRuleId(),
      condition,
      go_to: target === END ? { type: 'end' } : { type: 'page', page_id: target },
    });
  };
  return (
    <form
      aria-label={rule ? 'Edit rule' : 'New rule'}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className={sentenceClass}>
        <span className={leadWordClass}>If</span>
        <ConditionFields idPrefix={idPrefix} choices={choices} draft={draft} onChange={setDraft} autoFocus />
      </div>
      <div className={sentenceClass}>
        <label htmlFor={`${idPrefix}-target`} className={leadWordClass}>
          then
        </label>
        <select
          id={`${idPrefix}-target`}
          className={cn(selectClass, 'sm:max-w-72')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          {later.map((page) => (
            <option key={page.id} value={page.id}>
              go to {pageWords(document, page.id)}
            </option>
          ))}
          <option value={END}>skip to the end of the survey</option>
        </select>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="submit" size="sm" className={touchButton}>
          {rule ? 'Save rule' : 'Add rule'}
        </Button>
        <Button type="button" size="sm" variant="secondary" className={touchButton} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * Where the focus goes once a form closes or a rule is removed, so a keyboard user keeps their
 * place: the rule's Edit button, else "Add rule". Looked up after React has rendered the change.
 */
function useFocusAfterChange<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const target = useRef<string | null>(null);
  useEffect(() => {
    const selector = target.current;
    if (selector === null) return;
    target.current = null;
    containerRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  return { containerRef, focusNext: (selector: string) => (target.current = selector) };
}

function QuestionRules({ pageId, question }: { pageId: string; question: QuestionItem }) {
  const { update } = useEditor();
  const document = useSurveyDocument();
  const rules = rulesOf(question);
  const [editing, setEditing] = useState<string | null>(null);
  const { containerRef, focusNext } = useFocusAfterChange<HTMLElement>();
  const editButton = (id: string) => `[data-edit-rule="${CSS.escape(id)}"]`;
  const close = (id: string | null) => {
    focusNext(id && rules.some((entry) => entry.id === id) ? editButton(id) : '[data-add-rule]');
    setEditing(null);
  };
  const save = (rule: LogicRule) => {
    const next = rules.some((entry) => entry.id === rule.id)
      ? rules.map((entry) => (entry.id === rule.id ? rule : entry))
      : [...rules, rule];
    update((doc) => setQuestionRules(doc, question.id, next));
    focusNext(editButton(rule.id));
    setEditing(null);
  };
  const remove = (id: string) => {
    const index = rules.findIndex((entry) => entry.id === id);
    const rest = rules.filter((entry) => entry.id !== id);
    const neighbour = rest[index] ?? rest[index - 1];
    focusNext(neighbour ? editButton(neighbour.id) : '[data-add-rule]');
    update((doc) => setQuestionRules(doc, question.id, rest));
  };
  return (
    <section ref={containerRef} aria-label="Logic" className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <GitBranch aria-hidden="true" className="size-4 text-slate-500" />
        <h4 className="text-sm font-medium text-slate-800">Logic</h4>
        <p className="basis-full text-xs text-slate-500 sm:basis-auto">
          After this page, the first rule that holds decides what comes next.
        </p>
      </div>
      {rules.length === 0 && editing === null ? (
        <p className="text-sm text-slate-500">No rules: respondents go on to the next page.</p>
      ) : null}
      <ol className="space-y-2">
        {rules.map((rule, index) =>
          editing === rule.id ? (
            <li key={rule.id}>
              <RuleForm
                pageId={pageId}
                question={question}
                rule={rule}
                onSave={save}
                onCancel={() => close(rule.id)}
              />
            </li>
          ) : (
            <li
              key={rule.id}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50/70 py-2 pr-1.5 pl-3 sm:flex-row sm:items-center sm:gap-2"
            >
              <p className="flex min-w-0 flex-1 gap-2 text-sm text-slate-800">
                <span className="text-brand-700 shrink-0 pt-px text-xs font-semibold">{index + 1}.</span>
                <span className="min-w-0 break-words">{ruleWords(document, rule)}</span>
              </p>
              <div className="flex shrink-0 justify-end gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  className={touchButton}
                  data-edit-rule={rule.id}
                  onClick={() => setEditing(rule.id)}
                  aria-label={`Edit rule ${index + 1}`}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className={cn(touchButton, 'hover:bg-red-50 hover:text-red-700')}
                  onClick={() => remove(rule.id)}
                  aria-label={`Remove rule ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ),
        )}
      </ol>
      {editing === 'new' ? (
        <RuleForm
          pageId={pageId}
          question={question}
          rule={null}
          onSave={save}
          onCancel={() => close(null)}
        />
      ) : rules.length < MAX_RULES_PER_QUESTION ? (
        <Button
          size="sm"
          variant="secondary"
          className={cn(touchButton, 'w-full sm:w-auto')}
          data-add-rule
          onClick={() => setEditing('new')}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add rule
        </Button>
      ) : null}
    </section>
  );
}

// ----- a question's name and piping ---------------------------------------------------------------

function QuestionName({ question }: { question: QuestionItem }) {
  const { update } = useEditor();
  const id = useId();
  const [text, setText] = useState(question.key ?? '');
  const [editing, setEditing] = useState(false);
  const shown = editing ? text : (question.key ?? '');
  const normalised = shown.trim() === '' ? '' : (readReferenceName(shown) ?? null);
  const commit = () => {
    setEditing(false);
    if (normalised !== null) update((doc) => setQuestionKey(doc, question.id, normalised));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Tag aria-hidden="true" className="size-4 text-slate-500" />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Name for piping
      </label>
      <input
        id={id}
        className={cn(inputClass, 'font-mono')}
        placeholder="e.g. first_name"
        value={shown}
        aria-invalid={normalised === null}
        aria-describedby={`${id}-hint`}
        onFocus={() => {
          setText(question.key ?? '');
          setEditing(true);
        }}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      <p id={`${id}-hint`} className={cn('text-xs', normalised === null ? 'text-red-700' : 'text-slate-500')}>
        {normalised === null
          ? 'Use lowercase letters, digits and _, starting with a letter.'
          : normalised
            ? `Later questions can show this answer with ${pipeTokenFor(normalised)}.`
            : 'Give it a name to show this answer in later questions.'}
      </p>
    </div>
  );
}

/** Lists the names this question's text can pipe in and inserts one (naming an unnamed question first). */
function PipeInserter({
  pageId,
  question,
  itemRef,
}: {
  pageId: string;
  question: QuestionItem;
  itemRef: { pageId: string; blockId: string; itemId: string };
}) {
  const { update } = useEditor();
  const document = useSurveyDocument();
  const id = useId();
  const named = pipeNamesBefore(document, pageId);
  const unnamed = questionsBefore(document, pageId, false).filter((entry) => !entry.key);
  const [fallback, setFallback] = useState('');
  if (named.length === 0 && unnamed.length === 0) return null;
  const insert = (value: string) => {
    if (value === '') return;
    let name = value;
    if (value.startsWith('q:')) {
      const target = unnamed.find((entry) => `q:${entry.id}` === value);
      if (!target) return;
      const taken = new Set([...named.map((entry) => entry.name)]);
      name = suggestReferenceName(target.text, taken);
      update((doc) => setQuestionKey(doc, target.id, name));
    }
    if (!isReferenceName(name)) return;
    const token = pipeTokenFor(name, fallback);
    const spaced = question.text === '' || question.text.endsWith(' ') ? question.text : `${question.text} `;
    update((doc) => updateQuestion(doc, itemRef, { text: `${spaced}${token}` }));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link2 aria-hidden="true" className="size-4 text-slate-500" />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Show an earlier answer
      </label>
      <select
        id={id}
        className={cn(selectClass, 'sm:max-w-64')}
        value=""
        onChange={(event) => insert(event.target.value)}
      >
        <option value="">Insert a name…</option>
        {named.map((entry) => (
          <option key={entry.name} value={entry.name}>
            {`{{${entry.name}}}`} ·{' '}
            {entry.kind === 'hidden_field' ? 'hidden field' : entry.label.trim() || 'Untitled question'}
          </option>
        ))}
        {unnamed.map((entry) => (
          <option key={entry.id} value={`q:${entry.id}`}>
            {entry.text.trim() || 'Untitled question'} (names it)
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-fallback`} className="sr-only">
        Fallback when empty
      </label>
      <input
        id={`${id}-fallback`}
        className={inputClass}
        placeholder="Fallback when empty"
        value={fallback}
        onChange={(event) => setFallback(event.target.value)}
      />
    </div>
  );
}

/** Under an expanded question: its name, the earlier answers it can show, and its rules. */
export function QuestionLogic({
  pageId,
  question,
  itemRef,
}: {
  pageId: string;
  question: QuestionItem;
  itemRef: { pageId: string; blockId: string; itemId: string };
}) {
  const document = useContext(SurveyDocumentContext);
  const page = document?.pages.find((entry) => entry.id === pageId);
  if (!document || page?.page_type !== 'STANDARD') return null;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50/50 p-3 sm:p-4">
      <QuestionName key={question.key ?? ''} question={question} />
      <PipeInserter pageId={pageId} question={question} itemRef={itemRef} />
      <QuestionRules pageId={pageId} question={question} />
    </div>
  );
}

// ----- a page's display condition -----------------------------------------------------------------

export function PageDisplayCondition({ page }: { page: Page }) {
  const { update } = useEditor();
  const document = useContext(SurveyDocumentContext);
  const idPrefix = useId();
  const [editing, setEditing] = useState(false);
  const { containerRef, focusNext } = useFocusAfterChange<HTMLDivElement>();
  if (!document || page.page_type !== 'STANDARD') return null;
  const choices = sourceChoices(document, questionsBefore(document, page.id, false));
  const condition = page.display_condition;
  if (choices.length === 0 && !condition) return null;
  const close = () => {
    focusNext('[data-edit-condition]');
    setEditing(false);
  };
  return (
    <div
      ref={containerRef}
      className="mx-3 flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50/60 px-3 py-2.5 sm:mx-5"
    >
      {editing ? (
        <DisplayConditionForm
          idPrefix={idPrefix}
          choices={choices}
          condition={condition ?? null}
          onSave={(next) => {
            update((doc) => setDisplayCondition(doc, page.id, next));
            close();
          }}
          onCancel={close}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="flex min-w-0 flex-1 basis-56 gap-2 text-sm text-slate-700">
            <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span className="min-w-0 break-words">
              {condition ? displayConditionWords(document, condition) : 'Always shown.'}
            </span>
          </p>
          <div className="ml-auto flex shrink-0 gap-1">
            <Button
              size="sm"
              variant="ghost"
              className={touchButton}
              data-edit-condition
              onClick={() => setEditing(true)}
            >
              {condition ? 'Change condition' : 'Show only if…'}
            </Button>
            {condition ? (
              <Button
                size="sm"
                variant="ghost"
                className={touchButton}
                aria-label="Remove display condition"
                onClick={() => {
                  focusNext('[data-edit-condition]');
                  update((doc) => setDisplayCondition(doc, page.id, null));
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}

function DisplayConditionForm({
  idPrefix,
  choices,
  condition,
  onSave,
  onCancel,
}: {
  idPrefix: string;
  choices: SourceChoice[];
  condition: LogicCondition | null;
  onSave: (condition: LogicCondition) => void;
  onCancel: () => void;
}) {
  const first = choices[0];
  const [draft, setDraft] = useState<Draft>(() =>
    condition
      ? draftOf(condition)
      : { source: first?.value ?? '', operator: operatorsOf(first)[0] ?? 'answered', value: '' },
  );
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      aria-label="Display condition"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        const next = conditionOf(
          draft,
          choices.find((entry) => entry.value === draft.source),
        );
        if (typeof next === 'string') setProblem(next);
        else onSave(next);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <div className={sentenceClass}>
        <span className={leadWordClass}>Show this page only if</span>
        <ConditionFields idPrefix={idPrefix} choices={choices} draft={draft} onChange={setDraft} autoFocus />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="submit" size="sm" className={touchButton}>
          Save condition
        </Button>
        <Button type="button" size="sm" variant="secondary" className={touchButton} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

// ----- hidden fields ------------------------------------------------------------------------------

export function HiddenFieldsCard({ shareLink }: { shareLink?: ReactNode }) {
  const { update } = useEditor();
  const document = useSurveyDocument();
  const fields = hiddenFieldsOf(document);
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const clean = readReferenceName(name);
    if (!clean)
      return setProblem('Use lowercase letters, digits and _, starting with a letter (e.g. source).');
    if (fields.includes(clean)) return setProblem(`"${clean}" is already a hidden field.`);
    update((doc) => setHiddenFields(doc, [...hiddenFieldsOf(doc), clean]));
    setName('');
    setProblem(null);
  };
  const example =
    fields.length > 0
      ? `?${fields.map((field, index) => `${field}=${index === 0 ? 'newsletter' : '42'}`).join('&')}`
      : '';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-4 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xs sm:px-5"
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          Hidden fields
        </h2>
        <p className="text-xs text-slate-500">
          Read from the share link, stored with each response, usable in logic and with {'{{name}}'}.
        </p>
      </div>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Declared hidden fields">
        {fields.length === 0 ? <li className="text-sm text-slate-500">None yet.</li> : null}
        {fields.map((field) => (
          <li
            key={field}
            className="inline-flex items-center gap-1 rounded-md border border-slate-200 bg-slate-50 py-0.5 pr-0.5 pl-2 font-mono text-xs text-slate-800"
          >
            {field}
            <button
              type="button"
              aria-label={`Remove hidden field ${field}`}
              className="focus-visible:outline-brand-500 rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2"
              onClick={() =>
                update((doc) =>
                  setHiddenFields(
                    doc,
                    hiddenFieldsOf(doc).filter((entry) => entry !== field),
                  ),
                )
              }
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </li>
        ))}
      </ul>
      {fields.length < MAX_HIDDEN_FIELDS ? (
        <form
          className="mt-2 flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label htmlFor={`${id}-name`} className="sr-only">
            New hidden field
          </label>
          <input
            id={`${id}-name`}
            className={cn(inputClass, 'font-mono')}
            placeholder="e.g. source"
            value={name}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
          <Button type="submit" size="sm" variant="secondary">
            <Plus aria-hidden="true" className="size-4" />
            Add hidden field
          </Button>
          {problem ? (
            <p id={`${id}-problem`} role="alert" className="w-full text-sm text-red-700">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
      {example ? (
        <p className="mt-2 text-xs break-all text-slate-500">
          Add them to the share link: <code className="font-mono text-slate-700">/t/…{example}</code>
          {shareLink}
        </p>
      ) : null}
    </section>
  );
}
