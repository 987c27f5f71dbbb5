import { expect, test } from 'vitest';
import { normalizeSurvey } from './normalize-survey.ts';
import { createStarterSurvey } from './survey-defaults.ts';
import type { ContentBlock, MediaItem, Page, QuestionItem, SurveyDocument } from './survey-schema.ts';

function normalized(input: unknown): SurveyDocument {
  const result = normalizeSurvey(input);
  if (!result.ok) throw new Error(`expected ok, got ${result.path}: ${result.error}`);
  return result.survey;
}

function rejection(input: unknown): { error: string; path: string } {
  const result = normalizeSurvey(input);
  if (result.ok) throw new Error('expected a rejection');
  return { error: result.error, path: result.path };
}

function firstPage(input: unknown): Page {
  const page = normalized(input).pages[0];
  if (!page) throw new Error('no page');
  return page;
}

function firstBlock(input: unknown): ContentBlock {
  const block = firstPage(input).content_blocks[0];
  if (!block) throw new Error('no block');
  return block;
}

/** The first question of a one-question survey built around the given raw question. */
function question(raw: unknown): QuestionItem {
  const block = firstBlock({ pages: [{ content_blocks: [{ type: 'QUESTION_SET', items: [raw] }] }] });
  if (block.type !== 'QUESTION_SET' || !block.items[0]) throw new Error('not a question set');
  return block.items[0];
}

function media(raw: unknown): MediaItem {
  const block = firstBlock({ pages: [{ content_blocks: [{ type: 'MEDIA_SET', items: [raw] }] }] });
  if (block.type !== 'MEDIA_SET' || !block.items[0]) throw new Error('not a media set');
  return block.items[0];
}

test('A canonical document comes back equal', () => {
  const survey = createStarterSurvey();
  expect(normalized(survey)).toStrictEqual(survey);
});

test('The whole document may arrive as a JSON string', () => {
  const survey = createStarterSurvey();
  expect(normalized(JSON.stringify(survey))).toStrictEqual(survey);
});

test('A string that is not JSON, or a non-object document, is rejected at the root', () => {
  expect(rejection('{not json')).toEqual({ path: '', error: 'is a string that is not valid JSON' });
  expect(rejection(42)).toEqual({ path: '', error: 'expected an object, got a number' });
  expect(rejection(null)).toEqual({ path: '', error: 'expected an object, got null' });
  expect(rejection([1])).toEqual({ path: '', error: 'expected an object, got an array' });
});

test('Missing or empty pages give one empty STANDARD page; pages that are not an array are rejected', () => {
  for (const input of [{}, { pages: [] }, { pages: null }]) {
    const survey = normalized(input);
    expect(survey.pages).toHaveLength(1);
    expect(survey.pages[0]).toMatchObject({ page_type: 'STANDARD', position: 0, content_blocks: [] });
    expect(survey.title).toBe('');
  }
  expect(rejection({ pages: 3 })).toEqual({ path: 'pages', error: 'expected an array, got a number' });
  expect(rejection({ pages: { a: 1 } }).path).toBe('pages');
});

test('A page that is not an object is rejected with its index', () => {
  expect(rejection({ pages: [{}, 'page'] })).toEqual({
    path: 'pages[1]',
    error: 'is a string that is not valid JSON',
  });
  expect(rejection({ pages: [{}, 7] })).toEqual({
    path: 'pages[1]',
    error: 'expected an object, got a number',
  });
});

test('Missing strings become empty and missing required becomes false', () => {
  const q = question({ response_type: 'FREE_RESPONSE' });
  expect(q.text).toBe('');
  expect(q.description).toBe('');
  expect(q.required).toBe(false);
  const page = firstPage({ pages: [{}] });
  expect(page.title).toBe('');
  expect(page.description).toBe('');
  expect(page.visual_layout).toBeNull();
});

test('question_type stands for response_type', () => {
  expect(question({ question_type: 'slider' }).response_type).toBe('SLIDER');
});

test('Response type names match in any case with underscores, hyphens or spaces', () => {
  for (const name of [
    'multiple choice',
    'Multiple-Choice',
    'multiple_choice',
    'MULTIPLE_CHOICE',
    ' multiple  choice ',
  ]) {
    expect(question({ response_type: name }).response_type).toBe('MULTIPLE_CHOICE');
  }
});

