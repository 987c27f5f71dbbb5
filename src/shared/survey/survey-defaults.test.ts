import { expect, test } from 'vitest';
import { createId } from './ids.ts';
import {
  FILE_REMOVED_TEXT,
  NEW_OPTION_TEXT,
  createBlock,
  createChoiceOption,
  createMediaItem,
  createPage,
  createQuestion,
  createStarterSurvey,
  defaultMediaData,
  defaultResponseOptions,
} from './survey-defaults.ts';
import {
  contentBlockSchema,
  mediaItemSchema,
  mediaTypes,
  pageSchema,
  questionItemSchema,
  responseTypes,
  surveyDocumentSchema,
} from './survey-schema.ts';

test('Ids carry the prefix, a base-36 timestamp and a random suffix', () => {
  expect(createId('page')).toMatch(/^page_[0-9a-z]+_[0-9a-z]{6,}$/);
  expect(createId('temp')).toMatch(/^temp_/);
});

test('Ids made many times in one millisecond are all different', () => {
  const ids = new Set(Array.from({ length: 20_000 }, () => createId('option')));
  expect(ids.size).toBe(20_000);
});

test('Choice types default to two options, checkbox allowing several', () => {
  for (const type of ['MULTIPLE_CHOICE', 'SINGLE_CHOICE'] as const) {
    const options = defaultResponseOptions(type);
    expect(options.options.map((o) => [o.text, o.position])).toEqual([
      ['Option A', 0],
      ['Option B', 1],
    ]);
    expect(options.allow_other).toBe(false);
    expect(options.allow_multiple).toBe(false);
  }
  expect(defaultResponseOptions('CHECKBOX').allow_multiple).toBe(true);
  expect(defaultResponseOptions('CHECKBOX').options.map((o) => o.text)).toEqual(['Option A', 'Option B']);
  expect(defaultResponseOptions('YES_NO').options.map((o) => o.text)).toEqual(['Yes', 'No']);
});

test('Free response, number select, rating and slider have the spec defaults', () => {
  expect(defaultResponseOptions('FREE_RESPONSE')).toEqual({
    placeholder: 'Type your answer here...',
    maxLength: 500,
  });
  const scale = { scale: 5, min: 1, max: 5, min_label: 'Min', mid_label: 'Mid', max_label: 'Max' };
  expect(defaultResponseOptions('NUMBER_SELECT')).toEqual(scale);
  expect(defaultResponseOptions('RATING')).toEqual(scale);
  expect(defaultResponseOptions('SLIDER')).toEqual({
    min: 1,
    max: 100,
    step: 1,
    labels: { min: 'Min', mid: 'Mid', max: 'Max' },
  });
});

test('Every call returns fresh objects with fresh option ids', () => {
  const a = defaultResponseOptions('MULTIPLE_CHOICE');
  const b = defaultResponseOptions('MULTIPLE_CHOICE');
  expect(a).not.toBe(b);
  expect(a.options[0]).not.toBe(b.options[0]);
  expect(a.options[0]?.id).not.toBe(b.options[0]?.id);
  const s1 = defaultResponseOptions('SLIDER');
  const s2 = defaultResponseOptions('SLIDER');
  expect(s1.labels).not.toBe(s2.labels);
  expect(defaultMediaData('URL')).not.toBe(defaultMediaData('URL'));
});

test('Every response type default makes a valid question', () => {
  for (const type of responseTypes) {
    const question = {
      ...createQuestion(0),
      response_type: type,
      response_options: defaultResponseOptions(type),
    };
    expect(questionItemSchema.safeParse(question).success).toBe(true);
  }
});

test('A new question is an empty, optional free-response question at the given position', () => {
  const question = createQuestion(3);
  expect(question).toMatchObject({
    text: '',
    description: '',
    required: false,
    position: 3,
    response_type: 'FREE_RESPONSE',
  });
  expect(question.id).toMatch(/^question_/);
});

test('A new choice option has an option id, the text and the position', () => {
  const option = createChoiceOption(NEW_OPTION_TEXT, 2);
  expect(option).toMatchObject({ text: 'New option', position: 2 });
  expect(option.id).toMatch(/^option_/);
});

