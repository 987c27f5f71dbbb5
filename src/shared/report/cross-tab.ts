import { z } from 'zod';
import { OTHER_CHOICE_ID } from '../take/answer-rules.ts';
import type { QuestionItem } from '../survey/survey-schema.ts';

// A cross-tab of two choice questions (issue 12 §6): how the answers of one (rows) split by the
// answers of the other (columns), among the responses that answered both and meet the page's
// filter. A response that picked two options of a multi-select counts in each, so a row's
// percentages are shares of its picks: they always add up to 100.

export const crossTabSchema = z.object({
  row_question: z.object({ id: z.string(), text: z.string() }),
  column_question: z.object({ id: z.string(), text: z.string() }),
  columns: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int().min(0) })),
  rows: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      /** Picks in the row (its cells' counts added up). */
      count: z.number().int().min(0),
      /** One per column, in the columns' order; percent of the row, one decimal, adding up to 100. */
      cells: z.array(z.object({ count: z.number().int().min(0), percent: z.number().min(0).max(100) })),
    }),
  ),
  /** Responses that answered both questions. */
  responses: z.number().int().min(0),
});
export type CrossTab = z.infer<typeof crossTabSchema>;

export interface CrossTabCell {
  row: string;
  column: string;
  count: number;
}

/**
 * Shares of `total` to one decimal that add up to exactly 100 (largest remainder); all zeros for
 * an empty row.
 */
export function roundedShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * 1000) / total);
  const floors = exact.map(Math.floor);
  let missing = 1000 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors.map((tenths) => tenths / 10);
}

function optionsOf(question: QuestionItem): { id: string; label: string }[] {
  const options = 'options' in question.response_options ? question.response_options.options : [];
  const list = [...options]
    .sort((a, b) => a.position - b.position)
    .map((option) => ({ id: option.id, label: option.text || 'Untitled option' }));
  if ('allow_other' in question.response_options && question.response_options.allow_other)
    list.push({ id: OTHER_CHOICE_ID, label: 'Other' });
  return list;
}

/**
 * The table from grouped counts: rows and columns in the questions' option order (options that
 * only older versions had come after, by id), every option shown even with no picks.
 */
export function buildCrossTab(
  rowQuestion: QuestionItem,
  columnQuestion: QuestionItem,
  cells: readonly CrossTabCell[],
  responses: number,
): CrossTab {
  const withExtra = (known: { id: string; label: string }[], ids: string[]) => {
    const seen = new Set(known.map((option) => option.id));
    const extra = [...new Set(ids.filter((id) => !seen.has(id)))].sort();
    return [...known, ...extra.map((id) => ({ id, label: 'Removed option' }))];
  };
  const rows = withExtra(
    optionsOf(rowQuestion),
    cells.map((cell) => cell.row),
  );
  const columns = withExtra(
    optionsOf(columnQuestion),
    cells.map((cell) => cell.column),
  );
  const countOf = new Map(cells.map((cell) => [`${cell.row}\u0000${cell.column}`, cell.count]));
  return {
    row_question: { id: rowQuestion.id, text: rowQuestion.text },
    column_question: { id: columnQuestion.id, text: columnQuestion.text },
    columns: columns.map((column) => ({
      ...column,
      count: cells.filter((cell) => cell.column === column.id).reduce((sum, cell) => sum + cell.count, 0),
    })),
    rows: rows.map((row) => {
      const counts = columns.map((column) => countOf.get(`${row.id}\u0000${column.id}`) ?? 0);
      const shares = roundedShares(counts);
      return {
        ...row,
        count: counts.reduce((sum, count) => sum + count, 0),
        cells: counts.map((count, index) => ({ count, percent: shares[index]! })),
      };
    }),
    responses,
  };
}
