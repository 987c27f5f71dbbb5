import { describe, expect, test } from 'vitest';
import { findPublishProblems, publishRefusedMessage } from './publish-checks.ts';
import { createStarterSurvey, mediaItemWithType, questionWithResponseType } from './survey-defaults.ts';
import type {
  ContentBlock,
  MediaItem,
  Page,
  PageType,
  QuestionItem,
  SurveyDocument,
} from './survey-schema.ts';

const question = (id: string, text: string, position = 0): QuestionItem => ({
  id,
  text,
  description: '',
  required: false,
  position,
  response_type: 'FREE_RESPONSE',
  response_options: { placeholder: '', maxLength: 500 },
});

const choice = (id: string, texts: string[]): QuestionItem => {
  const base = questionWithResponseType(
    { id, text: 'Pick one', description: '', required: false, position: 0 },
    'MULTIPLE_CHOICE',
  );
  if (!('options' in base.response_options)) throw new Error('a choice question has options');
  return {
    ...base,
    response_options: {
      ...base.response_options,
      options: texts.map((text, position) => ({ id: `${id}-o${position + 1}`, text, position })),
    },
  } as QuestionItem;
};

const media = (id: string, patch: (item: MediaItem) => MediaItem): MediaItem =>
  patch(
    mediaItemWithType(
      { id, title: '', description: '', show_title: false, show_description: false, position: 0 },
      'DESCRIPTION',
    ),
  );

const questions = (id: string, items: QuestionItem[], position = 0): ContentBlock => ({
  id,
  type: 'QUESTION_SET',
  position,
  column_position: position,
  items,
});

const page = (id: string, type: PageType, position: number, blocks: ContentBlock[] = []): Page => ({
  id,
  title: '',
  description: '',
  page_type: type,
  position,
  options: {},
  visual_layout: null,
  content_blocks: blocks,
});

const survey = (...pages: Page[]): SurveyDocument => ({ title: 'Test', description: '', pages });

const good = () =>
  survey(
    page('welcome', 'WELCOME', 0),
    page('p1', 'STANDARD', 1, [questions('b1', [question('q1', 'How was lunch?')])]),
    page('thanks', 'THANK_YOU', 2),
  );

const codes = (document: SurveyDocument) => findPublishProblems(document).map((problem) => problem.code);

