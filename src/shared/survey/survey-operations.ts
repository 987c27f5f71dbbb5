import {
  FILE_REMOVED_TEXT,
  NEW_OPTION_TEXT,
  createBlock,
  NEW_MATRIX_COLUMN_TEXT,
  NEW_MATRIX_ROW_TEXT,
  createChoiceOption,
  createMatrixEntry,
  createMediaItem,
  createPage,
  createQuestion,
  mediaItemWithType,
  questionWithResponseType,
} from './survey-defaults.ts';
import { isEmptyOrSafeLink, isEmptyOrSafeUrl } from '../format/safe-url.ts';
import { saneAllowMultiple, saneScaleRange, saneSliderRange, saneSliderStep } from './survey-rules.ts';
import { MAX_MATRIX_COLUMNS, MAX_MATRIX_ROWS, MAX_RANKING_OPTIONS } from './survey-rules.ts';
import { isChoiceQuestion } from './question-kinds.ts';
import {
  MAX_BLOCKS_PER_PAGE,
  TEXT_LIMITS,
  fetchStatuses,
  fieldVisibilities,
  linkMetadataSchema,
  optionOrders,
  studyDesigns,
  uploadStatuses,
} from './survey-schema.ts';
import { withPreferenceOptionsSynced } from './study-design.ts';
import type {
  BlockType,
  ChoiceOption,
  ChoiceOptions,
  ContentBlock,
  DescriptionMediaData,
  FileMediaData,
  FreeResponseOptions,
  MatrixEntry,
  MediaItem,
  MediaType,
  NumberSelectOptions,
  Page,
  PageOptions,
  PageType,
  QuestionItem,
  ResponseType,
  SliderOptions,
  SurveyDocument,
  UrlMediaData,
} from './survey-schema.ts';
import { truncateText } from './text.ts';
import {
  patchConsent,
  patchContact,
  patchDate,
  patchNps,
  patchNumber,
  type TypedOptionsPatch,
} from './typed-answer-options.ts';

// Every operation is pure: it returns a new document and never mutates its input. When nothing
// changes (missing page, block or item, a refused edit, a value equal to the current one) it returns
// the very same document, so callers can tell a no-op by identity (spec owner §5: silent no-ops).

export interface BlockRef {
  pageId: string;
  blockId: string;
}

export interface ItemRef extends BlockRef {
  itemId: string;
}

export type ResponseOptionsPatch =
  | Partial<FreeResponseOptions>
  | (Partial<Omit<ChoiceOptions, 'options' | 'variants_of'>> & { variants_of?: string | null })
  | Partial<NumberSelectOptions>
  | (Partial<Omit<SliderOptions, 'labels'>> & { labels?: Partial<SliderOptions['labels']> })
  | TypedOptionsPatch;

export type MediaDataPatch = Partial<DescriptionMediaData> | Partial<UrlMediaData> | Partial<FileMediaData>;

/** A patch as it may arrive at runtime: any field, any value; the operations check each one. */
type Loose<T> = { readonly [K in keyof T]?: unknown };

type QuestionSetBlock = Extract<ContentBlock, { type: 'QUESTION_SET' }>;
type MediaSetBlock = Extract<ContentBlock, { type: 'MEDIA_SET' }>;

// ----- helpers -----------------------------------------------------------------------------------

function renumber<T extends { position: number }>(list: readonly T[]): T[] {
  return list.map((entry, index) => (entry.position === index ? entry : { ...entry, position: index }));
}

function renumberBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  return blocks.map((block, index) =>
    block.position === index && block.column_position === index
      ? block
      : { ...block, position: index, column_position: index },
  );
}

function replaceAt<T>(list: readonly T[], index: number, entry: T): T[] {
  return list.map((current, i) => (i === index ? entry : current));
}

function isSameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) =>
    isSameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** `next` if it differs from `current` in content, otherwise `current` itself. */
function changedOr<T>(current: T, next: T): T {
  return isSameData(current, next) ? current : next;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? truncateText(value, max) : undefined;
}

function finite(value: unknown): number | undefined {
  // -0 becomes 0: it would survive in the draft but not a save (JSON writes it as 0), so the saved
  // survey would differ from the one in the editor.
  return typeof value === 'number' && Number.isFinite(value) ? value + 0 : undefined;
}

function boolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

// ----- finding -----------------------------------------------------------------------------------

export function findPage(doc: SurveyDocument, pageId: string): Page | undefined {
  return doc.pages.find((page) => page.id === pageId);
}

