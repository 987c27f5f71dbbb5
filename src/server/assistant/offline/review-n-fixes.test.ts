import { describe, expect, test } from 'vitest';
import { readBrief } from './brief.ts';
import { draftFor } from './draft-test-support.ts';
import { offlineReply } from './offline-assistant.ts';
import { listQuestions } from './question-index.ts';

// Blind review N (issue 13). Prompts written for these tests, not taken from the review's sets.

describe('a length joined to a noun names the thing, unless it sizes an event or the survey', () => {
  test('"10-hour night shifts", "a two-week sprint", "the 20-minute lunch break" keep their lengths', () => {
    expect(readBrief('how do porters feel about the new 10-hour night shifts').subject?.name).toMatch(
      /10-hour night shifts/,
    );
    expect(
      readBrief('feedback from developers on the move to a two-week sprint cycle').subject?.name,
    ).toMatch(/two-week sprint cycle/);
    const draft = draftFor('What do warehouse staff think of the 20-minute lunch break?');
    expect(draft.texts.join(' ')).toMatch(/20-minute lunch break/);
    expect(draft.texts.join(' ')).not.toMatch(/\bthe (?:minute|lunch break)/);
  });

  test('a length before an event or the survey is only its size', () => {
    expect(readBrief('feedback on our 3-day leadership retreat').subject?.name).toBe('leadership retreat');
    expect(readBrief('a 10-minute survey about our bakery').subject?.name).toBe('bakery');
  });
});

describe('only a plan can be news: "how much have you heard" is not asked of what people live with', () => {
  test('a change already in place, a school practice and a redesign are not asked about as news', () => {
    for (const prompt of [
      'how do pupils feel about homework clubs',
      'what do drivers think of the longer delivery routes',
      'opinions of our members on the renovated changing rooms',
    ]) {
      expect(draftFor(prompt).texts.join(' '), prompt).not.toMatch(/how much have you heard/i);
    }
  });

  test('a proposal is still asked how well people know it', () => {
    const texts = draftFor('what do residents think of the proposed closure of the Elm Road library').texts;
    expect(texts.join(' ')).toMatch(/heard|informed/i);
  });
});

describe('a doing that names a thing stays in its noun phrase', () => {
  test('"the walk to school week", "the return to office policy" keep their doing', () => {
    expect(readBrief('how did families find the walk to school week').subject?.name).toBe(
      'walk to school week',
    );
    expect(readBrief('what do staff think of the return to office policy').subject?.name).toMatch(
      /return to office policy/,
    );
  });

  test('"park and ride", "pick and mix" are one name with their noun', () => {
    expect(readBrief('what do shoppers think of our park and ride service').subject?.name).toBe(
      'park and ride service',
    );
    const draft = draftFor('feedback on the pick and mix counter');
    expect(draft.texts.join(' ')).toMatch(/pick and mix counter/);
    expect(draft.texts.join(' ')).not.toMatch(/the pick\b(?! and)/);
  });

  test('a participle after the noun starts a clause about it: "the timetable launched in april"', () => {
    expect(readBrief('what did pupils think of the timetable launched in april').subject?.name).toBe(
      'timetable',
    );
    expect(readBrief('feedback on the rota introduced in spring').subject?.name).toBe('rota');
  });

  test('while "does" waits for its verb, a bare verb after the noun is that verb', () => {
    const brief = readBrief('how does the team use Trello');
    expect(brief.subject?.name).toBe('Trello');
    expect(brief.behaviour?.verb).toBe('use');
    expect(draftFor('how does the office use Teams').texts.join(' ')).not.toMatch(/office use/i);
  });

  test('a redesign or a relaunch is named with what it changes', () => {
    expect(readBrief('customer views on the relaunch of our loyalty scheme').subject?.name).toBe(
      'relaunch of our loyalty scheme',
    );
    expect(readBrief('what do staff think about the renovation of the canteen').subject?.name).toBe(
      'renovation of the canteen',
    );
  });
});

