import { describe, expect, test } from 'vitest';
import { readBrief } from './brief.ts';
import { chooseFrame } from './frames.ts';
import { draftFor } from './draft-test-support.ts';

// Blind review M (issue 13): what holds people back ("what stops owners from using accounting
// software", "barriers to recycling soft plastics") was read as a subject ("using accounting
// software", "investigate barriers") and asked as satisfaction or experience. Prompts written for
// this test, not the review's.

describe('what holds people back is a doing they do not do', () => {
  test('"what stops X from doing Y" asks why they do not do Y', () => {
    const draft = draftFor('find out what stops freelancers from using invoicing apps');
    expect(draft.texts[0]).toBe("What is the main reason you don't use invoicing apps?");
    expect(draft.texts.join(' ')).not.toMatch(/using using|use using|satisfied/i);
    expect(draft.title).toBe("Why people don't use invoicing apps");
  });

  test('"barriers to doing Y" reads the doing, not the barriers', () => {
    const brief = readBrief('barriers to composting food waste in flats');
    expect(brief.behaviour?.base).toMatch(/^compost food waste\b/);
    expect(brief.behaviour?.negated).toBe(true);
    expect(chooseFrame(brief)).toBe('churn');
    expect(brief.subject?.name).toBe('food waste');
  });

  test('a research verb before the barriers is not part of the subject', () => {
    const draft = draftFor('Explore the barriers to booking GP appointments online among older adults');
    expect(draft.texts.join(' ')).toMatch(/book GP appointments online/);
    expect(draft.texts.join(' ')).not.toMatch(/explore|barriers/i);
  });

  test('"what gets in the way of" a doing', () => {
    const brief = readBrief('what gets in the way of exercising regularly for new parents');
    expect(brief.behaviour?.base).toBe('exercise regularly');
    expect(brief.behaviour?.negated).toBe(true);
  });

  test('people who never started are not asked about coming back or what they liked', () => {
    const texts = draftFor('what prevents renters from joining the tenants union').texts.join(' ');
    expect(texts).toMatch(/join the tenants union/);
    expect(texts).not.toMatch(/come back|did you like/i);
  });

  test('"cycle to work": a bare destination completes the doing', () => {
    const brief = readBrief("why don't more commuters cycle to work");
    expect(brief.behaviour?.base).toBe('cycle to work');
    expect(brief.behaviour?.negated).toBe(true);
  });
});

// A noun for a step or a use was read without what completes it ("the return", "the intro",
// "your use"), and an owner's possessive was glued onto the thing ("the museum new exhibition").
describe('a noun phrase keeps what completes it', () => {
  test.each([
    ['teachers views on the move to a new timetable', 'move to a new timetable'],
    ['student feedback on the introduction to coding module', 'introduction to coding module'],
    ['residents views on changes to the parking permit zones', 'changes to the parking permit zones'],
    ['survey our staff about the switch to a new rota system', 'switch to a new rota system'],
  ])('%s', (message, name) => {
    expect(readBrief(message).subject?.name).toBe(name);
  });

  test('a singular step without an article is asked with one', () => {
    const texts = draftFor('employee survey about transition to hybrid working').texts.join(' ');
    expect(texts).toMatch(/the transition to hybrid working/);
  });

  test('plural changes keep a plural verb', () => {
    const subject = readBrief('what do tenants think about changes to the service charge').subject;
    expect(subject?.name).toBe('changes to the service charge');
    expect(subject?.plural).toBe(true);
  });

  test('"their use of X for Y" asks how they use X for Y', () => {
    expect(
      readBrief('asking beekeepers about their use of sensors for hive monitoring').behaviour?.base,
    ).toBe('use sensors for hive monitoring');
    const draft = draftFor('surveying vets about their use of telemedicine apps for follow-ups');
    const texts = draft.texts.join(' ');
    expect(texts).toMatch(/use telemedicine apps/);
    expect(texts).not.toMatch(/your use\b|\buse survey/i);
    expect(draft.title).not.toMatch(/^Use\b/);
  });

  test("an owner's possessive is not glued onto the thing owned", () => {
    const draft = draftFor("visitor feedback on the aquarium's new shark tunnel");
    const all = `${draft.title} ${draft.texts.join(' ')}`;
    expect(all).toMatch(/new shark tunnel/);
    expect(all).not.toMatch(/aquarium new shark tunnel/i);
  });
});