describe('findPublishProblems', () => {
  test('a complete survey has no problems', () => {
    expect(findPublishProblems(good())).toEqual([]);
  });

  test('a survey without any question, or with questions only on welcome and thank-you pages, cannot be published', () => {
    expect(findPublishProblems(survey(page('p1', 'STANDARD', 0)))).toEqual([
      { code: 'no_question', message: 'Add at least one question to a standard page.', location: {} },
    ]);
    expect(
      codes(
        survey(
          page('w', 'WELCOME', 0, [questions('b1', [question('q1', 'Never asked')])]),
          page('t', 'THANK_YOU', 1, [questions('b2', [question('q2', 'Never asked')])]),
        ),
      ),
    ).toEqual(['no_question']);
  });

  test("the starter survey's empty question is named with its place", () => {
    const starter = createStarterSurvey();
    const problems = findPublishProblems(starter);
    expect(problems.map((problem) => problem.code)).toEqual(['empty_question_text']);
    const standard = starter.pages.find((candidate) => candidate.page_type === 'STANDARD')!;
    const block = standard.content_blocks[0]!;
    expect(problems[0]!.location).toEqual({
      pageId: standard.id,
      blockId: block.id,
      questionId: block.items[0]!.id,
    });
    expect(problems[0]!.message).toBe('Question 1 has no text: write what respondents are asked.');
  });

  test('blank question text (spaces only) counts as empty; questions are numbered in reading order', () => {
    const document = survey(
      page('p2', 'STANDARD', 1, [questions('b2', [question('q3', '   ')])]),
      page('p1', 'STANDARD', 0, [questions('b1', [question('q1', 'First'), question('q2', '', 1)])]),
    );
    expect(
      findPublishProblems(document).map((problem) => [problem.location.questionId, problem.message]),
    ).toEqual([
      ['q2', 'Question 2 has no text: write what respondents are asked.'],
      ['q3', 'Question 3 has no text: write what respondents are asked.'],
    ]);
  });

  test('empty and duplicate option texts are found, duplicates ignoring case and spaces', () => {
    const document = survey(
      page('p1', 'STANDARD', 0, [questions('b1', [choice('q1', ['Yes', ' ', 'yes ', 'No', 'NO'])])]),
    );
    expect(findPublishProblems(document)).toEqual([
      {
        code: 'empty_option_text',
        message: 'Option 2 of "Pick one" is empty: write it or remove it.',
        location: { pageId: 'p1', blockId: 'b1', questionId: 'q1', optionId: 'q1-o2' },
      },
      {
        code: 'duplicate_option_text',
        message: '"Pick one" has the option "yes" twice: change or remove one.',
        location: { pageId: 'p1', blockId: 'b1', questionId: 'q1', optionId: 'q1-o3' },
      },
      {
        code: 'duplicate_option_text',
        message: '"Pick one" has the option "NO" twice: change or remove one.',
        location: { pageId: 'p1', blockId: 'b1', questionId: 'q1', optionId: 'q1-o5' },
      },
    ]);
  });

  test('the welcome page must be first and alone', () => {
    const body = page('p1', 'STANDARD', 0, [questions('b1', [question('q1', 'Q')])]);
    expect(findPublishProblems(survey(body, page('w', 'WELCOME', 1)))).toEqual([
      {
        code: 'welcome_not_first',
        message: 'The welcome page must come first; it is page 2.',
        location: { pageId: 'w' },
      },
    ]);
    const twice = findPublishProblems(
      survey(page('w1', 'WELCOME', 0), page('w2', 'WELCOME', 1), { ...body, position: 2 }),
    );
    expect(twice.map((problem) => [problem.code, problem.location.pageId])).toEqual([
      ['multiple_welcome', 'w2'],
    ]);
  });

  test('the thank-you page must be last and alone; a second one right after it is reported once', () => {
    const body = (position: number) =>
      page(`p${position}`, 'STANDARD', position, [
        questions(`b${position}`, [question(`q${position}`, 'Q')]),
      ]);
    expect(codes(survey(body(0), page('t', 'THANK_YOU', 1), body(2)))).toEqual(['thank_you_not_last']);
    expect(
      findPublishProblems(survey(body(0), page('t1', 'THANK_YOU', 1), page('t2', 'THANK_YOU', 2))).map(
        (problem) => [problem.code, problem.location.pageId],
      ),
    ).toEqual([['multiple_thank_you', 't2']]);
    expect(codes(survey(page('t1', 'THANK_YOU', 0), body(1), page('t2', 'THANK_YOU', 2)))).toEqual([
      'multiple_thank_you',
      'thank_you_not_last',
    ]);
  });

  test('a titled page is named by its title', () => {
    const document = survey(page('p1', 'STANDARD', 0, [questions('b1', [question('q1', 'Q')])]), {
      ...page('w', 'WELCOME', 1),
      title: 'Hello',
    });
    expect(findPublishProblems(document)[0]!.message).toBe(
      'The welcome page must come first; it is page 2 ("Hello").',
    );
  });

  test('a media variant with no content is found: empty text, empty link, no file or a file still uploading', () => {
    const blank = media('m1', (item) => item);
    const link = media('m2', (item) => mediaItemWithType(item, 'URL'));
    const image = media('m3', (item) => ({ ...mediaItemWithType(item, 'IMAGE'), title: 'Packshot' }));
    const uploading = media('m4', (item) => {
      const file = mediaItemWithType(item, 'IMAGE');
      return file.media_type === 'IMAGE'
        ? {
            ...file,
            media_data: { ...file.media_data, file_url: '/api/files/x.png', upload_status: 'uploading' },
          }
        : file;
    });
    const filled = media('m5', (item) =>
      item.media_type === 'DESCRIPTION' ? { ...item, media_data: { text: 'Hi' } } : item,
    );
    const mediaBlock: ContentBlock = {
      id: 'mb',
      type: 'MEDIA_SET',
      position: 1,
      column_position: 1,
      items: [blank, link, image, uploading, filled].map((item, position) => ({ ...item, position })),
    };
    const document = survey(page('p1', 'STANDARD', 0, [questions('b1', [question('q1', 'Q')]), mediaBlock]));
    const problems = findPublishProblems(document);
    expect(problems.map((problem) => problem.location)).toEqual(
      ['m1', 'm2', 'm3', 'm4'].map((mediaItemId) => ({ pageId: 'p1', blockId: 'mb', mediaItemId })),
    );
    expect(problems.every((problem) => problem.code === 'empty_media')).toBe(true);
    expect(problems[2]!.message).toBe(
      'Media "Packshot" on page 1 has no content: add it or remove the item.',
    );
  });

  test('every problem of a broken survey is listed at once, and the same document gives the same list', () => {
    const document = survey(
      page('t', 'THANK_YOU', 0),
      page('w', 'WELCOME', 1),
      page('w2', 'WELCOME', 2),
      page('p', 'STANDARD', 3, [questions('b', [choice('q', ['', 'A', 'a'])])]),
    );
    expect(codes(document)).toEqual([
      'multiple_welcome',
      'welcome_not_first',
      'thank_you_not_last',
      'empty_option_text',
      'duplicate_option_text',
    ]);
    expect(findPublishProblems(document)).toEqual(findPublishProblems(document));
  });
});

test('the refusal message reads on its own for one problem and counts several', () => {
  const one = findPublishProblems(survey(page('p1', 'STANDARD', 0)));
  expect(publishRefusedMessage(one)).toBe(
    "This survey can't be published yet: Add at least one question to a standard page.",
  );
  expect(publishRefusedMessage([...one, ...one])).toBe(
    "This survey can't be published yet: fix these 2 problems first.",
  );
});
