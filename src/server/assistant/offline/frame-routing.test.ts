import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review C (issue 13): a domain word picked the study instead of the task. A patient portal
// got a waiting room ("How long did you have to wait?"), a council's budget priorities got a
// service rating, a checkout redesign got "How often do you use our new checkout redesign?", a
// tutoring programme got "How easy is the program to use?" and groceries were "assembled".
// Prompts written for this test.
const readAs = (message: string) =>
  /I read your request as (.+?)(?: \(|\.)/.exec(offlineReply({ message, survey: null }).text)?.[1];

describe('the study follows the task, not a domain word', () => {
  test.each([
    'feedback from patients on our online appointment booking app',
    'satisfaction survey for visitors using the museum website',
  ])('software is used, not visited: %s', (message) => {
    const texts = draftFor(message).texts.join(' ');
    expect(texts).not.toMatch(/how long did you have to wait|explain things to you/i);
    expect(texts).toMatch(/\buse\b/i);
  });

  test('a list of priorities in brackets is ranked, every item kept', () => {
    const draft = draftFor(
      'ask residents about priorities for the parish council (footpaths, street lights, the village hall)',
    );
    expect(
      readAs(
        'ask residents about priorities for the parish council (footpaths, street lights, the village hall)',
      ),
    ).toBe('a prioritisation survey');
    expect(draft.options[0]).toEqual(['Footpaths', 'Street lights', 'The village hall']);
  });

  test('a redesigned flow is a usability study', () => {
    const draft = draftFor('we shipped a redesign of the sign-up page, get feedback from new users');
    expect(draft.texts[0]).toMatch(/^Were you able to do what you came to do/);
  });

  test('a programme that teaches is evaluated like a course', () => {
    const texts = draftFor(
      'our charity runs a mentoring program for teens; get feedback on how the program is going',
    ).texts.join(' ');
    expect(texts).not.toMatch(/how easy is the program to use|how often do you use the program/i);
    expect(texts).toMatch(/teaching|pace|most useful part/i);
  });

  test('groceries arrive fresh; only furniture and appliances are assembled', () => {
    expect(draftFor('customer satisfaction for our organic veg box delivery').texts.join(' ')).not.toMatch(
      /assembly/i,
    );
    expect(draftFor('survey customers after their sofa delivery').texts.join(' ')).toMatch(
      /assembly or installation/i,
    );
  });
});

describe('listed ideas, purchases and beds', () => {
  test('ideas named in the request are ranked', () => {
    const draft = draftFor('what should our climbing gym add next? yoga, a sauna, a cafe?');
    expect(draft.options[0]).toEqual(['Yoga', 'A sauna', 'A cafe']);
  });

  test('a post-purchase survey for a store asks how buying and receiving went', () => {
    const texts = draftFor('post-purchase survey for our online lighting store').texts.join(' ');
    expect(texts).not.toMatch(/when you choose|your visit/i);
    expect(texts).toMatch(/arrive/i);
  });

  test('a hospital bed count is not furniture', () => {
    const texts = draftFor(
      'We run a 60-bed hospice. Survey families about how the admission process went.',
    ).texts.join(' ');
    expect(texts).not.toMatch(/assembly|arrive on the day we promised/i);
  });
});
