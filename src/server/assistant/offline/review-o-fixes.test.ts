import { describe, expect, test } from 'vitest';
import { readBrief } from './brief.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review O (issue 13). Prompts written for these tests, in the classes of request the
// review found wrong, none taken from the review's sets; they pin the kind of reading and wording,
// not exact drafts.

function allText(prompt: string): string {
  const draft = draftFor(prompt);
  return [draft.title, ...draft.texts, ...draft.options.flat()].join(' \n ');
}

describe('people named by their workplace or trade are the audience, not the subject or a verb', () => {
  test('"how do <workplace> workers feel about …" reads the workplace as part of the people', () => {
    for (const [prompt, audience, subject] of [
      ['how do factory workers feel about the new canteen', 'factory workers', 'new canteen'],
      ['what do shop managers think of the new rota app', 'shop managers', 'new rota app'],
      ['how do farm labourers feel about the new pay rates', 'farm labourers', 'new pay rates'],
    ] as const) {
      const brief = readBrief(prompt);
      expect(brief.audience, prompt).toBe(audience);
      expect(brief.subject?.name, prompt).toBe(subject);
      expect(allText(prompt), prompt).not.toMatch(/how often do you (?:factory|shop|farm)\b/i);
    }
  });

  test('plural managers and brokers are people; a password manager is still a product', () => {
    for (const prompt of [
      'survey for line managers about the new appraisal forms',
      'what do mortgage brokers think of the new lending rules',
    ]) {
      const brief = readBrief(prompt);
      expect(brief.audience, prompt).toMatch(/(?:managers|brokers)$/);
      expect(brief.subject?.name ?? '', prompt).not.toMatch(/managers|brokers/);
    }
    expect(readBrief('what do people think of password managers').subject?.name).toBe('password managers');
  });

  test('trades named with -men are people ("survey of tradesmen about …")', () => {
    for (const [prompt, audience] of [
      ['survey of tradesmen about the price of building materials', 'tradesmen'],
      ['questionnaire for lifeboatmen on the new training weekends', 'lifeboatmen'],
    ] as const) {
      const brief = readBrief(prompt);
      expect(brief.audience, prompt).toBe(audience);
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(
        new RegExp(`experience with ${audience}|important are ${audience}`, 'i'),
      );
    }
  });
});

describe('a yes/no poll question with a time or an amount in it is asked as written', () => {
  test('"should … at 8:15?" / "… to £3.20?" get Yes / No answers, not placeholder options', () => {
    for (const prompt of [
      'poll the staff - should the morning briefing start at 8:15?',
      'quick poll: should the club raise the match fee to £3.20?',
      'Poll: should the shop close at 5.30 on Saturdays?',
    ]) {
      const draft = draftFor(prompt);
      const vote = draft.texts.findIndex((text) => /^Should\b/.test(text));
      expect(vote, prompt).toBeGreaterThanOrEqual(0);
      expect(draft.texts[vote], prompt).toMatch(/\d[:.]\d\d/);
      expect(draft.options[vote], prompt).toContain('Yes');
      expect(draft.options.flat().join(' '), prompt).not.toMatch(/Option [ABC]/);
    }
  });
});

describe('a doing completed by how or where it is done is asked about, not left as padding', () => {
  test('"eat together", "shop online", "bake from scratch" get habit questions about that doing', () => {
    for (const [prompt, doing] of [
      ['how often do couples eat together in the evening', 'eat together'],
      ['how often do pensioners shop online', 'shop online'],
      ['how often do people bake from scratch at weekends', 'bake from scratch'],
      ['how often do students travel abroad', 'travel abroad'],
    ] as const) {
      const draft = draftFor(prompt);
      expect(draft.title, prompt).not.toMatch(/^Habits and routines$/);
      expect(draft.texts.join(' \n '), prompt).toContain(`How often do you ${doing}`);
    }
  });
});