export function findBlock(doc: SurveyDocument, ref: BlockRef): ContentBlock | undefined {
  return findPage(doc, ref.pageId)?.content_blocks.find((block) => block.id === ref.blockId);
}

export function findItem(doc: SurveyDocument, ref: ItemRef): QuestionItem | MediaItem | undefined {
  const items: readonly (QuestionItem | MediaItem)[] = findBlock(doc, ref)?.items ?? [];
  return items.find((item) => item.id === ref.itemId);
}

export function findQuestion(doc: SurveyDocument, ref: ItemRef): QuestionItem | undefined {
  const block = findBlock(doc, ref);
  return block?.type === 'QUESTION_SET' ? block.items.find((item) => item.id === ref.itemId) : undefined;
}

export function findMediaItem(doc: SurveyDocument, ref: ItemRef): MediaItem | undefined {
  const block = findBlock(doc, ref);
  return block?.type === 'MEDIA_SET' ? block.items.find((item) => item.id === ref.itemId) : undefined;
}

export function canAddBlock(page: Page): boolean {
  return page.content_blocks.length < MAX_BLOCKS_PER_PAGE;
}

// ----- structural updaters (each returns its input when the callback changed nothing) -----------

function mapPage(doc: SurveyDocument, pageId: string, update: (page: Page) => Page): SurveyDocument {
  const index = doc.pages.findIndex((page) => page.id === pageId);
  const page = doc.pages[index];
  if (page === undefined) return doc;
  const next = update(page);
  // A preference question's options follow its media set's variants (added, removed, renamed).
  return next === page
    ? doc
    : withPreferenceOptionsSynced({ ...doc, pages: replaceAt(doc.pages, index, next) });
}

function mapBlock(
  doc: SurveyDocument,
  ref: BlockRef,
  update: (block: ContentBlock) => ContentBlock,
): SurveyDocument {
  return mapPage(doc, ref.pageId, (page) => {
    const index = page.content_blocks.findIndex((block) => block.id === ref.blockId);
    const block = page.content_blocks[index];
    if (block === undefined) return page;
    const next = update(block);
    return next === block ? page : { ...page, content_blocks: replaceAt(page.content_blocks, index, next) };
  });
}

function mapQuestionSet(
  doc: SurveyDocument,
  ref: BlockRef,
  update: (block: QuestionSetBlock) => QuestionSetBlock,
): SurveyDocument {
  return mapBlock(doc, ref, (block) => (block.type === 'QUESTION_SET' ? update(block) : block));
}

function mapMediaSet(
  doc: SurveyDocument,
  ref: BlockRef,
  update: (block: MediaSetBlock) => MediaSetBlock,
): SurveyDocument {
  return mapBlock(doc, ref, (block) => (block.type === 'MEDIA_SET' ? update(block) : block));
}

function mapQuestion(
  doc: SurveyDocument,
  ref: ItemRef,
  update: (question: QuestionItem) => QuestionItem,
): SurveyDocument {
  return mapQuestionSet(doc, ref, (block) => {
    const index = block.items.findIndex((item) => item.id === ref.itemId);
    const question = block.items[index];
    if (question === undefined) return block;
    const next = update(question);
    return next === question ? block : { ...block, items: replaceAt(block.items, index, next) };
  });
}

function mapMediaItem(
  doc: SurveyDocument,
  ref: ItemRef,
  update: (item: MediaItem) => MediaItem,
): SurveyDocument {
  return mapMediaSet(doc, ref, (block) => {
    const index = block.items.findIndex((item) => item.id === ref.itemId);
    const item = block.items[index];
    if (item === undefined) return block;
    const next = update(item);
    return next === item ? block : { ...block, items: replaceAt(block.items, index, next) };
  });
}

// ----- survey and pages --------------------------------------------------------------------------

export function updateSurveyDetails(
  doc: SurveyDocument,
  patch: { title?: string; description?: string },
): SurveyDocument {
  const next: SurveyDocument = {
    ...doc,
    title: text(patch.title, TEXT_LIMITS.surveyTitle) ?? doc.title,
    description: text(patch.description, TEXT_LIMITS.description) ?? doc.description,
  };
  return next.title === doc.title && next.description === doc.description ? doc : next;
}

/**
 * Inserts a new page after the page at `afterIndex` (spec owner §4); -1 inserts at the start and an
 * index past the end appends.
 */
export function addPage(
  doc: SurveyDocument,
  afterIndex: number,
  pageType: PageType = 'STANDARD',
): SurveyDocument {
  const wanted = Number.isNaN(afterIndex) ? doc.pages.length : Math.floor(afterIndex) + 1;
  const index = Math.min(doc.pages.length, Math.max(0, wanted));
  const pages = [...doc.pages];
  pages.splice(index, 0, createPage(pageType, index));
  return { ...doc, pages: renumber(pages) };
}

