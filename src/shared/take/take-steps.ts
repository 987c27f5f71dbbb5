import type { MediaSetBlock, Page, QuestionItem, SurveyDocument } from '../survey/survey-schema.ts';
import { firstMediaSetOf, mustViewAllOf, preferenceBlockIdOf, studyDesignOf } from '../survey/study-design.ts';
import { mediaItemLabel } from '../survey/variant-label.ts';
import type { MediaGroup, TakePlan, TakeStep, VariantArrangement } from './take-types.ts';
import { questionsOfPage, surveyPath, type LogicInputs } from '../survey/survey-logic.ts';
import { pipeText, pipeValues } from '../survey/piping.ts';

// The respondent's step list (respondent spec §4 "Take flow step list"), built from the canonical
// document. The browser walks it; the server rebuilds it to know which questions a respondent
// could see, so both sides agree on what is answerable.

export const DEFAULT_WELCOME_TITLE = 'Welcome';
export const DEFAULT_NAME_PLACEHOLDER = 'Jane Doe';
export const DEFAULT_EMAIL_PLACEHOLDER = 'jane@example.com (email optional)';
/** "(email optional)" would be wrong when the e-mail is required. */
export const DEFAULT_REQUIRED_EMAIL_PLACEHOLDER = 'jane@example.com';
export const DEFAULT_THANK_YOU_TITLE = 'Thank You!';
export const DEFAULT_THANK_YOU_DESCRIPTION = 'Your response has been submitted successfully.';
/** Shown instead of the flow when hasTakeableContent() is false (respondent spec §4 step 6, §8). */
export const NO_CONTENT_MESSAGE = 'This test has no content or is configured incorrectly.';

export type WelcomeStep = Extract<TakeStep, { kind: 'welcome' }>;
export type QuestionStep = Extract<TakeStep, { kind: 'question' }>;
export type MediaStep = Extract<TakeStep, { kind: 'media' }>;
export type InfoStep = Extract<TakeStep, { kind: 'info' }>;

// Canonical documents keep array order equal to position order; sorting a copy anyway costs
// nothing and keeps the plan right for a document built by hand.
function byPosition<T extends { position: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.position - b.position);
}

function nonBlank(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text;
}

function firstMediaGroup(page: Page): MediaGroup | null {
  const block = firstMediaSetOf(page);
  return block ? { blockId: block.id, items: byPosition(block.items) } : null;
}

/** The media sets whose design and order the respondent flow decides: each STANDARD page's first. */
export function conceptTestSetsOf(document: SurveyDocument): MediaSetBlock[] {
  return byPosition(document.pages).flatMap((page) => {
    if (page.page_type !== 'STANDARD') return [];
    const block = firstMediaSetOf(page);
    return block ? [block] : [];
  });
}

/** Where an answer is kept and matched: per question, or per question and variant. */
export function answerKeyOf(questionId: string, variantId: string | null): string {
  return variantId === null ? questionId : `${questionId}@${variantId}`;
}

function isPermutationOf(order: readonly string[] | undefined, ids: readonly string[]): boolean {
  if (!order || order.length !== ids.length) return false;
  const wanted = new Set(ids);
  return new Set(order).size === order.length && order.every((id) => wanted.has(id));
}

/**
 * The variants of a set in the order this respondent sees them: the arrangement's order when it is
 * valid for the set (monadic: the assigned variant alone), else the document's order (a plan built
 * without an arrangement: monadic then shows the first variant).
 */
function shownVariantIds(block: MediaSetBlock, arrangement: VariantArrangement | undefined): string[] {
  const ids = byPosition(block.items).map((item) => item.id);
  if (studyDesignOf(block) === 'monadic') {
    const assigned = arrangement?.assignedVariants[block.id];
    return [assigned !== undefined && ids.includes(assigned) ? assigned : ids[0]!];
  }
  const order = arrangement?.variantOrders[block.id];
  return isPermutationOf(order, ids) ? [...order!] : ids;
}

function groupOf(
  block: MediaSetBlock,
  variantIds: readonly string[],
  sequence?: MediaGroup['sequence'],
): MediaGroup {
  const items = byPosition(block.items);
  const labels = Object.fromEntries(items.map((item, index) => [item.id, mediaItemLabel(item, index)]));
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    blockId: block.id,
    items: variantIds.flatMap((id) => byId.get(id) ?? []),
    labels,
    ...(sequence ? { sequence } : {}),
  };
}

