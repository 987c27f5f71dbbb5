import { expect, test } from 'vitest';
import { conceptTestSurvey, CONCEPT_IDS } from './concept-test-fixture.ts';
import { normalizeSurvey } from './normalize-survey.ts';
import { findPublishProblems } from './publish-checks.ts';
import { mustViewAllOf, optionOrderOf, preferenceBlockIdOf, studyDesignOf } from './study-design.ts';
import {
  addMediaItem,
  removeMediaItem,
  setMustViewAll,
  setStudyDesign,
  updateChoiceOption,
  updateMediaItem,
  updateResponseOptions,
} from './survey-operations.ts';
import type { ChoiceOptions, MediaSetBlock, QuestionItem, SurveyDocument } from './survey-schema.ts';

const { set, preference, feeling, forest, ocean, desert } = CONCEPT_IDS;

function read(input: unknown): SurveyDocument {
  const result = normalizeSurvey(input);
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}
const page = (doc: SurveyDocument) => doc.pages.find((entry) => entry.page_type === 'STANDARD')!;
const mediaSet = (doc: SurveyDocument) =>
  page(doc).content_blocks.find((block) => block.type === 'MEDIA_SET') as MediaSetBlock;
const question = (doc: SurveyDocument, id: string) =>
  page(doc)
    .content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : []))
    .find((item) => item.id === id) as QuestionItem;
const options = (doc: SurveyDocument, id: string) =>
  (question(doc, id).response_options as ChoiceOptions).options.map((option) => [option.id, option.text]);
const setRef = (doc: SurveyDocument) => ({ pageId: page(doc).id, blockId: set });

test('An older document without concept-test fields reads as side by side, no shuffling, no preference', () => {
  const doc = read({
    pages: [
      {
        content_blocks: [
          { type: 'MEDIA_SET', items: [{ media_type: 'DESCRIPTION', media_data: { text: 'A' } }] },
          {
            type: 'QUESTION_SET',
            items: [
              { text: 'Pick', response_type: 'SINGLE_CHOICE', response_options: { options: ['x', 'y'] } },
            ],
          },
        ],
      },
    ],
  });
  const block = mediaSet(doc);
  expect(studyDesignOf(block)).toBe('side_by_side');
  expect(mustViewAllOf(block)).toBe(false);
  expect('design' in block).toBe(false);
  const asked = page(doc).content_blocks[1]!.items[0] as QuestionItem;
  expect(optionOrderOf(asked)).toBe('none');
  expect(preferenceBlockIdOf(asked)).toBeNull();
});

test("A preference question's options are the variants, linked by id, and follow renames, additions and removals", () => {
  let doc = read(conceptTestSurvey({ design: 'sequential_monadic', mustViewAll: true }));
  expect(studyDesignOf(mediaSet(doc))).toBe('sequential_monadic');
  expect(mustViewAllOf(mediaSet(doc))).toBe(true);
  expect(optionOrderOf(question(doc, feeling))).toBe('all_but_last');
  expect(options(doc, preference)).toEqual([
    [forest, 'Forest'],
    [ocean, 'Ocean'],
    [desert, 'Desert'],
  ]);
  doc = updateMediaItem(doc, { ...setRef(doc), itemId: ocean }, { title: 'Deep sea' });
  expect(options(doc, preference)[1]).toEqual([ocean, 'Deep sea']);
  doc = removeMediaItem(doc, { ...setRef(doc), itemId: forest });
  doc = addMediaItem(doc, setRef(doc));
  const added = mediaSet(doc).items[2]!.id;
  expect(options(doc, preference)).toEqual([
    [ocean, 'Deep sea'],
    [desert, 'Desert'],
    [added, 'Variant C'],
  ]);
  // Its options are edited through the variants only.
  const ref = { pageId: page(doc).id, blockId: CONCEPT_IDS.questions, itemId: preference };
  expect(updateChoiceOption(doc, ref, ocean, 'Sea')).toBe(doc);
  // Unlinking keeps the last options as ordinary ones.
  const unlinked = updateResponseOptions(doc, ref, { variants_of: null });
  expect(preferenceBlockIdOf(question(unlinked, preference))).toBeNull();
  expect(options(unlinked, preference)).toEqual(options(doc, preference));
});

test('The design and "view every variant" are set per media set; unknown values change nothing', () => {
  const doc = read(conceptTestSurvey({ design: 'side_by_side' }));
  const monadic = setStudyDesign(doc, setRef(doc), 'monadic');
  expect(studyDesignOf(mediaSet(monadic))).toBe('monadic');
  expect(setStudyDesign(monadic, setRef(doc), 'monadic')).toBe(monadic);
  expect(setStudyDesign(monadic, setRef(doc), 'split test')).toBe(monadic);
  const back = setStudyDesign(monadic, setRef(doc), 'side_by_side');
  expect('design' in mediaSet(back)).toBe(false);
  const strict = setMustViewAll(doc, setRef(doc), true);
  expect(mustViewAllOf(mediaSet(strict))).toBe(true);
  expect(setMustViewAll(strict, setRef(doc), 'yes')).toBe(strict);
  expect(mustViewAllOf(mediaSet(setMustViewAll(strict, setRef(doc), false)))).toBe(false);
});

test('Publishing refuses a monadic or sequential test with one variant, and a preference question in a monadic test', () => {
  expect(findPublishProblems(read(conceptTestSurvey({ design: 'monadic' })))).toEqual([]);
  expect(findPublishProblems(read(conceptTestSurvey({ design: 'sequential_monadic' })))).toEqual([]);
  const single = findPublishProblems(read(conceptTestSurvey({ design: 'sequential_monadic', variants: 1 })));
  expect(single.map((problem) => problem.code)).toEqual(['too_few_variants']);
  expect(single[0]!.message).toContain('add a second variant');
  const withPreference = read(conceptTestSurvey({ design: 'side_by_side' }));
  const monadic = setStudyDesign(withPreference, setRef(withPreference), 'monadic');
  const problems = findPublishProblems(monadic);
  expect(problems.map((problem) => problem.code)).toEqual(['preference_in_monadic']);
  expect(problems[0]!.location.questionId).toBe(preference);
  // Side by side with one variant is today's single-concept page: fine.
  expect(findPublishProblems(read(conceptTestSurvey({ design: 'side_by_side', variants: 1 })))).toEqual([]);
});
