import type {
  ChoiceOptions,
  NumberSelectOptions,
  QuestionItem,
  SliderOptions,
} from '../survey/survey-schema.ts';
import { isChoiceQuestion, isScaleQuestion, isSliderQuestion } from '../survey/question-kinds.ts';
import { OTHER_CHOICE_ID, numberSelectRange } from '../take/answer-rules.ts';
import type { DistributionBucket } from './report-types.ts';

// Aggregation rules of spec respondent §9. The database groups answers (value → count, choice →
// count); these pure functions turn those counts into the buckets the analytics page draws.

export interface ValueCount {
  value: number;
  count: number;
}

export const SLIDER_BIN_COUNT = 5;

/** Mean of the answers, or null without any. */
export function averageOf(counts: ValueCount[]): number | null {
  let total = 0;
  let sum = 0;
  for (const { value, count } of counts) {
    total += count;
    sum += value * count;
  }
  return total === 0 ? null : sum / total;
}

/** Counts of the same value from several versions, added up. */
export function mergeValueCounts(counts: ValueCount[]): ValueCount[] {
  const merged = new Map<number, number>();
  for (const entry of counts) merged.set(entry.value, (merged.get(entry.value) ?? 0) + entry.count);
  return [...merged].map(([value, count]) => ({ value, count }));
}

/** Where one participant's answer stands among everyone's (comparison mode). */
export interface ValueComparison {
  value: number;
  /** The mean of all answers; the participant's own value when there are none. */
  average: number;
  /** value − average. */
  deviation: number;
  percentile: number;
}

/** One answer beside the distribution it belongs to (the participant's own answer included). */
export function compareValue(value: number, counts: ValueCount[]): ValueComparison {
  const merged = mergeValueCounts(counts);
  const average = averageOf(merged) ?? value;
  return { value, average, deviation: value - average, percentile: percentileOf(value, merged) };
}

/** Number select and rating: one bucket per value from min to max, empty ones included. */
export function numberSelectDistribution(
  options: NumberSelectOptions,
  counts: ValueCount[],
): DistributionBucket[] {
  const { min, max } = numberSelectRange(options);
  const byValue = new Map(counts.map((entry) => [entry.value, entry.count]));
  const buckets: DistributionBucket[] = [];
  for (let value = min; value <= max; value++) {
    buckets.push({ label: String(value), value: byValue.get(value) ?? 0, low: value, high: value });
  }
  return buckets;
}

/**
 * Slider: 5 equal bins between min and max (defaults 0 and 100), labelled "low - high" with
 * rounded numbers; the maximum belongs to the last bin, values outside are clamped to the ends.
 */
export function sliderDistribution(
  options: Partial<SliderOptions>,
  counts: ValueCount[],
): DistributionBucket[] {
  const min = Number.isFinite(options.min) ? (options.min as number) : 0;
  const max =
    Number.isFinite(options.max) && (options.max as number) > min ? (options.max as number) : min + 100;
  const width = (max - min) / SLIDER_BIN_COUNT;
  const bins: DistributionBucket[] = Array.from({ length: SLIDER_BIN_COUNT }, (_, index) => {
    const low = min + index * width;
    const high = index === SLIDER_BIN_COUNT - 1 ? max : min + (index + 1) * width;
    return { label: `${Math.round(low)} - ${Math.round(high)}`, value: 0, low, high };
  });
  for (const { value, count } of counts) {
    const index = Math.min(SLIDER_BIN_COUNT - 1, Math.max(0, Math.floor((value - min) / width)));
    bins[index]!.value += count;
  }
  return bins;
}

function percentage(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 1000) / 10;
}

/**
 * Choice questions: every option with its count and share of the question's answers (one decimal),
 * "Other" when allowed or used, sorted by count descending (ties keep the author's order).
 */
export function choiceDistribution(
  options: ChoiceOptions,
  choiceCounts: { choiceId: string; count: number }[],
  answered: number,
): DistributionBucket[] {
  const byChoice = new Map(choiceCounts.map((entry) => [entry.choiceId, entry.count]));
  const buckets: DistributionBucket[] = [...options.options]
    .sort((a, b) => a.position - b.position)
    .map((option, index) => {
      const count = byChoice.get(option.id) ?? 0;
      return {
        label: option.text.trim() || `Option ${index + 1}`,
        value: count,
        percentage: percentage(count, answered),
        choiceId: option.id,
      };
    });
  const other = byChoice.get(OTHER_CHOICE_ID) ?? 0;
  if (options.allow_other || other > 0) {
    buckets.push({
      label: 'Other',
      value: other,
      percentage: percentage(other, answered),
      choiceId: OTHER_CHOICE_ID,
    });
  }
  return buckets.sort((a, b) => b.value - a.value);
}

/** The distribution a question's type calls for; free response has none. */
export function distributionFor(
  question: QuestionItem,
  numericCounts: ValueCount[],
  choiceCounts: { choiceId: string; count: number }[],
  answered: number,
): DistributionBucket[] {
  if (isChoiceQuestion(question)) {
    return choiceDistribution(question.response_options, choiceCounts, answered);
  }
  if (isScaleQuestion(question)) return numberSelectDistribution(question.response_options, numericCounts);
  if (isSliderQuestion(question)) return sliderDistribution(question.response_options, numericCounts);
  return [];
}

/** Share of the other answers strictly below `value`, 0–100 rounded (comparison mode). */
export function percentileOf(value: number, counts: ValueCount[]): number {
  let below = 0;
  let others = -1; // the participant's own answer is not an "other"
  for (const entry of counts) {
    others += entry.count;
    if (entry.value < value) below += entry.count;
  }
  return others <= 0 ? 0 : Math.round((below / others) * 100);
}