describe('a kind of business is asked about its own work, not a shop floor or a parcel', () => {
  test('a repair business asks about the work, not stock or the checkout', () => {
    for (const prompt of [
      'customer satisfaction survey for our phone repair shop',
      'how happy are customers with our car servicing garage',
    ]) {
      const texts = draftFor(prompt).texts.join(' ');
      expect(texts, prompt).toMatch(/the work/i);
      expect(texts, prompt).not.toMatch(/in stock|checkout|delivery team/i);
    }
  });

  test('a fitted service is asked about the visit and whether it works, not a delivery', () => {
    const texts = draftFor('satisfaction survey after a solar panel installation').texts.join(' ');
    expect(texts).toMatch(/engineer|working when they left/i);
    expect(texts).not.toMatch(/order arrive|delivery team|assembly/i);
  });

  test('something bought online is asked how it arrived', () => {
    const texts = draftFor('post-purchase survey for people who ordered a sofa online').texts.join(' ');
    expect(texts).toMatch(/arrive/i);
    expect(texts).not.toMatch(/ease of use|features/i);
  });
});

describe('choosing a provider is not buying a brand in a shop', () => {
  test('choosing a dentist or a childminder offers no shop staff or brands', () => {
    for (const prompt of ['how do families choose a childminder', 'how do people pick a new dentist']) {
      const options = draftFor(prompt).options.flat().join(' | ');
      expect(options, prompt).not.toMatch(/Staff in a shop|Brand reputation/);
    }
  });

  test('buying still offers the shop and the brand', () => {
    const options = draftFor('how do shoppers decide which running shoes to buy').options.flat().join(' | ');
    expect(options).toMatch(/Brand reputation/);
  });
});

describe('a rule in place is agreed with or not, never used or heard of from an advert', () => {
  test('rules and guidelines get opinion questions', () => {
    for (const prompt of [
      'feedback on the new noise rules in our student halls',
      'feedback from gym members on the new booking rules',
      'what do pupils think about the school uniform guidelines',
    ]) {
      const texts = draftFor(prompt).texts.join(' ');
      expect(texts, prompt).toMatch(/how do you feel about/i);
      expect(texts, prompt).not.toMatch(/first hear about|easy (?:is|are) .* to use|how often do you use/i);
    }
  });
});

describe('an employee survey about one change asks about that change before the job in general', () => {
  test('a new tool or a trial at work is asked about, not padded with job satisfaction', () => {
    for (const prompt of [
      'staff survey about the new shift handover app',
      'ask our engineers about the switch to a nine-day fortnight',
    ]) {
      const texts = draftFor(prompt).texts;
      expect(texts.join(' '), prompt).toMatch(/explained to you|support would help you|carry on with/);
      expect(texts.join(' '), prompt).not.toMatch(
        /satisfied are you with your job|supported do you feel by your manager/,
      );
    }
  });

  test('a survey about the job itself still asks about the job', () => {
    expect(draftFor('annual employee engagement survey').texts.join(' ')).toMatch(
      /satisfied are you with your job/,
    );
  });
});

describe('one new idea is asked about on its own, with what people would pay when the request asks', () => {
  test('"would people pay for" asks what they would pay', () => {
    const texts = draftFor('would customers pay for a gift wrapping service at our bookshop').texts.join(' ');
    expect(texts).toMatch(/most you would pay/i);
  });

  test('"assess demand for" a scheme that does not exist yet asks whether people would use it', () => {
    const texts = draftFor('measure demand for a tool library in our village').texts.join(' ');
    expect(texts).toMatch(/how likely would you be to use it/i);
    expect(texts).not.toMatch(/how satisfied are you with|how often do you use/i);
  });

  test('a concept test of one concept shows no placeholder variants', () => {
    const draft = draftFor('concept test for a dog-walking subscription box');
    expect(draft.options.flat()).not.toContain('Variant A');
    expect(draft.texts.join(' ')).toMatch(/dog-walking subscription box/);
  });
});

describe('labelled concepts with a note in brackets keep their labels', () => {
  test('"Concept A (mountain), Concept B (river)" are Concept A and Concept B, described', () => {
    const brief = readBrief(
      'which poster concept do visitors prefer: Concept A (mountain) or Concept B (river)?',
    );
    expect(brief.concepts.map((concept) => concept.title)).toEqual(['Concept A', 'Concept B']);
    expect(brief.concepts.map((concept) => concept.description)).toEqual(['Mountain', 'River']);
  });

  test('the request after the last note is read again', () => {
    const draft = draftFor('test version 1 (short form) against version 2 (long form) on our signup page');
    expect(draft.options.flat()).toEqual(expect.arrayContaining(['Version 1', 'Version 2']));
    expect(JSON.stringify(draft)).not.toMatch(/\((?:short|long) form\)/);
  });
});

