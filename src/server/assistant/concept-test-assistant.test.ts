import { describe, expect, test } from 'vitest';
import { preferenceBlockIdOf, studyDesignOf } from '#shared/survey/study-design.ts';
import type { MediaSetBlock, QuestionItem, SurveyDocument } from '#shared/survey/survey-schema.ts';
import { editSurvey } from './offline/edit-commands.ts';
import { buildSurvey } from './offline/survey-builder.ts';
import { applySurveyEdits } from './survey-edits.ts';

// Issue 11: every concept test the assistant makes links its preference question to the variants
// (variants_of), so answers are variant ids and the report can give a preference verdict.

function mediaSet(survey: SurveyDocument): MediaSetBlock {
  const set = survey.pages
    .flatMap((page) => page.content_blocks)
    .find((block): block is MediaSetBlock => block.type === 'MEDIA_SET');
  if (!set) throw new Error('expected a media set');
  return set;
}

function preferenceQuestions(survey: SurveyDocument): QuestionItem[] {
  return survey.pages
    .flatMap((page) => page.content_blocks)
    .flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : []))
    .filter((question) => preferenceBlockIdOf(question) !== null);
}

function optionsOf(question: QuestionItem): { id: string; text: string }[] {
  return 'options' in question.response_options
    ? question.response_options.options.map(({ id, text }) => ({ id, text }))
    : [];
}

describe('offline concept tests link the preference question to the variants', () => {
  test.each([
    ['test two packaging designs', 2, 'side_by_side'],
    ['which of these two ads works better?', 2, 'side_by_side'],
    ['compare three names for our cereal', 3, 'side_by_side'],
    ['A/B test four subject lines for our spring newsletter', 4, 'side_by_side'],
    ['Run a sequential monadic test of three headlines for our bakery', 3, 'sequential_monadic'],
    ['concept test of two logos, show them one after another', 2, 'sequential_monadic'],
  ] as const)('“%s”: %i variants, %s, one linked preference question', (message, count, design) => {
    const { survey } = buildSurvey('concept-test', message);
    const set = mediaSet(survey);
    expect(set.items).toHaveLength(count);
    expect(studyDesignOf(set)).toBe(design);
    const [preference, ...others] = preferenceQuestions(survey);
    expect(others).toEqual([]);
    expect(preference).toBeDefined();
    expect(preferenceBlockIdOf(preference!)).toBe(set.id);
    expect(preference!.required).toBe(true);
    expect(preference!.response_options).toMatchObject({ allow_other: false, allow_multiple: false });
    // Exactly the variants, by id: no "No preference" option.
    expect(optionsOf(preference!).map((option) => option.id)).toEqual(set.items.map((item) => item.id));
  });

  test.each([
    'monadic concept test of two packaging designs for our tea',
    'test three slogans, each respondent sees only one',
  ])('“%s”: monadic, so no preference question at all', (message) => {
    const { survey } = buildSurvey('concept-test', message);
    expect(studyDesignOf(mediaSet(survey))).toBe('monadic');
    expect(preferenceQuestions(survey)).toEqual([]);
  });
});

describe('variant edits keep the preference question linked', () => {
  const built = () => buildSurvey('concept-test', 'which of these two ads works better?').survey;

  test('add_variant and update_variant (both paths use these operations)', () => {
    const before = built();
    const added = applySurveyEdits(before, [{ op: 'add_variant' }]);
    const setAfterAdd = mediaSet(added);
    expect(setAfterAdd.items).toHaveLength(3);
    const [preference] = preferenceQuestions(added);
    expect(optionsOf(preference!)).toEqual(
      setAfterAdd.items.map((item, index) => ({
        id: item.id,
        text: ['Variant A', 'Variant B', 'Variant C'][index],
      })),
    );

    const variantB = setAfterAdd.items[1]!;
    const renamed = applySurveyEdits(added, [
      { op: 'update_variant', media_item_id: variantB.id, title: 'Bold red pack' },
    ]);
    const [renamedPreference] = preferenceQuestions(renamed);
    // The option keeps the variant's id, so answers already given stay with it.
    expect(optionsOf(renamedPreference!)[1]).toEqual({ id: variantB.id, text: 'Bold red pack' });

    const removed = applySurveyEdits(renamed, [{ op: 'remove_variant', media_item_id: variantB.id }]);
    expect(optionsOf(preferenceQuestions(removed)[0]!).map((option) => option.text)).toEqual([
      'Variant A',
      'Variant C',
    ]);
  });

  test('the offline “add a variant called Headline C” offers it in the linked question', () => {
    const result = editSurvey(built(), 'add a variant called Headline C');
    if (result.kind !== 'updated') throw new Error(`expected an update, got ${result.kind}`);
    const set = mediaSet(result.survey);
    const [preference] = preferenceQuestions(result.survey);
    expect(preferenceBlockIdOf(preference!)).toBe(set.id);
    expect(optionsOf(preference!).map((option) => option.text)).toEqual([
      'Variant A',
      'Variant B',
      'Headline C',
    ]);
    expect(optionsOf(preference!).map((option) => option.id)).toEqual(set.items.map((item) => item.id));
  });
});
