import { describe, expect, test } from 'vitest';
import { clauseQuestion } from './aspects.ts';
import { draftFor as draft } from './draft-test-support.ts';

// "… and how clean the bathrooms were", "…: what are their goals and how did they hear about us":
// clauses a request lists become questions of their own instead of the last one being read as the
// subject ("Overall, how satisfied are you with allergies?", blind review B #10, #15, #35).

describe('a how / what clause becomes the question it asks', () => {
  test.each([
    ['how clean the bathrooms were', 'How clean were the bathrooms?'],
    ['how long the queue was', 'How long was the queue?'],
    ['how did they hear about us', 'How did you hear about us?'],
    ['how they heard about the course', 'How did you hear about the course?'],
    ['how do they use the app', 'How do you use the app?'],
    ['how we handle allergies', 'How well do we handle allergies?'],
    ['what are their goals', 'What are your goals?'],
    ['what security concerns do they have', 'What security concerns do you have?'],
    ['which features do they use most', 'Which features do you use most?'],
    ['what is their budget for a wedding', 'What is your budget for a wedding?'],
  ])('%s', (clause, question) => {
    expect(clauseQuestion(clause)).toBe(question);
  });
});

describe('listed clauses are asked, and none of them is the subject', () => {
  test.each([
    [
      'Feedback survey for parents about the school lunch menu and how we handle allergies',
      'How well do we handle allergies?',
      /allergies/i,
    ],
    [
      'Onboarding survey for new users of our meditation app: what are their goals and how did they hear about us',
      'How did you hear about us?',
      /\bus\b/i,
    ],
    [
      'Survey for users of our banking app: would they link external accounts to the budgeting feature, and what security concerns do they have',
      'What security concerns do you have?',
      /security|external accounts/i,
    ],
    [
      'Ask our gym members about the new class timetable and how crowded the changing rooms are',
      'How crowded are the changing rooms?',
      /changing rooms/i,
    ],
  ])('%s', (message, asked, notSubject) => {
    const { title, texts } = draft(message);
    expect(texts).toContain(asked);
    expect(title).not.toMatch(notSubject);
  });
});