describe('a quality of the people who serve is judged by the people served', () => {
  test('"how helpful the pharmacists are" asks about the pharmacists, not the respondent', () => {
    const texts = draftFor(
      'Patient survey for our pharmacy about the queue and how helpful the pharmacists are',
    ).texts.join(' ');
    expect(texts).toMatch(/How helpful are the pharmacists\?/);
    expect(texts).not.toMatch(/How helpful are you\?/);
  });
});

describe('a hardship people live through is not rated as an experience', () => {
  test('floods and heatwaves are asked how they affect people, never "very positive"', () => {
    for (const prompt of ['survey residents about the floods', 'care home staff on the heatwave']) {
      const draft = draftFor(prompt);
      expect(draft.options.flat(), prompt).not.toContain('Very positive');
      expect(draft.texts.join(' '), prompt).toMatch(/affect/i);
    }
  });
});

describe('how people use something', () => {
  test('"how are X using Y" names the people and the doing in the title', () => {
    const draft = draftFor('how are members using the club app to book courts');
    expect(draft.title).toBe('How members use the club app to book courts');
  });

  test('using something is held back by the thing, not by options to compare', () => {
    const draft = draftFor('how do students use flashcard apps for revision');
    expect(draft.options[0]).not.toContain('Technical problems');
    const options = draft.options.flat();
    expect(options).not.toContain('Too many options to compare');
    expect(options).not.toContain('Agreeing with other people');
  });
});

describe('leaving a checkout, a leisure class or a task done online', () => {
  test('why people abandon a checkout or a sign-up flow is a study of leaving, asked at which step', () => {
    const draft = draftFor('why do shoppers abandon their baskets on our checkout page');
    expect(draft.texts.join(' ')).toMatch(/main reason/i);
    expect(draft.texts.join(' ')).toMatch(/At which step did you stop\?/);
    expect(draft.texts.join(' ')).not.toMatch(/did you like about|How easy was it to abandon/i);
  });

  test("leaving a fitness class offers a class-goer's reasons, not a student's", () => {
    const options = draftFor('why have people stopped coming to our Saturday pilates classes').options.flat();
    expect(options).not.toContain('I fell behind');
    expect(options).toContain('The day or time no longer suits me');
  });

  test('a task done through an app or a website is a usability study, not a visit or a course', () => {
    for (const prompt of [
      "patients' feedback on ordering repeat prescriptions via the surgery app",
      'how satisfied are members with booking classes through our website',
    ]) {
      const texts = draftFor(prompt).texts.join(' ');
      expect(texts, prompt).not.toMatch(/wait to be served|prescription ready|clear was the teaching|pace/i);
      expect(texts, prompt).toMatch(/\b(?:app|website)\b/);
    }
  });
});

describe('a display that stands and a meal that is served are not occasions', () => {
  test('an exhibition is visited: no organisation, length or "similar event"', () => {
    const texts = draftFor('visitor feedback on the new Roman coins exhibition at our gallery').texts.join(
      ' ',
    );
    expect(texts).not.toMatch(/well organised|length of|similar event/i);
    expect(texts).toMatch(/learn|interesting/i);
  });

  test('a meal a café or hotel serves is eaten, not attended', () => {
    const texts = draftFor('what do diners think of the brunch we launched').texts.join(' ');
    expect(texts).not.toMatch(/well organised|length of|similar event/i);
    expect(texts).toMatch(/food|choice/i);
  });

  test('a gala dinner is still an occasion', () => {
    expect(draftFor('feedback from guests at the awards dinner').texts.join(' ')).toMatch(
      /organised|similar event/i,
    );
  });
});

