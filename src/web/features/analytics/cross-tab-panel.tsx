import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Table2 } from 'lucide-react';
import { withTokensAsNames } from '#shared/survey/piping.ts';
import { isChoiceType } from '#shared/survey/response-kinds.ts';
import type { QuestionItem } from '#shared/survey/survey-schema.ts';
import { crossTabQuery } from './api/analytics-api.ts';
import { useReport } from './report-context.tsx';

// A cross-tab of two choice questions (issue 12 §6): counts and row percentages, under the page's
// version and filter. The two questions live in the URL (`rows`, `columns`) like the filter.

export const CROSS_TAB_ROWS_PARAM = 'rows';
export const CROSS_TAB_COLUMNS_PARAM = 'columns';

/** One axis at a time: the other may have changed in the URL since the panel last rendered. */
export type CrossTabAxis = { rows: string | null } | { columns: string | null };

/** The page's URL parameters with one axis of the cross-tab set (or cleared), the other kept. */
export function withCrossTabAxis(params: URLSearchParams, axis: CrossTabAxis): URLSearchParams {
  const updated = new URLSearchParams(params);
  const [name, value] =
    'rows' in axis ? [CROSS_TAB_ROWS_PARAM, axis.rows] : [CROSS_TAB_COLUMNS_PARAM, axis.columns];
  if (value) updated.set(name, value);
  else updated.delete(name);
  return updated;
}

const selectClass =
  'focus-visible:ring-brand-500 h-9 w-full rounded-lg bg-white px-3 text-sm text-slate-900 shadow-xs ring-1 ring-slate-200 ring-inset focus-visible:ring-2 focus-visible:outline-none';

export function CrossTabPanel({
  questions,
  rows,
  columns,
  onChange,
}: {
  questions: QuestionItem[];
  rows: string | null;
  columns: string | null;
  onChange: (axis: CrossTabAxis) => void;
}) {
  const id = useId();
  const captionId = useId();
  const { cacheId, reportId, version, filter } = useReport();
  const choices = questions.filter((question) => isChoiceType(question.response_type));
  const rowId = rows && choices.some((question) => question.id === rows) ? rows : null;
  const columnId = columns && choices.some((question) => question.id === columns) ? columns : null;
  const ready = rowId !== null && columnId !== null && rowId !== columnId;
  const table = useQuery({
    ...crossTabQuery(cacheId, reportId, rowId ?? '', columnId ?? '', version, filter),
    enabled: ready,
  });
  const label = (question: QuestionItem, index: number) =>
    withTokensAsNames(question.text) || `Question ${index + 1}`;
  if (choices.length < 2) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="bg-brand-50 text-brand-700 flex size-9 shrink-0 items-center justify-center rounded-xl">
          <Table2 aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
            Cross-tab
          </h2>
          <p className="text-sm text-slate-600">
            How the answers to one choice question split by another (row percentages).
          </p>
        </div>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-rows`} className="mb-1 block text-xs font-medium text-slate-600">
            Rows
          </label>
          <select
            id={`${id}-rows`}
            value={rowId ?? ''}
            onChange={(event) => onChange({ rows: event.target.value || null })}
            className={selectClass}
          >
            <option value="">Pick a question</option>
            {choices.map((question, index) => (
              <option key={question.id} value={question.id}>
                {label(question, index)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-columns`} className="mb-1 block text-xs font-medium text-slate-600">
            Columns
          </label>
          <select
            id={`${id}-columns`}
            value={columnId ?? ''}
            onChange={(event) => onChange({ columns: event.target.value || null })}
            className={selectClass}
          >
            <option value="">Pick a question</option>
            {choices.map((question, index) => (
              <option key={question.id} value={question.id} disabled={question.id === rowId}>
                {label(question, index)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4">
        {!ready ? (
          <p className="text-sm text-slate-500">Pick two different choice questions to compare them.</p>
        ) : table.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading the cross-tab…
          </p>
        ) : table.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            Couldn’t load the cross-tab: {table.error.message}
          </p>
        ) : table.data.responses === 0 ? (
          <p className="text-sm text-slate-600">
            No responses answered both questions{filter ? ' under these filters' : ''}.
          </p>
        ) : (
          <div>
            {/* Outside the sideways-scrolling table, so that on a phone it wraps to the screen. */}
            <p id={captionId} className="mb-2 text-xs text-slate-500">
              {withTokensAsNames(table.data.row_question.text)} by{' '}
              {withTokensAsNames(table.data.column_question.text)}:{' '}
              {table.data.responses.toLocaleString('en-US')}{' '}
              {table.data.responses === 1 ? 'response' : 'responses'} answered both. Each row adds up to 100%.
            </p>
            <div className="overflow-x-auto">
              <table aria-labelledby={captionId} className="w-full min-w-[28rem] border-collapse text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-600">
                    <th scope="col" className="py-2 pr-3">
                      <span className="sr-only">{withTokensAsNames(table.data.row_question.text)}</span>
                    </th>
                    {table.data.columns.map((column) => (
                      <th key={column.id} scope="col" className="px-3 py-2 text-right">
                        {column.label}
                      </th>
                    ))}
                    <th scope="col" className="py-2 pl-3 text-right">
                      Picks
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.data.rows.map((row) => (
                    <tr key={row.id} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-800">
                        {row.label}
                      </th>
                      {row.cells.map((cell, index) => (
                        <td key={table.data.columns[index]!.id} className="px-3 py-2 text-right tabular-nums">
                          <span
                            className="inline-block min-w-14 rounded-md px-2 py-0.5 font-semibold text-slate-900"
                            style={{
                              backgroundColor: `rgb(238 242 255 / ${Math.min(1, cell.percent / 60)})`,
                            }}
                          >
                            {row.count === 0 ? '–' : `${cell.percent.toFixed(1)}%`}
                          </span>
                          <span className="block text-xs text-slate-500">
                            n = {cell.count.toLocaleString('en-US')}
                          </span>
                        </td>
                      ))}
                      <td className="py-2 pl-3 text-right text-slate-600 tabular-nums">
                        {row.count.toLocaleString('en-US')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
