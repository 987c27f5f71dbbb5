import { describe, expect, test } from 'vitest';
import { normalizeSurvey } from '#shared/survey/normalize-survey.ts';
import {
  surveyDocumentSchema,
  type QuestionItem,
  type SurveyDocument,
} from '#shared/survey/survey-schema.ts';
import { applySurveyEdits, surveyEditSchema } from '../survey-edits.ts';
import { modelSurveySchema, toSurveyDocument } from '../model-survey-input.ts';
import { editSurvey } from './edit-commands.ts';

// Issue 12 §7: the offline assistant reads ranking and matrix requests as strangers word them, and
// the model's tools accept both types; both paths go through the same edit vocabulary.

function survey(): SurveyDocument {
  const result = normalizeSurvey({
    title: 'Product feedback',
    pages: [
      {
        page_type: 'STANDARD',
        title: 'About you',
        content_blocks: [{ type: 'QUESTION_SET', items: [{ text: 'What do you use it for?' }] }],
      },
    ],
  });
  if (!result.ok) throw new Error(result.error);
  return result.survey;
}

function lastQuestion(document: SurveyDocument): QuestionItem {
  const questions = document.pages.flatMap((page) =>
    page.content_blocks.flatMap((block) => (block.type === 'QUESTION_SET' ? block.items : [])),
  );
  return questions.at(-1)!;
}

function added(message: string): QuestionItem {
  const result = editSurvey(survey(), message);
  if (result.kind !== 'updated') throw new Error(`${message}: ${JSON.stringify(result)}`);
  expect(surveyDocumentSchema.safeParse(result.survey).success).toBe(true);
  return lastQuestion(result.survey);
}

const texts = (entries: { text: string }[]) => entries.map((entry) => entry.text);

describe('ranking requests', () => {
  test.each([
    [
      'add a ranking question of these features: dark mode, offline sync, export to PDF',
      ['Dark mode', 'Offline sync', 'Export to PDF'],
    ],
    ['Add a ranking of pizza, pasta and salad', ['Pizza', 'Pasta', 'Salad']],
    [
      'please add a rank order question ranking price, quality and delivery time',
      ['Price', 'Quality', 'Delivery time'],
    ],
    [
      'Could you insert a ranking question where people rank the beach, the mountains, the city',
      ['Beach', 'Mountains', 'City'],
    ],
    ['add a ranked choice question: Apples / Pears / Plums', ['Apples', 'Pears', 'Plums']],
  ])('%s', (message, options) => {
    const question = added(message);
    expect(question.response_type).toBe('RANKING');
    if (question.response_type !== 'RANKING') return;
    expect(texts(question.response_options.options)).toEqual(options);
    expect(question.text).toMatch(/\?|\.$/);
  });

  test('a quoted question is kept, and the noun of the list words the default one', () => {
    expect(
      added('add a rank order question "Which matters most?" ranking price, quality and speed').text,
    ).toBe('Which matters most?');
    expect(added('add a ranking question of these features: A, B').text).toBe(
      'Please rank these features from most to least important.',
    );
  });

  test('an existing question becomes a ranking', () => {
    const result = editSurvey(survey(), 'change question 1 to a ranking');
    expect(result.kind).toBe('updated');
    if (result.kind === 'updated') expect(lastQuestion(result.survey).response_type).toBe('RANKING');
  });
});