test('Response type aliases map to canonical types', () => {
  const cases: [string, string][] = [
    ['text', 'FREE_RESPONSE'],
    ['text-input', 'FREE_RESPONSE'],
    ['free response', 'FREE_RESPONSE'],
    ['free_text', 'FREE_RESPONSE'],
    ['single choice', 'SINGLE_CHOICE'],
    ['radio', 'SINGLE_CHOICE'],
    ['number select', 'NUMBER_SELECT'],
    ['scale', 'NUMBER_SELECT'],
    ['rating', 'RATING'],
    ['checkbox', 'CHECKBOX'],
    ['checkboxes', 'CHECKBOX'],
    ['yes/no', 'YES_NO'],
    ['yes_no', 'YES_NO'],
    ['boolean', 'YES_NO'],
    ['Slider', 'SLIDER'],
  ];
  for (const [name, type] of cases) expect(question({ response_type: name }).response_type, name).toBe(type);
});

test('An unknown response type is rejected naming the path in the input', () => {
  const input = {
    pages: [
      {},
      {
        content_blocks: [
          {
            type: 'QUESTION_SET',
            items: [{ response_type: 'text' }, { response_type: 'text' }, { response_type: 'heatmap' }],
          },
        ],
      },
    ],
  };
  expect(rejection(input)).toEqual({
    path: 'pages[1].content_blocks[0].items[2].response_type',
    error: 'unknown response type "heatmap"',
  });
  expect(rejection({ pages: [{ content_blocks: [{ items: [{ question_type: 7 }] }] }] })).toEqual({
    path: 'pages[0].content_blocks[0].items[0].question_type',
    error: 'unknown response type 7',
  });
});

test('A question without a type is free response, or multiple choice when it lists choices', () => {
  expect(question({ text: 'Why?' }).response_type).toBe('FREE_RESPONSE');
  const q = question({ text: 'Pick', choices: ['a', 'b'] });
  expect(q.response_type).toBe('MULTIPLE_CHOICE');
});

test('Choice options may be an array of strings or of objects with text, label or value', () => {
  const q = question({
    response_type: 'single choice',
    options: ['Red', { text: 'Green' }, { label: 'Blue' }, { value: 'Pink' }, 7],
  });
  if (q.response_type !== 'SINGLE_CHOICE') throw new Error('type');
  expect(q.response_options.options.map((o) => [o.text, o.position])).toEqual([
    ['Red', 0],
    ['Green', 1],
    ['Blue', 2],
    ['Pink', 3],
    ['7', 4],
  ]);
  for (const option of q.response_options.options) expect(option.id).toMatch(/^option_/);
});

test('Response options may be an object, a JSON string, or carry choices under choices', () => {
  const asObject = question({
    response_type: 'multiple_choice',
    response_options: { choices: ['x', 'y'], allowOther: true },
  });
  const asString = question({
    response_type: 'multiple_choice',
    response_options: JSON.stringify({ options: [{ text: 'x' }, { text: 'y' }], allow_other: true }),
  });
  const listAsString = question({ response_type: 'multiple_choice', options: '["x","y"]' });
  for (const q of [asObject, asString, listAsString]) {
    if (q.response_type !== 'MULTIPLE_CHOICE') throw new Error('type');
    expect(q.response_options.options.map((o) => o.text)).toEqual(['x', 'y']);
  }
  if (asObject.response_type !== 'MULTIPLE_CHOICE' || asString.response_type !== 'MULTIPLE_CHOICE') {
    throw new Error('type');
  }
  expect(asObject.response_options.allow_other).toBe(true);
  expect(asString.response_options.allow_other).toBe(true);
});

test('Choice options are ordered by their given position', () => {
  const q = question({
    response_type: 'multiple_choice',
    response_options: {
      options: [
        { id: 'c', text: 'C', position: 5 },
        { id: 'a', text: 'A', position: 1 },
        { id: 'b', text: 'B', position: 1 },
      ],
    },
  });
  if (q.response_type !== 'MULTIPLE_CHOICE') throw new Error('type');
  expect(q.response_options.options).toEqual([
    { id: 'a', text: 'A', position: 0 },
    { id: 'b', text: 'B', position: 1 },
    { id: 'c', text: 'C', position: 2 },
  ]);
});