/** Removes a page; the last remaining page cannot be removed. */
export function removePage(doc: SurveyDocument, pageId: string): SurveyDocument {
  if (doc.pages.length <= 1 || !doc.pages.some((page) => page.id === pageId)) return doc;
  return { ...doc, pages: renumber(doc.pages.filter((page) => page.id !== pageId)) };
}

export function updatePage(
  doc: SurveyDocument,
  pageId: string,
  patch: { title?: string; description?: string; options?: Partial<PageOptions> },
): SurveyDocument {
  return mapPage(doc, pageId, (page) => {
    const options: PageOptions = { ...page.options };
    const given = patch.options ?? {};
    const collectName = oneOf(given.collectName, fieldVisibilities);
    const collectEmail = oneOf(given.collectEmail, fieldVisibilities);
    const namePlaceholder = text(given.namePlaceholder, TEXT_LIMITS.placeholder);
    const emailPlaceholder = text(given.emailPlaceholder, TEXT_LIMITS.placeholder);
    if (collectName !== undefined) options.collectName = collectName;
    if (collectEmail !== undefined) options.collectEmail = collectEmail;
    if (namePlaceholder !== undefined) options.namePlaceholder = namePlaceholder;
    if (emailPlaceholder !== undefined) options.emailPlaceholder = emailPlaceholder;
    return changedOr(page, {
      ...page,
      title: text(patch.title, TEXT_LIMITS.pageTitle) ?? page.title,
      description: text(patch.description, TEXT_LIMITS.description) ?? page.description,
      options,
    });
  });
}

// ----- blocks ------------------------------------------------------------------------------------

/**
 * Inserts a new block beside a reference block: 'left' takes the reference's position, 'right'
 * the one after it; later blocks shift. A null reference appends. Refused (no-op) when the page
 * already holds MAX_BLOCKS_PER_PAGE blocks or the reference is missing.
 */
export function insertBlock(
  doc: SurveyDocument,
  pageId: string,
  referenceBlockId: string | null,
  side: 'left' | 'right',
  blockType: BlockType,
): SurveyDocument {
  return mapPage(doc, pageId, (page) => {
    if (!canAddBlock(page)) return page;
    let index = page.content_blocks.length;
    if (referenceBlockId !== null) {
      const reference = page.content_blocks.findIndex((block) => block.id === referenceBlockId);
      if (reference === -1) return page;
      index = side === 'left' ? reference : reference + 1;
    }
    const blocks = [...page.content_blocks];
    blocks.splice(index, 0, createBlock(blockType, index));
    return { ...page, content_blocks: renumberBlocks(blocks) };
  });
}

export function removeBlock(doc: SurveyDocument, ref: BlockRef): SurveyDocument {
  return mapPage(doc, ref.pageId, (page) => {
    if (!page.content_blocks.some((block) => block.id === ref.blockId)) return page;
    return {
      ...page,
      content_blocks: renumberBlocks(page.content_blocks.filter((block) => block.id !== ref.blockId)),
    };
  });
}

// ----- questions ---------------------------------------------------------------------------------

/** Appends a new free-response question to a question set (media sets are left alone). */
export function addQuestion(doc: SurveyDocument, ref: BlockRef): SurveyDocument {
  return mapQuestionSet(doc, ref, (block) => ({
    ...block,
    items: [...block.items, createQuestion(block.items.length)],
  }));
}

/** Deletes a question and renumbers the rest; the last question of a set cannot be deleted. */
export function deleteQuestion(doc: SurveyDocument, ref: ItemRef): SurveyDocument {
  return mapQuestionSet(doc, ref, (block) => {
    if (block.items.length <= 1 || !block.items.some((item) => item.id === ref.itemId)) return block;
    return { ...block, items: renumber(block.items.filter((item) => item.id !== ref.itemId)) };
  });
}

/**
 * Moves a question within its question set to `toIndex` (0-based, clamped to the set) and
 * renumbers the set; the same document when it is already there.
 */
export function moveQuestion(doc: SurveyDocument, ref: ItemRef, toIndex: number): SurveyDocument {
  return mapQuestionSet(doc, ref, (block) => {
    const from = block.items.findIndex((item) => item.id === ref.itemId);
    const to = Math.max(0, Math.min(block.items.length - 1, Math.trunc(toIndex)));
    if (from === -1 || !Number.isFinite(toIndex) || from === to) return block;
    const items = [...block.items];
    const [moved] = items.splice(from, 1);
    items.splice(to, 0, moved!);
    return { ...block, items: renumber(items) };
  });
}