describe('matrix requests', () => {
  test.each([
    ['add a matrix rating speed, price and support', ['Speed', 'Price', 'Support'], 'Poor'],
    [
      'Please add a grid where people rate the food, the staff and the prices',
      ['Food', 'Staff', 'Prices'],
      'Poor',
    ],
    [
      'add a matrix question about satisfaction with checkout, delivery and returns',
      ['Checkout', 'Delivery', 'Returns'],
      'Very dissatisfied',
    ],
    [
      'can you add a likert grid with statements: The app is fast; The app is easy to learn',
      ['The app is fast', 'The app is easy to learn'],
      'Strongly disagree',
    ],
    ['add an agreement matrix for onboarding, pricing', ['Onboarding', 'Pricing'], 'Strongly disagree'],
  ])('%s', (message, rows, firstPoint) => {
    const question = added(message);
    expect(question.response_type).toBe('MATRIX');
    if (question.response_type !== 'MATRIX') return;
    expect(texts(question.response_options.rows)).toEqual(rows);
    expect(question.response_options.columns[0]?.text).toBe(firstPoint);
  });

  test('a request that names no rows still adds a usable matrix (default statements, agreement scale)', () => {
    const question = added('add a matrix question');
    expect(question.response_type).toBe('MATRIX');
    if (question.response_type !== 'MATRIX') return;
    expect(question.response_options.rows.length).toBeGreaterThan(0);
    expect(question.response_options.columns.length).toBe(5);
  });

  test('other requests are not read as a ranking or matrix', () => {
    expect(added('add a multiple choice question about pizza with options A, B').response_type).toBe(
      'MULTIPLE_CHOICE',
    );
    expect(added('add a 1-5 rating about the food').response_type).toBe('NUMBER_SELECT');
  });
});

describe("the model's tools", () => {
  test('create_survey accepts a ranking and a matrix and they normalise to the canonical shapes', () => {
    const input = modelSurveySchema.parse({
      title: 'Roadmap',
      pages: [
        {
          page_type: 'STANDARD',
          title: 'Priorities',
          blocks: [
            {
              kind: 'questions',
              questions: [
                {
                  text: 'Rank these features',
                  response_type: 'RANKING',
                  options: ['Export', 'Sync', 'Themes'],
                },
                {
                  text: 'Rate our service',
                  response_type: 'MATRIX',
                  rows: ['Speed', 'Price'],
                  columns: ['Poor', 'OK', 'Great'],
                },
              ],
            },
          ],
        },
      ],
    });
    const result = toSurveyDocument(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [ranking, matrix] = result.survey.pages[0]!.content_blocks[0]!.items as QuestionItem[];
    expect(ranking?.response_type).toBe('RANKING');
    expect(matrix?.response_type).toBe('MATRIX');
    if (matrix?.response_type === 'MATRIX') {
      expect(texts(matrix.response_options.rows)).toEqual(['Speed', 'Price']);
      expect(texts(matrix.response_options.columns)).toEqual(['Poor', 'OK', 'Great']);
    }
  });

  test('set_response keeps the ids of statements whose text stays, so their answers stay with them', () => {
    const start = editSurvey(survey(), 'add a matrix rating speed, price and support');
    if (start.kind !== 'updated') throw new Error('not added');
    const before = lastQuestion(start.survey);
    if (before.response_type !== 'MATRIX') throw new Error('not a matrix');
    const edit = surveyEditSchema.parse({
      op: 'set_response',
      question_id: before.id,
      rows: ['Support', 'Speed', 'Reliability'],
    });
    const after = lastQuestion(applySurveyEdits(start.survey, [edit]));
    if (after.response_type !== 'MATRIX') throw new Error('not a matrix');
    const idOf = (rows: { id: string; text: string }[], text: string) =>
      rows.find((row) => row.text === text)?.id;
    expect(idOf(after.response_options.rows, 'Speed')).toBe(idOf(before.response_options.rows, 'Speed'));
    expect(idOf(after.response_options.rows, 'Support')).toBe(idOf(before.response_options.rows, 'Support'));
    expect(texts(after.response_options.rows)).toEqual(['Support', 'Speed', 'Reliability']);
  });

  test('a ranking with one option is refused with a clear message', () => {
    const start = editSurvey(survey(), 'add a ranking of pizza, pasta and salad');
    if (start.kind !== 'updated') throw new Error('not added');
    const edit = surveyEditSchema.parse({
      op: 'set_response',
      question_id: lastQuestion(start.survey).id,
      options: ['Only one'],
    });
    expect(() => applySurveyEdits(start.survey, [edit])).toThrow('at least two options');
  });
});
