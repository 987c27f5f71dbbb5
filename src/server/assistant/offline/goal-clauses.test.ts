import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';
import { goalQuestion, SUBJECT_IT, SUBJECT_THEY } from './goal-clauses.ts';

// Blind review H (issue 13): a request's stated goals were dropped whenever one clause of the list
// had a shape the reader did not know ("whether the new X helps", "if Y surprise them", "did users
// notice it"), and a stock template filled the survey instead. Each goal clause now becomes the
// question a respondent is asked. Prompts and clauses written for this test, not the review's.

describe('a goal clause becomes the question to ask its respondent', () => {
  test.each([
    // wh-clauses about the respondents, in every tense
    ['where travellers lose track of their booking', 'Where do you lose track of your booking?'],
    ['how long our members waited for a reply', 'How long did you wait for a reply?'],
    ['how many evenings they spend on homework', 'How many evenings do you spend on homework?'],
    ['why shoppers leave items in their basket', 'Why do you leave items in your basket?'],
    ['which apps our drivers rely on', 'Which apps do you rely on?'],
    ['what features the admins want', 'What features do you want?'],
    ['how often tenants contact the office', 'How often do you contact the office?'],
    ['what they would change first', 'What would you change first?'],
    ['how satisfied are nurses with the new rota', 'How satisfied are you with the new rota?'],
    // yes-or-no clauses about things
    ['whether the new search bar helps', 'Does the new search bar help?'],
    ['if delivery fees put them off', 'Do delivery fees put you off?'],
    ['whether the reminders worked for them', 'Did the reminders work for you?'],
    ['if the instructions were clear', 'Were the instructions clear?'],
    // yes-or-no clauses about the respondents
    ['whether they feel safe on the night bus', 'Do you feel safe on the night bus?'],
    ['if parents still prefer paper forms', 'Do you still prefer paper forms?'],
    ['whether volunteers would come back next year', 'Would you come back next year?'],
    ['if residents have the parking they need', 'Do you have the parking you need?'],
    // questions written as questions
    ['did customers notice the price change', 'Did you notice the price change?'],
    ['do they read the weekly digest', 'Do you read the weekly digest?'],
    ['was the sign-up form easy', 'Was the sign-up form easy?'],
    ['would families recommend the camp', 'Would you recommend the camp?'],
    ['what would students pay per term', 'What would you pay per term?'],
    ['which sessions did attendees skip', 'Which sessions did you skip?'],
    ['what topics matter most', 'What topics matter most?'],
  ])('%s → %s', (clause, question) => {
    expect(goalQuestion(clause)).toBe(question);
  });

  test('"it" and a "they" that names things stay the survey subject', () => {
    expect(goalQuestion('do they use it')).toBe(`Do you use ${SUBJECT_IT}?`);
    expect(goalQuestion('has it caused any login problems')).toBe(
      `Has ${SUBJECT_IT} caused any login problems?`,
    );
    expect(goalQuestion('were they too short')).toBe(`Were ${SUBJECT_THEY} too short?`);
    // A state of a person is the respondent's.
    expect(goalQuestion('were they happy with the venue')).toBe('Were you happy with the venue?');
  });

  test('a request to the assistant, the author speaking, or a view of the subject is not a goal', () => {
    expect(goalQuestion('can you draft something short')).toBeNull();
    expect(goalQuestion('what should I ask them')).toBeNull();
    expect(goalQuestion('how they feel about the merger')).toBeNull();
    expect(goalQuestion('for which trips')).toBeNull();
  });
});

