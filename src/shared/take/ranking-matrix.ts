import type { ChoiceOption, MatrixEntry, QuestionItem } from '../survey/survey-schema.ts';

// Answer rules of the ranking and matrix questions (issue 12 §7; storage: docs/decisions/027-ranking-and-matrix-answers.md).
// A ranking answer is choice_ids in rank order (first = rank 1), a permutation of the options.
// A matrix answer is choice_ids "rowId:columnId", at most one per row, in row order.

export const RANKING_UNKNOWN_MESSAGE = 'Rank only the options given.';
export const RANKING_PERMUTATION_MESSAGE = 'Put every option in order, each one once.';
export const MATRIX_UNKNOWN_MESSAGE = 'Choose one point of the scale for each statement given.';
export const MATRIX_ONE_PER_ROW_MESSAGE = 'Choose only one answer per statement.';

/** The separator between a matrix row id and column id in a stored answer (ids never contain it). */
export const MATRIX_SEPARATOR = ':';

type Field = 'choice_ids';

/** What one ranking or matrix answer reads as; the same shape answer-rules uses for every kind. */
export type ChoiceReading =
  | { given: false }
  | { given: true; value: { choice_ids: string[] }; problem: { field: Field; message: string } | null };

const byPosition = <T extends { position: number }>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => a.position - b.position);

/** A ranking question's options by position (the order a respondent first sees); [] for other types. */
export function rankingOptionsOf(question: QuestionItem): ChoiceOption[] {
  return question.response_type === 'RANKING' ? byPosition(question.response_options.options) : [];
}

/** A matrix question's statements (rows) by position; [] for other types. */
export function matrixRowsOf(question: QuestionItem): MatrixEntry[] {
  return question.response_type === 'MATRIX' ? byPosition(question.response_options.rows) : [];
}

/** A matrix question's scale (columns) by position, first = 1; [] for other types. */
export function matrixColumnsOf(question: QuestionItem): MatrixEntry[] {
  return question.response_type === 'MATRIX' ? byPosition(question.response_options.columns) : [];
}

/** The stored choice id of a matrix cell. */
export function matrixChoiceId(rowId: string, columnId: string): string {
  return `${rowId}${MATRIX_SEPARATOR}${columnId}`;
}

/** A stored matrix choice id split into row and column; null when it has no separator. */
export function parseMatrixChoice(choiceId: string): { rowId: string; columnId: string } | null {
  const at = choiceId.indexOf(MATRIX_SEPARATOR);
  if (at <= 0 || at === choiceId.length - 1) return null;
  return { rowId: choiceId.slice(0, at), columnId: choiceId.slice(at + 1) };
}

/** Row id → column id of a matrix answer (the first answer per row wins; unparsable ids skipped). */
export function matrixSelections(choiceIds: readonly string[] | null | undefined): Map<string, string> {
  const selections = new Map<string, string>();
  for (const id of choiceIds ?? []) {
    const cell = parseMatrixChoice(id);
    if (cell && !selections.has(cell.rowId)) selections.set(cell.rowId, cell.columnId);
  }
  return selections;
}

/** Whether `order` holds every id of `ids` exactly once and nothing else. */
export function isPermutationOf(order: readonly string[], ids: readonly string[]): boolean {
  if (order.length !== ids.length) return false;
  const wanted = new Set(ids);
  const seen = new Set<string>();
  for (const id of order) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/** A ranking answer: given once any id is sent; it must then be a permutation of the options. */
export function readRanking(question: QuestionItem, choiceIds: readonly string[] | undefined): ChoiceReading {
  const order = [...(choiceIds ?? [])];
  if (order.length === 0) return { given: false };
  const ids = rankingOptionsOf(question).map((option) => option.id);
  const known = new Set(ids);
  let problem: { field: Field; message: string } | null = null;
  if (order.some((id) => !known.has(id))) problem = { field: 'choice_ids', message: RANKING_UNKNOWN_MESSAGE };
  else if (!isPermutationOf(order, ids))
    problem = { field: 'choice_ids', message: RANKING_PERMUTATION_MESSAGE };
  return { given: true, value: { choice_ids: order }, problem };
}

/** How many of a matrix's statements still need an answer, with the first one's text. */
export function unansweredMatrixRows(
  question: QuestionItem,
  choiceIds: readonly string[] | undefined,
): MatrixEntry[] {
  const selections = matrixSelections(choiceIds);
  return matrixRowsOf(question).filter((row) => !selections.has(row.id));
}

/** The message for a required matrix with statements left: names the first one. */
export function matrixIncompleteMessage(question: QuestionItem, missing: readonly MatrixEntry[]): string {
  const rows = matrixRowsOf(question);
  const first = missing[0];
  if (!first) return '';
  const label = first.text.trim() || `Statement ${rows.findIndex((row) => row.id === first.id) + 1}`;
  const answered = rows.length - missing.length;
  return `Please answer every statement (${answered} of ${rows.length} answered; "${label}" has no answer yet).`;
}

/**
 * A matrix answer: given once one statement is answered. Each id must be a known "row:column"
 * pair, one per row; a required matrix needs every row. The value lists the pairs in row order.
 */
export function readMatrix(question: QuestionItem, choiceIds: readonly string[] | undefined): ChoiceReading {
  const given = [...new Set(choiceIds ?? [])];
  if (given.length === 0) return { given: false };
  const rows = matrixRowsOf(question);
  const rowIds = new Set(rows.map((row) => row.id));
  const columnIds = new Set(matrixColumnsOf(question).map((column) => column.id));
  const chosen = new Map<string, string>();
  let problem: { field: Field; message: string } | null = null;
  for (const id of given) {
    const cell = parseMatrixChoice(id);
    if (!cell || !rowIds.has(cell.rowId) || !columnIds.has(cell.columnId)) {
      problem ??= { field: 'choice_ids', message: MATRIX_UNKNOWN_MESSAGE };
      continue;
    }
    if (chosen.has(cell.rowId)) problem ??= { field: 'choice_ids', message: MATRIX_ONE_PER_ROW_MESSAGE };
    else chosen.set(cell.rowId, cell.columnId);
  }
  const ordered = rows.flatMap((row) => {
    const column = chosen.get(row.id);
    return column === undefined ? [] : [matrixChoiceId(row.id, column)];
  });
  if (problem) return { given: true, value: { choice_ids: given }, problem };
  if (question.required) {
    const missing = rows.filter((row) => !chosen.has(row.id));
    if (missing.length > 0)
      problem = { field: 'choice_ids', message: matrixIncompleteMessage(question, missing) };
  }
  return { given: true, value: { choice_ids: ordered }, problem };
}
