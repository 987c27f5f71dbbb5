import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Polls whose choices are days, written as people write them in a hurry (blind review B, #13:
// "Poll: team offsite Thurs or Fri" gave the option "Team offsite Thurs"). The options are the days
// alone, the vote asks which day, and the subject is not lost into an option.
describe('a poll between days', () => {
  test.each([
    ['Poll: team offsite Thurs or Fri', ['Thurs', 'Fri'], 'team offsite'],
    ['Vote: board game night saturday or sunday', ['Saturday', 'Sunday'], 'board game night'],
    ['book club - meet on Tues or Wed?', ['Tues', 'Wed'], 'book club'],
    ['which day for the bake sale, sat or sun', ['Sat', 'Sun'], 'bake sale'],
    [
      'Quick vote for the 5k fun run: Saturday, Sunday or Monday',
      ['Saturday', 'Sunday', 'Monday'],
      'fun run',
    ],
    ['quick poll - should the offsite be on Thursday or Friday?', ['Thursday', 'Friday'], 'offsite'],
  ])('%s', (message, days, subject) => {
    const draft = draftFor(message);
    expect(draft.options[0]).toEqual(days);
    expect(draft.texts[0]).toMatch(/\bday\b/i);
    expect(draft.texts[0]!.toLowerCase()).toContain(subject);
    // No option carries the subject's words.
    for (const option of draft.options.flat()) expect(option.toLowerCase()).not.toContain(subject);
  });

  test('days that are not offered as alternatives stay part of the subject', () => {
    const draft = draftFor('Feedback on our Sunday brunch and the Friday night jazz sessions');
    expect(draft.options.flat()).not.toContain('Sunday');
    expect(draft.title.toLowerCase()).toContain('sunday');
  });
});