// The kind of study followed a keyword ("customer", "course", "delivery") or a stray clause ("before
// we go to consultation") rather than what the request asks.
describe('the kind of study follows what the request asks', () => {
  test('"ask X why they didn\'t …" with no survey open makes a survey about it', () => {
    const draft = draftFor('ask subscribers why they didnt complete registration');
    expect(draft.title).toMatch(/didn't complete registration/i);
    expect(draft.texts[0]).toMatch(/not to complete registration/);
  });

  test('people leaving a course are asked why, not asked to rate it', () => {
    const texts = draftFor(
      'I teach a beginners coding course and want to know why learners stop after a few weeks',
    ).texts.join(' ');
    expect(texts).toMatch(/stop attending (?:the|our) beginners coding course/);
    expect(texts).not.toMatch(/How clear was the teaching/);
  });

  test('paying more for something asks about a premium, in shares of the price', () => {
    const draft = draftFor('would shoppers pay more for locally grown vegetables');
    expect(draft.texts.join(' ')).toMatch(/pay more for/);
    expect(draft.options.flat().join(' ')).toMatch(/10–20% more/);
    expect(draft.texts.join(' ')).not.toMatch(/Did your order arrive|so cheap that you would doubt/);
  });

  test('a loose "customer" does not outweigh why people switch', () => {
    const brief = readBrief('Customer research on why people switch payroll providers');
    expect(brief.subject?.name).toBe('payroll providers');
    expect(chooseFrame(brief)).toBe('purchase-decision');
  });

  test.each([
    [
      'what do commuters think about closing the station car park at weekends',
      'closing the station car park',
    ],
    ['Survey of pool users about extending lane swimming to evenings', 'extending lane swimming to evenings'],
  ])('a change named by its doing is a consultation: %s', (message, change) => {
    const texts = draftFor(message).texts.join(' ');
    expect(texts).toMatch(new RegExp(`support or oppose ${change}`));
  });

  test("the author's trailing timeline is not the subject", () => {
    const brief = readBrief(
      'residents views on adding a zebra crossing on Mill Lane before we submit the plan to highways',
    );
    expect(brief.subject?.name).toMatch(/^adding a zebra crossing/);
  });
});

// A word inside a noun compound that can also be a verb ("age", "refill", "use") was read as the
// verb, cutting the subject short ("social media", "stations") or making one of a place ("How often
// do you use in the city centre?").
describe('a verb form inside a noun compound is part of it', () => {
  test.each([
    ['how do parents feel about social media age verification', 'social media age verification'],
    ['feedback from campers about the drinking water refill points', 'drinking water refill points'],
  ])('%s', (message, name) => {
    expect(readBrief(message).subject?.name).toBe(name);
  });

  test('"X use in a place" asks how people use X there', () => {
    const draft = draftFor('survey about bike share use in the town centre');
    const texts = draft.texts.join(' ');
    expect(texts).toMatch(/use bike share in the town centre/);
    expect(texts).not.toMatch(/use in the town centre/);
  });

  test('a thing ending a list is not a verb, and "X use at a place" is using X there', () => {
    const brief = readBrief('survey about car park use at the hospital and noise complaints');
    expect(brief.behaviour?.base).toBe('use car park at the hospital');
    expect(brief.subject?.name).toBe('car park');
  });
});

// A decision asked as "which X should we …" lost its noun ("Which should we hold?") or became
// feedback on an event not held yet; the NPS question typed out became service feedback; "find the
// new flow easier or harder" was read as searching for it.
describe('the question the request asks', () => {
  test('"which X should we VERB …" is the poll question, whole', () => {
    const draft = draftFor('which room should we book for the quarterly all-hands');
    expect(draft.texts[0]).toBe('Which room should we book for the quarterly all-hands?');
    expect(chooseFrame(readBrief('what time should we start the staff quiz night'))).toBe('poll');
  });

  test('the NPS question typed out is an NPS survey', () => {
    const brief = readBrief('how likely are patients to recommend our physio clinic');
    expect(chooseFrame(brief)).toBe('nps');
  });

  test('finding a thing easier or harder is a judgement of it, and the comparison is asked', () => {
    const draft = draftFor('I want to know whether teachers find the new gradebook quicker or slower');
    expect(draft.texts[0]).toBe('Compared with before, is the new gradebook quicker or slower?');
    expect(draft.options[0]).toEqual(['Quicker', 'About the same', 'Slower']);
    expect(draft.texts.join(' ')).not.toMatch(/often do you find|reason you find/);
  });
});

// Listed aspects: "rate their stay, …" kept the rating verb ("How would you rate the rate their
// stay?"), the list's last "X and Y" stayed one item, a bare "issue" lost its owner, and a member
// survey dropped the system the members were asked about.
describe('listed aspects and the thing asked about', () => {
  test('a rating verb and "their" at the head of a list are the request, not the aspect', () => {
    const draft = draftFor('B&B guests: rate their room, the garden, parking and wifi');
    expect(draft.texts).toContain('How would you rate your room?');
    expect(draft.texts.join(' ')).not.toMatch(/rate the rate|their room/);
    expect(draft.texts.join(' ')).toMatch(/the parking\?/);
    expect(draft.texts.join(' ')).toMatch(/the wifi\?/);
  });

  test('a case of their own is "your" case, asked once', () => {
    const draft = draftFor('rate our IT helpdesk - speed, friendliness, whether problem got fixed');
    expect(draft.texts).toContain('Did your problem get fixed?');
    expect(draft.texts.filter((text) => /resolved|fixed/.test(text))).toHaveLength(1);
    // A service's speed is rated; it cannot be "too fast" as a pace can.
    expect(draft.texts).toContain('How would you rate the speed?');
  });

  test('members asked about a system rate the system, not their membership', () => {
    const brief = readBrief('what do members think of the new locker app at the climbing club');
    expect(chooseFrame(brief)).toBe('product-feedback');
  });
});

// Price bands of one market ("Up to $5 per month") were offered for any ("a meal kit"), and a thing
// the author described by what they did to it ("the dark mode we shipped in v2.3") lost its name.
describe('answers and names that fit the thing', () => {
  test('what people would pay is asked as an amount, never in bands from another market', () => {
    const draft = draftFor('market research for a home cleaning subscription for busy parents');
    const all = `${draft.texts.join(' ')} ${draft.options.flat().join(' ')}`;
    expect(all).not.toMatch(/Up to \$5|\$10–\$20/);
    expect(draft.texts.join(' ')).toMatch(/most you would pay for/);
  });

  test('a period the request names is the period asked', () => {
    const draft = draftFor('market research for a monthly flower subscription');
    const at = draft.texts.indexOf(
      'What is the most you would pay per month for a monthly flower subscription?',
    );
    expect(at).toBeGreaterThanOrEqual(0);
    // An amount, not price bands.
    expect(draft.options[at]).toEqual([]);
  });

  test('"the X we shipped in v4.1 of our app" is our X', () => {
    const brief = readBrief('user feedback on the offline mode we released in v4.1 of our notes app');
    expect(brief.subject?.reference).toBe('our offline mode');
  });
});

// "their flat" was read as an adjective with no noun (a survey with nothing in it), and "about their
// shifts and whether they feel appreciated" kept only the second.
describe('what the request names is read and asked', () => {
  test('a word ending a phrase after a determiner is its noun', () => {
    const brief = readBrief('how do students find their flat in a new city');
    expect(brief.behaviour?.base).toMatch(/^find your flat/);
  });

  test('how people find something is a decision study', () => {
    expect(chooseFrame(readBrief('how do students find their flat in a new city'))).toBe('purchase-decision');
  });

  test('"about X and whether Y": both are asked', () => {
    const texts = draftFor(
      'survey stewards at the stadium about their rotas and whether they feel safe',
    ).texts.join(' ');
    expect(texts).toMatch(/your rotas/);
    expect(texts).toMatch(/feel safe/);
  });
});

// A habits survey about reaching a service asked how many hours a week people spend on it, and how
// much they enjoy it.
describe('reaching a service is counted in visits', () => {
  test('no hours a week, time spent or enjoyment for accessing a service', () => {
    const texts = draftFor('how do young people in small towns access youth services').texts.join(' ');
    expect(texts).toMatch(/How often do you access youth services\?/);
    expect(texts).not.toMatch(/hours a week|how much time do you spend|enjoy accessing/i);
  });
});

// Lessons for children were evaluated as if the parent answering had taken them ("How confident do
// you feel using what you learned?", "materials and resources").
describe("children's lessons are asked of their parents", () => {
  test('the child enjoys and progresses; the parent did not learn', () => {
    const texts = draftFor("feedback on the children's ballet classes at our studio").texts.join(' ');
    expect(texts).toMatch(/How much progress has your child made\?/);
    expect(texts).not.toMatch(/using what you learned|materials and resources/);
    // The children's classes, with their possessive.
    expect(texts).toMatch(/the children's ballet classes/);
  });
});

// People named after an event ("festival goers", "wedding guests") asked about named parts of it
// got the event's questions about a part ("How did you find the length of the toilets?").
describe('parts of an event are asked as parts of it', () => {
  test('the event is the subject and the named parts are rated', () => {
    const draft = draftFor('survey for gala guests about the cloakroom and the raffle');
    expect(draft.texts).toContain('How would you rate the cloakroom?');
    expect(draft.texts).toContain('How would you rate the raffle?');
    expect(draft.texts.join(' ')).toMatch(/the gala\b/);
    expect(draft.texts.join(' ')).not.toMatch(/length of the cloakroom|enjoy most about the cloakroom/);
  });
});

// Staff asked how they use a tool at work got a job-satisfaction survey (or, with a shift named,
// a patient's "how well did the staff look after you").
describe('a tool staff use at work', () => {
  test('is rated as a tool, and not on price', () => {
    const draft = draftFor('find out how warehouse staff use the new stock scanning app during busy shifts');
    const texts = draft.texts.join(' ');
    expect(texts).toMatch(/the new stock scanning app/);
    expect(texts).not.toMatch(/satisfied are you with your job|look after you/);
    expect(draft.options.flat()).not.toContain('Price');
  });
});

describe('why people do not do something', () => {
  test('the reasons offered fit a free thing as well as a paid one', () => {
    const draft = draftFor('why do residents not use the free bulky waste collection');
    expect(draft.options[0]).toContain("I don't know enough about it");
    expect(draft.options[0]).not.toContain('I lose interest');
  });
});

describe('words the reader knows are not typos', () => {
  test('"concert goers" stays concert, and the parts they are asked about are rated', () => {
    const draft = draftFor('concert goers about the cloakroom and the merch stand');
    expect(draft.texts.join(' ')).toMatch(/the concert\b/);
    expect(draft.texts.join(' ')).not.toMatch(/concept/);
    expect(draft.texts).toContain('How would you rate the merch stand?');
  });

  test('a plural thing people might pay more for agrees with its verb', () => {
    const texts = draftFor('would diners pay extra for local cheeses').texts.join(' ');
    expect(texts).toMatch(/How important are the local cheeses to you\?/);
  });
});
