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