function welcomeStep(document: SurveyDocument, page: Page | undefined): WelcomeStep {
  const options = page?.options ?? {};
  const collectEmail = options.collectEmail ?? 'optional';
  return {
    kind: 'welcome',
    key: 'welcome',
    // A welcome page left untitled falls back like a missing one does, so the card never has an
    // empty heading.
    title: nonBlank(page?.title) ?? nonBlank(document.title) ?? DEFAULT_WELCOME_TITLE,
    description: nonBlank(page?.description) ?? document.description,
    collectName: options.collectName ?? 'required',
    collectEmail,
    // A blank placeholder would leave the field unexplained; it counts as not set.
    namePlaceholder: nonBlank(options.namePlaceholder) ?? DEFAULT_NAME_PLACEHOLDER,
    emailPlaceholder:
      nonBlank(options.emailPlaceholder) ??
      (collectEmail === 'required' ? DEFAULT_REQUIRED_EMAIL_PLACEHOLDER : DEFAULT_EMAIL_PLACEHOLDER),
    concept: page ? firstMediaGroup(page) : null,
  };
}

type QuestionStepInput = Pick<
  Extract<TakeStep, { kind: 'question' }>,
  'blockId' | 'question' | 'media' | 'variantId' | 'preferenceOf' | 'mustViewAll'
>;

/**
 * One STANDARD page's steps. Its first media set's design decides how its questions are asked:
 * side by side (once, beside every variant), monadic (once, about the assigned variant) or
 * sequential monadic (once per variant, in the respondent's order, then the preference questions).
 */
function standardPageSteps(
  page: Page,
  firstQuestionNumber: number,
  arrangement: VariantArrangement | undefined,
): TakeStep[] {
  const context = { pageId: page.id, pageTitle: page.title, pageDescription: page.description };
  const blocks = byPosition(page.content_blocks);
  const set = firstMediaSetOf(page);
  const design = set ? studyDesignOf(set) : 'side_by_side';
  const shown = set ? shownVariantIds(set, arrangement) : [];
  const whole = set ? groupOf(set, shown) : null;
  const questions: { blockId: string; question: QuestionItem }[] = blocks.flatMap((block) =>
    block.type === 'QUESTION_SET'
      ? byPosition(block.items).map((question) => ({ blockId: block.id, question }))
      : [],
  );
  const isPreference = (question: QuestionItem) => set !== null && preferenceBlockIdOf(question) === set.id;
  const asked: QuestionStepInput[] = [];
  const askAboutSet = (entry: { blockId: string; question: QuestionItem }) =>
    asked.push({
      ...entry,
      media: whole,
      variantId: null,
      preferenceOf: isPreference(entry.question) ? set!.id : null,
      mustViewAll: isPreference(entry.question) && mustViewAllOf(set!),
    });
  if (set === null || design === 'side_by_side') {
    questions.forEach(askAboutSet);
  } else {
    const perVariant = questions.filter((entry) => !isPreference(entry.question));
    shown.forEach((variantId, index) => {
      const sequence =
        design === 'sequential_monadic' ? { index: index + 1, total: shown.length } : undefined;
      const media = groupOf(set, [variantId], sequence);
      for (const entry of perVariant)
        asked.push({ ...entry, media, variantId, preferenceOf: null, mustViewAll: false });
    });
    // A monadic respondent saw one variant: there is nothing to prefer.
    if (design === 'sequential_monadic')
      questions.filter((entry) => isPreference(entry.question)).forEach(askAboutSet);
  }
  const steps: TakeStep[] = asked.map((entry, index) => {
    const answerKey = answerKeyOf(entry.question.id, entry.variantId);
    return {
      ...context,
      ...entry,
      kind: 'question',
      key: `question:${answerKey}`,
      answerKey,
      questionNumber: firstQuestionNumber + index,
    };
  });
  if (steps.length > 0 || questions.length > 0) return steps;
  if (set && whole) {
    if (design === 'side_by_side')
      return [{ ...context, kind: 'media', key: `media:${page.id}`, media: whole }];
    return shown.map((variantId, index) => ({
      ...context,
      kind: 'media' as const,
      key: `media:${page.id}@${variantId}`,
      media: groupOf(
        set,
        [variantId],
        design === 'sequential_monadic' ? { index: index + 1, total: shown.length } : undefined,
      ),
    }));
  }
  if (blocks.length === 0 && (nonBlank(page.title) ?? nonBlank(page.description)) !== undefined) {
    return [{ ...context, kind: 'info', key: `info:${page.id}` }];
  }
  return [];
}

// Documents are never mutated (every edit makes a new one), so a plan can be remembered per
// document object: the server validates every submission against the same published snapshot.
const planCache = new WeakMap<SurveyDocument, Map<string, TakePlan>>();

/**
 * The respondent's steps: a welcome step, then the STANDARD pages in order (one step per question,
 * a media-only step, or an info step), plus the thank-you card's text.
 *
 * Only the first WELCOME page counts: later WELCOME pages are ignored entirely (their text, media
 * and any questions an author put on them), as are THANK_YOU pages apart from the first one's
 * title and description. Questions on those pages are never asked, so validateSubmission() treats
 * them as unknown.
 */