test('Response options that are not an object, a list or JSON are rejected with their path', () => {
  const at = (raw: unknown) =>
    rejection({ pages: [{ content_blocks: [{ type: 'QUESTION_SET', items: [raw] }] }] });
  expect(at({ response_type: 'multiple_choice', response_options: 5 })).toEqual({
    path: 'pages[0].content_blocks[0].items[0].response_options',
    error: 'expected an object, got a number',
  });
  expect(at({ response_type: 'multiple_choice', response_options: 'oops' }).path).toBe(
    'pages[0].content_blocks[0].items[0].response_options',
  );
  expect(at({ response_type: 'multiple_choice', response_options: { options: 3 } })).toEqual({
    path: 'pages[0].content_blocks[0].items[0].response_options.options',
    error: 'expected a list of options, got a number',
  });
  expect(at({ response_type: 'multiple_choice', options: ['a', null] })).toEqual({
    path: 'pages[0].content_blocks[0].items[0].options[1]',
    error: 'expected an option (text or object), got null',
  });
});

test('Missing or empty options give the defaults of a choice type; checkbox always allows several', () => {
  const mc = question({ response_type: 'multiple_choice', response_options: { options: [] } });
  const yn = question({ response_type: 'yes no' });
  const cb = question({
    response_type: 'checkbox',
    response_options: { options: ['a'], allow_multiple: false },
  });
  const single = question({
    response_type: 'single_choice',
    options: { options: ['a'], allow_multiple: true },
  });
  if (mc.response_type !== 'MULTIPLE_CHOICE' || yn.response_type !== 'YES_NO') throw new Error('type');
  if (cb.response_type !== 'CHECKBOX' || single.response_type !== 'SINGLE_CHOICE') throw new Error('type');
  expect(mc.response_options.options.map((o) => o.text)).toEqual(['Option A', 'Option B']);
  expect(yn.response_options.options.map((o) => o.text)).toEqual(['Yes', 'No']);
  expect(cb.response_options.allow_multiple).toBe(true);
  expect(single.response_options.allow_multiple).toBe(false);
});

test('Free response reads maxLength or max_length and minLength or min_length', () => {
  const a = question({
    response_type: 'text',
    response_options: { max_length: 140, min_length: 10, placeholder: 'Hi' },
  });
  const b = question({ response_type: 'text', options: { maxLength: 80, minLength: 200 } });
  const c = question({ response_type: 'text', options: { maxLength: -3 } });
  expect(a.response_options).toEqual({ placeholder: 'Hi', maxLength: 140, minLength: 10 });
  expect(b.response_options).toEqual({
    placeholder: 'Type your answer here...',
    maxLength: 80,
    minLength: 80,
  });
  expect(c.response_options).toEqual({ placeholder: 'Type your answer here...', maxLength: 500 });
});

test('Number select reads labels {min, mid, max} or minLabel / maxLabel and derives the scale', () => {
  const a = question({
    response_type: 'number select',
    response_options: { min: 0, max: 4, labels: { min: 'Bad', mid: 'OK', max: 'Great' } },
  });
  const b = question({
    response_type: 'NUMBER_SELECT',
    options: { min: 1, max: 3, minLabel: 'Low', maxLabel: 'High' },
  });
  const c = question({ response_type: 'scale', options: { scale: 7 } });
  expect(a.response_options).toEqual({
    scale: 5,
    min: 0,
    max: 4,
    min_label: 'Bad',
    mid_label: 'OK',
    max_label: 'Great',
  });
  expect(b.response_options).toEqual({
    scale: 3,
    min: 1,
    max: 3,
    min_label: 'Low',
    mid_label: 'Mid',
    max_label: 'High',
  });
  expect(c.response_options).toMatchObject({ scale: 7, min: 1, max: 7 });
});

test('A number select range is capped at 11 points and kept above its min', () => {
  expect(question({ response_type: 'rating', options: { min: 1, max: 50 } }).response_options).toMatchObject({
    min: 1,
    max: 11,
    scale: 11,
  });
  expect(question({ response_type: 'number_select', options: { min: 0, max: 10 } }).response_options).toMatchObject({
    min: 0,
    max: 10,
    scale: 11,
  });
  expect(question({ response_type: 'rating', options: { min: 5, max: 2 } }).response_options).toMatchObject({
    min: 5,
    max: 6,
    scale: 2,
  });
});

