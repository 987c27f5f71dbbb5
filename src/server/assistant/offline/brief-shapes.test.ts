import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { asksAboutDecline, readBrief } from './brief.ts';
import { chooseFrame } from './frames.ts';
import { listQuestions } from './question-index.ts';
import { buildSurvey } from './survey-builder.ts';

// Request shapes that used to read badly: a choice between named alternatives without "which",
// people doing something ("fewer people coming to X"), a procedure had at a place, a phrasal verb,
// and long requests whose asking sentence names no doing. Phrasings here differ from the eval's.

function questionTexts(message: string): string[] {
  const brief = readBrief(message);
  return listQuestions(buildSurvey(chooseFrame(brief), message, brief).survey).map(
    (entry) => entry.question.text,
  );
}

describe('choices joined by "or"', () => {
  test('alternatives keep their determiners and a comma list is read whole', () => {
    expect(readBrief('should the staff party be at the bowling alley or the pub').pollOptions).toEqual([
      'the bowling alley',
      'the pub',
    ]);
    expect(readBrief('lemonade, iced tea or cola for the school fair').pollOptions).toEqual([
      'lemonade',
      'iced tea',
      'cola',
    ]);
    expect(readBrief('Trello or Asana for the design team?').pollOptions).toEqual(['Trello', 'Asana']);
  });

  test('the alternatives are excluded from the subject, which stays the thing decided about', () => {
    const brief = readBrief('should the staff party be at the bowling alley or the pub');
    expect(brief.subject?.name).toBe('staff party');
    expect(chooseFrame(brief)).toBe('poll');
  });

  const places = ['lake', 'park', 'beach', 'library', 'harbour', 'old mill', 'town square'];
  const gatherings = ['company picnic', 'summer barbecue', 'team lunch', 'charity quiz', 'school reunion'];
  test('any "should the X be at the A or the B" is a poll offering A and B, asked as where', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...gatherings),
        fc.uniqueArray(fc.constantFrom(...places), { minLength: 2, maxLength: 2 }),
        (gathering, [first, second]) => {
          const message = `should the ${gathering} be at the ${first} or the ${second}`;
          const brief = readBrief(message);
          expect(chooseFrame(brief)).toBe('poll');
          const survey = buildSurvey('poll', message, brief).survey;
          const vote = listQuestions(survey)[0]!.question;
          expect(vote.text).toBe(`Where would you prefer the ${gathering} to be?`);
          const options = 'options' in vote.response_options ? vote.response_options.options : [];
          expect(options.map((option) => option.text.toLowerCase())).toEqual([
            `the ${first}`,
            `the ${second}`,
          ]);
          for (const text of listQuestions(survey).map((entry) => entry.question.text))
            expect(text).not.toMatch(new RegExp(String.raw`organised|length of the (?:${first}|${second})`));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('people doing something', () => {
  test('the people are the audience and what they do names the subject', () => {
    const brief = readBrief('why are fewer tourists visiting our museum');
    expect(brief.audience).toBe('tourists');
    expect(brief.subject?.name).toBe('museum');
    expect(brief.behaviour?.base).toBe('visit our museum');
    expect(asksAboutDecline(brief)).toBe(true);
    expect(chooseFrame(brief)).toBe('churn');
  });

  test('a decline asks how often now, what changed and what would bring people back', () => {
    const texts = questionTexts('why are fewer families coming to the swimming pool');
    expect(texts).toContain('How often do you come to the swimming pool these days?');
    expect(texts).toContain('What would make you come to the swimming pool more often?');
    expect(texts.join('\n')).not.toMatch(/\busing (?:families|people)\b|stop using/);
  });

  test('fewer people joining asks what puts them off, not how often they join', () => {
    const texts = questionTexts('why are fewer teenagers joining our youth orchestra');
    expect(texts).toContain('What, if anything, puts you off joining our youth orchestra?');
    expect(texts.join('\n')).not.toMatch(/How often do you join/);
  });

  test('a phrasal verb is an activity; "where" adds where it happens', () => {
    const brief = readBrief('how often do students work out and where');
    expect(brief.behaviour).toMatchObject({ base: 'work out', hasObject: true });
    expect(questionTexts('how often do students work out and where')).toContain(
      'Where do you usually work out?',
    );
  });
});

describe('a procedure at a place', () => {
  test('the place is the subject and the procedure the occasion', () => {
    const brief = readBrief('patient survey after cataract surgery at our eye hospital');
    expect(brief.subject?.reference).toBe('our eye hospital');
    expect(brief.occasion).toEqual({ name: 'cataract surgery', reference: 'your cataract surgery' });
    expect(chooseFrame(brief)).toBe('service-experience');
    const texts = questionTexts('patient survey after cataract surgery at our eye hospital');
    expect(texts).toContain('How well was any pain managed during and after your cataract surgery?');
    expect(texts).toContain('How likely are you to recommend our eye hospital to friends or family?');
  });

  test('a procedure without pain asks about expectations, not pain', () => {
    const texts = questionTexts('customers after a massage at our day spa');
    expect(texts).toContain('How well did your massage meet your expectations?');
    expect(texts.join('\n')).not.toMatch(/pain|recovery/);
  });

  test('a gathering at a place stays event feedback', () => {
    expect(chooseFrame(readBrief('feedback from guests after the conference at our hotel'))).toBe(
      'event-feedback',
    );
  });
});

describe('long requests', () => {
  test('the doing comes from the sentence that describes it when the asking one names none', () => {
    const brief = readBrief(
      'We run a repair cafe. Lately fewer neighbours turn up on Sundays. Could you help me find out why?',
    );
    expect(brief.behaviour?.base).toBe('turn up');
    expect(chooseFrame(brief)).toBe('churn');
  });

  test('a change from A to B is about B', () => {
    expect(
      readBrief(
        'We moved our newsletter from Mailchimp to Substack last month. Find out how readers find it.',
      ).subject?.name,
    ).toBe('Substack');
  });
});
