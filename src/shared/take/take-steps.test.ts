import { expect, test } from 'vitest';
import { createBlock, createPage, createQuestion, createStarterSurvey } from '../survey/survey-defaults.ts';
import type { ContentBlock, Page, PageOptions, PageType, SurveyDocument } from '../survey/survey-schema.ts';
import {
  DEFAULT_EMAIL_PLACEHOLDER,
  DEFAULT_NAME_PLACEHOLDER,
  DEFAULT_REQUIRED_EMAIL_PLACEHOLDER,
  DEFAULT_THANK_YOU_DESCRIPTION,
  DEFAULT_THANK_YOU_TITLE,
  NO_CONTENT_MESSAGE,
  buildTakePlan,
  hasTakeableContent,
  questionStepsOf,
  welcomeStepOf,
} from './take-steps.ts';

/** The names a media step gives its variants: "Variant A"… by their place in the document. */
const variantLabels = (items: readonly { id: string }[]) =>
  Object.fromEntries(items.map((item, index) => [item.id, `Variant ${String.fromCharCode(65 + index)}`]));

function questionSet(questionCount: number): ContentBlock {
  const block = createBlock('QUESTION_SET', 0);
  if (block.type !== 'QUESTION_SET') throw new Error('expected a question set');
  return { ...block, items: Array.from({ length: questionCount }, (_, index) => createQuestion(index)) };
}

function mediaSet(): ContentBlock {
  return createBlock('MEDIA_SET', 0);
}

function page(
  pageType: PageType,
  fields: { title?: string; description?: string; blocks?: ContentBlock[]; options?: PageOptions } = {},
): Page {
  const base = createPage(pageType);
  return {
    ...base,
    title: fields.title ?? '',
    description: fields.description ?? '',
    options: fields.options ?? base.options,
    content_blocks: (fields.blocks ?? []).map((block, index) => ({
      ...block,
      position: index,
      column_position: index,
    })),
  };
}

function survey(pages: Page[], title = 'Coffee study', description = 'About coffee'): SurveyDocument {
  return { title, description, pages: pages.map((entry, index) => ({ ...entry, position: index })) };
}

function itemIds(block: ContentBlock | undefined): string[] {
  return block?.items.map((item) => item.id) ?? [];
}

test('The welcome step comes from the first welcome page, with its media as the concept', () => {
  const media = mediaSet();
  const welcome = page('WELCOME', {
    title: 'Hello',
    description: 'Tell us',
    blocks: [media],
    options: { collectName: 'optional', collectEmail: 'required', namePlaceholder: 'Your name' },
  });
  const plan = buildTakePlan(survey([welcome, page('STANDARD', { blocks: [questionSet(1)] })]));
  expect(plan.steps[0]).toEqual({
    kind: 'welcome',
    key: 'welcome',
    title: 'Hello',
    description: 'Tell us',
    collectName: 'optional',
    collectEmail: 'required',
    namePlaceholder: 'Your name',
    emailPlaceholder: DEFAULT_REQUIRED_EMAIL_PLACEHOLDER,
    concept: { blockId: media.id, items: media.items },
  });
});

test('A welcome page without options or media asks for a required name and an optional e-mail', () => {
  const plan = buildTakePlan(survey([page('WELCOME', { title: 'Hi', options: {} })]));
  expect(welcomeStepOf(plan)).toMatchObject({
    collectName: 'required',
    collectEmail: 'optional',
    namePlaceholder: 'Jane Doe',
    emailPlaceholder: 'jane@example.com (email optional)',
    concept: null,
  });
  expect(DEFAULT_NAME_PLACEHOLDER).toBe('Jane Doe');
  expect(DEFAULT_EMAIL_PLACEHOLDER).toBe('jane@example.com (email optional)');
});

test('Blank placeholders and a blank welcome title fall back to the defaults', () => {
  const welcome = page('WELCOME', {
    title: '  ',
    description: '',
    options: {
      collectName: 'required',
      collectEmail: 'optional',
      namePlaceholder: ' ',
      emailPlaceholder: '',
    },
  });
  const step = welcomeStepOf(buildTakePlan(survey([welcome], 'Coffee study', 'About coffee')));
  expect(step.title).toBe('Coffee study');
  expect(step.description).toBe('About coffee');
  expect(step.namePlaceholder).toBe('Jane Doe');
  expect(step.emailPlaceholder).toBe('jane@example.com (email optional)');
});

test('Without a welcome page a default welcome step uses the survey title and description', () => {
  const plan = buildTakePlan(survey([page('STANDARD', { blocks: [questionSet(1)] })]));
  expect(plan.steps[0]).toEqual({
    kind: 'welcome',
    key: 'welcome',
    title: 'Coffee study',
    description: 'About coffee',
    collectName: 'required',
    collectEmail: 'optional',
    namePlaceholder: 'Jane Doe',
    emailPlaceholder: 'jane@example.com (email optional)',
    concept: null,
  });
});

