import {
  addPage,
  addQuestion,
  canAddBlock,
  insertBlock,
  updatePage,
} from '#shared/survey/survey-operations.ts';
import type { ItemRef } from '#shared/survey/survey-operations.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';

// Where a new question goes: at the end of the last question page, so it lands after what the
// author already has and before the thank-you page.

export interface PlacedQuestion {
  survey: SurveyDocument;
  ref: ItemRef;
  /** True when a page had to be added for it. */
  addedPage: boolean;
}

function lastIndexOf<T>(list: readonly T[], predicate: (entry: T) => boolean): number {
  for (let index = list.length - 1; index >= 0; index--) if (predicate(list[index]!)) return index;
  return -1;
}

/** The index of a new STANDARD page: after the last one, else before the thank-you page. */
function newPageAfterIndex(survey: SurveyDocument): number {
  const lastStandard = lastIndexOf(survey.pages, (page) => page.page_type === 'STANDARD');
  if (lastStandard !== -1) return lastStandard;
  const thankYou = survey.pages.findIndex((page) => page.page_type === 'THANK_YOU');
  return thankYou === -1 ? survey.pages.length - 1 : thankYou - 1;
}

function questionSetOnPage(survey: SurveyDocument, pageIndex: number): PlacedQuestion | undefined {
  const page = survey.pages[pageIndex];
  if (page === undefined) return undefined;
  const block = page.content_blocks.findLast((candidate) => candidate.type === 'QUESTION_SET');
  if (block === undefined) return undefined;
  const added = addQuestion(survey, { pageId: page.id, blockId: block.id });
  const addedBlock = added.pages[pageIndex]?.content_blocks.find((candidate) => candidate.id === block.id);
  const question = addedBlock?.items[addedBlock.items.length - 1];
  if (added === survey || question === undefined) return undefined;
  return {
    survey: added,
    ref: { pageId: page.id, blockId: block.id, itemId: question.id },
    addedPage: false,
  };
}

/** A new question set's starting question, on a page with room for the block. */
function newQuestionSet(
  survey: SurveyDocument,
  pageIndex: number,
  addedPage: boolean,
): PlacedQuestion | undefined {
  const page = survey.pages[pageIndex];
  if (page === undefined || !canAddBlock(page)) return undefined;
  const inserted = insertBlock(survey, page.id, null, 'right', 'QUESTION_SET');
  const block = inserted.pages[pageIndex]?.content_blocks.at(-1);
  const question = block?.type === 'QUESTION_SET' ? block.items[0] : undefined;
  if (inserted === survey || block === undefined || question === undefined) return undefined;
  return { survey: inserted, ref: { pageId: page.id, blockId: block.id, itemId: question.id }, addedPage };
}

/**
 * Adds an empty question at the end of the question set of the given page, or of the last STANDARD
 * page. A page without a question set gets one when it has room; a full page (or none) gets a new
 * page after the last STANDARD one.
 */
export function placeNewQuestion(survey: SurveyDocument, pageId?: string): PlacedQuestion | undefined {
  const target =
    pageId === undefined
      ? lastIndexOf(survey.pages, (page) => page.page_type === 'STANDARD')
      : survey.pages.findIndex((page) => page.id === pageId);
  if (target !== -1) {
    const placed = questionSetOnPage(survey, target) ?? newQuestionSet(survey, target, false);
    if (placed) return placed;
  }
  const after = newPageAfterIndex(survey);
  const withPage = addPage(survey, after, 'STANDARD');
  const pageIndex = after + 1;
  const page = withPage.pages[pageIndex];
  if (page === undefined) return undefined;
  const titled = updatePage(withPage, page.id, { title: 'More questions' });
  return newQuestionSet(titled, pageIndex, true);
}
