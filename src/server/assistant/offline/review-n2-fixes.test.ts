import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind review N, second round (issue 13). Prompts written for these tests, not taken from the
// review's sets; they pin the kind of wording, not exact drafts.

function allText(prompt: string): string {
  return draftFor(prompt).texts.join(' \n ');
}

describe('"a" or "an" follows the sound of the chosen thing', () => {
  test('"which electric bike / infant car seat / oven to buy" reads "an …"', () => {
    for (const [prompt, thing] of [
      ['How do shoppers choose which electric bike to buy?', 'electric bike'],
      ['how do new parents pick which infant car seat to get', 'infant car seat'],
      ['how people decide which oven to buy', 'oven'],
    ] as const) {
      const text = allText(prompt);
      expect(text, prompt).toContain(`an ${thing}`);
      expect(text, prompt).not.toMatch(/\ba [aeio]\w/);
    }
  });

  test('a consonant still takes "a"', () => {
    expect(allText('how do landlords choose which boiler to buy')).toContain('a boiler');
  });
});

describe('a past tense the tagger leaves unchanged is formed, unless the verb really keeps its form', () => {
  test('"budget" becomes "budgeted" in the last-time question', () => {
    for (const prompt of [
      'how do retirees budget for their holidays',
      'how do young couples budget their wages each month',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).toMatch(/last time you budgeted/);
      expect(text, prompt).not.toMatch(/last time you budget\b/);
    }
  });

  test('a verb whose past is its base keeps it', async () => {
    const { pastTenseOf } = await import('./past-tense.ts');
    expect(pastTenseOf('cut', 'cut')).toBe('cut');
    expect(pastTenseOf('target', 'target')).toBe('targeted');
    expect(pastTenseOf('schedule', undefined)).toBe('scheduled');
  });
});

describe('things used in a moment are counted in uses, not hours', () => {
  test('bins, racks and drop boxes are not asked about in hours or enjoyment', () => {
    for (const prompt of [
      'how often do people use the recycling bins on their street',
      'how often do commuters use the bike racks at the station',
      'How often do residents use the library book drop?',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).toMatch(/how often do you use/i);
      expect(text, prompt).not.toMatch(/hours a week|how much time do you spend|enjoy/i);
    }
  });

  test('a pastime or an app still is', () => {
    expect(allText('how often do people cook at home')).toMatch(/hours a week/);
    expect(allText('how much do teens use instagram')).toMatch(/hours a week/);
  });
});

describe('a service received is not drafted as an event', () => {
  const EVENT_WORDING =
    /networking|talks and presentations|attend a similar event|organiser|how well organised/i;

  test('sessions of care or treatment are appointments, not gatherings', () => {
    for (const prompt of [
      'client feedback after counselling sessions',
      'Feedback from members after their personal training sessions',
      'survey for owners after massage therapy sessions for their dogs',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(EVENT_WORDING);
      expect(text, prompt).toMatch(/sessions/i);
    }
  });

  test('a place visited once is a service at that place', () => {
    for (const prompt of [
      'how was your experience at the recycling centre',
      'How was your visit to our walk-in clinic?',
    ]) {
      expect(allText(prompt), prompt).not.toMatch(EVENT_WORDING);
    }
  });

  test('a gathering, or a place holding one, is still an event', () => {
    expect(allText('feedback from attendees of our careers fair at the sports centre')).toMatch(
      /attend a similar event|organised|most valuable/i,
    );
    expect(allText('post-event survey for our group training sessions')).toMatch(EVENT_WORDING);
  });
});

describe('interest in something people do not have yet is a take-up study, not an evaluation', () => {
  const EVALUATION =
    /how clear was the teaching|how would you rate|how satisfied are you|affected your workload/i;

  test('"interest in …" and "be interested in a …" ask whether people would take it up', () => {
    for (const [prompt, thing] of [
      ['interest in weekend pottery classes at the library', /pottery classes/i],
      ['interest among staff in a lunchtime yoga session', /yoga session/i],
      ['would parents be interested in a breakfast club at the school', /breakfast club/i],
    ] as const) {
      const draft = draftFor(prompt);
      const text = draft.texts.join(' ');
      expect(text, prompt).not.toMatch(EVALUATION);
      expect(text, prompt).toMatch(/how likely would you be|would stop you/i);
      expect(draft.title, prompt).toMatch(thing);
    }
  });

  test('a course people have taken is still evaluated', () => {
    expect(allText('feedback from learners on the evening pottery classes')).not.toMatch(
      /how likely would you be to use/i,
    );
  });
});

describe('changed workplace surroundings are not asked about like a new tool', () => {
  const TOOL_CHANGE = /affected your workload|explained to you|support would help you get the most/i;

  test('a layout, a break room or lockers are judged by how well they serve people', () => {
    for (const prompt of [
      'staff opinions on the new hot-desking layout',
      'employee feedback on the refurbished break room',
      'what do warehouse staff think of the new lockers',
    ]) {
      const text = allText(prompt);
      expect(text, prompt).not.toMatch(TOOL_CHANGE);
      expect(text, prompt).toMatch(/meet your needs|working day better or worse/i);
    }
  });

  test('"new staff" before an amenity names who uses it, not new hires', () => {
    const draft = draftFor('employee survey about the new staff car park permits');
    expect(draft.title).toMatch(/car park/i);
    expect(draft.texts.join(' ')).not.toMatch(/first day|first weeks|buddy or mentor/i);
    expect(allText('what do new staff think of their first week')).toMatch(/first day|first weeks/i);
  });

  test('a new tool or process still gets the change questions', () => {
    expect(allText('employee survey on the new expenses tool')).toMatch(/affected your workload/);
    expect(allText('what do staff think of the new holiday booking process')).toMatch(TOOL_CHANGE);
  });
});

describe('leaving reasons follow what was left, not one word', () => {
  const SOFTWARE_REASONS = /setting it up|a feature I need|paid plan/i;
  const SUBSCRIPTION_REASONS = /it cost too much|didn't use it enough/i;

  function reasons(prompt: string): string {
    return draftFor(prompt).options.flat().join(' | ');
  }

  test('a trial of a box or a paper gets reasons for a thing tried, not software reasons', () => {
    for (const prompt of [
      'why do people stop their recipe box after the free trial week',
      'why do subscribers drop the weekend paper once the trial is over',
    ]) {
      const found = reasons(prompt);
      expect(found, prompt).not.toMatch(SOFTWARE_REASONS);
      expect(found, prompt).toMatch(/trial|free period/i);
    }
  });

  test('a software trial keeps the software reasons', () => {
    expect(reasons('why dont teams upgrade after the free trial of our scheduling tool')).toMatch(
      SOFTWARE_REASONS,
    );
  });

  test('leaving a page without a first step gets first-step reasons, and is not asked how easy leaving was', () => {
    for (const prompt of [
      'why do people leave our booking page without booking a table',
      'why do readers abandon the newsletter signup form without subscribing',
    ]) {
      const draft = draftFor(prompt);
      expect(draft.options.flat().join(' | '), prompt).not.toMatch(SUBSCRIPTION_REASONS);
      expect(draft.options.flat().join(' | '), prompt).toMatch(/only looking|what to do next/i);
      expect(draft.texts.join(' '), prompt).not.toMatch(/how easy was it to (?:leave|abandon)/i);
    }
  });
});
