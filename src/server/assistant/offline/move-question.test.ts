import { describe, expect, test } from 'vitest';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { toSurveyDocument } from '../model-survey-input.ts';
import { editSurvey } from './edit-commands.ts';
import { listQuestions } from './question-index.ts';

// Moving a question by words: read into the move_question operation and applied by the one applier.

function fixture(): SurveyDocument {
  const result = toSurveyDocument({
    title: 'Commute check',
    pages: [
      { page_type: 'WELCOME', title: 'Welcome' },
      {
        page_type: 'STANDARD',
        title: 'Your commute',
        blocks: [
          {
            kind: 'questions',
            questions: [
              { text: 'How do you get to work?', response_type: 'FREE_RESPONSE' },
              { text: 'How long does it take?', response_type: 'FREE_RESPONSE' },
              { text: 'What would make it better?', response_type: 'FREE_RESPONSE' },
            ],
          },
        ],
      },
      { page_type: 'THANK_YOU', title: 'Thanks' },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

describe('moving a question in words', () => {
  const texts = (survey: SurveyDocument) => listQuestions(survey).map((entry) => entry.question.text);
  const [work, long, better] = texts(fixture());

  test.each([
    ['move question 2 up', [long, work, better]],
    ['Move question 1 down', [long, work, better]],
    ['put question 3 first', [better, work, long]],
    ['move the last question to the top', [better, work, long]],
    ['Move Q1 to the end', [long, better, work]],
    ['move question 1 after question 2', [long, work, better]],
    ['please move question 3 before question 2', [work, better, long]],
    ['move the first question below question 3', [long, better, work]],
  ])('%j', (message, expected) => {
    const result = editSurvey(fixture(), message);
    expect(result.kind).toBe('updated');
    if (result.kind !== 'updated') return;
    expect(texts(result.survey)).toEqual(expected);
    expect(result.edits).toEqual([expect.objectContaining({ op: 'move_question' })]);
    expect(result.confirmation).toMatch(/^Moved “.+” to question \d\.$/);
  });

  test.each([
    ['move question 1 up', 'Question 1 is already the first of its section.'],
    ['move question 3 down', 'Question 3 is already the last of its section.'],
    ['move question 2 to the top', undefined],
  ])('%j at the edge is refused or done, never garbled', (message, refusal) => {
    const result = editSurvey(fixture(), message);
    if (refusal === undefined) expect(result.kind).toBe('updated');
    else expect(result).toMatchObject({ kind: 'refused', reason: refusal });
  });

  test('a move to where the question already is changes nothing and says so', () => {
    expect(editSurvey(fixture(), 'move question 1 to the top')).toMatchObject({
      kind: 'refused',
      reason: 'Question 1 is already there.',
    });
  });
});