test('Slider reads labels and fixes its range and step', () => {
  const q = question({ response_type: 'slider', options: { min: 10, max: 5, step: 0, minLabel: 'Cheap' } });
  expect(q.response_options).toEqual({
    min: 10,
    max: 11,
    step: 1,
    labels: { min: 'Cheap', mid: 'Mid', max: 'Max' },
  });
  expect(question({ response_type: 'slider' }).response_options).toEqual({
    min: 1,
    max: 100,
    step: 1,
    labels: { min: 'Min', mid: 'Mid', max: 'Max' },
  });
});

test('Text over the limits is truncated, not rejected', () => {
  const survey = normalized({
    title: 't'.repeat(500),
    pages: [
      {
        title: 'p'.repeat(300),
        content_blocks: [
          {
            type: 'QUESTION_SET',
            items: [{ text: 'q'.repeat(250), response_type: 'multiple choice', options: ['o'.repeat(150)] }],
          },
        ],
      },
    ],
  });
  expect(survey.title).toHaveLength(200);
  expect(survey.pages[0]?.title).toHaveLength(200);
  const q = survey.pages[0]?.content_blocks[0]?.items[0] as QuestionItem;
  expect(q.text).toHaveLength(200);
  if (q.response_type !== 'MULTIPLE_CHOICE') throw new Error('type');
  expect(q.response_options.options[0]?.text).toHaveLength(100);
});

test('Truncation never leaves half an emoji', () => {
  const survey = normalized({ title: `${'a'.repeat(199)}😀` });
  expect(survey.title).toBe('a'.repeat(199));
});

test('Page type names map to WELCOME, THANK_YOU, anything else to STANDARD', () => {
  const types = [
    'welcome_page',
    'Welcome',
    'thank_you',
    'thank-you',
    'thankyou',
    'text_only',
    undefined,
    'STANDARD',
  ];
  const survey = normalized({ pages: types.map((page_type) => ({ page_type })) });
  expect(survey.pages.map((p) => p.page_type)).toEqual([
    'WELCOME',
    'WELCOME',
    'THANK_YOU',
    'THANK_YOU',
    'THANK_YOU',
    'STANDARD',
    'STANDARD',
    'STANDARD',
  ]);
});

test('A welcome page gets the default name and e-mail fields; given options are kept', () => {
  const survey = normalized({
    pages: [
      { page_type: 'welcome' },
      {
        page_type: 'welcome',
        options: { collectName: 'Hidden', collect_email: 'required', namePlaceholder: 'Jane' },
      },
      { options: { collectName: 'bogus' } },
    ],
  });
  expect(survey.pages[0]?.options).toEqual({ collectName: 'required', collectEmail: 'optional' });
  expect(survey.pages[1]?.options).toEqual({
    collectName: 'hidden',
    collectEmail: 'required',
    namePlaceholder: 'Jane',
  });
  expect(survey.pages[2]?.options).toEqual({});
});

test('Block type aliases map to QUESTION_SET and MEDIA_SET; unknown block types are rejected', () => {
  const types = ['questions', 'question set', 'media', 'Media Set', 'showcase'];
  const blocks = types.map((type) => firstBlock({ pages: [{ content_blocks: [{ type }] }] }).type);
  expect(blocks).toEqual(['QUESTION_SET', 'QUESTION_SET', 'MEDIA_SET', 'MEDIA_SET', 'MEDIA_SET']);
  expect(rejection({ pages: [{ content_blocks: [{ type: 'carousel' }] }] })).toEqual({
    path: 'pages[0].content_blocks[0].type',
    error: 'unknown block type "carousel"',
  });
});

test('Block items may come under questions or media_items', () => {
  const survey = normalized({
    pages: [
      {
        content_blocks: [
          { type: 'QUESTION_SET', questions: [{ text: 'One' }, { text: 'Two' }] },
          { media_items: [{ media_type: 'description', media_data: { text: 'Hello' } }] },
        ],
      },
    ],
  });
  const [questions, mediaSet] = survey.pages[0]?.content_blocks ?? [];
  expect(questions?.type).toBe('QUESTION_SET');
  expect(questions?.items.map((q) => (q as QuestionItem).text)).toEqual(['One', 'Two']);
  expect(mediaSet?.type).toBe('MEDIA_SET');
  expect(mediaSet?.items[0]).toMatchObject({ media_type: 'DESCRIPTION', media_data: { text: 'Hello' } });
});

