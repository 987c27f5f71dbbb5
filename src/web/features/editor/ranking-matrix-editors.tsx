import { ArrowDown, ArrowUp, GripVertical, Plus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MatrixQuestion, RankingQuestion } from '#shared/survey/question-kinds.ts';
import {
  addChoiceOption,
  addMatrixEntry,
  moveChoiceOption,
  moveMatrixEntry,
  removeChoiceOption,
  removeMatrixEntry,
  updateChoiceOption,
  updateMatrixEntry,
  type ItemRef,
  type MatrixPart,
} from '#shared/survey/survey-operations.ts';
import { MAX_MATRIX_COLUMNS, MAX_MATRIX_ROWS, MAX_RANKING_OPTIONS } from '#shared/survey/survey-rules.ts';
import { TEXT_LIMITS } from '#shared/survey/survey-schema.ts';
import { matrixColumnsOf, matrixRowsOf, rankingOptionsOf } from '#shared/take/ranking-matrix.ts';
import { Button } from '../../components/ui/button.tsx';
import { useEditor } from './editor-context.tsx';
import { InlineText } from './inline-text.tsx';
import { EditorWithPreview, PreviewQuestion } from './editor-preview.tsx';

// Editors of the ranking and matrix questions (issue 12 §7): the author adds, rewords, removes and
// reorders options, statements and scale points; ids stay, so answers follow a reworded entry.

interface Entry {
  id: string;
  text: string;
}

/** One editable list (options, statements or scale points) with move up/down and remove buttons. */
function EntryList({
  legend,
  noun,
  entries,
  fewest,
  most,
  addLabel,
  onText,
  onMove,
  onRemove,
  onAdd,
}: {
  legend: string;
  noun: string;
  entries: Entry[];
  fewest: number;
  most: number;
  addLabel: string;
  onText: (id: string, text: string) => void;
  onMove: (id: string, toIndex: number) => void;
  onRemove: (id: string) => void;
  onAdd: () => void;
}) {
  const atFewest = entries.length <= fewest;
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-medium text-slate-600">{legend}</legend>
      <ol className="space-y-1.5">
        {entries.map((entry, index) => {
          const name = `${noun} ${index + 1}`;
          return (
            <li key={entry.id} className="flex items-start gap-1.5">
              <span className="mt-2.5 w-5 shrink-0 text-right text-xs text-slate-500 tabular-nums">
                {index + 1}.
              </span>
              <InlineText
                className="min-w-0 flex-1"
                inputClassName="border-slate-200 bg-white text-sm"
                label={name}
                value={entry.text}
                maxLength={TEXT_LIMITS.option}
                placeholder={name}
                onChange={(text) => onText(entry.id, text)}
              />
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0 text-slate-500"
                aria-label={`Move ${name.toLowerCase()} up`}
                disabled={index === 0}
                onClick={() => onMove(entry.id, index - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0 text-slate-500"
                aria-label={`Move ${name.toLowerCase()} down`}
                disabled={index === entries.length - 1}
                onClick={() => onMove(entry.id, index + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0 text-slate-500 hover:text-red-700"
                aria-label={`Remove ${name.toLowerCase()}`}
                title={atFewest ? `Keep at least ${fewest} ${noun.toLowerCase()}s` : undefined}
                disabled={atFewest}
                onClick={() => onRemove(entry.id)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        className="text-brand-700 hover:bg-brand-50 hover:text-brand-800 mt-2"
        disabled={entries.length >= most}
        title={entries.length >= most ? `At most ${most}` : undefined}
        onClick={onAdd}
      >
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-xs text-slate-500">{children}</p>;
}

export function RankingEditor({ question, itemRef }: { question: RankingQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const options = rankingOptionsOf(question);
  return (
    <EditorWithPreview
      settings={
        <>
          <EntryList
            legend="Options to rank"
            noun="Option"
            entries={options}
            fewest={2}
            most={MAX_RANKING_OPTIONS}
            addLabel="Add option"
            onText={(id, text) => update((doc) => updateChoiceOption(doc, itemRef, id, text))}
            onMove={(id, to) => update((doc) => moveChoiceOption(doc, itemRef, id, to))}
            onRemove={(id) => update((doc) => removeChoiceOption(doc, itemRef, id))}
            onAdd={() => update((doc) => addChoiceOption(doc, itemRef))}
          />
          <Note>
            Respondents put every option in order, by dragging or with the keyboard. This order is where they
            start. The report shows each option&apos;s average rank and how often it came first.
          </Note>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <ol className="space-y-2">
            {options.map((option, index) => (
              <li
                key={option.id}
                className="flex items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800"
              >
                <span className="bg-brand-50 text-brand-800 grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold tabular-nums">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 break-words">
                  {option.text || <span className="text-slate-400">Empty option</span>}
                </span>
                <GripVertical aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              </li>
            ))}
          </ol>
        </>
      }
    />
  );
}

export function MatrixEditor({ question, itemRef }: { question: MatrixQuestion; itemRef: ItemRef }) {
  const { update } = useEditor();
  const rows = matrixRowsOf(question);
  const columns = matrixColumnsOf(question);
  const handlers = (part: MatrixPart) => ({
    onText: (id: string, text: string) => update((doc) => updateMatrixEntry(doc, itemRef, part, id, text)),
    onMove: (id: string, to: number) => update((doc) => moveMatrixEntry(doc, itemRef, part, id, to)),
    onRemove: (id: string) => update((doc) => removeMatrixEntry(doc, itemRef, part, id)),
    onAdd: () => update((doc) => addMatrixEntry(doc, itemRef, part)),
  });
  return (
    <EditorWithPreview
      settings={
        <>
          <EntryList
            legend="Statements (rows)"
            noun="Statement"
            entries={rows}
            fewest={1}
            most={MAX_MATRIX_ROWS}
            addLabel="Add statement"
            {...handlers('row')}
          />
          <EntryList
            legend="Scale (columns), lowest first"
            noun="Point"
            entries={columns}
            fewest={2}
            most={MAX_MATRIX_COLUMNS}
            addLabel="Add point"
            {...handlers('column')}
          />
          <Note>
            One answer per statement. The report counts each statement&apos;s answers per point and its mean,
            with the first point as 1.
            {question.required ? ' Required: respondents answer every statement.' : ''}
          </Note>
        </>
      }
      preview={
        <>
          <PreviewQuestion question={question} />
          <ul className="space-y-3">
            {rows.map((row) => (
              <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-2.5">
                <p className="text-sm font-medium break-words text-slate-800">
                  {row.text || <span className="text-slate-400">Empty statement</span>}
                </p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {columns.map((column) => (
                    <span
                      key={column.id}
                      className="rounded-full border border-slate-200 px-2.5 py-1 text-xs text-slate-700"
                    >
                      {column.text || 'Empty point'}
                    </span>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
