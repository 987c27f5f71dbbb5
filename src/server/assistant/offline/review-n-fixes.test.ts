import { describe, expect, test } from 'vitest';
import { readBrief } from './brief.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review N (issue 13). Prompts written for these tests, not taken from the review's sets.

describe('a length joined to a noun names the thing, unless it sizes an event or the survey', () => {
  test('"10-hour night shifts", "a two-week sprint", "the 20-minute lunch break" keep their lengths', () => {
    expect(readBrief('how do porters feel about the new 10-hour night shifts').subject?.name).toMatch(
      /10-hour night shifts/,
    );
    expect(
      readBrief('feedback from developers on the move to a two-week sprint cycle').subject?.name,
    ).toMatch(/two-week sprint cycle/);
    const draft = draftFor('What do warehouse staff think of the 20-minute lunch break?');
    expect(draft.texts.join(' ')).toMatch(/20-minute lunch break/);
    expect(draft.texts.join(' ')).not.toMatch(/\bthe (?:minute|lunch break)/);
  });

  test('a length before an event or the survey is only its size', () => {
    expect(readBrief('feedback on our 3-day leadership retreat').subject?.name).toBe('leadership retreat');
    expect(readBrief('a 10-minute survey about our bakery').subject?.name).toBe('bakery');
  });
});

describe('only a plan can be news: "how much have you heard" is not asked of what people live with', () => {
  test('a change already in place, a school practice and a redesign are not asked about as news', () => {
    for (const prompt of [
      'how do pupils feel about homework clubs',
      'what do drivers think of the longer delivery routes',
      'opinions of our members on the renovated changing rooms',
    ]) {
      expect(draftFor(prompt).texts.join(' '), prompt).not.toMatch(/how much have you heard/i);
    }
  });

  test('a proposal is still asked how well people know it', () => {
    const texts = draftFor('what do residents think of the proposed closure of the Elm Road library').texts;
    expect(texts.join(' ')).toMatch(/heard|informed/i);
  });
});
