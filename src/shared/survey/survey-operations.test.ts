import { expect, test } from 'vitest';
import { normalizeSurvey } from './normalize-survey.ts';
import {
  addChoiceOption,
  addMediaItem,
  addPage,
  addQuestion,
  canAddBlock,
  changeMediaType,
  changeResponseType,
  deleteQuestion,
  findBlock,
  findItem,
  findMediaItem,
  findPage,
  findQuestion,
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
import type { BlockRef, ItemRef } from './survey-operations.ts';
import { surveyDocumentSchema } from './survey-schema.ts';
import type { MediaItem, QuestionItem, SurveyDocument } from './survey-schema.ts';

const METADATA = {
  title: 'A',
  description: 'About A',
  image: 'https://a.test/a.png',
  favicon: 'https://a.test/favicon.ico',
  siteName: 'A site',
  type: 'website',
} as const;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** A frozen document with known ids, so any mutation by an operation throws. */
function fixture(): SurveyDocument {
  const result = normalizeSurvey({
    title: 'Survey',
    pages: [
      { id: 'welcome', page_type: 'WELCOME', title: 'Hi' },
      {
        id: 'p1',
        content_blocks: [
          {
            id: 'qs',
            type: 'QUESTION_SET',
            items: [
              { id: 'free', response_type: 'FREE_RESPONSE', text: 'Why?' },
              {
                id: 'mc',
                response_type: 'MULTIPLE_CHOICE',
                response_options: {
                  options: [
                    { id: 'o1', text: 'A' },
                    { id: 'o2', text: 'B' },
                  ],
                },
              },
              { id: 'num', response_type: 'NUMBER_SELECT' },
              { id: 'slider', response_type: 'SLIDER' },
            ],
          },
          {
            id: 'ms',
            type: 'MEDIA_SET',
            items: [
              {
                id: 'file',
                media_type: 'IMAGE',
                title: 'Pic',
                show_title: true,
                show_description: false,
                media_data: { file_url: '/u/a.png', object_key: 'k/a.png', upload_status: 'completed' },
              },
              {
                id: 'link',
                media_type: 'URL',
                media_data: { url: 'https://a.test', fetch_status: 'completed', metadata: METADATA },
              },
              { id: 'text', media_type: 'DESCRIPTION', media_data: { text: 'Hello' } },
            ],
          },
        ],
      },
      { id: 'p2', content_blocks: [{ id: 'solo', type: 'QUESTION_SET', items: [{ id: 'only' }] }] },
      { id: 'thanks', page_type: 'THANK_YOU' },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return deepFreeze(result.survey);
}

const QS: BlockRef = { pageId: 'p1', blockId: 'qs' };
const MS: BlockRef = { pageId: 'p1', blockId: 'ms' };
const item = (block: BlockRef, itemId: string): ItemRef => ({ ...block, itemId });

function question(doc: SurveyDocument, itemId: string): QuestionItem {
  const found = findQuestion(doc, item(QS, itemId));
  if (!found) throw new Error(`no question ${itemId}`);
  return found;
}

function mediaItem(doc: SurveyDocument, itemId: string): MediaItem {
  const found = findMediaItem(doc, item(MS, itemId));
  if (!found) throw new Error(`no media item ${itemId}`);
  return found;
}

function options(doc: SurveyDocument, itemId: string) {
  return question(doc, itemId).response_options;
}

function valid(doc: SurveyDocument): SurveyDocument {
  expect(surveyDocumentSchema.safeParse(doc).success).toBe(true);
  return doc;
}

test('The fixture is canonical', () => {
  valid(fixture());
});

test('Finders locate pages, blocks and items and return undefined for missing refs', () => {
  const doc = fixture();
  expect(findPage(doc, 'p1')?.id).toBe('p1');
  expect(findBlock(doc, MS)?.type).toBe('MEDIA_SET');
  expect(findItem(doc, item(MS, 'link'))?.id).toBe('link');
  expect(findItem(doc, item(QS, 'link'))).toBeUndefined();
  expect(findQuestion(doc, item(MS, 'link'))).toBeUndefined();
  expect(findPage(doc, 'nope')).toBeUndefined();
});

test('Every edit to a missing page, block or item returns the same document', () => {
  const doc = fixture();
  const badPage: ItemRef = { pageId: 'nope', blockId: 'qs', itemId: 'free' };
  const badBlock: ItemRef = { pageId: 'p1', blockId: 'nope', itemId: 'free' };
  const badItem: ItemRef = { pageId: 'p1', blockId: 'qs', itemId: 'nope' };
  const badMedia: ItemRef = { pageId: 'p1', blockId: 'ms', itemId: 'nope' };
  for (const ref of [badPage, badBlock, badItem]) {
    expect(deleteQuestion(doc, ref)).toBe(doc);
    expect(updateQuestion(doc, ref, { text: 'x' })).toBe(doc);
    expect(changeResponseType(doc, ref, 'SLIDER')).toBe(doc);
    expect(updateResponseOptions(doc, ref, { placeholder: 'x' })).toBe(doc);
    expect(addChoiceOption(doc, ref)).toBe(doc);
    expect(updateChoiceOption(doc, ref, 'o1', 'x')).toBe(doc);
    expect(removeChoiceOption(doc, ref, 'o1')).toBe(doc);
  }
  for (const ref of [badPage, badBlock]) {
    expect(addQuestion(doc, ref)).toBe(doc);
    expect(removeBlock(doc, ref)).toBe(doc);
  }
  for (const ref of [{ ...badPage, blockId: 'ms' }, badBlock]) expect(addMediaItem(doc, ref)).toBe(doc);
  for (const ref of [{ ...badPage, blockId: 'ms' }, badBlock, badMedia]) {
    expect(removeMediaItem(doc, ref)).toBe(doc);
    expect(changeMediaType(doc, ref, 'URL')).toBe(doc);
    expect(updateMediaItem(doc, ref, { title: 'x' })).toBe(doc);
    expect(updateMediaData(doc, ref, { text: 'x' })).toBe(doc);
    expect(setMediaUrl(doc, ref, 'https://b.test')).toBe(doc);
    expect(toggleMediaCaptions(doc, ref)).toBe(doc);
    expect(removeMediaFile(doc, ref)).toBe(doc);
  }
  expect(removePage(doc, 'nope')).toBe(doc);
  expect(updatePage(doc, 'nope', { title: 'x' })).toBe(doc);
  expect(insertBlock(doc, 'nope', null, 'right', 'MEDIA_SET')).toBe(doc);
  expect(updateChoiceOption(doc, item(QS, 'mc'), 'nope', 'x')).toBe(doc);
  expect(removeChoiceOption(doc, item(QS, 'mc'), 'nope')).toBe(doc);
});

test('Operations leave the input untouched and keep unchanged parts by reference', () => {
  const doc = fixture();
  const before = JSON.stringify(doc);
  const next = updateQuestion(doc, item(QS, 'free'), { text: 'New' });
  expect(JSON.stringify(doc)).toBe(before);
  expect(next).not.toBe(doc);
  expect(next.pages[0]).toBe(doc.pages[0]);
  expect(next.pages[1]?.content_blocks[1]).toBe(doc.pages[1]?.content_blocks[1]);
});

test('Survey details are updated and truncated to their limits; equal values are a no-op', () => {
  const doc = fixture();
  const next = valid(updateSurveyDetails(doc, { title: 't'.repeat(300), description: 'd'.repeat(3000) }));
  expect(next.title).toHaveLength(200);
  expect(next.description).toHaveLength(2000);
  expect(updateSurveyDetails(doc, { title: 'Survey' })).toBe(doc);
  expect(updateSurveyDetails(doc, {})).toBe(doc);
});

test('Adding a page after index i inserts at i + 1 and renumbers', () => {
  const doc = fixture();
  const next = valid(addPage(doc, 0));
  expect(next.pages.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
  expect(next.pages[0]?.id).toBe('welcome');
  expect(next.pages[1]).toMatchObject({ page_type: 'STANDARD', title: '', content_blocks: [] });
  expect(next.pages[2]?.id).toBe('p1');
});

test('Adding a page after -1 inserts at the start; indexes beyond the end append', () => {
  const doc = fixture();
  expect(addPage(doc, -1, 'WELCOME').pages[0]).toMatchObject({
    page_type: 'WELCOME',
    position: 0,
    options: { collectName: 'required', collectEmail: 'optional' },
  });
  expect(addPage(doc, -5).pages[0]?.position).toBe(0);
  const appended = addPage(doc, 99, 'THANK_YOU');
  expect(appended.pages[4]).toMatchObject({ page_type: 'THANK_YOU', position: 4 });
  expect(addPage(doc, Number.NaN).pages[4]?.position).toBe(4);
});

test('Removing a page shifts later pages down; the last page cannot be removed', () => {
  const doc = fixture();
  const next = valid(removePage(doc, 'p1'));
  expect(next.pages.map((p) => [p.id, p.position])).toEqual([
    ['welcome', 0],
    ['p2', 1],
    ['thanks', 2],
  ]);
  let single = doc;
  for (const id of ['welcome', 'p1', 'p2']) single = removePage(single, id);
  expect(single.pages).toHaveLength(1);
  expect(removePage(single, 'thanks')).toBe(single);
});

test('Updating a page sets title, description and options, truncated; bad option values are ignored', () => {
  const doc = fixture();
  const next = valid(
    updatePage(doc, 'welcome', {
      title: 'x'.repeat(250),
      description: 'About',
      options: { collectName: 'hidden', namePlaceholder: 'n'.repeat(150) },
    }),
  );
  const page = findPage(next, 'welcome');
  expect(page?.title).toHaveLength(200);
  expect(page?.description).toBe('About');
  expect(page?.options).toEqual({
    collectName: 'hidden',
    collectEmail: 'optional',
    namePlaceholder: 'n'.repeat(100),
  });
  const bogus = { collectEmail: 'sometimes' } as unknown as { collectEmail: 'optional' };
  expect(updatePage(doc, 'welcome', { options: bogus })).toBe(doc);
  expect(updatePage(doc, 'welcome', { title: 'Hi', options: { collectName: 'required' } })).toBe(doc);
});

test('Inserting a block left of a reference takes its position and shifts it right', () => {
  const doc = fixture();
  const next = valid(insertBlock(doc, 'p2', 'solo', 'left', 'MEDIA_SET'));
  const blocks = findPage(next, 'p2')?.content_blocks ?? [];
  expect(blocks.map((b) => [b.type, b.position, b.column_position])).toEqual([
    ['MEDIA_SET', 0, 0],
    ['QUESTION_SET', 1, 1],
  ]);
  expect(blocks[1]?.id).toBe('solo');
  expect(blocks[0]?.items).toHaveLength(1);
  expect(blocks[0]?.items[0]).toMatchObject({ media_type: 'FILE' });
});

test('Inserting a block right of a reference takes the next position', () => {
  const doc = fixture();
  const next = valid(insertBlock(doc, 'p2', 'solo', 'right', 'QUESTION_SET'));
  const blocks = findPage(next, 'p2')?.content_blocks ?? [];
  expect(blocks.map((b) => [b.id === 'solo', b.position])).toEqual([
    [true, 0],
    [false, 1],
  ]);
  expect(blocks[1]?.items[0]).toMatchObject({ response_type: 'FREE_RESPONSE', required: false, text: '' });
});

test('Inserting a block with no reference appends it', () => {
  const doc = fixture();
  const next = valid(insertBlock(doc, 'thanks', null, 'left', 'QUESTION_SET'));
  expect(findPage(next, 'thanks')?.content_blocks.map((b) => b.position)).toEqual([0]);
});

test('Inserting a third block, or beside a missing reference, is refused', () => {
  const doc = fixture();
  expect(insertBlock(doc, 'p1', 'qs', 'right', 'MEDIA_SET')).toBe(doc);
  expect(insertBlock(doc, 'p1', null, 'right', 'MEDIA_SET')).toBe(doc);
  expect(insertBlock(doc, 'p2', 'nope', 'left', 'MEDIA_SET')).toBe(doc);
});

test('canAddBlock is true below two blocks only', () => {
  const doc = fixture();
  expect(canAddBlock(findPage(doc, 'p1')!)).toBe(false);
  expect(canAddBlock(findPage(doc, 'p2')!)).toBe(true);
  expect(canAddBlock(findPage(doc, 'thanks')!)).toBe(true);
});

test('Removing a block closes the gap', () => {
  const doc = fixture();
  const next = valid(removeBlock(doc, QS));
  expect(findPage(next, 'p1')?.content_blocks.map((b) => [b.id, b.position, b.column_position])).toEqual([
    ['ms', 0, 0],
  ]);
});

test('Adding a question appends an empty free-response question to a question set only', () => {
  const doc = fixture();
  const next = valid(addQuestion(doc, QS));
  const items = findBlock(next, QS)?.items ?? [];
  expect(items).toHaveLength(5);
  expect(items[4]).toMatchObject({ position: 4, response_type: 'FREE_RESPONSE', required: false, text: '' });
  expect(addQuestion(doc, MS)).toBe(doc);
});

test('Deleting a question renumbers the rest; the last question cannot be deleted', () => {
  const doc = fixture();
  const next = valid(deleteQuestion(doc, item(QS, 'free')));
  expect(findBlock(next, QS)?.items.map((q) => [q.id, q.position])).toEqual([
    ['mc', 0],
    ['num', 1],
    ['slider', 2],
  ]);
  const solo = { pageId: 'p2', blockId: 'solo', itemId: 'only' };
  expect(deleteQuestion(doc, solo)).toBe(doc);
  expect(deleteQuestion(doc, item(MS, 'file'))).toBe(doc);
});

test('Updating a question sets text (max 200), description and required', () => {
  const doc = fixture();
  const next = valid(
    updateQuestion(doc, item(QS, 'free'), { text: 'q'.repeat(250), required: true, description: 'd' }),
  );
  expect(question(next, 'free')).toMatchObject({ text: 'q'.repeat(200), required: true, description: 'd' });
  expect(updateQuestion(doc, item(QS, 'free'), { text: 'Why?', required: false })).toBe(doc);
});

test('Changing the response type replaces the options with the defaults of the new type', () => {
  const doc = fixture();
  const next = valid(changeResponseType(doc, item(QS, 'free'), 'CHECKBOX'));
  const changed = question(next, 'free');
  expect(changed).toMatchObject({ id: 'free', text: 'Why?', position: 0, response_type: 'CHECKBOX' });
  if (changed.response_type !== 'CHECKBOX') throw new Error('type');
  expect(changed.response_options.options.map((o) => o.text)).toEqual(['Option A', 'Option B']);
  expect(changed.response_options.allow_multiple).toBe(true);
  expect(changeResponseType(doc, item(QS, 'free'), 'FREE_RESPONSE')).toBe(doc);
});

test('Free response: placeholder is cut to 100; maxLength must be a positive integer', () => {
  const doc = fixture();
  const ref = item(QS, 'free');
  const next = valid(updateResponseOptions(doc, ref, { placeholder: 'p'.repeat(150), maxLength: 80 }));
  expect(options(next, 'free')).toEqual({ placeholder: 'p'.repeat(100), maxLength: 80 });
  for (const maxLength of [0, -4, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(updateResponseOptions(doc, ref, { maxLength })).toBe(doc);
  }
});

test('A number entered as -0 is stored as 0, as a save would store it', () => {
  const doc = fixture();
  const next = valid(updateResponseOptions(doc, item(QS, 'free'), { minLength: -0 }));
  const stored = options(next, 'free') as { minLength?: number };
  expect(Object.is(stored.minLength, 0)).toBe(true);
  const scale = valid(updateResponseOptions(doc, item(QS, 'num'), { min: -0, max: 6 }));
  expect(Object.is((options(scale, 'num') as { min?: number }).min, 0)).toBe(true);
});

test('Number select: labels are cut to 50 and the scale follows min and max', () => {
  const doc = fixture();
  const ref = item(QS, 'num');
  const next = valid(updateResponseOptions(doc, ref, { min: 0, max: 6, min_label: 'l'.repeat(60) }));
  expect(options(next, 'num')).toMatchObject({ min: 0, max: 6, scale: 7, min_label: 'l'.repeat(50) });
});

test('Number select: max stays above min and the range holds at most 11 points', () => {
  const doc = fixture();
  const ref = item(QS, 'num');
  expect(options(updateResponseOptions(doc, ref, { max: 30 }), 'num')).toMatchObject({
    min: 1,
    max: 11,
    scale: 11,
  });
  expect(options(updateResponseOptions(doc, ref, { max: 1 }), 'num')).toMatchObject({
    min: 0,
    max: 1,
    scale: 2,
  });
  expect(options(updateResponseOptions(doc, ref, { min: 5 }), 'num')).toMatchObject({
    min: 5,
    max: 6,
    scale: 2,
  });
  expect(options(updateResponseOptions(doc, ref, { min: -20 }), 'num')).toMatchObject({
    min: -5,
    max: 5,
    scale: 11,
  });
  expect(options(updateResponseOptions(doc, ref, { scale: 3 }), 'num')).toMatchObject({
    min: 1,
    max: 3,
    scale: 3,
  });
  expect(options(updateResponseOptions(doc, ref, { scale: 40 }), 'num')).toMatchObject({
    min: 1,
    max: 11,
    scale: 11,
  });
  expect(updateResponseOptions(doc, ref, { min: Number.NaN })).toBe(doc);
});

test('Slider: raising min to or above max sets max to min + 1', () => {
  const doc = fixture();
  const next = valid(updateResponseOptions(doc, item(QS, 'slider'), { min: 100 }));
  expect(options(next, 'slider')).toMatchObject({ min: 100, max: 101 });
});

test('Slider: lowering max to or below min sets min to max - 1', () => {
  const doc = fixture();
  const next = valid(updateResponseOptions(doc, item(QS, 'slider'), { max: -3 }));
  expect(options(next, 'slider')).toMatchObject({ min: -4, max: -3 });
});

test('Slider: a step of 0 or less becomes 1 and labels are cut to 20', () => {
  const doc = fixture();
  const ref = item(QS, 'slider');
  const withStep = updateResponseOptions(doc, ref, { step: 5 });
  expect(options(withStep, 'slider')).toMatchObject({ step: 5 });
  expect(options(updateResponseOptions(withStep, ref, { step: 0 }), 'slider')).toMatchObject({ step: 1 });
  expect(options(updateResponseOptions(withStep, ref, { step: -2 }), 'slider')).toMatchObject({ step: 1 });
  const labelled = updateResponseOptions(doc, ref, { labels: { max: 'm'.repeat(30) } });
  expect(options(labelled, 'slider')).toMatchObject({
    labels: { min: 'Min', mid: 'Mid', max: 'm'.repeat(20) },
  });
});

test('Choice: allow_other and allow_multiple are set as booleans; checkbox always allows several', () => {
  const doc = fixture();
  const next = valid(updateResponseOptions(doc, item(QS, 'mc'), { allow_other: true, allow_multiple: true }));
  expect(options(next, 'mc')).toMatchObject({ allow_other: true, allow_multiple: true });
  const checkbox = changeResponseType(doc, item(QS, 'mc'), 'CHECKBOX');
  expect(updateResponseOptions(checkbox, item(QS, 'mc'), { allow_multiple: false })).toBe(checkbox);
});

test('Response option fields of another type are ignored', () => {
  const doc = fixture();
  expect(updateResponseOptions(doc, item(QS, 'free'), { allow_other: true })).toBe(doc);
  expect(updateResponseOptions(doc, item(QS, 'mc'), { placeholder: 'x' })).toBe(doc);
  expect(updateResponseOptions(doc, item(QS, 'slider'), { min_label: 'x' })).toBe(doc);
});

test('Adding a choice option appends "New option"; non-choice questions are left alone', () => {
  const doc = fixture();
  const next = valid(addChoiceOption(doc, item(QS, 'mc')));
  const list = options(next, 'mc');
  if (!('options' in list)) throw new Error('type');
  expect(list.options.map((o) => [o.text, o.position])).toEqual([
    ['A', 0],
    ['B', 1],
    ['New option', 2],
  ]);
  expect(list.options[2]?.id).toMatch(/^option_/);
  expect(addChoiceOption(doc, item(QS, 'free'))).toBe(doc);
});

test('Updating a choice option sets its text, cut to 100', () => {
  const doc = fixture();
  const next = valid(updateChoiceOption(doc, item(QS, 'mc'), 'o2', 'x'.repeat(120)));
  const list = options(next, 'mc');
  if (!('options' in list)) throw new Error('type');
  expect(list.options[1]).toEqual({ id: 'o2', text: 'x'.repeat(100), position: 1 });
  expect(updateChoiceOption(doc, item(QS, 'mc'), 'o2', 'B')).toBe(doc);
});

test('Removing a choice option renumbers; the last option cannot be removed', () => {
  const doc = fixture();
  const next = valid(removeChoiceOption(doc, item(QS, 'mc'), 'o1'));
  const list = options(next, 'mc');
  if (!('options' in list)) throw new Error('type');
  expect(list.options).toEqual([{ id: 'o2', text: 'B', position: 0 }]);
  expect(removeChoiceOption(next, item(QS, 'mc'), 'o2')).toBe(next);
});

test('Adding a media item appends an empty FILE item with hidden captions, to media sets only', () => {
  const doc = fixture();
  const next = valid(addMediaItem(doc, MS));
  const items = findBlock(next, MS)?.items ?? [];
  expect(items[3]).toMatchObject({
    media_type: 'FILE',
    position: 3,
    show_title: false,
    show_description: false,
  });
  expect(addMediaItem(doc, QS)).toBe(doc);
});

test('Removing a media item renumbers; a media set keeps one item', () => {
  const doc = fixture();
  const next = valid(removeMediaItem(doc, item(MS, 'file')));
  expect(findBlock(next, MS)?.items.map((m) => [m.id, m.position])).toEqual([
    ['link', 0],
    ['text', 1],
  ]);
  const one = removeMediaItem(next, item(MS, 'link'));
  expect(removeMediaItem(one, item(MS, 'text'))).toBe(one);
});

test('Changing the media type resets media_data to the defaults of the new type', () => {
  const doc = fixture();
  const next = valid(changeMediaType(doc, item(MS, 'link'), 'DESCRIPTION'));
  expect(mediaItem(next, 'link')).toMatchObject({ media_type: 'DESCRIPTION', media_data: { text: '' } });
  expect(changeMediaType(doc, item(MS, 'link'), 'URL')).toBe(doc);
});

test('Updating a media item sets title (max 200) and description (max 2000)', () => {
  const doc = fixture();
  const next = valid(
    updateMediaItem(doc, item(MS, 'file'), { title: 't'.repeat(250), description: 'd'.repeat(2100) }),
  );
  expect(mediaItem(next, 'file').title).toHaveLength(200);
  expect(mediaItem(next, 'file').description).toHaveLength(2000);
  expect(updateMediaItem(doc, item(MS, 'file'), { title: 'Pic' })).toBe(doc);
});

test('Updating media data merges fields of the item type and ignores others', () => {
  const doc = fixture();
  const text = valid(updateMediaData(doc, item(MS, 'text'), { text: 'Bye' }));
  expect(mediaItem(text, 'text').media_data).toEqual({ text: 'Bye' });
  const file = valid(
    updateMediaData(doc, item(MS, 'file'), {
      upload_status: 'error',
      upload_error: 'Upload failed',
      file_size: 12,
    }),
  );
  expect(mediaItem(file, 'file').media_data).toMatchObject({
    upload_status: 'error',
    upload_error: 'Upload failed',
    file_size: 12,
    file_url: '/u/a.png',
  });
  expect(updateMediaData(doc, item(MS, 'file'), { text: 'x' })).toBe(doc);
  expect(updateMediaData(doc, item(MS, 'file'), { file_size: -1 })).toBe(doc);
  const bogusStatus = { upload_status: 'exploded' } as unknown as { upload_status: 'idle' };
  expect(updateMediaData(doc, item(MS, 'file'), bogusStatus)).toBe(doc);
});

test('Updating link data stores a fetched preview; a new url in the patch resets it', () => {
  const doc = fixture();
  const reset = valid(updateMediaData(doc, item(MS, 'link'), { url: 'https://b.test' }));
  expect(mediaItem(reset, 'link').media_data).toMatchObject({
    url: 'https://b.test',
    fetch_status: 'idle',
    metadata: null,
  });
  const fetched = valid(
    updateMediaData(reset, item(MS, 'link'), {
      fetch_status: 'completed',
      metadata: { ...METADATA, title: 'B' },
    }),
  );
  expect(mediaItem(fetched, 'link').media_data).toMatchObject({
    fetch_status: 'completed',
    metadata: { title: 'B' },
  });
  const badMetadata = { metadata: { title: 1 } } as unknown as { metadata: null };
  expect(updateMediaData(fetched, item(MS, 'link'), badMetadata)).toBe(fetched);
});

test('Setting a new url resets the preview; the same url is a no-op', () => {
  const doc = fixture();
  const next = valid(setMediaUrl(doc, item(MS, 'link'), 'https://b.test'));
  expect(mediaItem(next, 'link').media_data).toMatchObject({
    url: 'https://b.test',
    fetch_status: 'idle',
    metadata: null,
    preview_mode: 'card',
  });
  expect(setMediaUrl(doc, item(MS, 'link'), 'https://a.test')).toBe(doc);
  expect(setMediaUrl(doc, item(MS, 'text'), 'https://b.test')).toBe(doc);
});

test('Toggling captions hides both and clears them when either shows, otherwise shows both', () => {
  const doc = fixture();
  const hidden = valid(toggleMediaCaptions(doc, item(MS, 'file')));
  expect(mediaItem(hidden, 'file')).toMatchObject({
    show_title: false,
    show_description: false,
    title: '',
    description: '',
  });
  const shown = toggleMediaCaptions(hidden, item(MS, 'file'));
  expect(mediaItem(shown, 'file')).toMatchObject({ show_title: true, show_description: true, title: '' });
});

test('Removing a media file turns the item into a DESCRIPTION reading "Add your content here..."', () => {
  const doc = fixture();
  const next = valid(removeMediaFile(doc, item(MS, 'file')));
  expect(mediaItem(next, 'file')).toMatchObject({
    id: 'file',
    title: 'Pic',
    media_type: 'DESCRIPTION',
    media_data: { text: 'Add your content here...' },
  });
  expect(removeMediaFile(doc, item(MS, 'link'))).toBe(doc);
  expect(removeMediaFile(doc, item(MS, 'text'))).toBe(doc);
});

test('Number select: a 0–10 scale (11 points) can be built from the default 1–5, in either order', () => {
  const ref = item(QS, 'num');
  const maxFirst = updateResponseOptions(updateResponseOptions(fixture(), ref, { max: 10 }), ref, { min: 0 });
  expect(options(maxFirst, 'num')).toMatchObject({ min: 0, max: 10, scale: 11 });
  const minFirst = updateResponseOptions(updateResponseOptions(fixture(), ref, { min: 0 }), ref, { max: 10 });
  expect(options(minFirst, 'num')).toMatchObject({ min: 0, max: 10, scale: 11 });
});
