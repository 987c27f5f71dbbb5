import { describe, expect, test } from 'vitest';
import { offlineReply } from './offline-assistant.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review D (issue 13): named kinds of study got the nearest template. Trial users who don't
// convert were asked how they "choose a trial"; an exit survey asked leavers how manageable their
// workload is; SUS got generic usability questions; "what do X struggle with when …" got "your
// experience with the property". Prompts written for this test.
const readAs = (message: string) =>
  /I read your request as (.+?)(?: \(|\.)/.exec(offlineReply({ message, survey: null }).text)?.[1];

describe('named studies', () => {
  test('trial users who do not pay are asked why they did not upgrade', () => {
    const draft = draftFor('why do so few people on our 30 day trial upgrade to a paid plan?');
    expect(draft.texts[0]).toBe('What was the main reason you decided not to upgrade after your trial?');
    expect(draft.options[0]).toContain('The paid plan costs too much');
  });

  test('an exit survey looks back and asks what would have kept them', () => {
    const texts = draftFor('leaver survey for staff who resign').texts.join(' ');
    expect(texts).toMatch(/could we have done to keep you/);
    expect(texts).not.toMatch(/how manageable is your workload|would make work better for you/i);
  });

  test('SUS is the ten standard statements about the thing named', () => {
    const draft = draftFor('system usability scale questionnaire for our hotel booking kiosk');
    expect(draft.texts.slice(0, 10)).toHaveLength(10);
    expect(draft.texts[0]).toBe('I think that I would like to use our hotel booking kiosk frequently.');
    expect(draft.texts[9]).toBe(
      'I needed to learn a lot of things before I could get going with our hotel booking kiosk.',
    );
  });

  test('what people struggle with when doing something is a study of that task, hardest part first', () => {
    const draft = draftFor('what do new parents struggle with most when choosing a nursery');
    expect(draft.title).toBe('How new parents choose a nursery');
    expect(draft.texts).toContain('What do you find hardest when choosing a nursery?');
  });

  test('customer discovery for an idea is market research', () => {
    expect(readAs('customer discovery for a plant care subscription box')).toBe('market research');
  });

  test('would customers join a scheme is purchase intent', () => {
    expect(readAs('we might start a cheese club at our deli - would customers join?')).toBe(
      'a purchase intent study for a new idea',
    );
  });

  test('a choice of arrangements is a vote between them', () => {
    const draft = draftFor('staff preferences: 4-day week vs 9-day fortnight vs flexitime');
    expect(draft.options[0]).toEqual(['4-day week', '9-day fortnight', 'Flexitime']);
  });
});