test('The default welcome step is titled "Welcome" when the survey has no title', () => {
  const plan = buildTakePlan(survey([page('STANDARD', { blocks: [questionSet(1)] })], ' ', ''));
  expect(welcomeStepOf(plan).title).toBe('Welcome');
  expect(welcomeStepOf(plan).description).toBe('');
});

test('Only the first welcome page counts; a later one gives no step', () => {
  const first = page('WELCOME', { title: 'First' });
  const second = page('WELCOME', { title: 'Second', blocks: [questionSet(2)] });
  const info = page('STANDARD', { title: 'Info' });
  const plan = buildTakePlan(survey([first, info, second]));
  expect(plan.steps.map((step) => step.key)).toEqual(['welcome', `info:${info.id}`]);
  expect(welcomeStepOf(plan).title).toBe('First');
  expect(plan.questionCount).toBe(0);
});

test('A page with questions only gives one question step per question, without media', () => {
  const block = questionSet(3);
  const standard = page('STANDARD', { title: 'Taste', description: 'How it tastes', blocks: [block] });
  const plan = buildTakePlan(survey([standard]));
  const steps = questionStepsOf(plan);
  expect(steps.map((step) => step.question.id)).toEqual(itemIds(block));
  expect(steps.map((step) => step.key)).toEqual(itemIds(block).map((id) => `question:${id}`));
  expect(steps.map((step) => step.questionNumber)).toEqual([1, 2, 3]);
  for (const step of steps) {
    expect(step).toMatchObject({
      pageId: standard.id,
      pageTitle: 'Taste',
      pageDescription: 'How it tastes',
      blockId: block.id,
      media: null,
    });
  }
  expect(plan.questionCount).toBe(3);
});

test('Every question step of a page shares the page media, whichever side the media set is on', () => {
  const media = mediaSet();
  const questions = questionSet(2);
  for (const blocks of [
    [media, questions],
    [questions, media],
  ]) {
    const plan = buildTakePlan(survey([page('STANDARD', { blocks })]));
    const steps = questionStepsOf(plan);
    expect(steps).toHaveLength(2);
    expect(plan.steps).toHaveLength(3);
    for (const step of steps) expect(step.media).toMatchObject({ blockId: media.id, items: media.items });
  }
});

test('A page with two question sets asks the left set first, then the right one', () => {
  const left = questionSet(2);
  const right = questionSet(1);
  const plan = buildTakePlan(survey([page('STANDARD', { blocks: [left, right] })]));
  const steps = questionStepsOf(plan);
  expect(steps.map((step) => step.question.id)).toEqual([...itemIds(left), ...itemIds(right)]);
  expect(steps.map((step) => step.blockId)).toEqual([left.id, left.id, right.id]);
  expect(steps.every((step) => step.media === null)).toBe(true);
});

test('Questions follow their positions even when the array order differs', () => {
  const block = questionSet(2);
  if (block.type !== 'QUESTION_SET') throw new Error('expected a question set');
  const [a, b] = block.items;
  if (!a || !b) throw new Error('expected two questions');
  const swapped: ContentBlock = {
    ...block,
    items: [
      { ...b, position: 0 },
      { ...a, position: 1 },
    ],
  };
  const plan = buildTakePlan(survey([page('STANDARD', { blocks: [swapped] })]));
  expect(questionStepsOf(plan).map((step) => step.question.id)).toEqual([b.id, a.id]);
});

test('A page with media only gives one media step', () => {
  const media = mediaSet();
  const standard = page('STANDARD', { title: 'Look', blocks: [media] });
  const plan = buildTakePlan(survey([standard]));
  expect(plan.steps[1]).toEqual({
    kind: 'media',
    key: `media:${standard.id}`,
    pageId: standard.id,
    pageTitle: 'Look',
    pageDescription: '',
    media: { blockId: media.id, items: media.items, labels: variantLabels(media.items) },
  });
  expect(plan.questionCount).toBe(0);
  expect(hasTakeableContent(plan)).toBe(true);
});

test('A page with two media sets gives one media step showing the first set', () => {
  const first = mediaSet();
  const plan = buildTakePlan(survey([page('STANDARD', { blocks: [first, mediaSet()] })]));
  expect(plan.steps).toHaveLength(2);
  expect(plan.steps[1]?.kind === 'media' && plan.steps[1].media.blockId).toBe(first.id);
});

