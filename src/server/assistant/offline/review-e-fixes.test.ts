import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review E (issue 13): ideas for "what new classes our studio should offer" got a course
// evaluation; "do visitors want longer hours?" got a clinic waiting room; a D&I survey asked "How
// satisfied are you with the inclusion?"; work-life balance got "How often do you manage
// work-life balance?"; listed research words were asked as "your thoughts on willingness to pay";
// and "has us been" / "a your delivery". Prompts written for this test.
const readAs = (message: string) =>
  /I read your request as (.+?)(?: \(|\.)/.exec(offlineReply({ message, survey: null }).text)?.[1];

describe('review E fixes', () => {
  test('ideas for what an organisation should offer next', () => {
    expect(draftFor('what new workshops our library should run next spring').texts[0]).toBe(
      'What new workshops would you most like our library to offer next?',
    );
  });

  test('whether people want something new is purchase intent, not a service visit', () => {
    expect(readAs('Do our gym members want a 24-hour opening trial?')).toBe(
      'a purchase intent study for a new idea',
    );
  });

  test('inclusion and belonging are asked as statements to agree with', () => {
    const texts = draftFor('belonging and inclusion pulse for our engineering staff').texts.join(' ');
    expect(texts).toMatch(/I feel I belong here/);
    expect(texts).not.toMatch(/satisfied are you with the inclusion/i);
  });

  test('work-life balance is asked about as a balance, not a task', () => {
    const texts = draftFor('how do our hybrid employees manage work-life balance').texts.join(' ');
    expect(texts).toMatch(/spill into your evenings/);
    expect(texts).not.toMatch(/How often do you manage work-life balance/);
  });

  test('research words listed as aspects are asked as a researcher means them', () => {
    const draft = draftFor(
      'market research for a vegan bakery delivery: dietary needs, willingness to pay, budget',
    );
    expect(draft.texts).toContain('Do you have any dietary needs?');
    expect(draft.texts.join(' ')).not.toMatch(/thoughts on (?:willingness to pay|dietary needs)/i);
  });

  test('an organisation named "us" agrees with its verb, and no article goes before "your"', () => {
    const draft = draftFor('alumni survey about how well our degree prepared them for work');
    expect(draft.texts.join(' ')).not.toMatch(/\bhas us\b|\ba your\b/);
  });
});
