import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind review C (issue 13): every "why do people leave" request offered a paid product's reasons
// ("It cost too much | I didn't use it enough"), for a free trial, a shopping cart, donors, a
// bootcamp and a game alike. The reasons offered fit what is left. Prompts written for this test.
describe('reasons for leaving fit what was left', () => {
  test.each([
    ['why dont people upgrade when their 14 day trial ends', /paid plan|value during the trial/i],
    ['Survey shoppers who left items in their basket without paying', /unexpected costs|create an account/i],
    [
      'why have regular donors to our animal shelter stopped donating',
      /give to other causes|how my gift was used/i,
    ],
    ['find out why learners drop out of our evening Spanish course', /fell behind|time alongside work/i],
    ['why do players quit our puzzle game in the first few days', /got bored|ads/i],
  ])('%s', (message, expected) => {
    const draft = draftFor(message);
    const reasons = draft.options.find((options) => options.some((option) => expected.test(option)));
    expect(reasons, `no fitting reasons in ${JSON.stringify(draft.options)}`).toBeDefined();
    expect(draft.options.flat()).not.toContain('It cost too much');
    expect(draft.options.flat()).not.toContain("I didn't use it enough");
  });

  test('a subscription still gets a paid product’s reasons', () => {
    const draft = draftFor('why do people cancel their meal kit subscription');
    expect(draft.options.flat()).toContain('It cost too much');
  });
});
