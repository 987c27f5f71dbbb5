import { MONTHS, formatDateAnswer, isDateAnswer } from '../take/answer-formats.ts';
import type { ValueCount } from './aggregation.ts';
import type { DistributionBucket, QuestionResults } from './report-types.ts';
import type { QuestionItem } from '../survey/survey-schema.ts';
import { npsSummary } from './nps.ts';

// Report figures of the issue-12 answer types that the running totals (answer_stats) carry: number
// and date distributions, consent counts. (NPS: nps.ts.) Pure; the server and tests share them.

export const NUMBER_BIN_COUNT = 5;

export interface DateCount {
  /** YYYY-MM-DD. */
  date: string;
  count: number;
}

/** Ticked consent boxes among the submissions that were asked. */
export interface ConsentResults {
  agreed: number;
  /** Submissions of the versions counted (every one was shown the question). */
  asked: number;
  /** agreed / asked, 0–100 with one decimal. */
  percentage: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function numberLabel(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

/**
 * A typed number's answers: one bucket per value when they are whole numbers at most 11 apart,
 * else 5 equal bins from the smallest to the largest answer (the largest in the last bin).
 */
export function numberDistribution(counts: readonly ValueCount[]): DistributionBucket[] {
  const given = counts.filter((entry) => entry.count > 0 && Number.isFinite(entry.value));
  if (given.length === 0) return [];
  const min = Math.min(...given.map((entry) => entry.value));
  const max = Math.max(...given.map((entry) => entry.value));
  if (given.every((entry) => Number.isInteger(entry.value)) && max - min <= 10) {
    // Rows for the same value (e.g. one per version) add up; a Map built from them would keep the last.
    const byValue = new Map<number, number>();
    for (const { value, count } of given) byValue.set(value, (byValue.get(value) ?? 0) + count);
    return Array.from({ length: max - min + 1 }, (_, index) => {
      const value = min + index;
      return { label: String(value), value: byValue.get(value) ?? 0, low: value, high: value };
    });
  }
  // One value that is not a whole number: one bucket (equal bins would have no width).
  if (max === min) {
    const total = given.reduce((sum, entry) => sum + entry.count, 0);
    return [{ label: numberLabel(min), value: total, low: min, high: max }];
  }
  const width = (max - min) / NUMBER_BIN_COUNT;
  const bins: DistributionBucket[] = Array.from({ length: NUMBER_BIN_COUNT }, (_, index) => {
    const low = min + index * width;
    const high = index === NUMBER_BIN_COUNT - 1 ? max : min + (index + 1) * width;
    return { label: `${numberLabel(low)} – ${numberLabel(high)}`, value: 0, low, high };
  });
  for (const { value, count } of given) {
    const index = Math.min(NUMBER_BIN_COUNT - 1, Math.max(0, Math.floor((value - min) / width)));
    bins[index]!.value += count;
  }
  return bins;
}

type DateUnit = 'day' | 'month' | 'year';

const MAX_DAY_BUCKETS = 31;
const MAX_MONTH_BUCKETS = 36;
const MAX_YEAR_BUCKETS = 60;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const monthNumber = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

function bucketLabel(unit: DateUnit, key: string): string {
  if (unit === 'day') return formatDateAnswer(key);
  if (unit === 'month') return `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
  return key;
}

/**
 * A date question's answers over time: per day when they span at most 31 days, per month within
 * 36 months, else per year; empty buckets in between are kept so the chart reads as a timeline
 * (per year beyond 60 years, only the years answered).
 */
export function dateDistribution(counts: readonly DateCount[]): DistributionBucket[] {
  const given = counts.filter((entry) => entry.count > 0 && isDateAnswer(entry.date));
  if (given.length === 0) return [];
  const dates = given.map((entry) => entry.date).sort();
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const unit: DateUnit =
    dayNumber(last) - dayNumber(first) < MAX_DAY_BUCKETS
      ? 'day'
      : monthNumber(last) - monthNumber(first) < MAX_MONTH_BUCKETS
        ? 'month'
        : 'year';
  const keyOf = (date: string) =>
    unit === 'day' ? date : unit === 'month' ? date.slice(0, 7) : date.slice(0, 4);
  const totals = new Map<string, number>();
  for (const { date, count } of given) totals.set(keyOf(date), (totals.get(keyOf(date)) ?? 0) + count);
  let keys: string[];
  if (unit === 'day') {
    keys = Array.from({ length: dayNumber(last) - dayNumber(first) + 1 }, (_, index) =>
      new Date((dayNumber(first) + index) * 86_400_000).toISOString().slice(0, 10),
    );
  } else if (unit === 'month') {
    keys = Array.from({ length: monthNumber(last) - monthNumber(first) + 1 }, (_, index) => {
      const month = monthNumber(first) + index;
      return `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
    });
  } else {
    const from = Number(first.slice(0, 4));
    const to = Number(last.slice(0, 4));
    keys =
      to - from < MAX_YEAR_BUCKETS
        ? Array.from({ length: to - from + 1 }, (_, index) => String(from + index))
        : [...totals.keys()].sort();
  }
  return keys.map((key) => ({ label: bucketLabel(unit, key), value: totals.get(key) ?? 0 }));
}

/** How many ticked the consent box of those asked. */
export function consentResults(agreed: number, asked: number): ConsentResults {
  const total = Math.max(asked, agreed);
  return { agreed, asked: total, percentage: total === 0 ? 0 : round1((agreed / total) * 100) };
}

/**
 * The figures of an issue-12 question beside the common ones: NPS (0–10 buckets and the score),
 * number and date distributions, consent ticks among those asked. Nothing for other types.
 */
export function typedAnswerResults(
  question: QuestionItem,
  numeric: readonly ValueCount[],
  dates: readonly DateCount[],
  asked: number,
): Partial<Pick<QuestionResults, 'distribution' | 'nps' | 'consent'>> {
  switch (question.response_type) {
    case 'NPS': {
      const byValue = new Map(numeric.map((entry) => [entry.value, entry.count]));
      return {
        nps: npsSummary(numeric),
        distribution: Array.from({ length: 11 }, (_, score) => ({
          label: String(score),
          value: byValue.get(score) ?? 0,
          low: score,
          high: score,
        })),
      };
    }
    case 'NUMBER':
      return { distribution: numberDistribution(numeric) };
    case 'DATE':
      return { distribution: dateDistribution(dates) };
    case 'CONSENT': {
      const agreed = numeric.reduce((total, entry) => total + (entry.value === 1 ? entry.count : 0), 0);
      const consent = consentResults(agreed, asked);
      return {
        consent,
        distribution: [
          { label: 'Agreed', value: consent.agreed, percentage: consent.percentage },
          {
            label: 'Did not tick the box',
            value: consent.asked - consent.agreed,
            percentage: consent.asked === 0 ? 0 : round1(100 - consent.percentage),
          },
        ],
      };
    }
    default:
      return {};
  }
}
