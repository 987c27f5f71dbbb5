import { describe, expect, test } from 'vitest';
import { comparisonQuestions } from './comparison-questions.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review H (issue 13): every concept test asked the same stock questions ("How clearly does
// your preferred X explain what Y offers?", "how likely are you to try Y?"), named the variants
// "Variant A/B" when the request had described them, and never asked what the request wanted to
// know ("which feels more premium?"). Prompts written for this test.

describe('what a comparison request asks of its variants', () => {
  test.each([
    [
      'two menu designs, which one looks more modern?',
      'menu design',
      ['Which menu design looks more modern?'],
    ],
    [
      'test two banners to find out which is easier to read and which makes people click',
      'banner',
      ['Which banner is easier to read?', 'Which banner makes you click?'],
    ],
    [
      'two push notifications: see which one users would tap',
      'notification',
      ['Which notification would you tap?'],
    ],
    ['two slogans, which do you prefer', 'slogan', []],
    ['a survey about which features people use', 'feature', []],
  ])('%s', (request, one, questions) => {
    expect(comparisonQuestions(request, one)).toEqual(questions);
  });
});

describe('a concept test asks the request’s own comparison, between the variants it described', () => {
  test('described variants keep their names and the question asked is a choice between them', () => {
    const draft = draftFor(
      'concept test of two bottle labels for our hot sauce, one hand-drawn and one photographic. which one looks more authentic?',
    );
    const index = draft.texts.indexOf('Which bottle label looks more authentic?');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(draft.options[index]).toEqual(['Hand-drawn', 'Photographic']);
    expect(draft.title.toLowerCase()).toContain('hot sauce');
    expect(draft.texts.join(' ')).not.toMatch(/looks more authentic offers|try the looks/);
  });

  test('labelled plans are named by what they show, and the sentence after them is still read', () => {
    const draft = draftFor(
      'A/B test two signup pages: Page A shows a free trial, Page B shows a money-back guarantee. I want to know which is more convincing.',
    );
    const index = draft.texts.indexOf('Which signup page is more convincing?');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(draft.options[index]).toEqual(['Free trial', 'Money-back guarantee']);
    // The stock clarity and likelihood questions make way for the request's own.
    expect(draft.texts.join(' ')).not.toMatch(/How clearly does your preferred/);
  });

  test('"a X versus a Y one" names the second after the first', () => {
    const draft = draftFor('Compare two mugs for our café, a tall ceramic cup versus a short glass one');
    expect(
      draft.options.find((options) => options.length === 2 && options[0] === 'Tall ceramic cup'),
    ).toEqual(['Tall ceramic cup', 'Short glass cup']);
  });
});
