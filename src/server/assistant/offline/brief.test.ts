import { describe, expect, test } from 'vitest';
import { hasContent, readBrief } from './brief.ts';
import { chooseFrame } from './frames.ts';
import type { ResearchFrame } from './frames.ts';
import { repairTypos } from './typo-repair.ts';

describe('readBrief', () => {
  test('"their" becomes the respondent\'s "your"; the people asked are the audience', () => {
    const brief = readBrief('Help me understand why people cancel their gym membership');
    expect(brief.audience).toBe('people');
    expect(brief.behaviour).toMatchObject({
      base: 'cancel your gym membership',
      verb: 'cancel',
      negated: false,
    });
    expect(brief.subject).toMatchObject({ name: 'gym membership', reference: 'your gym membership' });
    expect(brief.owner).toBe(false);
  });

  test('"our" stays the author\'s, acronyms stay names', () => {
    expect(readBrief('NPS for our CRM')).toMatchObject({ owner: true, subject: { reference: 'our CRM' } });
    expect(readBrief('Draft a survey to measure satisfaction with our IT helpdesk').subject?.reference).toBe(
      'our IT helpdesk',
    );
  });

  test('a place is where, not what; a duration is not part of the subject', () => {
    const brief = readBrief('We are running a 2-day product meetup in Berlin');
    expect(brief.place).toBe('Berlin');
    expect(brief.subject).toMatchObject({ name: 'product meetup', kind: 'event' });
  });

  test('counts: questions asked for and variants compared are sizes, not subjects', () => {
    const sized = readBrief('Create a 5 question survey about our coworking space');
    expect(sized.questionCount).toBe(5);
    expect(sized.subject?.name).toBe('coworking space');
    expect(readBrief('compare three names for our new cereal').variantCount).toBe(3);
    const long = readBrief(
      "I'm a PhD student researching how older adults use video calls. I'd like about 8 questions, nothing too personal.",
    );
    expect(long.questionCount).toBe(8);
    expect(long.behaviour?.base).toBe('use video calls');
    // The author describing themselves ("I'm a PhD student") is not who is asked.
    expect(long.audience).toBe('adults');
  });

  test('negations: what people do not do', () => {
    const brief = readBrief("why ppl don't finish online courses");
    expect(brief.behaviour).toMatchObject({ base: 'finish online courses', negated: true });
    expect(brief.audience).toBe('people');
    expect(readBrief("why don't subscribers renew their plan").behaviour).toMatchObject({
      base: 'renew your plan',
      negated: true,
    });
  });

  test('typos and chat shorthand are read as meant', () => {
    const brief = readBrief('help me undrestand why ppl cancel there netflix');
    expect(brief.behaviour?.base).toBe('cancel your netflix');
    expect(readBrief('survy about our new cafe menu').subject?.reference).toBe('our new cafe menu');
    expect(repairTypos('streaming subscriptions and custmer feedbak')).toBe(
      'streaming subscriptions and customer feedback',
    );
  });

  test('activities and uncountable subjects take no article', () => {
    expect(readBrief('remote work').subject).toMatchObject({ reference: 'remote work', mass: true });
    expect(readBrief('How often do people cook at home during the week?').subject?.reference).toBe(
      'cooking at home',
    );
    expect(readBrief('gym churn').subject?.reference).toBe('the gym');
    expect(readBrief('electric cars').subject).toMatchObject({ reference: 'electric cars', plural: true });
  });

  test("a poll's choices are its options, not its subject or its place", () => {
    const brief = readBrief('Lisbon or Porto for the offsite?');
    expect(brief.pollOptions).toEqual(['Lisbon', 'Porto']);
    expect(brief.place).toBeNull();
    expect(brief.subject?.name).toBe('offsite');
    expect(readBrief('Should the book club read Dune or Middlemarch next?').pollOptions).toEqual([
      'Dune',
      'Middlemarch',
    ]);
  });

  test("in several sentences the one that asks leads; the author's own business is context", () => {
    const brief = readBrief(
      'My startup sells refurbished laptops. Before we spend on ads I want to know who buys refurbished electronics and what makes them trust a seller.',
    );
    expect(brief.behaviour?.base).toBe('buy refurbished electronics');
    expect(brief.context).toBe('refurbished laptops');
  });

  test('keyboard mashing names nothing; a real noun does', () => {
    expect(hasContent(readBrief('asdfgh'))).toBe(false);
    expect(hasContent(readBrief('qwerty uiop'))).toBe(false);
    expect(hasContent(readBrief('ok'))).toBe(false);
    expect(hasContent(readBrief('meal kits'))).toBe(true);
    expect(hasContent(readBrief('telehealth visit'))).toBe(true);
  });
});

describe('chooseFrame', () => {
  const cases: [string, ResearchFrame][] = [
    ['Why do members quit the climbing club?', 'churn'],
    ['why ppl dont finish online courses', 'churn'],
    ['How do students choose a laptop?', 'purchase-decision'],
    ['Market research on how students buy textbooks', 'purchase-decision'],
    ['How often do people cook at home?', 'habits'],
    ['What do residents think of the new bike lanes?', 'attitude'],
    ['Employee engagement survey for our warehouse staff', 'employee'],
    ['Patient experience after a telehealth visit', 'service-experience'],
    ['remote work', 'exploratory'],
    ['Lisbon or Porto for the offsite?', 'poll'],
    ['test two packaging designs', 'concept-test'],
    ['which of these two ads works better?', 'concept-test'],
    ['We are running a 2-day product meetup in Berlin', 'event-feedback'],
    ['I want 6 questions about our food truck', 'product-feedback'],
    ['How satisfied are guests with our hostel?', 'customer-satisfaction'],
    ['Would people pay for a dog walking subscription?', 'purchase-intent'],
    ['How likely are our members to recommend the climbing gym?', 'nps'],
  ];
  test.each(cases)('%s → %s', (message, frame) => {
    expect(chooseFrame(readBrief(message))).toBe(frame);
  });

  test('a concept noun alone does not make a comparison', () => {
    expect(chooseFrame(readBrief('survey about our new cafe menu'))).not.toBe('concept-test');
  });
});