describe('a request that states its goals gets a question for each', () => {
  test('goals of mixed shapes after "I want to know"', () => {
    const draft = draftFor(
      'We moved our pharmacy ordering online in June. I want to know whether the new order page helps, if collection times suit customers, and how long they waited at the counter.',
    );
    expect(draft.texts.slice(0, 3)).toEqual([
      'Does the new order page help?',
      'Do collection times suit you?',
      'How long did you wait at the counter?',
    ]);
    expect(draft.options[0]).toEqual(['Yes', 'Not sure', 'No']);
  });

  test('goals written as questions in their own sentence, with "it" as the subject', () => {
    const draft = draftFor(
      'Our team launched offline mode in the field app in March. Did technicians notice it, do they use it, and has it caused any sync problems?',
    );
    expect(draft.texts.join(' | ')).toMatch(/Did you notice (?:the )?offline mode\?/i);
    expect(draft.texts.join(' | ')).toMatch(/Do you use (?:the )?offline mode\?/i);
    expect(draft.texts.join(' | ')).toMatch(/Has (?:the )?offline mode caused any sync problems\?/i);
  });

  test('goals after a dash, with a "they" that names the subject', () => {
    const draft = draftFor(
      'Feedback from trainees on the induction workshops - were they too long, did they understand the fire drill, and what topics they would add',
    );
    expect(draft.texts).toEqual(
      expect.arrayContaining([
        'Were the induction workshops too long?',
        'Did you understand the fire drill?',
        'What topics would you add?',
      ]),
    );
  });

  test('each of several question sentences is asked', () => {
    const texts = draftFor(
      'We are thinking about opening a repair café in our village. Would neighbours bring broken things? What items matter most? What would they pay for a repair?',
    ).texts;
    expect(texts).toEqual(
      expect.arrayContaining([
        'Would you bring broken things?',
        'What items matter most?',
        'What would you pay for a repair?',
      ]),
    );
  });

  test('"how much" after "would they pay" asks how much they would pay', () => {
    const texts = draftFor(
      'Checking interest in a meal-kit for students. Want to find out if students would pay, how much, and what they would want in it.',
    ).texts;
    expect(texts.slice(0, 3)).toEqual([
      'Would you pay?',
      'How much would you pay?',
      'What would you want in the meal-kit?',
    ]);
  });

  test('a clause the reader cannot turn does not drop the goals it can', () => {
    const texts = draftFor(
      'Market research for a cargo bike rental in our town: who would rent one, for which trips, how much they would pay per day, and parking worries.',
    ).texts;
    expect(texts).toContain('Would you rent one?');
    expect(texts).toContain('How much would you pay per day?');
    expect(texts.join(' ')).not.toMatch(/for which trips|, and parking/);
  });

  test('alternatives named beside stated goals make a study, not a poll between them', () => {
    const draft = draftFor(
      'Help me understand how our support agents feel about chat vs phone. I want to learn how many calls they take a day, whether they feel rushed, and which tools they rely on.',
    );
    expect(draft.title).not.toMatch(/poll/i);
    expect(draft.texts.slice(0, 3)).toEqual([
      'How many calls do you take a day?',
      'Do you feel rushed?',
      'Which tools do you rely on?',
    ]);
  });

  test('a request that names only who it is for takes its subject from the goals', () => {
    const draft = draftFor(
      'Survey for HR: how satisfied are staff with the new parental leave policy, and do they know how to apply?',
    );
    expect(draft.title.toLowerCase()).toContain('parental leave policy');
    expect(draft.texts).toContain('How satisfied are you with the new parental leave policy?');
  });

  test('a poll asked for by name keeps its one question as the vote', () => {
    expect(draftFor('poll: which evening suits the book club best').title).toMatch(/poll/i);
  });
});

describe('who or what a request is about', () => {
  test('"our charity runs a …" makes what is run the subject', () => {
    expect(
      draftFor(
        'Our charity runs a community fridge. We want to know how people found it and what else they need.',
      ).title.toLowerCase(),
    ).toContain('community fridge');
  });

  test('"I am a … studying X" makes X the subject', () => {
    expect(
      draftFor("I'm a master's student researching commuting habits of nurses").title.toLowerCase(),
    ).toContain('commuting');
  });

  test('"a startup idea: X" makes X the subject', () => {
    expect(
      draftFor('Validate a business idea: a tool library for apartment buildings').title.toLowerCase(),
    ).toContain('tool library');
  });

  test('"how staff at our clinic feel about X" is about X', () => {
    expect(
      draftFor('how receptionists at our clinic feel about the new phone system').title.toLowerCase(),
    ).toContain('phone system');
  });
});