describe('spending time is a time-use study, not a purchase decision', () => {
  test('"how do <people> spend their evenings / free time / lunch breaks" asks what fills the time', () => {
    for (const prompt of [
      'how do new parents spend their evenings',
      'How do university students spend their spare time?',
      'how do office workers spend their lunch breaks',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(/decide|what to buy|Where do you look for information|matters most/i);
      expect(text, prompt).not.toMatch(/How often do you spend|hours a week do you spend spending/i);
      expect(text, prompt).toMatch(/spend (?:most of )?your (?:evenings|spare time|lunch breaks)/);
    }
  });

  test('spending money is still about buying', () => {
    expect(allText('how much do families spend on school uniforms')).toMatch(/buy|spend on school uniforms/);
  });
});

describe('variants that are tasted or looked at are not asked what they explain or promise', () => {
  test('flavours, colours, logos and bottle shapes get no clarity or promise questions', () => {
    for (const prompt of [
      'taste test two flavours for our protein bar: Salted Caramel vs Double Chocolate',
      'which colour should our new kettle come in: sage, cream or charcoal',
      'A/B test two bottle shapes for our olive oil: tall vs squat',
      'test two logos for our plumbing firm, one at a time',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(/explain what|believable is the promise|unclear in/i);
      expect(text, prompt).toMatch(/prefer|appealing/i);
    }
  });

  test('words people read (headlines, subject lines) are still asked how clearly they explain the offer', () => {
    const text = allText(
      'test two headlines for our cleaning service: "Spotless every time" vs "We clean, you relax"',
    );
    expect(text).toMatch(/How clearly does your preferred headline explain what our cleaning service offers/);
  });
});

describe('free users who do not upgrade, and donors who stop giving, are asked in their own terms', () => {
  test('free-plan users are asked why they have not upgraded, not why they stopped using it', () => {
    for (const prompt of [
      'why do people on our free plan never upgrade to pro',
      "find out why free tier users of our budgeting app don't pay for premium",
      "survey the free users of our photo editor: why won't they upgrade?",
    ]) {
      const text = allText(prompt);
      expect(text, prompt).toMatch(/upgrad/i);
      expect(text, prompt).not.toMatch(/stop using|switched to an alternative|come back in the future/i);
    }
  });

  test('donors who stopped giving are asked why they stopped giving, not why they stopped using it', () => {
    for (const prompt of [
      'why have our regular donors stopped giving to the hospice',
      'survey lapsed donors who stopped giving monthly to our food bank',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).toMatch(/stop giving/i);
      expect(text, prompt).not.toMatch(/stop using/i);
    }
  });
});

describe('awareness of a named public thing asks about that thing, not "the brand"', () => {
  test('"awareness of the council\'s …" / "the new …" names the thing in every question', () => {
    for (const [prompt, thing] of [
      ["measure awareness of the county's new flood warning texts", "the county's new flood warning texts"],
      ['awareness of the new residents parking zone among households', 'the new residents parking zone'],
    ] as const) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(/\bthe brand\b/i);
      expect(text, prompt).toContain(`heard of ${thing}`);
    }
  });

  test('a brand named by its name takes no article', () => {
    const text = allText('brand awareness of Northwind Cycles among commuters');
    expect(text).toContain('heard of Northwind Cycles');
    expect(text).not.toContain('the Northwind Cycles');
  });
});

describe('"choose one X over another" is about choosing an X', () => {
  test('the choice keeps its article', () => {
    for (const [prompt, act] of [
      ['why do drivers pick one petrol station over another', 'pick a petrol station'],
      ['what makes parents choose one nursery over another', 'choose a nursery'],
      ['how do students choose one university over another', 'choose a university'],
    ] as const) {
      const text = allText(prompt);
      expect(text, prompt).toContain(act);
      expect(text, prompt).not.toMatch(/(?:pick|choose) (?:petrol station|nursery|university)\b/);
    }
  });
});

describe('a time after "this", "last" or "next" says when, it is not the subject', () => {
  test('"the X the school introduced this term" is about X', () => {
    for (const [prompt, subject] of [
      ['parents survey about the new reading app the academy rolled out this term', 'new reading app'],
      ['feedback on the revision timetable we tried last semester', 'revision timetable'],
      ['what do members think of the coaching scheme the club launched this season', 'coaching scheme'],
    ] as const) {
      expect(readBrief(prompt).subject?.name, prompt).toBe(subject);
      expect(allText(prompt), prompt).not.toMatch(/\bthe (?:term|semester|season)\b/);
    }
  });

  test('a season or term asked about by name is still the subject', () => {
    expect(readBrief('feedback on the summer term').subject?.name).toMatch(/term/);
  });
});

describe('views on a thing people use or eat are not asked as a public matter', () => {
  test('a menu, an app or a device: needs, likes and changes, not worries or personal impact', () => {
    for (const prompt of [
      'what do diners think of our new brunch menu',
      'customer opinions on our new loyalty app',
      'how do cleaners feel about the new floor machines',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(/affect you personally|worries you|with friends or family recently/i);
      expect(text, prompt).toMatch(/like most about|would you change about|meet your needs/i);
    }
  });

  test('a rule is still asked how it affects people', () => {
    expect(allText('how do pupils feel about the new homework rules')).toMatch(/affect you personally/i);
  });
});

describe('people who miss what is booked for them are asked why they miss it', () => {
  test('missed appointments, sessions and lessons: how often, why, what would help', () => {
    for (const prompt of [
      'why do our members miss their personal training sessions',
      'why do pupils skip swimming lessons',
      'why do so many patients miss their dental check-ups at our practice',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).toMatch(/How often do you (?:miss|skip)/);
      expect(text, prompt).toMatch(/main reason/);
      expect(text, prompt).toMatch(/help you make it to/);
      expect(text, prompt).not.toMatch(
        /How long did you have to wait|why people leave|stop using|How many hours a week|How clear was the teaching/i,
      );
    }
  });

  test('a short verb doubles its last letter in the past tense, a verb that keeps its form does not', async () => {
    const { pastTenseOf } = await import('./past-tense.ts');
    expect(pastTenseOf('skip', 'skiped')).toBe('skipped');
    expect(pastTenseOf('plan', undefined)).toBe('planned');
    expect(pastTenseOf('cut', 'cut')).toBe('cut');
    expect(pastTenseOf('visit', 'visited')).toBe('visited');
  });
});

describe('"what people look for in X" is a study of choosing an X', () => {
  test('the qualities wanted in a provider or a place are asked as a choice, with X as the thing chosen', () => {
    for (const [prompt, act] of [
      ['what do small charities look for in an accounting package', 'choose an accounting package'],
      ['what do dog owners look for in a vet', 'choose a vet'],
      ['find out what engaged couples look for in a wedding venue', 'choose a wedding venue'],
    ] as const) {
      const text = allText(prompt);
      expect(text, prompt).toContain(act);
      expect(text, prompt).not.toMatch(/experience with|How easy are|How often do you use/i);
    }
  });
});