export function updateQuestion(
  doc: SurveyDocument,
  ref: ItemRef,
  patch: { text?: string; description?: string; required?: boolean },
): SurveyDocument {
  return mapQuestion(doc, ref, (question) =>
    changedOr(question, {
      ...question,
      text: text(patch.text, TEXT_LIMITS.question) ?? question.text,
      description: text(patch.description, TEXT_LIMITS.description) ?? question.description,
      required: boolean(patch.required) ?? question.required,
    }),
  );
}

/** Gives a question another response type, replacing its options with that type's defaults. */
export function changeResponseType(doc: SurveyDocument, ref: ItemRef, type: ResponseType): SurveyDocument {
  return mapQuestion(doc, ref, (question) =>
    question.response_type === type ? question : questionWithResponseType(question, type),
  );
}

function patchFreeResponse(
  current: FreeResponseOptions,
  patch: Loose<FreeResponseOptions>,
): FreeResponseOptions {
  const next: FreeResponseOptions = { ...current };
  const placeholder = text(patch.placeholder, TEXT_LIMITS.placeholder);
  if (placeholder !== undefined) next.placeholder = placeholder;
  const maxLength = finite(patch.maxLength);
  if (maxLength !== undefined && Number.isSafeInteger(maxLength) && maxLength > 0) next.maxLength = maxLength;
  const minLength = finite(patch.minLength);
  if (minLength !== undefined && Number.isSafeInteger(minLength) && minLength >= 0)
    next.minLength = minLength;
  if (next.minLength !== undefined) next.minLength = Math.min(next.minLength, next.maxLength);
  return next;
}

function patchChoice(type: ResponseType, current: ChoiceOptions, patch: Loose<ChoiceOptions>): ChoiceOptions {
  const next: ChoiceOptions = {
    ...current,
    allow_other: boolean(patch.allow_other) ?? current.allow_other,
    allow_multiple: saneAllowMultiple(type, boolean(patch.allow_multiple) ?? current.allow_multiple),
  };
  const order = oneOf(patch.option_order, optionOrders);
  if (order === 'none') delete next.option_order;
  else if (order !== undefined) next.option_order = order;
  // null unlinks; a media set id links (kept only when that set is on the question's page).
  if (patch.variants_of === null) delete next.variants_of;
  else if (typeof patch.variants_of === 'string' && patch.variants_of !== '')
    next.variants_of = patch.variants_of;
  return next;
}

function patchNumberSelect(
  current: NumberSelectOptions,
  patch: Loose<NumberSelectOptions>,
): NumberSelectOptions {
  const next: NumberSelectOptions = {
    ...current,
    min_label: text(patch.min_label, TEXT_LIMITS.numberLabel) ?? current.min_label,
    mid_label: text(patch.mid_label, TEXT_LIMITS.numberLabel) ?? current.mid_label,
    max_label: text(patch.max_label, TEXT_LIMITS.numberLabel) ?? current.max_label,
  };
  const min = finite(patch.min);
  const scale = finite(patch.scale);
  let max = finite(patch.max);
  if (max === undefined && scale !== undefined) max = (min ?? current.min) + Math.round(scale) - 1;
  if (min === undefined && max === undefined) return next;
  const changed = min === undefined && finite(patch.max) !== undefined ? 'max' : 'min';
  const other = changed === 'min' ? 'max' : 'min';
  const lo = min ?? current.min;
  const hi = max ?? current.max;
  // Past the other bound, the other bound gives way (as on the slider); too wide a range is
  // narrowed by clamping the bound just typed. A scale change counts as typing max.
  const keep = hi <= lo ? changed : min === undefined ? 'min' : other;
  const range = saneScaleRange(lo, hi, keep);
  return { ...next, ...range, scale: range.max - range.min + 1 };
}

function patchSlider(current: SliderOptions, patch: Loose<SliderOptions>): SliderOptions {
  let range = { min: current.min, max: current.max };
  const min = finite(patch.min);
  if (min !== undefined) range = saneSliderRange(min, range.max, 'min');
  const max = finite(patch.max);
  if (max !== undefined) range = saneSliderRange(range.min, max, 'max');
  const step = finite(patch.step);
  const labels: Loose<SliderOptions['labels']> =
    typeof patch.labels === 'object' && patch.labels !== null ? patch.labels : {};
  return {
    ...range,
    step: step === undefined ? current.step : saneSliderStep(step),
    labels: {
      min: text(labels.min, TEXT_LIMITS.sliderLabel) ?? current.labels.min,
      mid: text(labels.mid, TEXT_LIMITS.sliderLabel) ?? current.labels.mid,
      max: text(labels.max, TEXT_LIMITS.sliderLabel) ?? current.labels.max,
    },
  };
}

