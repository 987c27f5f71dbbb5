import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind review D (issue 13): the subject was a person ("satisfied with the player", "rate
// owners"), a possessive fragment ("satisfied with the city's"), the asker ("rate our museum
// wants") or a measure's name ("rate the customer effort"). Prompts written for this test.
describe('the subject is the thing asked about', () => {
  test.each([
    ['reader feedback for our magazine’s new puzzle page', /\bnew puzzle page\b/i, /\breader\b/i],
    [
      "feedback on the council's new online parking permit system",
      /\bnew online parking permit system\b/i,
      /\bcouncil's\?/i,
    ],
    [
      'our gallery wants visitor feedback on the new photography exhibition',
      /\bnew photography exhibition\b/i,
      /gallery wants/i,
    ],
    ['what do dog owners look for in a groomer', /\bgroomer\b/i, /\bowners\b/i],
  ])('%s', (message, about, never) => {
    const draft = draftFor(message);
    const texts = `${draft.title} ${draft.texts.join(' ')}`;
    expect(texts).toMatch(about);
    expect(texts).not.toMatch(never);
  });

  test('a customer effort score asks the effort question, and its name is not the subject', () => {
    const draft = draftFor('customer effort score survey after live chat with our support team');
    expect(draft.texts).toContain('How easy was it to get your issue resolved?');
    expect(`${draft.title} ${draft.texts.join(' ')}`).not.toMatch(/customer effort/i);
  });
});
