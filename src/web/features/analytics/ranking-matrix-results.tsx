import type { ReportQuestion } from '#shared/report/report-types.ts';

// Analytics of ranking and matrix questions (issue 12 §7): a ranking's options by average rank with
// how often each came first; a matrix as a grid of statements by scale points with each row's mean.

const oneDecimal = (value: number) =>
  value.toLocaleString('en', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const percent = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })}%`;

export function RankingResults({ question }: { question: ReportQuestion }) {
  const rows = question.results?.ranking ?? [];
  const count = rows.length;
  const answered = question.results?.totalResponses ?? 0;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[22rem] text-sm">
        <caption className="mb-2 text-left text-xs text-slate-500">
          Ranked by {answered} {answered === 1 ? 'person' : 'people'}; rank 1 is first. Lower average rank is
          better.
        </caption>
        <thead>
          <tr className="text-left text-xs font-medium text-slate-500">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Option
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Average rank
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Ranked first
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => {
            // Bar length: 100% for an option always ranked first, 0% for one always last.
            const strength =
              row.averageRank === null || count <= 1 ? 0 : ((count - row.averageRank) / (count - 1)) * 100;
            return (
              <tr key={row.optionId}>
                <th scope="row" className="py-2.5 pr-3 text-left font-medium break-words text-slate-900">
                  <span className="mr-2 text-slate-400 tabular-nums">{index + 1}.</span>
                  {row.label}
                </th>
                <td className="w-1/2 py-2.5 pr-3">
                  <div className="flex items-center gap-2">
                    <span className="w-9 shrink-0 font-semibold text-slate-900 tabular-nums">
                      {row.averageRank === null ? '–' : oneDecimal(row.averageRank)}
                    </span>
                    <div aria-hidden="true" className="h-2 flex-1 rounded-full bg-slate-100">
                      <div className="bg-brand-500 h-2 rounded-full" style={{ width: `${strength}%` }} />
                    </div>
                  </div>
                </td>
                <td className="py-2.5 text-right text-slate-700 tabular-nums">
                  {percent(row.firstPlaceShare)}
                  <span className="ml-1 text-xs text-slate-500">({row.firstPlace})</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function MatrixResults({ question }: { question: ReportQuestion }) {
  const rows = question.results?.matrix ?? [];
  const columns = rows[0]?.cells ?? [];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[30rem] border-separate border-spacing-1 text-sm">
        <caption className="mb-1 text-left text-xs text-slate-500">
          Share of each statement&apos;s answers per point; the mean counts the first point as 1.
        </caption>
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="text-left font-medium">
              Statement
            </th>
            {columns.map((column) => (
              <th key={column.columnId} scope="col" className="px-1 text-center leading-tight font-medium">
                {column.label}
              </th>
            ))}
            <th scope="col" className="px-1 text-center font-medium">
              Mean
            </th>
            <th scope="col" className="px-1 text-right font-medium">
              Answers
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rowId}>
              <th scope="row" className="py-1 pr-2 text-left font-medium break-words text-slate-900">
                {row.label}
              </th>
              {row.cells.map((cell) => (
                <td
                  key={cell.columnId}
                  className="rounded-md px-1 py-2 text-center tabular-nums"
                  style={{
                    backgroundColor: `color-mix(in oklab, var(--color-brand-500) ${Math.round(cell.percentage * 0.8)}%, white)`,
                    color: cell.percentage >= 55 ? 'white' : undefined,
                  }}
                  title={`${cell.count} of ${row.answered}`}
                >
                  {percent(cell.percentage)}
                </td>
              ))}
              <td className="px-1 text-center font-semibold text-slate-900 tabular-nums">
                {row.mean === null ? '–' : oneDecimal(row.mean)}
              </td>
              <td className="px-1 text-right text-slate-600 tabular-nums">{row.answered}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
