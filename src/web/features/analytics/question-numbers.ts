import type { ReportPage } from '#shared/report/report-types.ts';

/**
 * The number respondents saw on each question ("QUESTION 3"): counted across the standard pages
 * in order, as the take flow counts them (buildTakePlan). A question only older versions asked
 * has no number, so the current ones keep theirs; questions on other page types are never asked.
 */
export function questionNumbers(pages: readonly ReportPage[]): Map<string, number> {
  const numbers = new Map<string, number>();
  for (const page of pages) {
    if (page.page_type !== 'STANDARD') continue;
    for (const block of page.content_blocks ?? []) {
      if (block?.type !== 'QUESTION_SET') continue;
      for (const question of block.items ?? []) {
        if (typeof question.removedInVersion === 'number') continue;
        numbers.set(question.id, numbers.size + 1);
      }
    }
  }
  return numbers;
}
