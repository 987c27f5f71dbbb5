import { describe, expect, test } from 'vitest';
import { draftFor as draft } from './draft-test-support.ts';

// A pricing request that names several prices asks about each of them, with the unit it gives
// ("per serving"), and a question about a stated price is a pricing study (blind review B, #11).

describe('every named price is asked about', () => {
  test.each([
    [
      'Pricing research for our meal kit: would people pay $8, $10 or $12 per serving?',
      ['$8', '$10', '$12'],
      'serving',
    ],
    ['Would customers pay €15 or €20 a month for our language app?', ['€15', '€20'], 'month'],
    ['price test for our yoga classes: £12 vs £15 per class', ['£12', '£15'], 'class'],
    ['willingness to pay for our tutoring: $40, $55 or $70 per hour', ['$40', '$55', '$70'], 'hour'],
  ])('%s', (message, prices, unit) => {
    const { title, texts } = draft(message);
    expect(title).toMatch(/pricing/i);
    for (const price of prices)
      expect(texts.some((text) => text.includes(`${price} `) || text.includes(`${price},`))).toBe(true);
    expect(texts.filter((text) => /^At [$€£]\d/.test(text)).every((text) => text.includes(unit))).toBe(true);
  });
});

describe('a stated price to judge makes a pricing study', () => {
  test.each([
    'is $25/month too much for our dog walking subscription',
    'Would people pay $9 a month for our recipe app?',
    'Is $60 too expensive for our beginner pottery course?',
  ])('%s', (message) => {
    expect(draft(message).title).toMatch(/pricing/i);
  });
});

describe('what a stated price is for stays the subject (blind review B: "this product")', () => {
  test.each([
    ['Is our coworking day pass worth $30?', 'coworking day pass'],
    ['Would people pay $30 for our coworking day pass?', 'coworking day pass'],
    ['would the pottery course be worth €200 to beginners', 'pottery course'],
    ['Is a $12 monthly plan too expensive for our meditation app?', 'meditation app'],
  ])('%s', (message, thing) => {
    const made = draft(message);
    expect(made.texts.join(' ')).not.toContain('this product');
    expect(made.texts[0]!.toLowerCase()).toContain(thing);
  });
});
