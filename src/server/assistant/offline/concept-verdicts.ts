import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type { VariantResults } from '#shared/report/variant-results.ts';
import { formatShare, formatShareInterval, meanFormatter } from '#shared/stats/wording.ts';
import { shownSurveyTitle } from '#shared/survey/survey-title.ts';
import { quote } from './text-tools.ts';

// "Which concept won?" answered from the report's own verdicts (issue 11 point 6): the same
// significance tests and sentences as the analytics page. A winner is named only where a verdict
// says so; otherwise the answer says no winner is established and why, never picking one from the
// raw numbers.

/** Whether the author asks which variant did best. */
export function asksWhichVariantWon(message: string): boolean {
  return (
    /\b(?:which|what)\b[^?]*\b(?:concept|variant|version|design|option|idea|headline|logo|name|ad|packaging|label)s?\b[^?]*\b(?:won|wins|win|winning|best|better|prefer|preferred|liked\s+most|most\s+popular|favou?rite|ahead|leading|performed\s+best|did\s+best)\b/i.test(
      message,
    ) ||
    /\b(?:who|what|which\s+one)\s+(?:won|wins|is\s+winning)\b/i.test(message) ||
    /\b(?:is\s+there\s+a|the)\s+(?:clear\s+)?winner\b/i.test(message) ||
    /\b(?:significant|significance|statistically)\b/i.test(message)
  );
}

interface VerdictEntry {
  question: ReportQuestion;
  results: VariantResults;
}

function verdictEntries(report: SurveyReport): VerdictEntry[] {
  return report.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) =>
      block?.type === 'QUESTION_SET'
        ? block.items.flatMap((question) =>
            question.variantResults ? [{ question, results: question.variantResults }] : [],
          )
        : [],
    ),
  );
}

function questionName(question: ReportQuestion): string {
  return quote(question.text.trim() || 'Untitled question');
}

/** The per-variant numbers behind a verdict, one line. */
function numbersLine(results: VariantResults): string {
  if (results.kind === 'preference')
    return results.variants
      .map(
        (variant) =>
          `${variant.title} ${formatShare(variant.share)}${variant.interval ? ` (95% CI ${formatShareInterval(variant.interval)})` : ''}`,
      )
      .join(', ');
  if (results.kind === 'rating') {
    const format = meanFormatter(results.scale.max - results.scale.min);
    return results.variants
      .map((variant) =>
        variant.mean === null
          ? `${variant.title}: no answers`
          : `${variant.title} ${format(variant.mean)}${variant.interval ? ` (95% CI ${format(variant.interval.low)}–${format(variant.interval.high)})` : ''}, n = ${variant.n}`,
      )
      .join('; ');
  }
  return results.variants.map((variant) => `${variant.title}: n = ${variant.n}`).join('; ');
}

/**
 * The answer to "which concept won?", or null when the report has no question comparing variants
 * (the caller then answers as before).
 */
export function answerWhichVariantWon(report: SurveyReport): { text: string } | null {
  const entries = verdictEntries(report).filter((entry) => entry.results.kind !== 'choice');
  if (entries.length === 0) return null;
  const lines: string[] = [];
  const winners = new Set<string>();
  for (const { question, results } of entries) {
    if (results.kind === 'choice' || !results.verdict) continue;
    const verdict = results.verdict;
    if (verdict.kind === 'winner' && verdict.winnerId) {
      const title = results.variants.find((variant) => variant.id === verdict.winnerId)?.title;
      if (title) winners.add(title);
    }
    const order = results.orderCheck?.favoured ? ` ${results.orderCheck.text}` : '';
    lines.push(`- ${questionName(question)}: ${verdict.text}${order} Per variant: ${numbersLine(results)}.`);
  }
  if (lines.length === 0) return null;
  const title = shownSurveyTitle(report.survey.title);
  const lead =
    winners.size === 1
      ? `In **${title}**, **${[...winners][0]}** comes out ahead where the difference is real:`
      : winners.size > 1
        ? `In **${title}**, different variants win on different questions:`
        : `In **${title}**, no variant has won yet: none of the differences is large enough to be more than chance.`;
  return { text: `${lead}\n${lines.join('\n')}` };
}
