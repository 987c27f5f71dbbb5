import { describe, expect, test } from 'vitest';
import { draftFor as draft } from './draft-test-support.ts';

// Two ways a request's own wording leaked into a draft (blind review B, #13 and #22): the question
// stem stuck to a poll's first option, and "with a follow-up asking why" became part of the subject.

describe("a poll's options are the choices, not the question", () => {
  test.each([
    ['Quick poll for the team: should the offsite be on Thursday or Friday?', ['Thursday', 'Friday']],
    ['poll the team: should the retreat be in Lisbon or Porto?', ['Lisbon', 'Porto']],
    [
      'Poll our members: would they rather meet on Tuesday evenings or Saturday mornings',
      ['Tuesday evenings', 'Saturday mornings'],
    ],
    ['poll: should the summer party be at the beach or the rooftop bar?', ['The beach', 'The rooftop bar']],
  ])('%s', (message, expected) => {
    const picks = draft(message).options.find((options) => options.length >= 2)!;
    for (const choice of expected)
      expect(picks.map((option) => option.toLowerCase())).toContain(choice.toLowerCase());
    expect(picks.join(' ')).not.toMatch(/\b(?:should|would|be)\b/i);
  });

  test.each([
    ['quick poll: vanilla ice cream or sorbet for the party', 'Vanilla ice cream'],
    ['poll: a weekend in Lisbon or a week in Porto for the team trip?', 'A weekend in Lisbon'],
  ])('a longer choice stays whole: %s', (message, first) => {
    const picks = draft(message).options.find((options) => options.length >= 2)!;
    expect(picks.map((option) => option.toLowerCase())).toContain(first.toLowerCase());
  });
});

describe("the survey's form is not its subject", () => {
  test.each([
    'NPS survey for our accounting SaaS with a follow-up asking why',
    'NPS for our meditation app and a follow-up why question',
    'customer satisfaction survey for our dental clinic, with an open comment box at the end',
    'feedback on our bike rental service plus a final free-text question',
    'Rate our hotel breakfast, with an optional comments box',
  ])('%s', (message) => {
    const { title, texts } = draft(message);
    expect(`${title} ${texts.join(' ')}`).not.toMatch(
      /\b(?:follow-?up|comments?\s+box|comment box|free-text|asking why)\b/i,
    );
  });
});
