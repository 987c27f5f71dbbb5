import { describe, expect, test } from 'vitest';
import { studyDesignOf } from '#shared/survey/study-design.ts';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { requestedDesignChange } from './design-commands.ts';
import { editSurvey } from './edit-commands.ts';
import { buildSurvey } from './survey-builder.ts';

const designOf = (survey: SurveyDocument) => {
  const set = survey.pages.flatMap((page) => page.content_blocks).find((block) => block.type === 'MEDIA_SET');
  return set?.type === 'MEDIA_SET' ? studyDesignOf(set) : null;
};

describe('design change requests', () => {
  test.each([
    ['make it monadic', 'monadic'],
    ['Please switch to sequential monadic', 'sequential_monadic'],
    ['show one variant per person', 'monadic'],
    ['show them one after another', 'sequential_monadic'],
    ['show all the variants side by side', 'side_by_side'],
  ] as const)('“%s” → %s', (message, design) => {
    expect(requestedDesignChange(message)).toBe(design);
  });

  test.each([
    'make a monadic test of three logos',
    'create a sequential monadic concept test',
    'make question 2 required',
    'show me the results',
  ])('“%s” is not a design change', (message) => {
    expect(requestedDesignChange(message)).toBeNull();
  });

  test('a monadic switch removes the preference question and says so; repeating it changes nothing', () => {
    const built = buildSurvey('concept-test', 'test two packaging designs').survey;
    const result = editSurvey(built, 'make it monadic');
    if (result.kind !== 'updated') throw new Error(`expected an update, got ${result.kind}`);
    expect(designOf(result.survey)).toBe('monadic');
    expect(result.confirmation).toMatch(/^Each respondent now sees one variant \(monadic\)/);
    expect(result.confirmation).toContain('I removed “Which packaging design do you prefer?”');
    expect(editSurvey(result.survey, 'make it monadic')).toMatchObject({
      kind: 'refused',
      reason: 'The test is already monadic.',
    });
  });

  test('a survey without variants has no design to change', () => {
    const plain = buildSurvey('customer-satisfaction', 'customer satisfaction survey for our bakery').survey;
    const result = editSurvey(plain, 'make it monadic');
    expect(result).toMatchObject({ kind: 'refused' });
    expect(result.kind === 'refused' && result.reason).toMatch(/shows no variants/);
  });
});