/**
 * Applies a partial change to a question's response options, by the rules of its current type
 * (spec owner §5). Fields that do not belong to that type, or hold invalid values, are ignored.
 */
export function updateResponseOptions(
  doc: SurveyDocument,
  ref: ItemRef,
  options: ResponseOptionsPatch,
): SurveyDocument {
  const patch: Readonly<Record<string, unknown>> = options;
  return mapQuestion(doc, ref, (question): QuestionItem => {
    switch (question.response_type) {
      case 'FREE_RESPONSE':
        return changedOr(question, {
          ...question,
          response_options: patchFreeResponse(question.response_options, patch),
        });
      case 'MULTIPLE_CHOICE':
      case 'SINGLE_CHOICE':
      case 'CHECKBOX':
      case 'YES_NO':
        return changedOr(question, {
          ...question,
          response_options: patchChoice(question.response_type, question.response_options, patch),
        });
      case 'NUMBER_SELECT':
      case 'RATING':
        return changedOr(question, {
          ...question,
          response_options: patchNumberSelect(question.response_options, patch),
        });
      case 'SLIDER':
        return changedOr(question, {
          ...question,
          response_options: patchSlider(question.response_options, patch),
        });
      case 'DROPDOWN':
        return changedOr(question, {
          ...question,
          response_options: patchChoice(question.response_type, question.response_options, patch),
        });
      case 'NPS':
        return changedOr(question, {
          ...question,
          response_options: patchNps(question.response_options, patch),
        });
      case 'DATE':
        return changedOr(question, {
          ...question,
          response_options: patchDate(question.response_options, patch),
        });
      case 'EMAIL':
      case 'PHONE':
        return changedOr(question, {
          ...question,
          response_options: patchContact(question.response_options, patch),
        });
      case 'NUMBER':
        return changedOr(question, {
          ...question,
          response_options: patchNumber(question.response_options, patch),
        });
      case 'CONSENT':
        return changedOr(question, {
          ...question,
          response_options: patchConsent(question.response_options, patch),
        });
      // Their options, statements and scale change through the option and matrix operations.
      case 'RANKING':
      case 'MATRIX':
        return question;
    }
  });
}

function mapChoiceOptions(
  doc: SurveyDocument,
  ref: ItemRef,
  update: (options: ChoiceOption[]) => ChoiceOption[],
): SurveyDocument {
  return mapQuestion(doc, ref, (question) => {
    if (question.response_type === 'RANKING') {
      const options = update(question.response_options.options);
      if (options === question.response_options.options) return question;
      return { ...question, response_options: { ...question.response_options, options } };
    }
    // A preference question's options are its variants: edited through the media set only.
    if (!isChoiceQuestion(question) || question.response_options.variants_of !== undefined) return question;
    const options = update(question.response_options.options);
    if (options === question.response_options.options) return question;
    return { ...question, response_options: { ...question.response_options, options } };
  });
}

/** Appends an option named "New option" to a choice or ranking question (a ranking holds at most MAX_RANKING_OPTIONS). */
export function addChoiceOption(doc: SurveyDocument, ref: ItemRef): SurveyDocument {
  const question = findQuestion(doc, ref);
  if (question?.response_type === 'RANKING' && question.response_options.options.length >= MAX_RANKING_OPTIONS)
    return doc;
  return mapChoiceOptions(doc, ref, (options) => [
    ...options,
    createChoiceOption(NEW_OPTION_TEXT, options.length),
  ]);
}

/** Moves an option of a choice or ranking question to `toIndex` (clamped) and renumbers. */
export function moveChoiceOption(doc: SurveyDocument, ref: ItemRef, optionId: string, toIndex: number): SurveyDocument {
  return mapChoiceOptions(doc, ref, (options) => moveEntry(options, optionId, toIndex));
}

export function updateChoiceOption(
  doc: SurveyDocument,
  ref: ItemRef,
  optionId: string,
  optionText: string,
): SurveyDocument {
  return mapChoiceOptions(doc, ref, (options) => {
    const index = options.findIndex((option) => option.id === optionId);
    const option = options[index];
    const newText = text(optionText, TEXT_LIMITS.option);
    if (option === undefined || newText === undefined || newText === option.text) return options;
    return replaceAt(options, index, { ...option, text: newText });
  });
}

