import {
  addMediaItem,
  addPage,
  canAddBlock,
  changeMediaType,
  findMediaItem,
  insertBlock,
  removeChoiceOption,
  toggleMediaCaptions,
  updateMediaData,
  updateMediaItem,
  updatePage,
} from '#shared/survey/survey-operations.ts';
import type { BlockRef, ItemRef } from '#shared/survey/survey-operations.ts';
import type { MediaItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { isChoiceType } from '#shared/survey/response-kinds.ts';
import { mediaItemLabel, variantLetter } from '#shared/survey/variant-label.ts';
import { appendChoice } from './question-configuration.ts';
import { listQuestions } from './question-index.ts';
import { capitalize, ordinalWord, quote } from './text-tools.ts';

// Variants are the items of a media set (the editor shows them as tabs "Variant A", "Variant B").
// Adding one also offers it in the preference question, so the comparison stays complete.

export interface VariantAdded {
  survey: SurveyDocument;
  title: string;
  confirmation: string;
}

function findFirstMediaSet(
  survey: SurveyDocument,
): (BlockRef & { items: MediaItem[]; pageIndex: number }) | undefined {
  for (const [pageIndex, page] of survey.pages.entries()) {
    for (const block of page.content_blocks) {
      if (block.type === 'MEDIA_SET')
        return { pageId: page.id, blockId: block.id, items: block.items, pageIndex };
    }
  }
  return undefined;
}

/** What the variants show, read back from the generated text ("…your first landing-page headline."). */
function variantSubject(items: readonly MediaItem[]): string {
  for (const item of items) {
    if (item.media_type !== 'DESCRIPTION') continue;
    const match = /replace this with your \w+ (.+?)\.?$/i.exec(item.media_data.text);
    if (match) return match[1]!;
  }
  return 'concept';
}

/** Makes the new media item a captioned text variant through the editor's operations. */
function describeVariant(survey: SurveyDocument, ref: ItemRef, title: string, text: string): SurveyDocument {
  let next = changeMediaType(survey, ref, 'DESCRIPTION');
  const item = findMediaItem(next, ref);
  if (item !== undefined && !item.show_title) next = toggleMediaCaptions(next, ref);
  next = updateMediaItem(next, ref, { title });
  return updateMediaData(next, ref, { text });
}

const NEUTRAL_OPTION =
  /^(?:no preference|neither|none(?: of (?:these|them))?|not sure|no difference|both equally)$/i;

/** Adds the variant to choice questions that already list the other variants by title. */
function offerInPreferenceQuestions(survey: SurveyDocument, titles: readonly string[], title: string) {
  let next = survey;
  let updated = 0;
  const known = new Set(titles.map((entry) => entry.trim().toLowerCase()).filter(Boolean));
  for (const { question, ref } of listQuestions(survey)) {
    if (!isChoiceType(question.response_type) || question.response_type === 'YES_NO') continue;
    const options = (question.response_options as { options: { id: string; text: string }[] }).options;
    const listed = options.filter((option) => known.has(option.text.trim().toLowerCase())).length;
    if (listed < 2) continue;
    const last = options[options.length - 1];
    // The neutral answer stays last: take it off, add the variant, put it back.
    if (last !== undefined && NEUTRAL_OPTION.test(last.text.trim()) && options.length > 1) {
      next = removeChoiceOption(next, ref, last.id);
      next = appendChoice(next, ref, title);
      next = appendChoice(next, ref, last.text);
    } else {
      next = appendChoice(next, ref, title);
    }
    updated += 1;
  }
  return { survey: next, updated };
}

function addToMediaSet(
  survey: SurveyDocument,
  set: BlockRef & { items: MediaItem[] },
  title: string | null,
): VariantAdded | undefined {
  const index = set.items.length;
  const added = addMediaItem(survey, set);
  const block = added.pages
    .flatMap((page) => page.content_blocks)
    .find((candidate) => candidate.id === set.blockId);
  const item = block?.type === 'MEDIA_SET' ? block.items[index] : undefined;
  if (added === survey || item === undefined) return undefined;
  const ref: ItemRef = { ...set, itemId: item.id };
  const letter = variantLetter(index);
  const variantTitle = title ?? `Variant ${letter}`;
  const subject = variantSubject(set.items);
  const label = capitalize(subject.split(/\s+/).at(-1) ?? 'Concept');
  const text = `${label} ${letter}: replace this with your ${ordinalWord(index + 1)} ${subject}.`;
  const described = describeVariant(added, ref, variantTitle, text);
  const titles = set.items.map((existing, position) => mediaItemLabel(existing, position));
  const offered = offerInPreferenceQuestions(described, titles, variantTitle);
  const extra = offered.updated > 0 ? ' and added it as a choice in the preference question' : '';
  return {
    survey: offered.survey,
    title: variantTitle,
    confirmation: `Added ${quote(variantTitle)} as variant ${index + 1} of the showcase${extra}. Replace its placeholder text with your ${ordinalWord(index + 1)} ${subject}.`,
  };
}

/** A media set on the first question page with room (left of its questions), else on a new page. */
function createMediaSet(
  survey: SurveyDocument,
): { survey: SurveyDocument; set: BlockRef & { items: MediaItem[] } } | undefined {
  let next = survey;
  let pageIndex = next.pages.findIndex((page) => page.page_type === 'STANDARD' && canAddBlock(page));
  if (pageIndex === -1) {
    const welcome = next.pages.findIndex((page) => page.page_type === 'WELCOME');
    next = addPage(next, welcome, 'STANDARD');
    pageIndex = welcome + 1;
    const page = next.pages[pageIndex];
    if (page === undefined) return undefined;
    next = updatePage(next, page.id, { title: 'Compare the variants' });
  }
  const page = next.pages[pageIndex]!;
  const first = page.content_blocks[0];
  next = insertBlock(next, page.id, first?.id ?? null, 'left', 'MEDIA_SET');
  const block = next.pages[pageIndex]?.content_blocks.find((candidate) => candidate.type === 'MEDIA_SET');
  if (block === undefined || block.type !== 'MEDIA_SET') return undefined;
  return { survey: next, set: { pageId: page.id, blockId: block.id, items: block.items } };
}

/**
 * Adds a variant to the first media set; without one, starts a showcase whose first item becomes
 * Variant A (or the given title).
 */
export function addVariant(survey: SurveyDocument, title: string | null): VariantAdded | undefined {
  const existing = findFirstMediaSet(survey);
  if (existing) return addToMediaSet(survey, existing, title);
  const created = createMediaSet(survey);
  if (created === undefined) return undefined;
  const [item] = created.set.items;
  if (item === undefined) return undefined;
  const variantTitle = title ?? 'Variant A';
  const ref: ItemRef = { pageId: created.set.pageId, blockId: created.set.blockId, itemId: item.id };
  const next = describeVariant(
    created.survey,
    ref,
    variantTitle,
    'Concept A: replace this with your first concept.',
  );
  return {
    survey: next,
    title: variantTitle,
    confirmation: `Added a showcase with ${quote(variantTitle)}. Replace its placeholder text with your first concept, then say “Add a variant” for the next one.`,
  };
}
