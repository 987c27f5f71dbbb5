import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind reviews H and I (issue 13): an RSVP became post-event feedback, a council's change a buying
// decision, "whether to build A or B" an open survey, "which new class should we add, A, B or C?"
// a rating of classes that do not exist, "Q3" was "repaired" into "question3", "(e.g., …)" gave an
// option "E.g", and "Can you whip up a poll…?" became the poll's question. Prompts written for this
// test, not the reviews'.

describe('an RSVP asks who is coming and what they need', () => {
  test('an RSVP with meals', () => {
    const draft = draftFor('RSVP and menu choices for our charity gala dinner in May');
    expect(draft.title).toMatch(/charity gala dinner: RSVP/i);
    expect(draft.texts[0]).toBe('Will you be able to come to our charity gala dinner?');
    expect(draft.texts).toContain('Which main course would you like?');
    expect(draft.texts.join(' ')).not.toMatch(/how would you rate|next time/i);
  });

  test('registration for a party without food named asks no meal choice', () => {
    const texts = draftFor('sign-ups for the office summer party').texts;
    expect(texts[0]).toMatch(/Will you be able to come to the office summer party\?/);
    expect(texts).not.toContain('Which main course would you like?');
  });
});

describe('the kind of study', () => {
  test("a council's planned change is put to residents as a consultation", () => {
    const draft = draftFor(
      'The town council is planning to pedestrianise the market square. We need residents’ views first.',
    );
    expect(draft.texts.join(' ')).toMatch(/support or oppose/);
    expect(draft.texts.join(' ')).not.toMatch(/when you choose|Price \| Quality/);
  });

  test('"whether to build A or B" is a vote between them', () => {
    const draft = draftFor(
      'Neighbourhood survey on whether to build a playground or a community garden on the old car park',
    );
    expect(draft.options[0]).toEqual(['Playground', 'Community garden']);
  });

  test('"which new X should we add, A, B or C?" votes between the named ones', () => {
    const draft = draftFor(
      'Library members: which new club should we start, chess, book swap, film or coding?',
    );
    expect(draft.options[0]).toEqual(['Chess', 'Book swap', 'Film', 'Coding']);
    expect(draft.texts.join(' ')).not.toMatch(/How would you rate the chess/);
  });

  test('what people care about most among named things, before a dash, is ranked', () => {
    const draft = draftFor(
      'What do our volunteers value most — flexible shifts, training, or social events? Put together a short survey.',
    );
    expect(draft.options[0]).toEqual(['Flexible shifts', 'Training', 'Social events']);
  });
});

describe('goals that lean on the one before', () => {
  test('"whether people noticed it, use it, and like it"', () => {
    const texts = draftFor(
      'We added a price tracker to our shopping app last week. Want to gauge whether people noticed it, use it, and trust it.',
    ).texts;
    expect(texts.slice(0, 3)).toEqual([
      'Did you notice the price tracker?',
      'Do you use the price tracker?',
      'Do you trust the price tracker?',
    ]);
  });

  test('"whether they\'d want mornings or afternoons" offers the two', () => {
    const draft = draftFor(
      'Survey for parents about a holiday art club — preferred dates, budget, and whether they’d want mornings or afternoons.',
    );
    const index = draft.texts.indexOf('Would you want mornings or afternoons?');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(draft.options[index]).toEqual(['Mornings', 'Afternoons', 'Not sure']);
  });

  test('the thing named before the goals stays the subject', () => {
    const draft = draftFor(
      'I want to learn how commuters feel about the new bus timetable, whether it affects their journey, and if they would support going back.',
    );
    expect(draft.title.toLowerCase()).toContain('bus timetable');
    expect(draft.texts).toContain('Does the new bus timetable affect your journey?');
  });
});

describe('wording read as written', () => {
  test('a code with digits is not a typo', () => {
    expect(draftFor('quick pulse survey for the sales team after Q4 targets').title).not.toMatch(
      /question4/i,
    );
  });

  test('examples introduced by "e.g." are the options, without "E.g"', () => {
    const draft = draftFor(
      'Which workshops should our makerspace run next (e.g., soldering, 3D printing, sewing)?',
    );
    expect(draft.options.flat()).not.toContain('E.g');
  });

  test('who a product targets is not part of its name', () => {
    expect(draftFor('market research for a new protein bar targeting older runners').title).not.toMatch(
      /targeting/i,
    );
  });

  test('a request to the assistant is never the poll question', () => {
    const draft = draftFor(
      'Could you make a quick poll for our newsletter readers about their favourite podcasts?',
    );
    expect(draft.texts[0]).toBe('Which podcast is your favourite?');
  });
});

