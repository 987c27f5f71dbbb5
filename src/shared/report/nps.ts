import type { ValueCount } from './aggregation.ts';

// The Net Promoter Score (issue 12): respondents answer "how likely are you to recommend…" on 0–10;
// promoters answer 9–10, passives 7–8, detractors 0–6, and the score is the percentage of promoters
// minus the percentage of detractors (−100 to +100). Derived from the running totals per value.

export const NPS_GROUPS = [
  { key: 'detractors', label: 'Detractors', low: 0, high: 6 },
  { key: 'passives', label: 'Passives', low: 7, high: 8 },
  { key: 'promoters', label: 'Promoters', low: 9, high: 10 },
] as const;

export type NpsGroupKey = (typeof NPS_GROUPS)[number]['key'];

export interface NpsGroup {
  key: NpsGroupKey;
  label: string;
  /** Answers in the group. */
  count: number;
  /** Share of all answers, 0–100 with one decimal. */
  percentage: number;
}

export interface NpsSummary {
  /** % promoters − % detractors, unrounded (−100…100); null without answers. */
  score: number | null;
  /** Answers counted (scores 0–10; anything else is ignored). */
  total: number;
  groups: NpsGroup[];
}

/** Which group a score belongs to; null for a value that is not a score 0–10. */
export function npsGroupOf(score: number): NpsGroupKey | null {
  if (!Number.isInteger(score)) return null;
  return NPS_GROUPS.find((group) => score >= group.low && score <= group.high)?.key ?? null;
}

/** The NPS and its three groups from counts per score. */
export function npsSummary(counts: readonly ValueCount[]): NpsSummary {
  const byGroup: Record<NpsGroupKey, number> = { detractors: 0, passives: 0, promoters: 0 };
  for (const { value, count } of counts) {
    const group = npsGroupOf(value);
    if (group !== null && count > 0) byGroup[group] += count;
  }
  const total = byGroup.detractors + byGroup.passives + byGroup.promoters;
  const share = (count: number) => (total === 0 ? 0 : (count / total) * 100);
  return {
    score: total === 0 ? null : share(byGroup.promoters) - share(byGroup.detractors),
    total,
    groups: NPS_GROUPS.map((group) => ({
      key: group.key,
      label: group.label,
      count: byGroup[group.key],
      percentage: Math.round(share(byGroup[group.key]) * 10) / 10,
    })),
  };
}

/** The score as reported: a whole number with its sign ("+42", "−8", "0"); "–" without answers. */
export function formatNps(score: number | null): string {
  if (score === null) return '–';
  const rounded = Math.round(score) || 0;
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${Math.abs(rounded)}` : '0';
}