test('A new media item is an empty FILE item with hidden captions', () => {
  const item = createMediaItem(1);
  expect(item).toMatchObject({
    media_type: 'FILE',
    title: '',
    description: '',
    show_title: false,
    show_description: false,
    position: 1,
  });
  expect(item.media_data).toEqual({
    file_url: '',
    file_name: '',
    file_size: 0,
    file_type: '',
    file_extension: '',
    category: '',
    upload_status: 'idle',
    upload_error: '',
    object_key: '',
  });
  expect(item.id).toMatch(/^media_/);
  expect(mediaItemSchema.safeParse(item).success).toBe(true);
});

test('Media data defaults by type', () => {
  expect(defaultMediaData('DESCRIPTION')).toEqual({ text: '' });
  expect(defaultMediaData('URL')).toEqual({
    url: '',
    fetch_status: 'idle',
    metadata: null,
    preview_mode: 'card',
    custom_title: '',
    custom_description: '',
  });
  for (const type of ['FILE', 'IMAGE', 'VIDEO', 'AUDIO', 'DOCUMENT'] as const) {
    expect(defaultMediaData(type)).toEqual(createMediaItem(0).media_data);
  }
  for (const type of mediaTypes) {
    const item = { ...createMediaItem(0), media_type: type, media_data: defaultMediaData(type) };
    expect(mediaItemSchema.safeParse(item).success).toBe(true);
  }
});

test('A new question set starts with one empty optional question; a media set with one FILE item', () => {
  const questions = createBlock('QUESTION_SET', 1);
  expect(questions).toMatchObject({ type: 'QUESTION_SET', position: 1, column_position: 1 });
  expect(questions.items).toHaveLength(1);
  expect(questions.items[0]).toMatchObject({
    response_type: 'FREE_RESPONSE',
    required: false,
    text: '',
    position: 0,
  });
  expect(questions.id).toMatch(/^block_/);

  const media = createBlock('MEDIA_SET', 0);
  expect(media).toMatchObject({ type: 'MEDIA_SET', position: 0, column_position: 0 });
  expect(media.items).toHaveLength(1);
  expect(media.items[0]).toMatchObject({ media_type: 'FILE', position: 0 });
  expect(contentBlockSchema.safeParse(media).success).toBe(true);
});

test('A new page is empty, STANDARD by default; a welcome page asks for a name and an e-mail', () => {
  const page = createPage();
  expect(page).toMatchObject({
    title: '',
    description: '',
    page_type: 'STANDARD',
    position: 0,
    options: {},
    visual_layout: null,
    content_blocks: [],
  });
  expect(page.id).toMatch(/^page_/);
  expect(createPage('THANK_YOU', 4)).toMatchObject({ page_type: 'THANK_YOU', position: 4, options: {} });
  expect(createPage('WELCOME', 0).options).toEqual({ collectName: 'required', collectEmail: 'optional' });
  expect(pageSchema.safeParse(createPage('WELCOME', 0)).success).toBe(true);
});

test('The starter survey has a welcome page, one free-response question page and a thank-you page', () => {
  const survey = createStarterSurvey();
  expect(surveyDocumentSchema.safeParse(survey).success).toBe(true);
  expect(survey.title).toBe('Untitled Survey');
  expect(survey.pages.map((p) => [p.page_type, p.position])).toEqual([
    ['WELCOME', 0],
    ['STANDARD', 1],
    ['THANK_YOU', 2],
  ]);
  const [welcome, questions, thanks] = survey.pages;
  expect(welcome?.title).toBe('Welcome');
  expect(welcome?.description).not.toBe('');
  expect(questions?.content_blocks).toHaveLength(1);
  const block = questions?.content_blocks[0];
  expect(block?.type).toBe('QUESTION_SET');
  expect(block?.items).toHaveLength(1);
  expect(block?.items[0]).toMatchObject({ response_type: 'FREE_RESPONSE' });
  expect(thanks).toMatchObject({
    title: 'Thank You!',
    description: 'Your response has been submitted successfully.',
  });
});

test('Two starter surveys share no objects and no ids', () => {
  const a = createStarterSurvey();
  const b = createStarterSurvey();
  expect(a.pages[0]).not.toBe(b.pages[0]);
  expect(a.pages[0]?.options).not.toBe(b.pages[0]?.options);
  expect(a.pages.map((p) => p.id)).not.toEqual(b.pages.map((p) => p.id));
});

test('The removed-file text is the spec text', () => {
  expect(FILE_REMOVED_TEXT).toBe('Add your content here...');
});
