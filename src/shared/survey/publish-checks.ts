import { z } from 'zod';
import type { MediaItem, MediaSetBlock, Page, QuestionItem, SurveyDocument } from './survey-schema.ts';
import { preferenceBlockIdOf, studyDesignOf } from './study-design.ts';
import { findLogicProblems } from './logic-checks.ts';

// What a survey must satisfy before respondents see it (issue 10 §6). Drafts stay lenient: the
// editor and autosave accept all of this while the author works; only publishing refuses it. The
// API's publish and the assistant's go through findPublishProblems() alone.

export const publishProblemCodes = [
  'no_question',
  'empty_question_text',
  'empty_option_text',
  'duplicate_option_text',
  'welcome_not_first',
  'multiple_welcome',
  'thank_you_not_last',
  'multiple_thank_you',
  'empty_media',
  'too_few_variants',
  'preference_in_monadic',
  // Survey logic, hidden fields and piping (issue 12): logic-checks.ts.
  'logic_target_missing',
  'logic_loop',
  'logic_condition_invalid',
  'duplicate_reference_name',
  'piping_invalid',
] as const;
export type PublishProblemCode = (typeof publishProblemCodes)[number];

/** Where to fix a problem; only the ids that apply are present (none for survey-wide problems). */
export const publishProblemLocationSchema = z.object({
  pageId: z.string().optional(),
  blockId: z.string().optional(),
  questionId: z.string().optional(),
  optionId: z.string().optional(),
  mediaItemId: z.string().optional(),
});
export type PublishProblemLocation = z.infer<typeof publishProblemLocationSchema>;

export const publishProblemSchema = z.object({
  code: z.enum(publishProblemCodes),
  /** A sentence for the author, naming the page / question so it reads on its own. */
  message: z.string(),
  location: publishProblemLocationSchema,
});
export type PublishProblem = z.infer<typeof publishProblemSchema>;

/** The 422 body of POST /api/surveys/:id/publish when the draft cannot be published. */
export const publishRefusedBodySchema = z.object({
  error: z.object({
    code: z.literal('validation_failed'),
    message: z.string(),
    problems: z.array(publishProblemSchema).min(1),
  }),
});
export type PublishRefusedBody = z.infer<typeof publishRefusedBodySchema>;

/** The one-line summary that goes with a problem list (the 422's error.message). */
export function publishRefusedMessage(problems: readonly PublishProblem[]): string {
  return problems.length === 1
    ? `This survey can't be published yet: ${problems[0]!.message}`
    : `This survey can't be published yet: fix these ${problems.length} problems first.`;
}

const byPosition = <T extends { position: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.position - b.position);

const isBlank = (text: string | undefined | null) => !text || text.trim() === '';

/** Option texts that read the same to a respondent count as duplicates. */
const sameText = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Options whose text reads the same as an earlier option's (by position), mapped to that earlier
 * option's 1-based number. Blank options are not compared. The editor warns with it; publishing
 * refuses the same duplicates.
 */
export function findDuplicateOptions(
  options: readonly { id: string; text: string; position: number }[],
): Map<string, number> {
  const firstNumber = new Map<string, number>();
  const duplicates = new Map<string, number>();
  byPosition(options).forEach((option, index) => {
    if (isBlank(option.text)) return;
    const key = sameText(option.text);
    const earlier = firstNumber.get(key);
    if (earlier === undefined) firstNumber.set(key, index + 1);
    else duplicates.set(option.id, earlier);
  });
  return duplicates;
}

function pageName(page: Page, number: number): string {
  return isBlank(page.title) ? `page ${number}` : `page ${number} ("${page.title.trim()}")`;
}

function questionName(question: QuestionItem, number: number): string {
  return isBlank(question.text) ? `question ${number}` : `"${question.text.trim()}"`;
}

function hasContent(item: MediaItem): boolean {
  switch (item.media_type) {
    case 'DESCRIPTION':
      return !isBlank(item.media_data.text);
    case 'URL':
      return !isBlank(item.media_data.url);
    default:
      return !isBlank(item.media_data.file_url) && item.media_data.upload_status !== 'uploading';
  }
}

