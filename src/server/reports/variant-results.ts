import { mergeValueCounts, type ValueCount } from '#shared/report/aggregation.ts';
import type { ReportPlan } from '#shared/report/version-plan.ts';
import type { ReportQuestion, SurveyReport } from '#shared/report/report-types.ts';
import type {
  ChoiceVariant,
  PreferenceResults,
  RatingResults,
  VariantResults,
} from '#shared/report/variant-results.ts';
import { meanInterval, wilsonInterval } from '#shared/stats/intervals.ts';
import { preferenceOrderCheck, ratingOrderCheck } from '#shared/stats/order-check.ts';
import { preferenceVerdict } from '#shared/stats/preference-verdict.ts';
import { ratingVerdict } from '#shared/stats/rating-verdict.ts';
import { summaryFromCounts } from '#shared/stats/summary.ts';
import { isChoiceQuestion, isScaleQuestion, isSliderQuestion } from '#shared/survey/question-kinds.ts';
import { firstMediaSetOf, preferenceBlockIdOf, studyDesignOf } from '#shared/survey/study-design.ts';
import type { MediaSetBlock, QuestionItem, StudyDesign } from '#shared/survey/survey-schema.ts';
import { OTHER_CHOICE_ID, numberSelectRange } from '#shared/take/answer-rules.ts';
import { mediaItemLabel } from '#shared/survey/variant-label.ts';

// Results per variant and the verdicts of a report (issue 11 points 4–5), joined onto the report's
// questions after it is built. Which questions are about variants follows the respondent flow: a
// page's first media set decides its design; a preference question names its set (variants_of).

const byPosition = <T extends { position: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.position - b.position);

export interface VariantQuestion {
  question: QuestionItem;
  set: MediaSetBlock;
  design: StudyDesign;
  /** 'preference': picks among the variants; 'per_variant': asked about each variant in turn. */
  role: 'preference' | 'per_variant';
  /** The versions whose answers the report counts for this question (its newest compatible group). */
  versions: number[];
}

/** Every question of the report's layout that compares variants. */
export function variantQuestionsOf(plan: ReportPlan): VariantQuestion[] {
  const found: VariantQuestion[] = [];
  for (const page of byPosition(plan.layout.pages)) {
    const set = firstMediaSetOf(page);
    if (!set || set.items.length < 2) continue;
    const design = studyDesignOf(set);
    for (const block of byPosition(page.content_blocks)) {
      if (block.type !== 'QUESTION_SET') continue;
      for (const question of byPosition(block.items)) {
        const versions = plan.questions.get(question.id)?.groups.at(-1)?.versions ?? [];
        if (preferenceBlockIdOf(question) === set.id)
          found.push({ question, set, design, role: 'preference', versions });
        else if (
          design !== 'side_by_side' &&
          (isChoiceQuestion(question) || isScaleQuestion(question) || isSliderQuestion(question))
        )
          found.push({ question, set, design, role: 'per_variant', versions });
      }
    }
  }
  return found;
}

/** Running totals of the answers asked about one variant. */
export interface VariantTotals {
  answered: number;
  numeric: ValueCount[];
  choices: Map<string, number>;
}

export interface VariantCounts {
  /** Per version: key `${questionId}|${variantId}`. */
  totalsByVersion: Map<number, Map<string, VariantTotals>>;
  /** Preference questions: picks with a recorded order of 2+ variants, and how many were the first shown. */
  preferenceOrder: Map<string, { picks: number; pickedFirstShown: number }>;
  /** Sequential monadic ratings: per question, key `${a}|${b}` (a < b) → rating(a) − rating(b) → count. */
  pairedDifferences: Map<string, Map<string, ValueCount[]>>;
  /** Sequential monadic ratings: answers about the variant shown first vs the later ones. */
  ratingOrder: Map<string, { first: ValueCount[]; later: ValueCount[] }>;
}

export const variantKey = (questionId: string, variantId: string) => `${questionId}|${variantId}`;

function totalsOf(entry: VariantQuestion, variantId: string, counts: VariantCounts): VariantTotals {
  const sum: VariantTotals = { answered: 0, numeric: [], choices: new Map() };
  for (const version of entry.versions) {
    const totals = counts.totalsByVersion.get(version)?.get(variantKey(entry.question.id, variantId));
    if (!totals) continue;
    sum.answered += totals.answered;
    sum.numeric = mergeValueCounts([...sum.numeric, ...totals.numeric]);
    for (const [choiceId, count] of totals.choices)
      sum.choices.set(choiceId, (sum.choices.get(choiceId) ?? 0) + count);
  }
  return sum;
}

const variantsOf = (set: MediaSetBlock) =>
  byPosition(set.items).map((item, index) => ({ id: item.id, title: mediaItemLabel(item, index) }));