test('A page without blocks but with a title or a description gives an info step', () => {
  const titled = page('STANDARD', { title: 'Before we start' });
  const described = page('STANDARD', { description: 'Some context' });
  const plan = buildTakePlan(survey([titled, described]));
  expect(plan.steps.slice(1)).toEqual([
    {
      kind: 'info',
      key: `info:${titled.id}`,
      pageId: titled.id,
      pageTitle: 'Before we start',
      pageDescription: '',
    },
    {
      kind: 'info',
      key: `info:${described.id}`,
      pageId: described.id,
      pageTitle: '',
      pageDescription: 'Some context',
    },
  ]);
});

test('A page with nothing at all, or only blank text, gives no step', () => {
  const plan = buildTakePlan(
    survey([page('STANDARD'), page('STANDARD', { title: '  ', description: '\n' })]),
  );
  expect(plan.steps.map((step) => step.kind)).toEqual(['welcome']);
  expect(hasTakeableContent(plan)).toBe(false);
});

test('Several pages give their steps in page order with questions numbered across the survey', () => {
  const first = questionSet(2);
  const media = mediaSet();
  const second = questionSet(1);
  const info = page('STANDARD', { title: 'Break' });
  const mediaPage = page('STANDARD', { blocks: [mediaSet()] });
  const plan = buildTakePlan(
    survey([
      page('WELCOME', { title: 'Hi' }),
      page('STANDARD', { blocks: [first] }),
      info,
      page('STANDARD', { blocks: [media, second] }),
      mediaPage,
      page('STANDARD'),
      page('THANK_YOU', { title: 'Bye' }),
    ]),
  );
  expect(plan.steps.map((step) => step.key)).toEqual([
    'welcome',
    ...itemIds(first).map((id) => `question:${id}`),
    `info:${info.id}`,
    ...itemIds(second).map((id) => `question:${id}`),
    `media:${mediaPage.id}`,
  ]);
  expect(questionStepsOf(plan).map((step) => step.questionNumber)).toEqual([1, 2, 3]);
  expect(plan.questionCount).toBe(3);
});

test('The page order follows page positions', () => {
  const a = page('STANDARD', { title: 'A' });
  const b = page('STANDARD', { title: 'B' });
  const plan = buildTakePlan({
    title: '',
    description: '',
    pages: [
      { ...a, position: 1 },
      { ...b, position: 0 },
    ],
  });
  expect(plan.steps.map((step) => step.key)).toEqual(['welcome', `info:${b.id}`, `info:${a.id}`]);
});

test('The thank-you card uses the first thank-you page and defaults blank text', () => {
  const plan = buildTakePlan(
    survey([
      page('STANDARD', { title: 'x' }),
      page('THANK_YOU', { title: 'Cheers', description: '' }),
      page('THANK_YOU', { title: 'Other', description: 'Other' }),
    ]),
  );
  expect(plan.thankYou).toEqual({
    title: 'Cheers',
    description: 'Your response has been submitted successfully.',
  });
  const blank = buildTakePlan(survey([page('THANK_YOU', { title: ' ', description: 'Done, thanks' })]));
  expect(blank.thankYou).toEqual({ title: 'Thank You!', description: 'Done, thanks' });
});

test('Without a thank-you page the card has the default text', () => {
  const plan = buildTakePlan(survey([page('STANDARD', { title: 'x' })]));
  expect(plan.thankYou).toEqual({
    title: DEFAULT_THANK_YOU_TITLE,
    description: DEFAULT_THANK_YOU_DESCRIPTION,
  });
  expect(DEFAULT_THANK_YOU_TITLE).toBe('Thank You!');
});

test('Thank-you pages give no steps, even with blocks on them', () => {
  const plan = buildTakePlan(
    survey([page('THANK_YOU', { title: 'Bye', blocks: [questionSet(1), mediaSet()] })]),
  );
  expect(plan.steps.map((step) => step.kind)).toEqual(['welcome']);
});

test('A survey with only a welcome page has no takeable content', () => {
  const plan = buildTakePlan(survey([page('WELCOME', { title: 'Hi', blocks: [mediaSet()] })]));
  expect(plan.steps).toHaveLength(1);
  expect(hasTakeableContent(plan)).toBe(false);
  expect(NO_CONTENT_MESSAGE).toBe('This test has no content or is configured incorrectly.');
});

test('The starter survey is a welcome step and one question step', () => {
  const doc = createStarterSurvey();
  const plan = buildTakePlan(doc);
  expect(plan.steps.map((step) => step.kind)).toEqual(['welcome', 'question']);
  expect(welcomeStepOf(plan).title).toBe('Welcome');
  expect(plan.thankYou.title).toBe('Thank You!');
  expect(hasTakeableContent(plan)).toBe(true);
});

test('Building a plan leaves the document untouched', () => {
  const doc = survey([
    page('STANDARD', {
      blocks: [questionSet(2), mediaSet()],
    }),
  ]);
  const copy = structuredClone(doc);
  buildTakePlan(doc);
  expect(doc).toEqual(copy);
});
