// Random editing for property tests: a step is one editor operation with random arguments picked
// against the current document; invariantViolations lists what a valid document must satisfy.
import fc from 'fast-check';
import { normalizeSurvey } from './normalize-survey.ts';
import { createStarterSurvey } from './survey-defaults.ts';
import { MAX_SCALE_POINTS } from './survey-rules.ts';
import {
  addChoiceOption,
  addMediaItem,
  addPage,
  addQuestion,
  changeMediaType,
  changeResponseType,
  deleteQuestion,
  insertBlock,
  removeBlock,
  removeChoiceOption,
  removeMediaFile,
  removeMediaItem,
  removePage,
  setMediaUrl,
  toggleMediaCaptions,
  updateChoiceOption,
  updateMediaData,
  updateMediaItem,
  updatePage,
  updateQuestion,
  updateResponseOptions,
  updateSurveyDetails,
} from './survey-operations.ts';
import type { ItemRef, MediaDataPatch, ResponseOptionsPatch } from './survey-operations.ts';
import {
  MAX_BLOCKS_PER_PAGE,
  blockTypes,
  fieldVisibilities,
  mediaTypes,
  pageTypes,
  responseTypes,
  surveyDocumentSchema,
} from './survey-schema.ts';
import type { MediaItem, QuestionItem, SurveyDocument } from './survey-schema.ts';

const operations = [
  'updateSurveyDetails',
  'addPage',
  'removePage',
  'updatePage',
  'insertBlock',
  'removeBlock',
  'addQuestion',
  'deleteQuestion',
  'updateQuestion',
  'changeResponseType',
  'updateResponseOptions',
  'addChoiceOption',
  'updateChoiceOption',
  'removeChoiceOption',
  'addMediaItem',
  'removeMediaItem',
  'changeMediaType',
  'updateMediaItem',
  'updateMediaData',
  'setMediaUrl',
  'toggleMediaCaptions',
  'removeMediaFile',
] as const;

const text = fc.oneof(
  fc.string({ maxLength: 12, unit: 'grapheme' }),
  fc.nat(2_200).map((n) => 'x'.repeat(n)),
  fc.nat(1_200).map((n) => '😀'.repeat(n)),
);

const number = fc.oneof(
  fc.integer({ min: -15, max: 120 }),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2.5, 1e12, -1e12, Number.MAX_VALUE),
);

export const step = fc.record({
  operation: fc.constantFrom(...operations),
  picks: fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat(), fc.nat()),
  bogus: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  text,
  number,
  flag: fc.boolean(),
  responseType: fc.constantFrom(...responseTypes),
  mediaType: fc.constantFrom(...mediaTypes),
  pageType: fc.constantFrom(...pageTypes),
  blockType: fc.constantFrom(...blockTypes),
  side: fc.constantFrom('left' as const, 'right' as const),
  visibility: fc.constantFrom(...fieldVisibilities),
});
export type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const questionOperations = new Set<Step['operation']>([
  'addQuestion',
  'deleteQuestion',
  'updateQuestion',
  'changeResponseType',
  'updateResponseOptions',
  'addChoiceOption',
  'updateChoiceOption',
  'removeChoiceOption',
]);
const mediaOperations = new Set<Step['operation']>([
  'addMediaItem',
  'removeMediaItem',
  'changeMediaType',
  'updateMediaItem',
  'updateMediaData',
  'setMediaUrl',
  'toggleMediaCaptions',
  'removeMediaFile',
]);

function at<T>(list: readonly T[], pick: number): T | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}

function choicesOf(item: QuestionItem | MediaItem | undefined): readonly { id: string }[] {
  return item && 'response_options' in item && 'options' in item.response_options
    ? item.response_options.options
    : [];
}

/**
 * Refs picked from the current document: usually a block of the kind the operation works on (and
 * a choice question for option edits), so most steps change something; a bogus step breaks one
 * level of the ref.
 */