test('More than two blocks on a page keeps the first two by position', () => {
  const page = firstPage({
    pages: [
      {
        content_blocks: [
          { id: 'c', type: 'MEDIA_SET', position: 2 },
          { id: 'a', type: 'QUESTION_SET', position: 0 },
          { id: 'b', type: 'MEDIA_SET', position: 1 },
        ],
      },
    ],
  });
  expect(page.content_blocks.map((b) => [b.id, b.position, b.column_position])).toEqual([
    ['a', 0, 0],
    ['b', 1, 1],
  ]);
});

test('A set with no items gets one default item', () => {
  const questions = firstBlock({ pages: [{ content_blocks: [{ type: 'QUESTION_SET', items: [] }] }] });
  const mediaSet = firstBlock({ pages: [{ content_blocks: [{ type: 'MEDIA_SET' }] }] });
  expect(questions.items).toHaveLength(1);
  expect(questions.items[0]).toMatchObject({ response_type: 'FREE_RESPONSE', position: 0 });
  expect(mediaSet.items).toHaveLength(1);
  expect(mediaSet.items[0]).toMatchObject({ media_type: 'FILE', position: 0 });
});

test('Media type names match in any case; unknown media types are rejected', () => {
  expect(media({ media_type: 'image' }).media_type).toBe('IMAGE');
  expect(media({ media_type: 'Url' }).media_type).toBe('URL');
  expect(media({ media_type: 'text' }).media_type).toBe('DESCRIPTION');
  expect(
    rejection({ pages: [{ content_blocks: [{ type: 'MEDIA_SET', items: [{ media_type: 'hologram' }] }] }] }),
  ).toEqual({
    path: 'pages[0].content_blocks[0].items[0].media_type',
    error: 'unknown media type "hologram"',
  });
});

test('Partial media data is filled from the type defaults', () => {
  const link = media({ media_type: 'URL', media_data: { url: 'https://example.com' } });
  expect(link.media_data).toEqual({
    url: 'https://example.com',
    fetch_status: 'idle',
    metadata: null,
    preview_mode: 'card',
    custom_title: '',
    custom_description: '',
  });
  const image = media({
    media_type: 'IMAGE',
    media_data: { file_url: '/uploads/a.png', file_name: 'a.png' },
  });
  expect(image.media_data).toMatchObject({
    file_url: '/uploads/a.png',
    file_name: 'a.png',
    file_size: 0,
    upload_status: 'completed',
    object_key: '',
  });
  expect(media({ media_type: 'DESCRIPTION' }).media_data).toEqual({ text: '' });
});

test('Media captions show unless the document hides them', () => {
  expect(media({ media_type: 'FILE', title: 'A' })).toMatchObject({
    show_title: true,
    show_description: true,
  });
  expect(media({ media_type: 'FILE', show_title: false })).toMatchObject({ show_title: false });
});

test('Media data that is not an object is rejected with its path', () => {
  expect(
    rejection({
      pages: [{ content_blocks: [{ type: 'MEDIA_SET', items: [{ media_type: 'URL', media_data: 4 }] }] }],
    }),
  ).toEqual({
    path: 'pages[0].content_blocks[0].items[0].media_data',
    error: 'expected an object, got a number',
  });
});

test('Missing ids are generated with the right prefix and duplicate ids are regenerated', () => {
  const survey = normalized({
    pages: [
      {
        id: 'p1',
        content_blocks: [
          {
            id: 'p1',
            type: 'QUESTION_SET',
            items: [{ id: 'q1', response_type: 'yes_no', options: [{ id: 'q1', text: 'Y' }] }],
          },
          { type: 'MEDIA_SET', items: [{}] },
        ],
      },
      { id: 'p1' },
    ],
  });
  const page = survey.pages[0];
  expect(page?.id).toBe('p1');
  expect(page?.content_blocks[0]?.id).toMatch(/^block_/);
  const q = page?.content_blocks[0]?.items[0] as QuestionItem;
  expect(q.id).toBe('q1');
  if (q.response_type !== 'YES_NO') throw new Error('type');
  expect(q.response_options.options[0]?.id).toMatch(/^option_/);
  expect(page?.content_blocks[1]?.id).toMatch(/^block_/);
  expect(page?.content_blocks[1]?.items[0]?.id).toMatch(/^media_/);
  expect(survey.pages[1]?.id).toMatch(/^page_/);
});

