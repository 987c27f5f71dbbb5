import { isChoiceQuestion } from './question-kinds.ts';
import type {
  ChoiceOption,
  MediaSetBlock,
  OptionOrder,
  Page,
  QuestionItem,
  StudyDesign,
  SurveyDocument,
} from './survey-schema.ts';
import { mediaItemLabel } from './variant-label.ts';
import { truncateText } from './text.ts';
import { TEXT_LIMITS } from './text-limits.ts';

// The concept-test settings of a document (issue 11, docs/decisions/022): every field is optional
// in stored documents, so it is read here, with its default, and nowhere else.

/**
 * The page's first media set (by position): what its question steps show beside the question, and
 * so the set whose design decides how the page's questions are asked and reported.
 */
export function firstMediaSetOf(page: Page): MediaSetBlock | null {
  const blocks = [...page.content_blocks].sort((a, b) => a.position - b.position);
  for (const block of blocks) if (block.type === 'MEDIA_SET') return block;
  return null;
}

/** How the media set's variants are tested; older documents: side by side. */
export function studyDesignOf(block: Pick<MediaSetBlock, 'design'>): StudyDesign {
  return block.design ?? 'side_by_side';
}

/** Whether respondents must see every variant before answering the set's preference question. */
export function mustViewAllOf(block: Pick<MediaSetBlock, 'must_view_all'>): boolean {
  return block.must_view_all === true;
}

/** Whether and how a choice question's options are shuffled for each respondent. */
export function optionOrderOf(question: QuestionItem): OptionOrder {
  return isChoiceQuestion(question) ? (question.response_options.option_order ?? 'none') : 'none';
}

/** The media set whose variants are this question's options, or null for an ordinary question. */
export function preferenceBlockIdOf(question: QuestionItem): string | null {
  return isChoiceQuestion(question) ? (question.response_options.variants_of ?? null) : null;
}

/** Single choice and multiple choice (one pick) can ask "which variant do you prefer?". */
export function canBePreferenceQuestion(question: QuestionItem): boolean {
  return question.response_type === 'SINGLE_CHOICE' || question.response_type === 'MULTIPLE_CHOICE';
}

/** The page's media sets by id. */
export function mediaSetsOf(page: Page): Map<string, MediaSetBlock> {
  const sets = new Map<string, MediaSetBlock>();
  for (const block of page.content_blocks) if (block.type === 'MEDIA_SET') sets.set(block.id, block);
  return sets;
}

/** The options a preference question offers: one per variant, id = the variant's id, in set order. */
export function preferenceOptionsFor(block: MediaSetBlock): ChoiceOption[] {
  return [...block.items]
    .sort((a, b) => a.position - b.position)
    .map((item, index) => ({
      id: item.id,
      text: truncateText(mediaItemLabel(item, index), TEXT_LIMITS.option),
      position: index,
    }));
}

function sameOptions(a: readonly ChoiceOption[], b: readonly ChoiceOption[]): boolean {
  return (
    a.length === b.length &&
    a.every((option, index) => {
      const other = b[index]!;
      return option.id === other.id && option.text === other.text && option.position === other.position;
    })
  );
}

/**
 * The document with every preference question's options equal to its media set's variants (after a
 * variant was added, removed or renamed). A question whose set is gone from its page stops being a
 * preference question and keeps its last options. Returns the same document when nothing changes.
 */
export function withPreferenceOptionsSynced(doc: SurveyDocument): SurveyDocument {
  let changed = false;
  const pages = doc.pages.map((page) => {
    const sets = mediaSetsOf(page);
    let pageChanged = false;
    const blocks = page.content_blocks.map((block) => {
      if (block.type !== 'QUESTION_SET') return block;
      let blockChanged = false;
      const items = block.items.map((question): QuestionItem => {
        if (!isChoiceQuestion(question) || question.response_options.variants_of === undefined)
          return question;
        const set = sets.get(question.response_options.variants_of);
        if (!set || !canBePreferenceQuestion(question)) {
          blockChanged = true;
          const { variants_of: _gone, ...rest } = question.response_options;
          return { ...question, response_options: rest };
        }
        const options = preferenceOptionsFor(set);
        const current = question.response_options;
        if (sameOptions(current.options, options) && !current.allow_other && !current.allow_multiple)
          return question;
        blockChanged = true;
        return {
          ...question,
          response_options: { ...current, options, allow_other: false, allow_multiple: false },
        };
      });
      if (!blockChanged) return block;
      pageChanged = true;
      return { ...block, items };
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, content_blocks: blocks };
  });
  return changed ? { ...doc, pages } : doc;
}
