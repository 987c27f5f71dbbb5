import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';
import { repairTypos } from './typo-repair.ts';

// Blind review D (issue 13): "how they handle late payments" became "late patients" (a real word
// repaired into a key word), "tuesday wednesday or friday" lost Tuesday, and "clean and prepare
// data" read "the last time you cleaned and prepare data". Prompts written for this test.
describe('hurried requests keep their words', () => {
  test.each([
    ['how do freelancers chase overdue invoices and payments', 'payments'],
    ['survey about reports and dashboards', 'reports'],
    ['what do riders think of our delivery windows', 'windows'],
  ])('a real word is never "repaired" into another: %s', (message, word) => {
    expect(repairTypos(message)).toContain(word);
  });

  test.each([
    ['custmer satisfacton survey', 'customer satisfaction survey'],
    ['questionaire for employess', 'questionnaire for employees'],
  ])('a one-letter slip in a key word is repaired: %s', (message, repaired) => {
    expect(repairTypos(message)).toBe(repaired);
  });

  test('days listed without commas are all offered', () => {
    expect(draftFor('poll: book club on monday thursday or saturday').options[0]).toEqual([
      'Monday',
      'Thursday',
      'Saturday',
    ]);
  });

  test('two verbs of one task both take the tense', () => {
    const texts = draftFor('how do accountants review and approve expense claims').texts;
    expect(texts).toContain(
      'Think about the last time you reviewed and approved expense claims. What did you do, step by step?',
    );
  });

  test('organisations doing a task are asked about the task', () => {
    const draft = draftFor('how do small charities recruit volunteers');
    expect(draft.title).toBe('How small charities recruit volunteers');
    expect(draft.texts.join(' ')).not.toMatch(/main reason you recruit/i);
  });
});

describe('goals stated as clauses become questions', () => {
  test('where and what-is clauses are asked in the respondent’s words', () => {
    const draft = draftFor(
      'camping survey: where do families want to camp next summer and what’s their budget',
    );
    expect(draft.texts).toEqual(
      expect.arrayContaining(['Where do you want to camp next summer?', 'What is your budget?']),
    );
  });
});