/** Removes an option and renumbers the rest; a question keeps at least one option (a ranking two). */
export function removeChoiceOption(doc: SurveyDocument, ref: ItemRef, optionId: string): SurveyDocument {
  const fewest = findQuestion(doc, ref)?.response_type === 'RANKING' ? 2 : 1;
  return mapChoiceOptions(doc, ref, (options) => {
    if (options.length <= fewest || !options.some((option) => option.id === optionId)) return options;
    return renumber(options.filter((option) => option.id !== optionId));
  });
}

// ----- matrix statements (rows) and scale points (columns) ---------------------------------------

export type MatrixPart = 'row' | 'column';

function moveEntry<T extends { id: string; position: number }>(list: readonly T[], id: string, toIndex: number): T[] {
  const sorted = [...list].sort((a, b) => a.position - b.position);
  const from = sorted.findIndex((entry) => entry.id === id);
  if (from < 0 || !Number.isInteger(toIndex)) return list as T[];
  const target = Math.max(0, Math.min(sorted.length - 1, toIndex));
  if (target === from) return list as T[];
  const [moved] = sorted.splice(from, 1);
  sorted.splice(target, 0, moved!);
  return renumber(sorted);
}

function mapMatrixPart(
  doc: SurveyDocument,
  ref: ItemRef,
  part: MatrixPart,
  update: (entries: MatrixEntry[]) => MatrixEntry[],
): SurveyDocument {
  return mapQuestion(doc, ref, (question) => {
    if (question.response_type !== 'MATRIX') return question;
    const key = part === 'row' ? 'rows' : 'columns';
    const entries = update(question.response_options[key]);
    if (entries === question.response_options[key]) return question;
    return { ...question, response_options: { ...question.response_options, [key]: entries } };
  });
}

const MATRIX_LIMITS: Record<MatrixPart, { fewest: number; most: number; text: string }> = {
  row: { fewest: 1, most: MAX_MATRIX_ROWS, text: NEW_MATRIX_ROW_TEXT },
  column: { fewest: 2, most: MAX_MATRIX_COLUMNS, text: NEW_MATRIX_COLUMN_TEXT },
};

/** Appends a statement ("New statement") or scale point ("New point") to a matrix question. */
export function addMatrixEntry(doc: SurveyDocument, ref: ItemRef, part: MatrixPart): SurveyDocument {
  const limits = MATRIX_LIMITS[part];
  return mapMatrixPart(doc, ref, part, (entries) =>
    entries.length >= limits.most ? entries : [...entries, createMatrixEntry(part, limits.text, entries.length)],
  );
}

/** Rewords a matrix statement or scale point (its id, and so its answers, stay). */
export function updateMatrixEntry(
  doc: SurveyDocument,
  ref: ItemRef,
  part: MatrixPart,
  entryId: string,
  entryText: string,
): SurveyDocument {
  return mapMatrixPart(doc, ref, part, (entries) => {
    const index = entries.findIndex((entry) => entry.id === entryId);
    const entry = entries[index];
    const newText = text(entryText, TEXT_LIMITS.option);
    if (entry === undefined || newText === undefined || newText === entry.text) return entries;
    return replaceAt(entries, index, { ...entry, text: newText });
  });
}

/** Removes a statement (one stays) or scale point (two stay) and renumbers the rest. */
export function removeMatrixEntry(doc: SurveyDocument, ref: ItemRef, part: MatrixPart, entryId: string): SurveyDocument {
  return mapMatrixPart(doc, ref, part, (entries) => {
    if (entries.length <= MATRIX_LIMITS[part].fewest || !entries.some((entry) => entry.id === entryId))
      return entries;
    return renumber(
      [...entries].sort((a, b) => a.position - b.position).filter((entry) => entry.id !== entryId),
    );
  });
}

/**
 * Gives a matrix question exactly these statements (rows) or scale points (columns), in order. An
 * entry whose text is kept (same words, any case) keeps its id, so its answers stay with it.
 */