test('Positions are rewritten contiguous from 0, ordered by given position, stable', () => {
  const survey = normalized({
    pages: [{ id: 'b', position: 7 }, { id: 'a', position: 3 }, { id: 'c', position: 7 }, { id: 'd' }],
  });
  // "d" has no position and sorts by its index (3), level with "a", after it.
  expect(survey.pages.map((p) => [p.id, p.position])).toEqual([
    ['a', 0],
    ['d', 1],
    ['b', 2],
    ['c', 3],
  ]);
});

test('Legacy respondent pages with questions[] and visuals[] become blocks', () => {
  const page = firstPage({
    pages: [
      {
        page_type: 'text_only',
        visuals: [{ id: 'v1', visual_type: 'image', url: 'https://x.test/a.png', title: 'Concept A' }],
        questions: [{ id: 'q1', question_type: 'text', text: 'Thoughts?' }],
      },
    ],
  });
  expect(page.content_blocks.map((b) => b.type)).toEqual(['MEDIA_SET', 'QUESTION_SET']);
  expect(page.content_blocks[0]?.items[0]).toMatchObject({
    id: 'v1',
    media_type: 'IMAGE',
    title: 'Concept A',
    media_data: { file_url: 'https://x.test/a.png' },
  });
  expect(page.content_blocks[1]?.items[0]).toMatchObject({
    id: 'q1',
    response_type: 'FREE_RESPONSE',
    text: 'Thoughts?',
  });
});

test('Unknown fields are dropped', () => {
  const survey = normalized({
    title: 'T',
    group_id: 'x',
    pages: [{ visuals: [], extra: 1, content_blocks: [] }],
  });
  expect(survey).toStrictEqual({ title: 'T', description: '', pages: [{ ...survey.pages[0] }] });
  expect(Object.keys(survey.pages[0] ?? {})).not.toContain('extra');
});

test('Never throws, even on hostile input', () => {
  const hostile = {
    get pages(): never {
      throw new Error('boom');
    },
  };
  expect(rejection(hostile)).toEqual({ path: '', error: 'could not read the survey: boom' });
  expect(normalizeSurvey(undefined).ok).toBe(false);
  expect(normalizeSurvey(Symbol('x')).ok).toBe(false);
});

test('Normalizing twice gives the same document as normalizing once', () => {
  const once = normalized({
    title: 'Legacy',
    pages: [
      { page_type: 'welcome' },
      {
        content_blocks: [
          {
            type: 'questions',
            questions: [{ question_type: 'Multiple-Choice', options: '["a","b"]' }, { text: 'x' }],
          },
          { type: 'media', items: [{ media_type: 'url', media_data: { url: 'https://e.test' } }] },
        ],
      },
    ],
  });
  expect(normalized(once)).toStrictEqual(once);
});

test.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', ' JAVA\tSCRIPT:alert(1)'])(
  'A %j address is dropped from links, files and previews; http(s), bare hosts and own paths stay',
  (dangerous) => {
    const media = (items: unknown[]) => ({
      pages: [{ page_type: 'standard', content_blocks: [{ type: 'media set', items }] }],
    });
    const items = (document: SurveyDocument) =>
      (document.pages[0]!.content_blocks[0] as Extract<ContentBlock, { type: 'MEDIA_SET' }>).items;
    const dropped = items(
      normalized(
        media([
          {
            media_type: 'URL',
            media_data: { url: dangerous, metadata: { title: 'x', image: dangerous, favicon: dangerous } },
          },
          { media_type: 'IMAGE', media_data: { file_url: dangerous } },
        ]),
      ),
    );
    expect(dropped[0]?.media_data).toMatchObject({ url: '', metadata: { image: '', favicon: '' } });
    expect(dropped[1]?.media_data).toMatchObject({ file_url: '' });

    const kept = items(
      normalized(
        media([
          {
            media_type: 'URL',
            media_data: { url: 'example.com/a', metadata: { image: 'https://cdn.example/i.png' } },
          },
          { media_type: 'IMAGE', media_data: { file_url: '/api/files/abc/photo.png' } },
        ]),
      ),
    );
    expect(kept[0]?.media_data).toMatchObject({
      url: 'example.com/a',
      metadata: { image: 'https://cdn.example/i.png' },
    });
    expect(kept[1]?.media_data).toMatchObject({ file_url: '/api/files/abc/photo.png' });
  },
);
