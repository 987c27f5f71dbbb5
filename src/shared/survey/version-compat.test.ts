import { describe, expect, test } from 'vitest';
import { questionWithResponseType } from './survey-defaults.ts';
import type { QuestionItem, SurveyDocument } from './survey-schema.ts';
import {
  groupCompatibleVersions,
  incompatibleChange,
  mergeVersionLayouts,
  removedInVersion,
  versionNoteFor,
  versionsLabel,
} from './version-compat.ts';

const base = { id: 'q', text: 'Pick', description: '', required: false, position: 0 };
const choice = (options: [string, string][], allowMultiple = false): QuestionItem => {
  const question = questionWithResponseType(base, 'MULTIPLE_CHOICE');
  return {
    ...question,
    response_options: {
      options: options.map(([id, text], position) => ({ id, text, position })),
      allow_other: false,
      allow_multiple: allowMultiple,
    },
  } as QuestionItem;
};
const scale = (min: number, max: number): QuestionItem => {
  const question = questionWithResponseType(base, 'NUMBER_SELECT');
  return { ...question, response_options: { ...question.response_options, min, max } } as QuestionItem;
};
const free = (text = 'Pick') => questionWithResponseType({ ...base, text }, 'FREE_RESPONSE');

describe('incompatibleChange', () => {
  test('rewording the question or adding options keeps answers comparable', () => {
    expect(incompatibleChange(free('Why?'), free('Why, really?'))).toBeNull();
    expect(
      incompatibleChange(
        choice([['a', 'Yes']]),
        choice([
          ['a', ' yes '],
          ['b', 'No'],
        ]),
      ),
    ).toBeNull();
    expect(incompatibleChange(scale(1, 5), scale(1, 5))).toBeNull();
  });

  test('a new type, a reworded or removed option, another choice mode or scale is incompatible', () => {
    expect(incompatibleChange(free(), scale(1, 5))).toBe('type');
    expect(incompatibleChange(choice([['a', 'Yes']]), choice([['a', 'No']]))).toBe('options');
    expect(
      incompatibleChange(
        choice([
          ['a', 'Yes'],
          ['b', 'No'],
        ]),
        choice([['a', 'Yes']]),
      ),
    ).toBe('options');
    expect(incompatibleChange(choice([['a', 'Yes']]), choice([['a', 'Yes']], true))).toBe('choice_mode');
    expect(incompatibleChange(scale(1, 5), scale(1, 7))).toBe('scale');
  });
});

test('versions are grouped in runs of compatible shapes, whatever order they come in', () => {
  const groups = groupCompatibleVersions([
    { version: 3, question: scale(1, 5) },
    { version: 1, question: free('Old') },
    { version: 2, question: free('Older reworded') },
    { version: 4, question: scale(1, 5) },
    { version: 5, question: free('Back to text') },
  ]);
  expect(groups.map((group) => [group.versions, group.change, group.question.text])).toEqual([
    [[1, 2], null, 'Older reworded'],
    [[3, 4], 'type', 'Pick'],
    [[5], 'type', 'Back to text'],
  ]);
  expect(versionNoteFor(groups)).toBe(
    'The question type changed in version 3; the question type changed in version 5: answers are shown per version and never mixed.',
  );
  expect(versionNoteFor(groups.slice(0, 1))).toBeNull();
});

test('labels and removal versions', () => {
  expect(versionsLabel([2])).toBe('version 2');
  expect(versionsLabel([1, 2, 3])).toBe('versions 1–3');
  expect(versionsLabel([1, 3])).toBe('versions 1, 3');
  expect(removedInVersion([1, 2], [1, 2, 3, 4])).toBe(3);
  expect(removedInVersion([1, 4], [1, 2, 3, 4])).toBeNull();
});

describe('mergeVersionLayouts', () => {
  const question = (id: string, position = 0): QuestionItem => ({ ...free(id), id, position });
  const doc = (pages: [string, [string, string[]][]][]): SurveyDocument => ({
    title: 'T',
    description: '',
    pages: pages.map(([id, blocks], position) => ({
      id,
      title: id,
      description: '',
      page_type: 'STANDARD',
      position,
      options: {},
      visual_layout: null,
      content_blocks: blocks.map(([blockId, ids], blockPosition) => ({
        id: blockId,
        type: 'QUESTION_SET',
        position: blockPosition,
        column_position: blockPosition,
        items: ids.map((itemId, itemPosition) => question(itemId, itemPosition)),
      })),
    })),
  });
  const shape = (document: SurveyDocument) =>
    document.pages.map((page) => [
      page.id,
      page.content_blocks.map((block) => [block.id, block.items.map((item) => item.id)]),
    ]);

  test('removed questions come back in their block, their old block or their old page', () => {
    const newest = doc([['p1', [['b1', ['q1']]]]]);
    const older = doc([
      [
        'p1',
        [
          ['b1', ['q0', 'q1']],
          ['b2', ['q2']],
        ],
      ],
      ['p9', [['b9', ['q9']]]],
    ]);
    expect(shape(mergeVersionLayouts([newest, older]))).toEqual([
      [
        'p1',
        [
          ['b1', ['q1', 'q0']],
          ['b2', ['q2']],
        ],
      ],
      ['p9', [['b9', ['q9']]]],
    ]);
  });

  test('a question comes back in its most recent place, once, with positions renumbered', () => {
    const merged = mergeVersionLayouts([
      doc([['p1', [['b1', ['q1']]]]]),
      doc([['p2', [['b2', ['q5']]]]]),
      doc([['p3', [['b3', ['q5']]]]]),
    ]);
    expect(shape(merged)).toEqual([
      ['p1', [['b1', ['q1']]]],
      ['p2', [['b2', ['q5']]]],
    ]);
    expect(merged.pages.map((page) => page.position)).toEqual([0, 1]);
    expect(() => mergeVersionLayouts([])).toThrow();
  });
});