describe('"feedback" alone names no product', () => {
  test('feedback on an event or a place rates the event or the place, never "how often do you use it"', () => {
    for (const prompt of [
      'feedback from guests at the awards dinner',
      'feedback on our climbing wall centre',
    ]) {
      const texts = draftFor(prompt).texts.join(' ');
      expect(texts, prompt).not.toMatch(/how often do you (?:attend|use)|meet your needs|work for you/i);
    }
  });
});

describe('"people like me or businesses" is asked only of public matters', () => {
  test('an opinion on a school or club matter does not ask whether businesses benefit', () => {
    for (const prompt of [
      '9 questions on how pupils feel about the new homework diary',
      '10 questions: what do members think of the new lockers',
    ]) {
      expect(draftFor(prompt).options.flat(), prompt).not.toContain('Businesses');
    }
  });
});

describe('how good something is, asked as a goal, is rated on a scale', () => {
  test('"how quick the delivery drivers are" is a scale question about the drivers', () => {
    const reply = offlineReply({
      message: 'Survey for our florist customers on the bouquets and how quick the delivery drivers are',
      survey: null,
    });
    if (reply.action?.kind !== 'create') throw new Error('no survey');
    const asked = listQuestions(reply.action.survey)
      .map((entry) => entry.question)
      .find((question) => /How quick are the delivery drivers\?/.test(question.text));
    expect(asked?.response_type).toBe('NUMBER_SELECT');
  });
});

describe('whose views are sought are asked, even when the word could name a business', () => {
  test('"insurers\' views on X", "lenders\' opinions of X": the people answer, X is the subject', () => {
    expect(readBrief("Insurers' views on the new flood maps")).toMatchObject({
      audience: 'insurers',
      subject: { name: 'new flood maps' },
    });
    expect(readBrief("lenders' opinions of the new mortgage rules")).toMatchObject({
      audience: 'lenders',
      subject: { name: 'new mortgage rules' },
    });
  });
});

describe('parts listed after a rating verb are rated one by one', () => {
  test('"rate the festival toilets, food stalls and stage sound": the festival, with three parts', () => {
    const brief = readBrief('please evaluate the festival toilets, food stalls and stage sound');
    expect(brief.subject?.name).toBe('festival');
    expect(brief.aspects.map((aspect) => aspect.name)).toEqual(['toilets', 'food stalls', 'stage sound']);
    expect(draftFor('rate our guesthouse rooms, breakfast and staff').texts.join(' ')).toMatch(
      /rate the breakfast\?.*rate the staff\?/i,
    );
  });
});

describe('emails are read, not used', () => {
  test('feedback on a welcome email series asks how often people read them', () => {
    const texts = draftFor('feedback on our welcome emails for new members').texts.join(' ');
    expect(texts).toMatch(/how often do you read/i);
    expect(texts).not.toMatch(/to use\?|how often do you use|first hear about/i);
  });
});

describe('awareness of a notice is not awareness of a brand', () => {
  test('a new parking scheme is understood and acted on, not used or called good value', () => {
    const draft = draftFor('check awareness of the new residents parking scheme');
    expect(draft.texts.join(' ')).not.toMatch(/have you ever used/i);
    expect(draft.options.flat()).not.toContain('Good value');
    expect(draft.texts.join(' ')).toMatch(/understand|changed what you do/i);
  });
});

describe("a goal that repeats the study's own question is asked once", () => {
  test('"what workshops would you like us to add next term" is not asked twice in other words', () => {
    const texts = draftFor('library members - what workshops would you like us to add next term').texts;
    expect(texts.filter((text) => /^What workshops would you/i.test(text))).toHaveLength(1);
  });
});

describe('what people do names the subject before what they are named after', () => {
  test('"how do new home owners pick a builder" is about picking a builder, not the new home', () => {
    const brief = readBrief('how do new home owners pick a builder');
    expect(brief.subject?.name).toMatch(/builder/);
    expect(draftFor('how do new home owners pick a builder').title).not.toMatch(/^New home/i);
  });
});

describe('a provider month after month is not an installation visit', () => {
  test('tenants asked about their internet provider get no engineer-visit questions', () => {
    const texts = draftFor("tenants' experience with their internet provider").texts.join(' ');
    expect(texts).not.toMatch(/engineer|when they left|in stock|checkout/i);
  });
});
