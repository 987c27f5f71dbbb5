import { expect, test } from 'vitest';
import { normalizeSurvey } from '../survey/normalize-survey.ts';
import { surveyTemplates } from './survey-templates.ts';

test.each(surveyTemplates.filter((template) => template.document))(
  'the $name template normalises cleanly',
  (template) => {
    const result = normalizeSurvey(template.document);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const types = result.survey.pages.map((page) => page.page_type);
    expect(types[0]).toBe('WELCOME');
    expect(types.at(-1)).toBe('THANK_YOU');
    // Nothing the author wrote was cut to fit a limit.
    const json = JSON.stringify(template.document);
    for (const page of result.survey.pages) {
      for (const block of page.content_blocks) {
        for (const item of block.items) if ('text' in item && item.text) expect(json).toContain(item.text);
      }
    }
  },
);

test('the concept test shows two variants beside its questions', () => {
  const result = normalizeSurvey(
    surveyTemplates.find((template) => template.id === 'concept-test')!.document,
  );
  if (!result.ok) throw new Error(result.error);
  const blocks = result.survey.pages[1]!.content_blocks;
  expect(blocks.map((block) => block.type)).toEqual(['MEDIA_SET', 'QUESTION_SET']);
  expect(blocks[0]!.items).toHaveLength(2);
});