export function buildTakePlan(document: SurveyDocument, arrangement?: VariantArrangement): TakePlan {
  const key = arrangement ? JSON.stringify([arrangement.variantOrders, arrangement.assignedVariants]) : '';
  let plans = planCache.get(document);
  if (!plans) planCache.set(document, (plans = new Map()));
  const cached = plans.get(key);
  if (cached) return cached;
  const plan = computeTakePlan(document, arrangement);
  // Each respondent has their own arrangement: keep the default plan and a bounded few others.
  if (plans.size >= 50) plans.delete(plans.keys().next().value!);
  plans.set(key, plan);
  return plan;
}

function computeTakePlan(document: SurveyDocument, arrangement: VariantArrangement | undefined): TakePlan {
  const pages = byPosition(document.pages);
  const welcomePage = pages.find((page) => page.page_type === 'WELCOME');
  const thankYouPage = pages.find((page) => page.page_type === 'THANK_YOU');
  const steps: TakeStep[] = [welcomeStep(document, welcomePage)];
  let questionCount = 0;
  for (const page of pages) {
    if (page.page_type !== 'STANDARD') continue;
    const pageSteps = standardPageSteps(page, questionCount + 1, arrangement);
    for (const step of pageSteps) if (step.kind === 'question') questionCount += 1;
    steps.push(...pageSteps);
  }
  return {
    steps,
    thankYou: {
      title: nonBlank(thankYouPage?.title) ?? DEFAULT_THANK_YOU_TITLE,
      description: nonBlank(thankYouPage?.description) ?? DEFAULT_THANK_YOU_DESCRIPTION,
    },
    questionCount,
  };
}

/** False when the plan is only the welcome step: the flow shows NO_CONTENT_MESSAGE instead. */
export function hasTakeableContent(plan: TakePlan): boolean {
  return plan.steps.some((step) => step.kind !== 'welcome');
}

/** The question steps in order (what the respondent answers, numbered 1..questionCount). */
export function questionStepsOf(plan: TakePlan): QuestionStep[] {
  return plan.steps.filter((step): step is QuestionStep => step.kind === 'question');
}

/** The plan's welcome step (always the first one). */
export function welcomeStepOf(plan: TakePlan): WelcomeStep {
  const first = plan.steps[0];
  if (first?.kind !== 'welcome') throw new Error('A take plan starts with its welcome step');
  return first;
}

// ----- the path a respondent's answers imply (issue 12, docs/decisions/028) ------------------------

/**
 * The plan as this respondent walks it: the welcome step, then only the steps of the pages on the
 * path their answers and hidden fields imply (surveyPath), questions renumbered 1..n along it. The
 * steps before the respondent's current one never change as they answer (the path up to a page
 * depends only on earlier answers), so a step index into it stays valid.
 */
export function planOnPath(plan: TakePlan, document: SurveyDocument, inputs: LogicInputs): TakePlan {
  const hasLogic =
    (document.hidden_fields?.length ?? 0) > 0 ||
    document.pages.some(
      (page) =>
        page.display_condition !== undefined ||
        questionsOfPage(page).some((question) => (question.logic?.length ?? 0) > 0),
    );
  if (!hasLogic) return plan;
  const onPath = new Set(surveyPath(document, inputs).pageIds);
  let questionNumber = 0;
  const steps = plan.steps.flatMap((step): TakeStep[] => {
    if (step.kind === 'welcome') return [step];
    if (!onPath.has(step.pageId)) return [];
    if (step.kind !== 'question') return [step];
    questionNumber += 1;
    return [step.questionNumber === questionNumber ? step : { ...step, questionNumber }];
  });
  return { ...plan, steps, questionCount: questionNumber };
}

/**
 * The plan with {{name}} piped into its question texts and descriptions and its pages' titles and
 * descriptions (piping.ts), from the answers given on the pages of `plan` (a plan on the path).
 */
export function pipedPlan(plan: TakePlan, document: SurveyDocument, inputs: LogicInputs): TakePlan {
  const pageIds = [...new Set(plan.steps.flatMap((step) => (step.kind === 'welcome' ? [] : [step.pageId])))];
  const values = pipeValues(document, inputs, pageIds);
  const valueOf = (name: string) => values.get(name);
  const pipe = (text: string) => pipeText(text, valueOf);
  const steps = plan.steps.map((step): TakeStep => {
    if (step.kind === 'welcome') return { ...step, title: pipe(step.title), description: pipe(step.description) };
    const page = { pageTitle: pipe(step.pageTitle), pageDescription: pipe(step.pageDescription) };
    if (step.kind !== 'question') return { ...step, ...page };
    const question = { ...step.question, text: pipe(step.question.text), description: pipe(step.question.description) };
    return { ...step, ...page, question };
  });
  return {
    ...plan,
    steps,
    thankYou: { title: pipe(plan.thankYou.title), description: pipe(plan.thankYou.description) },
  };
}