function checkPageOrder(pages: Page[]): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const welcomes = pages.filter((page) => page.page_type === 'WELCOME');
  const thankYous = pages.filter((page) => page.page_type === 'THANK_YOU');
  const numberOf = (page: Page) => pages.indexOf(page) + 1;
  welcomes.slice(1).forEach((page) =>
    problems.push({
      code: 'multiple_welcome',
      message: `There is more than one welcome page: remove ${pageName(page, numberOf(page))} or make it a standard page.`,
      location: { pageId: page.id },
    }),
  );
  const firstWelcome = welcomes[0];
  if (firstWelcome && pages[0] !== firstWelcome)
    problems.push({
      code: 'welcome_not_first',
      message: `The welcome page must come first; it is ${pageName(firstWelcome, numberOf(firstWelcome))}.`,
      location: { pageId: firstWelcome.id },
    });
  thankYous.slice(1).forEach((page) =>
    problems.push({
      code: 'multiple_thank_you',
      message: `There is more than one thank-you page: remove ${pageName(page, numberOf(page))} or make it a standard page.`,
      location: { pageId: page.id },
    }),
  );
  const firstThankYou = thankYous[0];
  // Pages after it that are themselves extra thank-you pages are reported above, not here.
  const afterThankYou = firstThankYou ? pages.slice(pages.indexOf(firstThankYou) + 1) : [];
  if (firstThankYou && afterThankYou.some((page) => page.page_type !== 'THANK_YOU'))
    problems.push({
      code: 'thank_you_not_last',
      message: `The thank-you page must come last; it is ${pageName(firstThankYou, numberOf(firstThankYou))}.`,
      location: { pageId: firstThankYou.id },
    });
  return problems;
}

function checkQuestion(
  page: Page,
  blockId: string,
  question: QuestionItem,
  number: number,
): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const where = { pageId: page.id, blockId, questionId: question.id };
  if (isBlank(question.text))
    problems.push({
      code: 'empty_question_text',
      message: `Question ${number} has no text: write what respondents are asked.`,
      location: where,
    });
  if (!('options' in question.response_options)) return problems;
  const duplicates = findDuplicateOptions(question.response_options.options);
  byPosition(question.response_options.options).forEach((option, index) => {
    const location = { ...where, optionId: option.id };
    if (isBlank(option.text)) {
      problems.push({
        code: 'empty_option_text',
        message: `Option ${index + 1} of ${questionName(question, number)} is empty: write it or remove it.`,
        location,
      });
      return;
    }
    if (duplicates.has(option.id))
      problems.push({
        code: 'duplicate_option_text',
        message: `${questionName(question, number)} has the option "${option.text.trim()}" twice: change or remove one.`,
        location,
      });
  });
  return problems;
}

const DESIGN_NAMES = { monadic: 'A monadic test', sequential_monadic: 'A sequential monadic test' } as const;

/** A monadic or sequential design compares variants: it needs two, and monadic has no preference question. */
function checkStudyDesign(page: Page, block: MediaSetBlock, pageNumber: number): PublishProblem[] {
  const design = studyDesignOf(block);
  if (design === 'side_by_side') return [];
  const problems: PublishProblem[] = [];
  const location = { pageId: page.id, blockId: block.id };
  if (block.items.length < 2)
    problems.push({
      code: 'too_few_variants',
      message: `${DESIGN_NAMES[design]} on ${pageName(page, pageNumber)} compares variants: add a second variant or choose "Side by side".`,
      location,
    });
  if (design === 'monadic')
    for (const other of page.content_blocks)
      if (other.type === 'QUESTION_SET')
        for (const question of other.items)
          if (preferenceBlockIdOf(question) === block.id)
            problems.push({
              code: 'preference_in_monadic',
              message: `In a monadic test each person sees one variant, so "${question.text.trim() || 'the preference question'}" cannot ask which they prefer: remove it or choose another design.`,
              location: { ...location, blockId: other.id, questionId: question.id },
            });
  return problems;
}

/**
 * Every reason the document cannot be published, in reading order (page order problems first,
 * then page by page). Empty when it can be published. Pure: the same answer for the same document.
 */
export function findPublishProblems(document: SurveyDocument): PublishProblem[] {
  const pages = byPosition(document.pages);
  const problems = checkPageOrder(pages);
  let questionNumber = 0;
  let askedQuestions = 0;
  for (const page of pages) {
    for (const block of byPosition(page.content_blocks)) {
      if (block.type === 'QUESTION_SET') {
        for (const question of byPosition(block.items)) {
          questionNumber += 1;
          // Only standard pages' questions are asked (see buildTakePlan).
          if (page.page_type === 'STANDARD') askedQuestions += 1;
          problems.push(...checkQuestion(page, block.id, question, questionNumber));
        }
      } else {
        problems.push(...checkStudyDesign(page, block, pages.indexOf(page) + 1));
        byPosition(block.items).forEach((item, index) => {
          if (hasContent(item)) return;
          const name = isBlank(item.title) ? `Media ${index + 1}` : `Media "${item.title.trim()}"`;
          problems.push({
            code: 'empty_media',
            message: `${name} on ${pageName(page, pages.indexOf(page) + 1)} has no content: add it or remove the item.`,
            location: { pageId: page.id, blockId: block.id, mediaItemId: item.id },
          });
        });
      }
    }
  }
  if (askedQuestions === 0)
    problems.unshift({
      code: 'no_question',
      message: 'Add at least one question to a standard page.',
      location: {},
    });
  problems.push(...findLogicProblems(document));
  return problems;
}
