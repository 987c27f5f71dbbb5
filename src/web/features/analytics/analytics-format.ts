import type { DistributionBucket, ReportPage, ReportQuestion } from '#shared/report/report-types.ts';
import { formatPercent } from '#shared/format/percent.ts';
import { withTokensAsNames } from '#shared/survey/piping.ts';
import { responseKind } from '#shared/survey/response-kinds.ts';
import { OTHER_CHOICE_ID } from '#shared/take/answer-rules.ts';
import { responseTypeLabel } from '../editor/response-types.ts';

// Pure formatting and labelling decisions of the analytics page (spec respondent §2 "Analytics
// page", §9). Components call these; they don't decide labels themselves.

/** "THANK_YOU" → "THANK YOU", "in_review" → "in review". */
export function humanizeType(value: string): string {
  return value.replace(/_/g, ' ');
}

/** A date in short US form ("Jan 5, 2025"), or "Unknown" when missing or unreadable. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The public link respondents open: {origin}/t/{share_id}. */
export function shareLink(origin: string, shareId: string): string {
  return `${origin.replace(/\/+$/, '')}/t/${shareId}`;
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

export function countQuestions(pages: readonly ReportPage[]): number {
  let total = 0;
  for (const page of pages) {
    for (const block of page.content_blocks ?? []) {
      if (block?.type === 'QUESTION_SET') total += block.items?.length ?? 0;
    }
  }
  return total;
}

// ----- questions -------------------------------------------------------------------------------

/** The type line of a question card: its response type's label, else "Free Response". */
export function questionTypeLabel(question: Pick<ReportQuestion, 'response_type'>): string {
  const type = question.response_type as string | undefined;
  return type ? responseTypeLabel(type) : 'Free Response';
}

export function questionText(question: Pick<ReportQuestion, 'text'>): string {
  const text = withTokensAsNames(question.text ?? '').trim();
  return text !== '' ? text : 'Untitled Question';
}

export type QuestionKind = 'free' | 'numeric' | 'choice';

/** Which result view a question gets. A missing type reads as free response (spec §2). */
export function questionKind(question: Pick<ReportQuestion, 'response_type'>): QuestionKind {
  switch (responseKind(question.response_type as string | undefined)) {
    case 'number':
      return 'numeric';
    case 'choice':
      return 'choice';
    default:
      return 'free';
  }
}

/** A question with nothing to analyse yet: no answers and no voice notes. */
export function hasNoResponses(question: ReportQuestion): boolean {
  const results = question.results;
  return !results || ((results.totalResponses ?? 0) === 0 && (results.voiceNoteCount ?? 0) === 0);
}

const BUDGET_WORDS = /\b(budget|pric|cost|pay|spend)|\$/i;

/** A slider about money: its text or labels mention budget, price, cost, pay, spend or "$". */
export function isBudgetQuestion(question: ReportQuestion): boolean {
  if (question.response_type !== 'SLIDER') return false;
  const labels = question.response_options?.labels;
  const words = [question.text, labels?.min, labels?.mid, labels?.max];
  return words.some((word) => typeof word === 'string' && BUDGET_WORDS.test(word));
}

/** How the numbers of a numeric question read: ratings get a star, budgets are dollars. */
export type ValueFormat = 'rating' | 'budget' | 'plain';

export function valueFormat(question: ReportQuestion): ValueFormat {
  if (question.response_type === 'RATING') return 'rating';
  if (isBudgetQuestion(question)) return 'budget';
  return 'plain';
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** US dollars without decimals: 1200 → "$1,200". */
export function formatDollars(value: number): string {
  return dollars.format(value);
}

/** One decimal without a trailing ".0" for whole numbers of a scale (4 → "4", 4.25 → "4.3"). */
function plainNumber(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(1);
}

/** A single answer value (a bar's value, a participant's answer). */
export function formatValue(value: number, format: ValueFormat): string {
  if (format === 'budget') return formatDollars(value);
  if (format === 'rating') return `${plainNumber(value)} ★`;
  return plainNumber(value);
}

/** The average, to 1 decimal (spec §9): "4.2", "4.2 ★", or whole dollars "$1,200". */
export function formatAverage(value: number | null | undefined, format: ValueFormat): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  if (format === 'budget') return formatDollars(value);
  const fixed = value.toFixed(1);
  return format === 'rating' ? `${fixed} ★` : fixed;
}

/** A histogram bar's label: dollars for budget bins ("$0 - $2,000"), a star for ratings ("4 ★"). */
export function formatBucketLabel(bucket: DistributionBucket, format: ValueFormat): string {
  if (format === 'plain') return bucket.label;
  const range = bucketRange(bucket);
  if (!range) return bucket.label;
  if (format === 'rating') {
    return range.low === range.high ? formatValue(range.low, 'rating') : bucket.label;
  }
  return range.low === range.high
    ? formatDollars(range.low)
    : `${formatDollars(range.low)} - ${formatDollars(range.high)}`;
}

/** The numeric range of a bucket: its low/high, else read from a "low - high" or "n" label. */
export function bucketRange(bucket: DistributionBucket): { low: number; high: number } | null {
  if (typeof bucket.low === 'number' && typeof bucket.high === 'number') {
    return { low: bucket.low, high: bucket.high };
  }
  const label = bucket.label.trim();
  const single = Number(label);
  if (label !== '' && Number.isFinite(single)) return { low: single, high: single };
  const match = /^(-?[\d.,]+)\s*-\s*(-?[\d.,]+)$/.exec(label);
  if (!match?.[1] || !match[2]) return null;
  const low = Number(match[1].replace(/,/g, ''));
  const high = Number(match[2].replace(/,/g, ''));
  return Number.isFinite(low) && Number.isFinite(high) ? { low, high } : null;
}

/**
 * The bar a value falls in, as the server counts it (src/shared/report/aggregation.ts): a value
 * bucket by equality; a slider bin covers [low, high), the last one includes its high, and values
 * beyond the ends count in the first or last bin. -1 when no bar holds the value.
 */
export function bucketIndexForValue(distribution: readonly DistributionBucket[], value: number): number {
  const ranges = distribution.map(bucketRange);
  const last = ranges.length - 1;
  const exact = ranges.findIndex(
    (range) => range !== null && range.low === range.high && range.low === value,
  );
  if (exact !== -1) return exact;
  const binned = ranges.findIndex(
    (range, index) =>
      range !== null &&
      range.low < range.high &&
      value >= range.low &&
      (value < range.high || (index === last && value === range.high)),
  );
  if (binned !== -1) return binned;
  const first = ranges[0];
  const end = ranges[last];
  if (first && first.low < first.high && value < first.low) return 0;
  if (end && end.low < end.high && value > end.high) return last;
  return -1;
}

/** The labels under the ends of a scale ("No Pain" … "Major Pain"), when the question has both. */
export function scaleEndLabels(question: ReportQuestion): { min: string; max: string } | null {
  let min: string | undefined;
  let max: string | undefined;
  if (question.response_type === 'SLIDER') {
    min = question.response_options?.labels?.min;
    max = question.response_options?.labels?.max;
  } else if (question.response_type === 'NUMBER_SELECT' || question.response_type === 'RATING') {
    min = question.response_options?.min_label;
    max = question.response_options?.max_label;
  }
  if (!min?.trim() || !max?.trim()) return null;
  return { min: min.trim(), max: max.trim() };
}

// ----- choices ---------------------------------------------------------------------------------

export function choiceLabel(bucket: DistributionBucket): string {
  if (bucket.choiceId === OTHER_CHOICE_ID) return 'Other';
  return bucket.label?.trim() ? bucket.label : 'Untitled option';
}

/** The bucket's share to 1 decimal ("42.9%"): the server's figure, else counted from the total. */
export function formatPercentage(bucket: DistributionBucket, total: number): string {
  const share = bucket.percentage ?? (total > 0 ? (bucket.value / total) * 100 : 0);
  return formatPercent(share);
}

// ----- people ----------------------------------------------------------------------------------

export function displayName(name: string | null | undefined): string {
  return name?.trim() ? name.trim() : 'Anonymous';
}

/** The avatar letter: the name's first character, uppercased, or "?". */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

/** Five pastel avatar colours (spec §9). */
export const avatarColors = [
  'bg-rose-100 text-rose-800',
  'bg-amber-100 text-amber-800',
  'bg-emerald-100 text-emerald-800',
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
] as const;

/** One of the five colours, stable for a given seed (so a list doesn't reshuffle on refetch). */
export function avatarColor(seed: string): (typeof avatarColors)[number] {
  let hash = 0;
  for (let index = 0; index < seed.length; index += 1) hash = (hash * 31 + seed.charCodeAt(index)) | 0;
  return avatarColors[Math.abs(hash) % avatarColors.length] ?? avatarColors[0];
}

// ----- comparison ------------------------------------------------------------------------------

export function formatPercentile(percentile: number): string {
  const clamped = Math.min(100, Math.max(0, Math.round(percentile)));
  return `Scored higher than ${clamped}% of participants`;
}

/** "+1.2 from average", "-0.8 from average"; budgets in whole dollars ("+$150 from average"). */
export function formatDeviation(deviation: number, format: ValueFormat): string {
  const magnitude = Math.abs(deviation);
  const text = format === 'budget' ? formatDollars(magnitude) : magnitude.toFixed(1);
  const isZero = format === 'budget' ? Math.round(magnitude) === 0 : Number(magnitude.toFixed(1)) === 0;
  const sign = deviation < 0 && !isZero ? '-' : '+';
  return `${sign}${text} from average`;
}

// ----- media -----------------------------------------------------------------------------------

/** Whether a media item has any analytics to show (both zero reads "No analytics data yet"). */
export function mediaStats(analytics: { view_count?: number; engagement_score?: number } | undefined) {
  const views = analytics?.view_count ?? 0;
  const engagement = analytics?.engagement_score ?? 0;
  return { views, engagement, empty: views === 0 && engagement === 0 };
}
