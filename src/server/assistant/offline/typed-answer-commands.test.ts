import { describe, expect, test } from 'vitest';
import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import {
  surveyDocumentSchema,
  type QuestionItem,
  type SurveyDocument,
} from '#shared/survey/survey-schema.ts';
import { editSurvey } from './edit-commands.ts';
import { listQuestions } from './question-index.ts';
import { COUNTRIES } from './option-lists.ts';

// Requests for the issue-12 question types, worded as people write them (not as the parser's
// patterns): each adds a question of the right type, valid under the survey schema.

function survey(): SurveyDocument {
  const result = normalizeSurvey({
    title: 'Museum visit',
    pages: [
      { page_type: 'WELCOME', title: 'Welcome' },
      {
        page_type: 'STANDARD',
        content_blocks: [{ type: 'QUESTION_SET', items: [{ text: 'What did you enjoy most?' }] }],
      },
      { page_type: 'THANK_YOU', title: 'Thanks' },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

function added(message: string): QuestionItem {
  const result = editSurvey(survey(), message);
  if (result.kind !== 'updated') throw new Error(`${message}: ${JSON.stringify(result)}`);
  expect(surveyDocumentSchema.safeParse(result.survey).success).toBe(true);
  return listQuestions(result.survey).at(-1)!.question;
}

describe('the offline assistant adds the issue-12 question types', () => {
  test.each([
    ['add an NPS question', 'NPS', 'How likely are you to recommend us to a friend or colleague?'],
    ['Please add a net promoter score question at the end', 'NPS', null],
    ['can you add a question asking how likely they are to recommend us to friends', 'NPS', null],
    ['Add a date question asking when they visited', 'DATE', 'When did you visit?'],
    ['add a date of birth field', 'DATE', null],
    ['add a question asking for their email address', 'EMAIL', 'What is your email address?'],
    ['Can you add an e-mail question?', 'EMAIL', 'What is your e-mail address?'],
    ['add a phone number field', 'PHONE', 'What is your phone number?'],
    ['add a mobile number question', 'PHONE', null],
    ['add a number question asking how many people live in your household', 'NUMBER', null],
    ['add a question: How many times have you visited this year?', 'NUMBER', null],
    ['add a consent checkbox', 'CONSENT', null],
    ['Add an opt-in checkbox', 'CONSENT', null],
  ])('“%s” → %s', (message, type, text) => {
    const question = added(message);
    expect(question.response_type).toBe(type);
    if (text !== null) expect(question.text).toBe(text);
    expect(question.text).not.toBe('New question');
  });

  test('“add a dropdown of countries” fills the list and asks where they live', () => {
    const question = added('add a dropdown of countries');
    expect(question.response_type).toBe('DROPDOWN');
    expect(question.text).toBe('Which country do you live in?');
    if (question.response_type !== 'DROPDOWN') return;
    expect(question.response_options.options.map((option) => option.text)).toEqual([...COUNTRIES]);
    expect(question.response_options.allow_multiple).toBe(false);
  });

  test('a dropdown of US states, and one with the options given', () => {
    const states = added('Add a drop-down list of all the US states');
    expect(states.response_type).toBe('DROPDOWN');
    if (states.response_type === 'DROPDOWN') expect(states.response_options.options).toHaveLength(50);
    const given = added(
      'add a dropdown question "Which branch did you visit?" with options Leeds, York, Hull',
    );
    expect(given.text).toBe('Which branch did you visit?');
    if (given.response_type === 'DROPDOWN')
      expect(given.response_options.options.map((option) => option.text)).toEqual(['Leeds', 'York', 'Hull']);
  });

  test('a whole-number question keeps whole numbers; the reply names the type', () => {
    const result = editSurvey(survey(), 'add a whole number question: How many employees do you have?');
    expect(result.kind).toBe('updated');
    if (result.kind !== 'updated') return;
    const question = listQuestions(result.survey).at(-1)!.question;
    expect(question.response_type === 'NUMBER' && question.response_options.integer).toBe(true);
    expect(result.confirmation).toContain('whole number');
  });

  test('a question can be changed to NPS or a dropdown', () => {
    const nps = editSurvey(survey(), 'change question 1 to an NPS question');
    expect(nps.kind === 'updated' && listQuestions(nps.survey)[0]!.question.response_type).toBe('NPS');
    const dropdown = editSurvey(survey(), 'make question 1 a dropdown with options Yes, No, Not sure');
    expect(dropdown.kind === 'updated' && listQuestions(dropdown.survey)[0]!.question.response_type).toBe(
      'DROPDOWN',
    );
  });
});