export function setMatrixTexts(
  doc: SurveyDocument,
  ref: ItemRef,
  part: MatrixPart,
  texts: readonly string[],
): SurveyDocument {
  const limits = MATRIX_LIMITS[part];
  const wanted = texts
    .map((entry) => text(entry, TEXT_LIMITS.option))
    .filter((entry): entry is string => entry !== undefined && entry.trim() !== '')
    .slice(0, limits.most);
  if (wanted.length < limits.fewest) return doc;
  return mapMatrixPart(doc, ref, part, (entries) => {
    const byText = new Map(entries.map((entry) => [entry.text.trim().toLowerCase(), entry]));
    const used = new Set<string>();
    const next = wanted.map((entryText, position) => {
      const kept = byText.get(entryText.trim().toLowerCase());
      if (kept && !used.has(kept.id)) {
        used.add(kept.id);
        return { ...kept, text: entryText, position };
      }
      return createMatrixEntry(part, entryText, position);
    });
    return isSameData(next, entries) ? entries : next;
  });
}

/** Moves a statement or scale point to `toIndex` (clamped) and renumbers. */
export function moveMatrixEntry(
  doc: SurveyDocument,
  ref: ItemRef,
  part: MatrixPart,
  entryId: string,
  toIndex: number,
): SurveyDocument {
  return mapMatrixPart(doc, ref, part, (entries) => moveEntry(entries, entryId, toIndex));
}

// ----- media -------------------------------------------------------------------------------------

/** Chooses how the media set's variants are tested (side by side, monadic, sequential monadic). */
export function setStudyDesign(doc: SurveyDocument, ref: BlockRef, design: unknown): SurveyDocument {
  const chosen = oneOf(design, studyDesigns);
  if (chosen === undefined) return doc;
  return mapMediaSet(doc, ref, (block) => {
    if ((block.design ?? 'side_by_side') === chosen) return block;
    if (chosen === 'side_by_side') {
      const { design: _default, ...rest } = block;
      return rest;
    }
    return { ...block, design: chosen };
  });
}

/** Whether respondents must see every variant before they may choose one. */
export function setMustViewAll(doc: SurveyDocument, ref: BlockRef, required: unknown): SurveyDocument {
  const value = boolean(required);
  if (value === undefined) return doc;
  return mapMediaSet(doc, ref, (block) => {
    if ((block.must_view_all === true) === value) return block;
    if (!value) {
      const { must_view_all: _off, ...rest } = block;
      return rest;
    }
    return { ...block, must_view_all: true };
  });
}

/** Appends a new FILE item (captions hidden) to a media set (question sets are left alone). */
export function addMediaItem(doc: SurveyDocument, ref: BlockRef): SurveyDocument {
  return mapMediaSet(doc, ref, (block) => ({
    ...block,
    items: [...block.items, createMediaItem(block.items.length)],
  }));
}

/** Removes a media item and renumbers the rest; a media set keeps at least one item. */
export function removeMediaItem(doc: SurveyDocument, ref: ItemRef): SurveyDocument {
  return mapMediaSet(doc, ref, (block) => {
    if (block.items.length <= 1 || !block.items.some((item) => item.id === ref.itemId)) return block;
    return { ...block, items: renumber(block.items.filter((item) => item.id !== ref.itemId)) };
  });
}

/** Gives a media item another type, resetting media_data to that type's defaults. */
export function changeMediaType(doc: SurveyDocument, ref: ItemRef, type: MediaType): SurveyDocument {
  return mapMediaItem(doc, ref, (item) => (item.media_type === type ? item : mediaItemWithType(item, type)));
}

export function updateMediaItem(
  doc: SurveyDocument,
  ref: ItemRef,
  patch: { title?: string; description?: string },
): SurveyDocument {
  return mapMediaItem(doc, ref, (item) =>
    changedOr(item, {
      ...item,
      title: text(patch.title, TEXT_LIMITS.mediaTitle) ?? item.title,
      description: text(patch.description, TEXT_LIMITS.description) ?? item.description,
    }),
  );
}

/** A link address to store; one that would not open as http(s) (javascript:, data:…) is ignored. */
function linkText(value: unknown): string | undefined {
  const url = text(value, 2048);
  return url !== undefined && isEmptyOrSafeLink(url) ? url : undefined;
}

/** A file URL to store: http(s) or a path on Pollen's origin; anything else is ignored. */
function urlText(value: unknown): string | undefined {
  const url = text(value, Number.MAX_SAFE_INTEGER);
  return url !== undefined && isEmptyOrSafeUrl(url) ? url : undefined;
}

