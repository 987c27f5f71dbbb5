import { z } from 'zod';
import { studyDesigns, type StudyDesign } from '../survey/survey-schema.ts';
import type { Interval } from '../stats/intervals.ts';
import type { ConceptVerdict, OrderCheck } from '../stats/verdict-types.ts';

// Results per variant of a concept test (issue 11 point 4), as the report carries them on each
// question asked about variants: per-variant n, shares or means with 95% confidence intervals side
// by side, and the verdict of the significance tests. Computed on the server from the running
// totals (src/server/reports/variant-results.ts); the analytics page and the assistant only read.

export interface PreferenceVariant {
  id: string;
  title: string;
  /** People who picked it. */
  count: number;
  /** count / every pick, 0–1. */
  share: number;
  /** Wilson 95% interval of the share; null without picks. */
  interval: Interval | null;
}

export interface RatingVariant {
  id: string;
  title: string;
  /** Answers about this variant. */
  n: number;
  mean: number | null;
  /** t-based 95% interval of the mean; null with fewer than two answers. */
  interval: Interval | null;
}

export interface ChoiceVariantOption {
  choiceId: string;
  label: string;
  count: number;
  /** Share of the variant's respondents who picked it, 0–1. */
  share: number;
  interval: Interval | null;
}

export interface ChoiceVariant {
  id: string;
  title: string;
  n: number;
  options: ChoiceVariantOption[];
}

interface VariantResultsBase {
  /** The media set whose variants are compared. */
  mediaSetId: string;
  design: StudyDesign;
}

/** "Which do you prefer?": the split of picks between the variants. */
export interface PreferenceResults extends VariantResultsBase {
  kind: 'preference';
  total: number;
  variants: PreferenceVariant[];
  verdict: ConceptVerdict | null;
  orderCheck: OrderCheck | null;
}

/** A number select, rating or slider asked about each variant. */
export interface RatingResults extends VariantResultsBase {
  kind: 'rating';
  scale: { min: number; max: number };
  variants: RatingVariant[];
  verdict: ConceptVerdict | null;
  orderCheck: OrderCheck | null;
}

/** A choice question asked about each variant: each option's share per variant. */
export interface ChoiceResults extends VariantResultsBase {
  kind: 'choice';
  variants: ChoiceVariant[];
}

export type VariantResults = PreferenceResults | RatingResults | ChoiceResults;

const intervalSchema = z.object({ low: z.number(), high: z.number() }).nullable();

const verdictSchema = z
  .object({
    kind: z.enum(['winner', 'tie', 'too_few']),
    text: z.string(),
    winnerId: z.string().nullable(),
    p: z.number().nullable(),
    method: z.string(),
    moreNeeded: z.number().nullable(),
  })
  .nullable();

const orderCheckSchema = z.object({ favoured: z.boolean(), text: z.string(), p: z.number() }).nullable();

const base = { mediaSetId: z.string(), design: z.enum(studyDesigns) };

export const variantResultsSchema: z.ZodType<VariantResults> = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('preference'),
    total: z.number(),
    variants: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        count: z.number(),
        share: z.number(),
        interval: intervalSchema,
      }),
    ),
    verdict: verdictSchema,
    orderCheck: orderCheckSchema,
  }),
  z.object({
    ...base,
    kind: z.literal('rating'),
    scale: z.object({ min: z.number(), max: z.number() }),
    variants: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        n: z.number(),
        mean: z.number().nullable(),
        interval: intervalSchema,
      }),
    ),
    verdict: verdictSchema,
    orderCheck: orderCheckSchema,
  }),
  z.object({
    ...base,
    kind: z.literal('choice'),
    variants: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        n: z.number(),
        options: z.array(
          z.object({
            choiceId: z.string(),
            label: z.string(),
            count: z.number(),
            share: z.number(),
            interval: intervalSchema,
          }),
        ),
      }),
    ),
  }),
]);