function refsFor(
  doc: SurveyDocument,
  s: Step,
): { pageId: string; ref: ItemRef; optionId: string; item: QuestionItem | MediaItem | undefined } {
  const [p, b, i, o, which] = s.picks;
  const wanted = questionOperations.has(s.operation)
    ? 'QUESTION_SET'
    : mediaOperations.has(s.operation)
      ? 'MEDIA_SET'
      : undefined;
  const blocks = doc.pages.flatMap((page) => page.content_blocks.map((block) => ({ page, block })));
  const fitting = blocks.filter(({ block }) => wanted === undefined || block.type === wanted);
  const found = at(fitting.length > 0 ? fitting : blocks, b);
  const items: readonly (QuestionItem | MediaItem)[] = found?.block.items ?? [];
  const withChoices = items.filter((item) => choicesOf(item).length > 0);
  const links = items.filter((entry) => 'media_type' in entry && entry.media_type === 'URL');
  const preferred =
    s.operation.includes('ChoiceOption') && withChoices.length > 0
      ? withChoices
      : s.operation === 'setMediaUrl' && links.length > 0
        ? links
        : items;
  const item = at(preferred, i);
  const ref: ItemRef = {
    pageId: found?.page.id ?? at(doc.pages, p)?.id ?? 'none',
    blockId: found?.block.id ?? 'none',
    itemId: item?.id ?? 'none',
  };
  let pageId = at(doc.pages, p)?.id ?? 'none';
  let optionId = at(choicesOf(item), o)?.id ?? 'none';
  if (s.bogus) {
    const level = which % 4;
    if (level === 0) pageId = ref.pageId = 'bogus_page';
    if (level === 1) ref.blockId = 'bogus_block';
    if (level === 2) ref.itemId = 'bogus_item';
    if (level === 3) optionId = 'bogus_option';
  }
  return { pageId, ref, optionId, item };
}

/** A patch for the picked item's kind of options, now and then one meant for another kind. */
function choosePatch<T>(s: Step, groups: Record<string, T[]>, kind: string | undefined): T {
  const all = Object.values(groups);
  const group = (s.picks[4] % 5 === 0 ? at(all, s.picks[2]) : groups[kind ?? '']) ?? all[0] ?? [];
  const patch = at(group, s.picks[3]);
  if (patch === undefined) throw new Error('no patch');
  return patch;
}

function responseOptionsPatch(s: Step, item: QuestionItem | MediaItem | undefined): ResponseOptionsPatch {
  const scale: ResponseOptionsPatch[] = [
    { min: s.number },
    { max: s.number },
    { scale: s.number },
    { min: s.number, max: s.picks[4] - 50 },
    { min_label: s.text, mid_label: s.text, max_label: s.text },
  ];
  const groups: Record<string, ResponseOptionsPatch[]> = {
    free: [{ placeholder: s.text }, { maxLength: s.number }, { minLength: s.number }],
    choice: [{ allow_other: s.flag }, { allow_multiple: s.flag }],
    scale,
    slider: [
      { min: s.number },
      { max: s.number },
      { min: s.number, max: s.picks[4] - 50 },
      { step: s.number },
      { labels: { min: s.text, mid: s.text, max: s.text } },
    ],
  };
  const type = item && 'response_type' in item ? item.response_type : undefined;
  const kind =
    type === 'FREE_RESPONSE'
      ? 'free'
      : type === 'SLIDER'
        ? 'slider'
        : type === 'NUMBER_SELECT' || type === 'RATING'
          ? 'scale'
          : 'choice';
  return choosePatch(s, groups, kind);
}

function mediaDataPatch(s: Step, item: QuestionItem | MediaItem | undefined): MediaDataPatch {
  const groups: Record<string, MediaDataPatch[]> = {
    DESCRIPTION: [{ text: s.text }],
    URL: [
      { url: s.text },
      {
        fetch_status: 'completed',
        metadata: { title: s.text, description: '', image: '', favicon: '', siteName: 'x', type: 'website' },
      },
      { fetch_status: 'error', custom_title: s.text, custom_description: s.text },
      { preview_mode: s.text, metadata: null },
    ],
    FILE: [
      { upload_status: 'completed', file_url: s.text, file_size: s.number, object_key: 'k' },
      { upload_status: 'error', upload_error: s.text },
      { file_name: s.text, file_type: 'image/png', file_extension: 'png', category: 'image' },
    ],
  };
  const type = item && 'media_type' in item ? item.media_type : undefined;
  return choosePatch(s, groups, type === 'DESCRIPTION' || type === 'URL' ? type : 'FILE');
}

