import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind review K (issue 13): "two logo concepts for our new craft brewery" became the subject, a
// shop's "staff helpfulness" made an employee survey, "NPS + follow up why" read "follow" as the
// subject, a poll offered "Our podcast release episodes weekly" as a choice. Prompts written for
// this test.

describe('blind review K fixes', () => {
  test('what the variants are for is the subject of a concept test', () => {
    const draft = draftFor('A/B test three label designs for our new kombucha');
    expect(draft.title.toLowerCase()).toContain('kombucha');
    expect(draft.texts.join(' ')).not.toMatch(/three label/i);
  });

  test("a shop's staff helpfulness is customer service, not an employee survey", () => {
    const texts = draftFor(
      'Store survey about checkout speed and staff helpfulness for our shoe shop',
    ).texts.join(' ');
    expect(texts).not.toMatch(/your workload|your job/);
  });

  test('pupils are not employees', () => {
    expect(draftFor('wellbeing check-in for year 9 pupils').texts.join(' ')).not.toMatch(
      /contracted hours|your job/,
    );
  });

  test('"NPS + follow up why" is the form, not the subject', () => {
    expect(draftFor('NPS + follow up why for our garden centre customers').texts[0]).not.toMatch(
      /the follow/,
    );
  });

  test('a how-often poll offers how often', () => {
    expect(draftFor('Poll: should our choir rehearse weekly or fortnightly?').options[0]).toEqual([
      'Weekly',
      'Fortnightly',
    ]);
  });

  test('a possessive names the thing owned, not a dangling owner', () => {
    expect(draftFor("survey about our gym's new booking system").texts.join(' ')).not.toMatch(
      /gym's\?|gym's\s+(?:to|offers)/,
    );
  });
});

describe('getting started with a product', () => {
  test("a product's onboarding survey asks how getting started went", () => {
    const draft = draftFor(
      'onboarding feedback from new customers of our budgeting app after their first week',
    );
    expect(draft.texts[0]).toBe('How easy was it to get started with our budgeting app?');
    expect(draft.texts.join(' ')).not.toMatch(/How easy is onboarding .* to use|Price/);
  });

  test('new staff keep their own onboarding questions', () => {
    expect(draftFor('onboarding survey for new hires at our warehouse').texts.join(' ')).toMatch(
      /first day|buddy|role/i,
    );
  });
});

describe('blind review K, second round', () => {
  test('"which sections do you read, how often, and would you pay …" are each asked', () => {
    const texts = draftFor(
      'Podcast listener survey: which episodes do you listen to, how often, and would you pay for bonus episodes?',
    ).texts;
    expect(texts).toEqual(
      expect.arrayContaining(['Which episodes do you listen to?', 'Would you pay for bonus episodes?']),
    );
    expect(texts.some((text) => /^How often do you listen/.test(text))).toBe(true);
  });

  test('"how members would react" asks how they would react', () => {
    expect(
      draftFor(
        'Our climbing gym wants to know how members would react and whether a ten-visit pass would be more attractive.',
      ).texts,
    ).toContain('How would you react?');
  });

  test('a manager effectiveness survey asks about the manager', () => {
    const texts = draftFor('upward feedback survey for team leads from their direct reports').texts.join(' ');
    expect(texts).toMatch(/your manager/);
    expect(texts).not.toMatch(/affected your workload/);
  });

  test('business customers are not asked their age group', () => {
    expect(
      draftFor('ask our B2B customers which integrations we should build next').texts.join(' '),
    ).not.toMatch(/age group/);
  });

  test('a training workshop for staff is evaluated as training', () => {
    expect(
      draftFor('post-training feedback for the fire safety course for staff').texts.join(' '),
    ).not.toMatch(/your job|your workload/);
  });

  test('a fundraiser gala survey asks about the event, whoever came', () => {
    expect(
      draftFor('Post-event survey for our hospice fundraiser gala — donors and guests').texts.join(' '),
    ).not.toMatch(/reasons you gave/);
  });

  test('tiers listed after a dash are the variants', () => {
    const draft = draftFor(
      'We are testing two plans for our meditation app — Lite at $4 and Plus at $9 with courses.',
    );
    expect(
      draft.options.some(
        (options) =>
          options.includes('Lite at $4') && options.some((option) => option.startsWith('Plus at $9')),
      ),
    ).toBe(true);
  });

  test('a price rise per class is asked per class', () => {
    expect(
      draftFor("We're thinking of raising our pottery class price from $30 to $35 a class.").texts.join(' '),
    ).not.toMatch(/a month|per month/);
  });
});

describe('blind review L', () => {
  test('"if theyd pay" without its apostrophe', () => {
    expect(
      draftFor(
        'survey for my pilates students, want to know which days suit them and if theyd pay for a retreat',
      ).texts,
    ).toContain('Would you pay for a retreat?');
  });

  test('"likelihood to renew" is asked as how likely', () => {
    const draft = draftFor(
      'Member survey for our allotment society — plot condition, communication, and likelihood to renew the membership.',
    );
    expect(draft.texts).toContain('How likely are you to renew the membership?');
  });

  test("a fun run's length is its distance, not too short or too long", () => {
    expect(draftFor('event feedback survey for our charity 10k run').texts.join(' ')).not.toMatch(
      /length of/,
    );
  });

  test('"coffe" is coffee', () => {
    expect(draftFor('feedback survey for our coffe shop').title.toLowerCase()).toContain('coffee');
  });
});
