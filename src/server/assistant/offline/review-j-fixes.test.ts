import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind review J (issue 13): NPS follow-ups came before the score, "better or worse" was answered
// yes or no, volunteers leaving were offered "Pay and benefits", a thesis became market research
// "for thesis", "include burnout, workload …" was rated as things, "(3 days in office)" joined the
// subject, a signup drop-off got a delivery survey. Prompts written for this test.

describe('blind review J fixes', () => {
  test("an NPS survey asks the score before the request's follow-ups", () => {
    const texts = draftFor(
      'NPS survey for our accounting app users, plus a follow-up on what one change would raise their score.',
    ).texts;
    expect(texts[0]).toMatch(/How likely are you to recommend/);
    expect(texts.indexOf('What one change would raise your score?')).toBeGreaterThan(0);
  });

  test('"better or worse than before" is answered better, the same or worse', () => {
    const draft = draftFor(
      'We redesigned the parish website. I want to find out whether the new menu is better or worse than before and if people can find the events page.',
    );
    const index = draft.texts.indexOf('Is the new menu better or worse than before?');
    expect(draft.options[index]).toEqual(['Better', 'About the same', 'Worse']);
  });

  test('volunteers who stop are offered reasons that fit unpaid work', () => {
    const options = draftFor(
      'We want to know why volunteers at our animal rescue stop coming after a month.',
    ).options.flat();
    expect(options).not.toContain('Pay and benefits');
    expect(options).toContain("I didn't feel welcome or valued");
  });

  test('a thesis is about its topic, never "thesis"', () => {
    expect(
      draftFor('I need a survey for my dissertation on commuting stress among nurses').title.toLowerCase(),
    ).not.toMatch(/dissertation/);
  });

  test('workplace words listed after "include" are asked as a people team asks them', () => {
    const texts = draftFor(
      'Quarterly pulse survey for our call centre staff, include burnout, workload and manager support.',
    ).texts;
    expect(texts).toEqual(
      expect.arrayContaining([
        'How often do you feel burned out by your work?',
        'How manageable is your workload?',
        'How supported do you feel by your manager?',
      ]),
    );
  });

  test('a detail in brackets does not join the subject', () => {
    expect(
      draftFor('ask staff about the new flexible hours policy (core hours 10-3). Is it working?').title,
    ).not.toMatch(/hours 10|core/i);
  });

  test('people dropping off during signup get a usability survey, not a delivery one', () => {
    const texts = draftFor(
      'People are dropping off during signup for our meal planner app. Which step is most confusing?',
    ).texts.join(' ');
    expect(texts).not.toMatch(/order arrive|arrived/);
    expect(texts).toMatch(/get stuck|confusing/);
  });

  test('new users asked their goals and experience level', () => {
    const draft = draftFor(
      'onboarding survey for a language app - ask new users their goals, experience level and how they found us',
    );
    expect(draft.texts).toContain('What are your goals?');
    const level = draft.texts.indexOf('What is your experience level?');
    expect(draft.options[level]).toEqual(['Beginner', 'Some experience', 'Experienced']);
  });

  test('"how loyal our X customers are" keeps X as the subject', () => {
    expect(draftFor('Help me measure how loyal our bakery customers are').title.toLowerCase()).toContain(
      'bakery',
    );
  });
});

describe('options that fit', () => {
  test('a bare NPS for software offers software values, never "Atmosphere"', () => {
    expect(draftFor('NPS').options.flat()).not.toContain('Atmosphere');
  });

  test('a webinar has no networking or hands-on sessions', () => {
    const options = draftFor('feedback survey after our free webinar on budgeting').options.flat();
    expect(options).not.toContain('Networking');
  });

  test('a poll on which day offers days when none are named', () => {
    expect(draftFor('quick poll: which day should we hold the volunteer training?').options[0]).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });

  test("today's spend in a pricing study is asked as the answers read", () => {
    const texts = draftFor('Van Westendorp pricing survey for our note-taking app').texts.join(' ');
    expect(texts).not.toMatch(/What do you pay .*today/);
  });

  test('an exit survey does not ask how easy it was to leave', () => {
    expect(draftFor('exit survey for staff leaving our agency').texts).not.toContain(
      'How easy was it to leave?',
    );
  });
});

describe('named studies', () => {
  test('a product-market fit survey asks the Sean Ellis question about the product', () => {
    const draft = draftFor('Sean Ellis style product-market fit survey for our invoicing startup');
    expect(draft.texts[0]).toBe('How would you feel if you could no longer use our invoicing product?');
    expect(draft.options[0]).toContain('Very disappointed');
    expect(draft.texts.join(' ')).not.toMatch(/pay per month|How often do you use a product-market/);
  });
});

describe('academic research', () => {
  test('a thesis survey asks about the experience, not a market for it', () => {
    const texts = draftFor('survey for my dissertation on shift work and sleep among paramedics').texts.join(
      ' ',
    );
    expect(texts).not.toMatch(/pay per month|products or services/i);
  });
});
