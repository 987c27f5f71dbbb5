import type { QuestionItem } from '../survey/survey-schema.ts';
import {
  matrixColumnsOf,
  matrixRowsOf,
  parseMatrixChoice,
  rankingOptionsOf,
} from '../take/ranking-matrix.ts';

// Results of ranking and matrix questions (issue 12 §7), from the running totals (decision 007):
// a ranking from how many answers put each option at each rank, a matrix from the counts of its
// "rowId:columnId" choices. Pure, so the report, its export and the tests share one rule.

export interface RankCount {
  optionId: string;
  /** 1 = first. */
  rank: number;
  count: number;
}

export interface RankingOptionResult {
  optionId: string;
  label: string;
  /** Mean rank over the answers (1 = always first); null without answers. */
  averageRank: number | null;
  /** Answers that put it first, and their share of all answers (0–100, one decimal). */
  firstPlace: number;
  firstPlaceShare: number;
  /** Answers per rank: index 0 = rank 1. */
  rankCounts: number[];
}

export interface MatrixCell {
  columnId: string;
  label: string;
  count: number;
  /** Share of the row's answers, 0–100 with one decimal. */
  percentage: number;
}

export interface MatrixRowResult {
  rowId: string;
  label: string;
  /** Answers to this statement. */
  answered: number;
  /** Mean position on the scale (first column = 1); null without answers. */
  mean: number | null;
  cells: MatrixCell[];
}

const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);

/**
 * Each option's average rank and first-place share, best (lowest average) first; ties keep the
 * author's order. `answered` is the number of ranking answers (each ranks every option).
 */
export function rankingResults(
  question: QuestionItem,
  counts: readonly RankCount[],
  answered: number,
): RankingOptionResult[] {
  const options = rankingOptionsOf(question);
  const results = options.map((option, index): RankingOptionResult => {
    const rankCounts = Array.from({ length: options.length }, () => 0);
    let total = 0;
    let sum = 0;
    for (const entry of counts) {
      if (entry.optionId !== option.id || entry.rank < 1 || entry.rank > options.length) continue;
      rankCounts[entry.rank - 1]! += entry.count;
      total += entry.count;
      sum += entry.rank * entry.count;
    }
    const firstPlace = rankCounts[0] ?? 0;
    return {
      optionId: option.id,
      label: option.text.trim() || `Option ${index + 1}`,
      averageRank: total === 0 ? null : sum / total,
      firstPlace,
      firstPlaceShare: share(firstPlace, answered),
      rankCounts,
    };
  });
  return results
    .map((result, index) => ({ result, index }))
    .sort(
      (a, b) => (a.result.averageRank ?? Infinity) - (b.result.averageRank ?? Infinity) || a.index - b.index,
    )
    .map(({ result }) => result);
}

/** Per statement: the answers per scale point with their share, and the mean point (first = 1). */
export function matrixResults(
  question: QuestionItem,
  choiceCounts: readonly { choiceId: string; count: number }[],
): MatrixRowResult[] {
  const columns = matrixColumnsOf(question);
  const byCell = new Map<string, number>();
  for (const { choiceId, count } of choiceCounts) {
    const cell = parseMatrixChoice(choiceId);
    if (!cell) continue;
    const key = `${cell.rowId}\u0000${cell.columnId}`;
    byCell.set(key, (byCell.get(key) ?? 0) + count);
  }
  return matrixRowsOf(question).map((row, rowIndex) => {
    const counts = columns.map((column) => byCell.get(`${row.id}\u0000${column.id}`) ?? 0);
    const answered = counts.reduce((total, count) => total + count, 0);
    const sum = counts.reduce((total, count, index) => total + count * (index + 1), 0);
    return {
      rowId: row.id,
      label: row.text.trim() || `Statement ${rowIndex + 1}`,
      answered,
      mean: answered === 0 ? null : sum / answered,
      cells: columns.map((column, index) => ({
        columnId: column.id,
        label: column.text.trim() || `Point ${index + 1}`,
        count: counts[index]!,
        percentage: share(counts[index]!, answered),
      })),
    };
  });
}