function patchUrlData(current: UrlMediaData, patch: Loose<UrlMediaData>): UrlMediaData {
  const next: UrlMediaData = { ...current };
  const url = linkText(patch.url);
  if (url !== undefined && url !== current.url) {
    // A new address makes the old preview wrong, unless this same patch brings the new preview.
    next.url = url;
    next.fetch_status = 'idle';
    next.metadata = null;
  }
  const fetchStatus = oneOf(patch.fetch_status, fetchStatuses);
  if (fetchStatus !== undefined) next.fetch_status = fetchStatus;
  if (patch.metadata === null) next.metadata = null;
  else if (patch.metadata !== undefined) {
    const metadata = linkMetadataSchema.safeParse(patch.metadata);
    if (metadata.success) next.metadata = metadata.data;
  }
  if (typeof patch.preview_mode === 'string') next.preview_mode = patch.preview_mode;
  next.custom_title = text(patch.custom_title, TEXT_LIMITS.mediaTitle) ?? next.custom_title;
  next.custom_description =
    text(patch.custom_description, TEXT_LIMITS.description) ?? next.custom_description;
  return next;
}

function patchFileData(current: FileMediaData, patch: Loose<FileMediaData>): FileMediaData {
  const size = finite(patch.file_size);
  return {
    file_url: urlText(patch.file_url) ?? current.file_url,
    file_name: text(patch.file_name, Number.MAX_SAFE_INTEGER) ?? current.file_name,
    // Math.abs: -0 passes `>= 0`; stored as 0 so equal sizes compare equal everywhere (merge included).
    file_size:
      size !== undefined && Number.isSafeInteger(size) && size >= 0 ? Math.abs(size) : current.file_size,
    file_type: text(patch.file_type, Number.MAX_SAFE_INTEGER) ?? current.file_type,
    file_extension: text(patch.file_extension, Number.MAX_SAFE_INTEGER) ?? current.file_extension,
    category: text(patch.category, Number.MAX_SAFE_INTEGER) ?? current.category,
    upload_status: oneOf(patch.upload_status, uploadStatuses) ?? current.upload_status,
    upload_error: text(patch.upload_error, Number.MAX_SAFE_INTEGER) ?? current.upload_error,
    object_key: text(patch.object_key, Number.MAX_SAFE_INTEGER) ?? current.object_key,
  };
}

/**
 * Merges a partial change into the media_data of the item's current type (`{ text }` for
 * DESCRIPTION, link fields for URL, upload fields for file types). Fields of other types and
 * invalid values are ignored. Changing `url` resets the preview as setMediaUrl does, unless the
 * same patch sets fetch_status / metadata.
 */
export function updateMediaData(doc: SurveyDocument, ref: ItemRef, data: MediaDataPatch): SurveyDocument {
  const patch: Readonly<Record<string, unknown>> = data;
  return mapMediaItem(doc, ref, (item): MediaItem => {
    switch (item.media_type) {
      case 'DESCRIPTION': {
        const newText = text(patch.text, 10_000);
        return newText === undefined || newText === item.media_data.text
          ? item
          : { ...item, media_data: { text: newText } };
      }
      case 'URL':
        return changedOr(item, { ...item, media_data: patchUrlData(item.media_data, patch) });
      case 'FILE':
      case 'IMAGE':
      case 'VIDEO':
      case 'AUDIO':
      case 'DOCUMENT':
        return changedOr(item, { ...item, media_data: patchFileData(item.media_data, patch) });
    }
  });
}

/** Sets a link item's address; a different address resets the preview (fetch_status idle, no metadata). */
export function setMediaUrl(doc: SurveyDocument, ref: ItemRef, url: string): SurveyDocument {
  return mapMediaItem(doc, ref, (item) => {
    if (item.media_type !== 'URL') return item;
    const newUrl = linkText(url);
    if (newUrl === undefined || newUrl === item.media_data.url) return item;
    return { ...item, media_data: { ...item.media_data, url: newUrl, fetch_status: 'idle', metadata: null } };
  });
}

/**
 * Spec owner §4: if either caption shows, hide both and clear title and description; otherwise
 * show both.
 */
export function toggleMediaCaptions(doc: SurveyDocument, ref: ItemRef): SurveyDocument {
  return mapMediaItem(doc, ref, (item) =>
    item.show_title || item.show_description
      ? { ...item, show_title: false, show_description: false, title: '', description: '' }
      : { ...item, show_title: true, show_description: true },
  );
}

/**
 * Turns a file item whose file was removed into a DESCRIPTION item reading "Add your content
 * here..." (captions kept). Deleting the stored object (media_data.object_key) is the caller's job;
 * read the key before calling this.
 */
export function removeMediaFile(doc: SurveyDocument, ref: ItemRef): SurveyDocument {
  return mapMediaItem(doc, ref, (item) => {
    if (item.media_type === 'DESCRIPTION' || item.media_type === 'URL') return item;
    return { ...item, media_type: 'DESCRIPTION', media_data: { text: FILE_REMOVED_TEXT } };
  });
}
