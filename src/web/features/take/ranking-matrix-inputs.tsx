import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowDown, ArrowUp, Check, GripVertical } from 'lucide-react';
import {
  matrixChoiceId,
  matrixColumnsOf,
  matrixRowsOf,
  matrixSelections,
  rankingOptionsOf,
} from '#shared/take/ranking-matrix.ts';
import type { ResponseProps } from './question-inputs.tsx';
import { cx } from './cx.ts';

// Respondent inputs of the ranking and matrix questions (issue 12 §7). Both work with the keyboard
// alone and name every control for screen readers; a ranking also follows a pointer (mouse, pen or
// finger) dragging an option by its handle.

/** The options in the respondent's current order: their answer, else the author's order. */
function currentOrder(ids: readonly string[], answer: readonly string[] | undefined): string[] {
  if (!answer || answer.length === 0) return [...ids];
  const known = new Set(ids);
  const kept = answer.filter((id, index) => known.has(id) && answer.indexOf(id) === index);
  return [...kept, ...ids.filter((id) => !kept.includes(id))];
}

function moved(order: readonly string[], from: number, to: number): string[] {
  const next = [...order];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

export function RankingResponse({
  question,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps) {
  const options = rankingOptionsOf(question);
  const textOf = new Map(
    options.map((option, index) => [option.id, option.text.trim() || `Option ${index + 1}`]),
  );
  const answered = (draft?.choice_ids?.length ?? 0) > 0;
  const order = currentOrder(
    options.map((option) => option.id),
    draft?.choice_ids,
  );
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<string | null>(null);
  const instructionsId = useId();

  useEffect(() => {
    const id = focusAfterMove.current;
    if (id === null) return;
    focusAfterMove.current = null;
    handles.current.get(id)?.focus();
  });

  const commit = (next: string[], movedId: string | null) => {
    onChange({ choice_ids: next });
    if (movedId !== null) {
      const position = next.indexOf(movedId) + 1;
      setAnnouncement(`${textOf.get(movedId)}, position ${position} of ${next.length}.`);
    }
  };

  const move = (id: string, to: number, refocus: boolean) => {
    const from = order.indexOf(id);
    const target = Math.max(0, Math.min(order.length - 1, to));
    if (from < 0 || target === from) return;
    if (refocus) focusAfterMove.current = id;
    commit(moved(order, from, target), id);
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = order.indexOf(id);
    const targets: Record<string, number> = {
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: order.length - 1,
    };
    const to = targets[event.key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move(id, to, true);
  };

  // Pointer drag by the handle: the option follows the pointer over its neighbours' midpoints.
  // The moves are followed on the window, not the handle: moving the option in the list moves its
  // handle in the page, which drops a pointer capture (the drag then stopped after one place).
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, id: string) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    setDragging(id);
  };
  useEffect(() => {
    if (dragging === null) return;
    const id = dragging;
    const onMove = (event: globalThis.PointerEvent) => {
      if (!listRef.current) return;
      const items = Array.from(listRef.current.querySelectorAll<HTMLElement>('[data-rank-item]'));
      let to = 0;
      for (const [index, item] of items.entries()) {
        const box = item.getBoundingClientRect();
        if (event.clientY > box.top + box.height / 2) to = index;
      }
      const from = order.indexOf(id);
      if (to !== from) commit(moved(order, from, to), null);
    };
    const onEnd = () => {
      setDragging(null);
      commit(order, id);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
    };
  });

  return (
    <div>
      <p id={instructionsId} className="mb-3 text-sm text-slate-600">
        Drag the options into order, most preferred first, or use the arrow buttons. On an option&apos;s
        handle, the up and down arrow keys move it.
      </p>
      <ol ref={listRef} aria-labelledby={labelledBy} aria-describedby={describedBy} className="space-y-2">
        {order.map((id, index) => {
          const label = textOf.get(id) ?? id;
          return (
            <li
              key={id}
              data-rank-item
              className={cx(
                'flex min-h-12 items-center gap-2 rounded-xl border-2 bg-white py-1.5 pr-1.5 pl-1 transition-colors',
                dragging === id
                  ? 'border-brand-500 shadow-lg'
                  : answered
                    ? 'border-brand-200'
                    : 'border-slate-200',
              )}
            >
              <button
                type="button"
                ref={(element) => {
                  if (element) handles.current.set(id, element);
                  else handles.current.delete(id);
                }}
                aria-label={`${label}, position ${index + 1} of ${order.length}`}
                aria-describedby={instructionsId}
                disabled={disabled}
                onKeyDown={(event) => onHandleKeyDown(event, id)}
                onPointerDown={(event) => onPointerDown(event, id)}
                className="flex min-h-10 min-w-0 flex-1 cursor-grab touch-none items-center gap-2.5 rounded-lg px-1.5 text-left select-none active:cursor-grabbing"
              >
                <GripVertical aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                <span
                  aria-hidden="true"
                  className={cx(
                    'grid size-7 shrink-0 place-items-center rounded-full text-sm font-semibold tabular-nums',
                    answered ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 text-base break-words text-slate-800">{label}</span>
              </button>
              <button
                type="button"
                aria-label={`Move ${label} up`}
                disabled={disabled || index === 0}
                onClick={() => move(id, index - 1, index - 1 === 0)}
                className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={`Move ${label} down`}
                disabled={disabled || index === order.length - 1}
                onClick={() => move(id, index + 1, index + 1 === order.length - 1)}
                className="grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:opacity-30"
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ol>
      {answered ? null : (
        <button
          type="button"
          disabled={disabled}
          onClick={() => {
            commit(order, null);
            setAnnouncement('Order kept.');
          }}
          className="text-brand-700 hover:bg-brand-50 mt-3 inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium"
        >
          <Check aria-hidden="true" className="size-4" />
          Keep this order
        </button>
      )}
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/**
 * A Likert grid: one radio group per statement. Where the panel is wide it reads as a table (the
 * scale's labels head the columns); on a phone each statement stacks its own labelled choices.
 */
export function MatrixResponse({
  question,
  draft,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: ResponseProps) {
  const rows = matrixRowsOf(question);
  const columns = matrixColumnsOf(question);
  const selections = matrixSelections(draft?.choice_ids);
  const name = useId();
  const pick = (rowId: string, columnId: string) => {
    const next = new Map(selections);
    next.set(rowId, columnId);
    const ids = rows.flatMap((row) => {
      const column = next.get(row.id);
      return column === undefined ? [] : [matrixChoiceId(row.id, column)];
    });
    onChange({ choice_ids: ids });
  };
  const answered = rows.filter((row) => selections.has(row.id)).length;
  const gridColumns = {
    gridTemplateColumns: `minmax(9rem, 1.4fr) repeat(${columns.length}, minmax(0, 1fr))`,
  };
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="@container">
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {answered} of {rows.length} answered
      </p>
      {/* The scale as column headings: only where there is room for a table (sighted readers). */}
      <div aria-hidden="true" className="hidden gap-2 px-3 pb-2 @2xl:grid" style={gridColumns}>
        <span />
        {columns.map((column, index) => (
          <span key={column.id} className="text-center text-xs leading-tight font-medium text-slate-600">
            {column.text.trim() || `Point ${index + 1}`}
          </span>
        ))}
      </div>
      <div className="space-y-3 @2xl:space-y-1.5">
        {rows.map((row, rowIndex) => {
          const statement = row.text.trim() || `Statement ${rowIndex + 1}`;
          const chosen = selections.get(row.id);
          return (
            <fieldset
              key={row.id}
              className={cx(
                'min-w-0 rounded-xl border-2 p-3 @2xl:py-1.5',
                chosen ? 'border-brand-200 bg-brand-50/40' : 'border-slate-200 bg-white',
              )}
            >
              <legend className="sr-only">{statement}</legend>
              <div className="@2xl:grid @2xl:items-center @2xl:gap-2" style={gridColumns}>
                <p
                  aria-hidden="true"
                  className="mb-2 text-base font-medium break-words text-slate-900 @2xl:mb-0"
                >
                  {statement}
                </p>
                <div className="flex flex-wrap gap-2 @2xl:contents">
                  {columns.map((column, index) => {
                    const label = column.text.trim() || `Point ${index + 1}`;
                    const checked = chosen === column.id;
                    return (
                      <label
                        key={column.id}
                        className={cx(
                          'has-[:focus-visible]:ring-brand-500 flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 @2xl:justify-center @2xl:rounded-lg @2xl:border-transparent @2xl:px-0',
                          checked
                            ? 'border-brand-600 bg-brand-600 @2xl:text-brand-700 text-white @2xl:bg-transparent'
                            : 'hover:border-brand-300 border-slate-300 bg-white text-slate-700 @2xl:bg-transparent',
                        )}
                      >
                        <input
                          type="radio"
                          name={`${name}-${row.id}`}
                          value={column.id}
                          checked={checked}
                          disabled={disabled}
                          onChange={() => pick(row.id, column.id)}
                          className="accent-brand-600 size-4 shrink-0 @2xl:size-5"
                        />
                        <span className="@2xl:sr-only">{label}</span>
                      </label>
                    );
                  })}
                </div>
              </div>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
