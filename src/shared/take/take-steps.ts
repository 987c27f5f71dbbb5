import type { Page, SurveyDocument } from '../survey/survey-schema.ts';
import type { MediaGroup, TakePlan, TakeStep } from './take-types.ts';

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

/** The page's first media set: what its question steps show beside the question. */
function firstMediaGroup(page: Page): MediaGroup | null {
  for (const block of byPosition(page.content_blocks)) {
    if (block.type === 'MEDIA_SET') return { blockId: block.id, items: byPosition(block.items) };
  }
  return null;
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

function standardPageSteps(page: Page, firstQuestionNumber: number): TakeStep[] {
  const context = { pageId: page.id, pageTitle: page.title, pageDescription: page.description };
  const blocks = byPosition(page.content_blocks);
  const media = firstMediaGroup(page);
  const steps: TakeStep[] = [];
  let questionNumber = firstQuestionNumber;
  for (const block of blocks) {
    if (block.type !== 'QUESTION_SET') continue;
    for (const question of byPosition(block.items)) {
      steps.push({
        ...context,
        kind: 'question',
        key: `question:${question.id}`,
        blockId: block.id,
        question,
        media,
        questionNumber,
      });
      questionNumber += 1;
    }
  }
  if (steps.length > 0) return steps;
  if (media) return [{ ...context, kind: 'media', key: `media:${page.id}`, media }];
  if (blocks.length === 0 && (nonBlank(page.title) ?? nonBlank(page.description)) !== undefined) {
    return [{ ...context, kind: 'info', key: `info:${page.id}` }];
  }
  return [];
}

// Documents are never mutated (every edit makes a new one), so a plan can be remembered per
// document object: the server validates every submission against the same published snapshot.
const planCache = new WeakMap<SurveyDocument, TakePlan>();

/**
 * The respondent's steps: a welcome step, then the STANDARD pages in order (one step per question,
 * a media-only step, or an info step), plus the thank-you card's text.
 *
 * Only the first WELCOME page counts: later WELCOME pages are ignored entirely (their text, media
 * and any questions an author put on them), as are THANK_YOU pages apart from the first one's
 * title and description. Questions on those pages are never asked, so validateSubmission() treats
 * them as unknown.
 */
export function buildTakePlan(document: SurveyDocument): TakePlan {
  const cached = planCache.get(document);
  if (cached) return cached;
  const plan = computeTakePlan(document);
  planCache.set(document, plan);
  return plan;
}

function computeTakePlan(document: SurveyDocument): TakePlan {
  const pages = byPosition(document.pages);
  const welcomePage = pages.find((page) => page.page_type === 'WELCOME');
  const thankYouPage = pages.find((page) => page.page_type === 'THANK_YOU');
  const steps: TakeStep[] = [welcomeStep(document, welcomePage)];
  let questionCount = 0;
  for (const page of pages) {
    if (page.page_type !== 'STANDARD') continue;
    const pageSteps = standardPageSteps(page, questionCount + 1);
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