export function apply(doc: SurveyDocument, s: Step): SurveyDocument {
  const { pageId, ref, optionId, item } = refsFor(doc, s);
  switch (s.operation) {
    case 'updateSurveyDetails':
      return updateSurveyDetails(doc, s.flag ? { title: s.text } : { description: s.text });
    case 'addPage':
      return addPage(doc, s.flag ? (s.picks[0] % (doc.pages.length + 3)) - 2 : s.number, s.pageType);
    case 'removePage':
      return removePage(doc, pageId);
    case 'updatePage':
      return updatePage(doc, pageId, {
        title: s.text,
        description: s.flag ? s.text : undefined,
        options: s.flag
          ? { collectName: s.visibility, emailPlaceholder: s.text }
          : { collectEmail: s.visibility },
      });
    case 'insertBlock':
      return insertBlock(doc, pageId, s.flag ? null : ref.blockId, s.side, s.blockType);
    case 'removeBlock':
      return removeBlock(doc, ref);
    case 'addQuestion':
      return addQuestion(doc, ref);
    case 'deleteQuestion':
      return deleteQuestion(doc, ref);
    case 'updateQuestion':
      return updateQuestion(doc, ref, { text: s.text, description: s.text, required: s.flag });
    case 'changeResponseType':
      return changeResponseType(doc, ref, s.responseType);
    case 'updateResponseOptions':
      return updateResponseOptions(doc, ref, responseOptionsPatch(s, item));
    case 'addChoiceOption':
      return addChoiceOption(doc, ref);
    case 'updateChoiceOption':
      return updateChoiceOption(doc, ref, optionId, s.text);
    case 'removeChoiceOption':
      return removeChoiceOption(doc, ref, optionId);
    case 'addMediaItem':
      return addMediaItem(doc, ref);
    case 'removeMediaItem':
      return removeMediaItem(doc, ref);
    case 'changeMediaType':
      return changeMediaType(doc, ref, s.mediaType);
    case 'updateMediaItem':
      return updateMediaItem(doc, ref, { title: s.text, description: s.text });
    case 'updateMediaData':
      return updateMediaData(doc, ref, mediaDataPatch(s, item));
    case 'setMediaUrl':
      return setMediaUrl(doc, ref, s.text);
    case 'toggleMediaCaptions':
      return toggleMediaCaptions(doc, ref);
    case 'removeMediaFile':
      return removeMediaFile(doc, ref);
  }
}

function contiguous(list: readonly { position: number }[]): boolean {
  return list.every((entry, index) => entry.position === index);
}

function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return /[\ud800-\udfff]/u.test(value);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasLoneSurrogate);
  return false;
}

/** Plain checks rather than expect() per field: this runs after every step of every run. */
export function invariantViolations(doc: SurveyDocument): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const parsed = surveyDocumentSchema.safeParse(doc);
  if (!parsed.success) problems.push(`schema: ${JSON.stringify(parsed.error.issues[0])}`);
  check(doc.pages.length >= 1, 'no pages');
  check(contiguous(doc.pages), 'page positions');
  const ids: string[] = [];
  for (const page of doc.pages) {
    ids.push(page.id);
    check(page.content_blocks.length <= MAX_BLOCKS_PER_PAGE, `too many blocks on ${page.id}`);
    check(contiguous(page.content_blocks), `block positions on ${page.id}`);
    for (const block of page.content_blocks) {
      ids.push(block.id);
      check(block.column_position === block.position, `column_position of ${block.id}`);
      check(block.items.length >= 1, `empty set ${block.id}`);
      check(contiguous(block.items), `item positions in ${block.id}`);
      for (const item of block.items) {
        ids.push(item.id);
        if (!('response_type' in item)) continue;
        const options = item.response_options;
        if ('options' in options) {
          check(options.options.length >= 1, `no options in ${item.id}`);
          check(contiguous(options.options), `option positions in ${item.id}`);
          for (const option of options.options) ids.push(option.id);
        }
        if ('scale' in options) {
          check(options.max > options.min, `scale range of ${item.id}`);
          check(
            options.scale === options.max - options.min + 1 && options.scale <= MAX_SCALE_POINTS,
            `scale of ${item.id}`,
          );
        }
        if ('step' in options) check(options.max > options.min, `slider range of ${item.id}`);
      }
    }
  }
  check(new Set(ids).size === ids.length, 'duplicate ids');
  // Text limits are part of the schema; truncation must not cut an emoji in half either.
  check(!hasLoneSurrogate(doc), 'lone surrogate');
  return problems;
}

export function checkInvariants(doc: SurveyDocument): void {
  const problems = invariantViolations(doc);
  if (problems.length > 0) throw new Error(problems.join('; '));
}

/** A document with every response type and media type, so item edits have something to work on. */
export function richSurvey(): SurveyDocument {
  const result = normalizeSurvey({
    title: 'Rich',
    pages: [
      { page_type: 'welcome' },
      ...[0, 1].map(() => ({
        content_blocks: [
          { type: 'QUESTION_SET', items: responseTypes.map((response_type) => ({ response_type })) },
          { type: 'MEDIA_SET', items: mediaTypes.map((media_type) => ({ media_type })) },
        ],
      })),
      { page_type: 'thank you' },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

export function run(steps: readonly Step[], onEach: (doc: SurveyDocument) => void): SurveyDocument {
  let doc = (steps[0]?.picks[4] ?? 0) % 4 === 0 ? createStarterSurvey() : richSurvey();
  for (const s of steps) {
    doc = apply(doc, s);
    onEach(doc);
  }
  return doc;
}