function preferenceResults(
  entry: VariantQuestion,
  question: ReportQuestion,
  counts: VariantCounts,
): PreferenceResults {
  const picksOf = new Map(
    question.results.distribution.flatMap((bucket) =>
      bucket.choiceId ? [[bucket.choiceId, bucket.value] as const] : [],
    ),
  );
  const tallies = variantsOf(entry.set).map((variant) => ({
    ...variant,
    count: picksOf.get(variant.id) ?? 0,
  }));
  const total = tallies.reduce((sum, tally) => sum + tally.count, 0);
  const order = counts.preferenceOrder.get(entry.question.id);
  return {
    kind: 'preference',
    mediaSetId: entry.set.id,
    design: entry.design,
    total,
    variants: tallies.map((tally) => ({
      ...tally,
      share: total === 0 ? 0 : tally.count / total,
      interval: wilsonInterval(tally.count, total),
    })),
    verdict: preferenceVerdict(tallies),
    orderCheck: order ? preferenceOrderCheck({ ...order, variantCount: tallies.length }) : null,
  };
}

function scaleOf(question: QuestionItem): { min: number; max: number } {
  if (isSliderQuestion(question)) {
    const options = question.response_options;
    const min = Number.isFinite(options.min) ? options.min : 0;
    const max = Number.isFinite(options.max) && options.max > min ? options.max : min + 100;
    return { min, max };
  }
  return numberSelectRange(isScaleQuestion(question) ? question.response_options : {});
}

function ratingResults(entry: VariantQuestion, counts: VariantCounts): RatingResults {
  const scale = scaleOf(entry.question);
  const variants = variantsOf(entry.set).map((variant) => ({
    ...variant,
    counts: totalsOf(entry, variant.id, counts).numeric,
  }));
  const differences = counts.pairedDifferences.get(entry.question.id);
  const order = counts.ratingOrder.get(entry.question.id);
  const sequential = entry.design === 'sequential_monadic';
  return {
    kind: 'rating',
    mediaSetId: entry.set.id,
    design: entry.design,
    scale,
    variants: variants.map((variant) => {
      const summary = summaryFromCounts(variant.counts);
      return {
        id: variant.id,
        title: variant.title,
        n: summary?.n ?? 0,
        mean: summary?.mean ?? null,
        interval: summary ? meanInterval(summary) : null,
      };
    }),
    verdict: ratingVerdict({
      variants,
      scale,
      // Stars and points scales are ordinal: ranks carry the meaning, so they are compared by rank.
      ordinal: !isSliderQuestion(entry.question),
      pairedDifferences: sequential ? (a, b) => pairedDifferencesOf(differences, a, b) : null,
    }),
    orderCheck:
      sequential && order
        ? ratingOrderCheck({ firstShown: order.first, laterShown: order.later, scale })
        : null,
  };
}

/** rating(a) − rating(b) per person, from the stored pairs (kept once, with a < b). */
function pairedDifferencesOf(
  stored: Map<string, ValueCount[]> | undefined,
  a: string,
  b: string,
): ValueCount[] {
  if (a < b) return stored?.get(`${a}|${b}`) ?? [];
  return (stored?.get(`${b}|${a}`) ?? []).map(({ value, count }) => ({ value: -value, count }));
}

function choiceResults(entry: VariantQuestion, counts: VariantCounts): VariantResults | null {
  const question = entry.question;
  if (!isChoiceQuestion(question)) return null;
  const options = byPosition(question.response_options.options);
  const variants: ChoiceVariant[] = variantsOf(entry.set).map((variant) => {
    const totals = totalsOf(entry, variant.id, counts);
    const listed = options.map((option, index) => ({
      choiceId: option.id,
      label: option.text.trim() || `Option ${index + 1}`,
    }));
    const other = totals.choices.get(OTHER_CHOICE_ID) ?? 0;
    if (question.response_options.allow_other || other > 0)
      listed.push({ choiceId: OTHER_CHOICE_ID, label: 'Other' });
    return {
      ...variant,
      n: totals.answered,
      options: listed.map((option) => {
        const count = totals.choices.get(option.choiceId) ?? 0;
        return {
          ...option,
          count,
          share: totals.answered === 0 ? 0 : count / totals.answered,
          interval: wilsonInterval(count, totals.answered),
        };
      }),
    };
  });
  return { kind: 'choice', mediaSetId: entry.set.id, design: entry.design, variants };
}

function resultsFor(
  entry: VariantQuestion,
  question: ReportQuestion,
  counts: VariantCounts,
): VariantResults | null {
  if (entry.role === 'preference') return preferenceResults(entry, question, counts);
  if (isChoiceQuestion(entry.question)) return choiceResults(entry, counts);
  return ratingResults(entry, counts);
}

/** The report with `variantResults` on every question that compares variants. */
export function attachVariantResults(
  report: SurveyReport,
  plan: ReportPlan,
  counts: VariantCounts,
): SurveyReport {
  const entries = new Map(variantQuestionsOf(plan).map((entry) => [entry.question.id, entry]));
  if (entries.size === 0) return report;
  return {
    ...report,
    pages: report.pages.map((page) => ({
      ...page,
      content_blocks: page.content_blocks.map((block) => {
        if (block?.type !== 'QUESTION_SET') return block;
        return {
          ...block,
          items: block.items.map((question) => {
            const entry = entries.get(question.id);
            return entry ? { ...question, variantResults: resultsFor(entry, question, counts) } : question;
          }),
        };
      }),
    })),
  };
}
