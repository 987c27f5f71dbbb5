import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind review C (issue 13): "next month should we read Dune, Middlemarch or Beloved" asked "What is
// your pick for Dune?" with the option "We read Dune"; "what time should the weekly standup be, 9am
// or 10am" offered "The weekly standup be"; a two-way vote asked for a second choice. The vote asks
// the request's own question, its options are the choices alone, and the subject is not a choice.
// These prompts were written for this test, not taken from the review.
describe('a poll asks the question the request asks', () => {
  test.each([
    [
      'poll for the film club: this week should we watch Alien, Heat or Amelie',
      'Which should we watch this week?',
      ['Alien', 'Heat', 'Amelie'],
    ],
    [
      'what time should the parents evening be: 5pm, 6pm or 7pm',
      'What time should the parents evening be?',
      ['5pm', '6pm', '7pm'],
    ],
    ['poll - what day should the team retro be, Monday or Friday', null, ['Monday', 'Friday']],
    [
      'which delivery option do you prefer: Standard at $4 or Express at $12',
      'Which delivery option do you prefer?',
      ['Standard at $4', 'Express at $12'],
    ],
  ])('%s', (message, question, options) => {
    const draft = draftFor(message);
    if (question !== null) expect(draft.texts[0]).toBe(question);
    expect(draft.options[0]).toEqual(options);
    // The choices are not the subject: the title never names just one of them.
    for (const option of options) expect(draft.title).not.toMatch(new RegExp(`: ${option.split(' ')[0]}$`));
  });

  test('between two choices there is no second choice or least liked option to ask', () => {
    const draft = draftFor('quick poll: tea or coffee at the next all-hands');
    expect(draft.options[0]).toEqual(['Tea', 'Coffee']);
    expect(draft.texts.join(' ')).not.toMatch(/second choice|like least/i);
  });

  test('among three choices the second choice is asked', () => {
    const draft = draftFor('vote: should we name the cat Miso, Tofu or Pickle');
    expect(draft.options[0]).toEqual(['Miso', 'Tofu', 'Pickle']);
    expect(draft.texts[0]).toBe('What should we name the cat?');
    expect(draft.texts).toContain('Which would be your second choice?');
  });
});

describe('yes-or-no polls and request framing', () => {
  test.each([
    ['poll the team: should we move standup to 10am?', 'Should we move standup to 10am?'],
    [
      'Poll members on whether the club should allow dogs in the clubhouse',
      'Should the club allow dogs in the clubhouse?',
    ],
    ['quick poll: switch the newsletter to fortnightly?', 'Should we switch the newsletter to fortnightly?'],
  ])('%s', (message, question) => {
    const draft = draftFor(message);
    expect(draft.texts[0]).toBe(question);
    expect(draft.options[0]).toEqual(['Yes', 'No', 'Not sure']);
    expect(draft.texts).not.toContain('Which would be your second choice?');
  });

  test('"X here." and "NPS-style" are not subjects', () => {
    expect(draftFor('coach here. ask the squad: morning or evening sessions?').title).not.toMatch(/here/i);
    expect(draftFor('an NPS-style survey for our meal planning app').texts.join(' ')).not.toMatch(
      /\bstyle\b/i,
    );
  });
});