describe('things and goals listed together', () => {
  test('levels, sources with examples, and a goal after "understand"', () => {
    const draft = draftFor(
      "I'm a school nurse hoping to understand pupil sleep levels, causes of tiredness (gaming, homework, noise), and whether they eat breakfast.",
    );
    expect(draft.texts).toContain('How would you rate your sleep level at the moment?');
    const causes = draft.texts.indexOf('Which of these causes of tiredness apply to you?');
    expect(causes).toBeGreaterThanOrEqual(0);
    expect(draft.options[causes]).toEqual(['Gaming', 'Homework', 'Noise']);
    expect(draft.texts).toContain('Do you eat breakfast?');
    expect(draft.title.toLowerCase()).not.toMatch(/hoping|nurse/);
  });

  test('"the main reasons for leaving" is not asked as a view on reasons', () => {
    const texts = draftFor(
      'our members are leaving. want to learn the main reasons for leaving, which gym they joined instead, and what would bring them back',
    ).texts;
    expect(texts.join(' ')).not.toMatch(/thoughts on the main reasons/i);
    expect(texts).toContain('Which gym did you join instead?');
  });
});

describe('harassment is asked about as conduct and speaking up, not hazards', () => {
  test('a confidential harassment survey', () => {
    const texts = draftFor(
      'Confidential survey on bullying at work and whether staff would report it',
    ).texts.join(' ');
    expect(texts).toMatch(/experienced harassment, bullying or discrimination/);
    expect(texts).not.toMatch(/safety equipment|near miss/);
  });
});

describe('typo repair', () => {
  test('a word with the same letters is not a slip of another ("tiredness" is not "residents")', () => {
    expect(draftFor('survey on tiredness among night shift nurses').title.toLowerCase()).toContain(
      'tiredness',
    );
  });
});

describe('blind review I, last round', () => {
  test('"I run a small X" is the author\'s own X', () => {
    expect(
      draftFor('I run a small bike repair shop and want to know why customers stop coming back').texts[0],
    ).toMatch(/our bike repair shop/);
  });

  test('"likelihood to recommend" listed as an aspect is the NPS question', () => {
    const draft = draftFor(
      'Survey for guests after a spa day — massage quality, cleanliness, and likelihood to recommend.',
    );
    expect(
      draft.texts.some((text) =>
        /^How likely are you to recommend .+ to a friend or colleague\?$/.test(text),
      ),
    ).toBe(true);
    expect(draft.texts.join(' ')).not.toMatch(/rate the likelihood/);
  });

  test('two named things after "focusing on" are each rated', () => {
    const texts = draftFor(
      'satisfaction survey for users of our parking app, focusing on payment speed and map accuracy',
    ).texts;
    expect(texts).toEqual(
      expect.arrayContaining([
        'How would you rate the payment speed?',
        'How would you rate the map accuracy?',
      ]),
    );
  });

  test('a goal with examples in brackets offers them, and "on which …" goals are read', () => {
    const draft = draftFor(
      'Survey for a community centre on which rooms residents book and what new activities they want (e.g., pottery, chess club, yoga)',
    );
    expect(draft.texts).toContain('Which rooms do you book?');
    const index = draft.options.findIndex((options) => options.includes('Pottery'));
    expect(draft.options[index]).toEqual(['Pottery', 'Chess club', 'Yoga']);
  });

  test('"what X next?" asks what they would like next, and "how often they visit" names what', () => {
    expect(
      draftFor('After-class survey. Was the pace right, was the teacher clear, what songs next?').texts,
    ).toContain('What songs would you like next?');
    expect(
      draftFor(
        'Survey of visitors at the botanical garden — how often they visit, what they see, how far they travel.',
      ).texts,
    ).toContain('How often do you visit the botanical garden?');
  });

  test("a team retrospective looks back at the team's own work", () => {
    const texts = draftFor('retro survey for the design team after the launch').texts.join(' ');
    expect(texts).toMatch(/How well did the team work together/);
    expect(texts).not.toMatch(/staff look after you|waiting/i);
  });

  test('finding clients takes weeks, not minutes', () => {
    const draft = draftFor('Exploratory survey to understand how wedding planners find new clients');
    const index = draft.texts.findIndex((text) => /how long does it take you/.test(text));
    expect(draft.options[index]).toContain('1–4 weeks');
  });
});
