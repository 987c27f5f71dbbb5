import { describe, expect, test } from 'vitest';
import { normalizeSurvey } from './normalize-survey.ts';
import { questionWithResponseType } from './survey-defaults.ts';
import { questionItemSchema, type QuestionItem, type SurveyDocument } from './survey-schema.ts';
import { patchDate, patchNumber } from './typed-answer-options.ts';

// Schema, defaults and the normaliser for NPS, dropdown, date, e-mail, phone, number and consent.

const base = { id: 'q1', text: 'Q', description: '', required: false, position: 0 };

function normalizedQuestion(item: Record<string, unknown>): QuestionItem {
  const result = normalizeSurvey({ pages: [{ content_blocks: [{ type: 'QUESTION_SET', items: [item] }] }] });
  if (!result.ok) throw new Error(`${result.path}: ${result.error}`);
  return result.survey.pages[0]!.content_blocks[0]!.items[0] as QuestionItem;
}

describe('issue-12 question types', () => {
  test('each default question is valid and normalising it changes nothing', () => {
    for (const type of ['NPS', 'DROPDOWN', 'DATE', 'EMAIL', 'PHONE', 'NUMBER', 'CONSENT'] as const) {
      const question = questionWithResponseType(base, type);
      expect(questionItemSchema.safeParse(question).success, type).toBe(true);
      const document: SurveyDocument = {
        title: '',
        description: '',
        pages: [
          {
            id: 'p',
            title: '',
            description: '',
            page_type: 'STANDARD',
            position: 0,
            options: {},
            visual_layout: null,
            content_blocks: [
              { id: 'b', type: 'QUESTION_SET', position: 0, column_position: 0, items: [question] },
            ],
          },
        ],
      };
      const result = normalizeSurvey(document);
      expect(result.ok && result.survey, type).toEqual(document);
    }
  });

  test('loose type names are read', () => {
    const cases: [string, string][] = [
      ['nps', 'NPS'],
      ['Net Promoter Score', 'NPS'],
      ['drop-down', 'DROPDOWN'],
      ['select', 'DROPDOWN'],
      ['date picker', 'DATE'],
      ['e-mail', 'EMAIL'],
      ['email address', 'EMAIL'],
      ['phone number', 'PHONE'],
      ['tel', 'PHONE'],
      ['number', 'NUMBER'],
      ['integer', 'NUMBER'],
      ['consent', 'CONSENT'],
      ['opt-in', 'CONSENT'],
      ['number scale', 'NUMBER_SELECT'],
    ];
    for (const [name, type] of cases)
      expect(normalizedQuestion({ response_type: name }).response_type, name).toBe(type);
  });

  test('bounds given the wrong way round are swapped; bad dates dropped; whole numbers round bounds', () => {
    const number = normalizedQuestion({
      response_type: 'number',
      response_options: { min: 10, max: '2.6', integer: true },
    });
    expect(number.response_options).toEqual({ placeholder: 'Type a number', min: 3, max: 10, integer: true });
    const date = normalizedQuestion({
      response_type: 'date',
      response_options: { min: '2026-12-31', max: '2026-01-01' },
    });
    expect(date.response_options).toEqual({ earliest: '2026-01-01', latest: '2026-12-31' });
    const badDate = normalizedQuestion({
      response_type: 'date',
      response_options: { earliest: '2026-02-30' },
    });
    expect(badDate.response_options).toEqual({ earliest: null, latest: null });
    const consent = normalizedQuestion({ response_type: 'consent', statement: '   ' });
    expect(consent.response_options).toEqual({ statement: 'I agree.' });
    const dropdown = normalizedQuestion({
      response_type: 'dropdown',
      options: ['A', 'B'],
      allow_multiple: true,
    });
    expect(dropdown.response_type === 'DROPDOWN' && dropdown.response_options.allow_multiple).toBe(false);
  });

  test('editing bounds: past the other bound the other follows; null removes a bound', () => {
    const current = { placeholder: '', min: 0, max: 10, integer: false };
    expect(patchNumber(current, { min: 20 })).toMatchObject({ min: 20, max: 20 });
    expect(patchNumber(current, { max: -5 })).toMatchObject({ min: -5, max: -5 });
    expect(patchNumber(current, { max: null })).toMatchObject({ min: 0, max: null });
    expect(patchNumber({ ...current, min: 0.4 }, { integer: true })).toMatchObject({ min: 0, integer: true });
    expect(patchNumber(current, { min: Number.NaN })).toEqual(current);
    expect(patchDate({ earliest: null, latest: '2026-01-01' }, { earliest: '2026-06-01' })).toEqual({
      earliest: '2026-06-01',
      latest: '2026-06-01',
    });
    expect(patchDate({ earliest: '2026-01-01', latest: null }, { earliest: 'soon' })).toEqual({
      earliest: '2026-01-01',
      latest: null,
    });
  });
});
