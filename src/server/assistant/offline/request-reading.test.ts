import { describe, expect, test } from 'vitest';
import { readBrief } from './brief.ts';
import { parseEditCommand } from './command-parser.ts';
import { listQuestions } from './question-index.ts';
import { recognizeIntent } from './intent.ts';
import { offlineReply } from './offline-assistant.ts';

// General causes found by the held-out eval (eval/held-out-corpus.ts), each tested on requests
// that are not in it, so a fix that only fits one held-out prompt fails here.

function questionsFor(message: string): string[] {
  const reply = offlineReply({ message, survey: null });
  if (reply.action?.kind !== 'create') throw new Error(`no survey for ${message}: ${reply.text}`);
  return listQuestions(reply.action.survey).map(({ question }) => question.text);
}

describe('a place or owner after a thing does not replace it as the subject', () => {
  test.each([
    ['how do residents feel about the new recycling bins in our town', 'new recycling bins'],
    ['interest in a kids menu at our cafe', 'kids menu'],
    ['opinions on the night buses in our town', 'night buses'],
    ['students + career advice services at the university', 'career advice services'],
  ])('%s → %s', (message, subject) => {
    expect(readBrief(message).subject?.name).toBe(subject);
  });

  test('a stay at a place keeps the place as the subject', () => {
    expect(readBrief('how was your stay at the Seaview hotel').subject?.name).toMatch(/Seaview hotel/);
  });

  test("things whose names end like a doer's are not people", () => {
    expect(readBrief('what do commuters think about the new printers in the library').subject?.name).toBe(
      'new printers',
    );
  });
});

describe('what a request asks for', () => {
  test.each(['Concert goers: what did they think of the lighting', 'what did guests think of the new spa'])(
    'a survey about a past experience is made, not read as results: %s',
    (message) => {
      expect(recognizeIntent(message)).not.toBe('results');
    },
  );

  test.each([
    'what did people say about the price?',
    'how did people answer the pricing question?',
    'how many responses so far',
    'summarise the results',
  ])('collected answers are still results: %s', (message) => {
    expect(recognizeIntent(message)).toBe('results');
  });

  test('translators are people, not a request to translate', () => {
    expect(parseEditCommand('why do freelance translators leave agencies')).toBeNull();
    expect(parseEditCommand('translate this survey into German')).toMatchObject({ kind: 'translate' });
  });

  test.each([
    ['which colour for the new logo: teal, coral or navy', ['teal', 'coral', 'navy']],
    ['what should we name the puppy: Biscuit, Pepper or Mochi?', ['Biscuit', 'Pepper', 'Mochi']],
  ])('named choices after a colon make a poll: %s', (message, options) => {
    expect(recognizeIntent(message)).toBe('poll');
    const reply = offlineReply({ message, survey: null });
    const survey = reply.action?.kind === 'create' ? reply.action.survey : null;
    const text = JSON.stringify(survey);
    for (const option of options) expect(text).toContain(option);
  });

  test.each([
    ['which colour should the bus be: teal, coral or navy', 'Which colour do you prefer?'],
    ['Choose a name for the boat: Nimbus, Gull or Tern', 'Which name do you prefer for the boat?'],
  ])('a poll over a kind of thing asks which one: %s', (message, wording) => {
    expect(questionsFor(message)[0]).toBe(wording);
  });

  test('users who do not convert to paying is a purchase decision, not churn', () => {
    expect(recognizeIntent('find out why free users never convert to the premium plan')).toBe(
      'purchase-decision',
    );
    expect(recognizeIntent('why do members cancel their subscription')).toBe('churn');
  });

  test("what other people want from a thing is the subject, not the author's request", () => {
    expect(readBrief('we run a gym, find out what members want from the changing rooms').subject?.name).toBe(
      'changing rooms',
    );
  });

  test('a team check-in after a change is an employee survey about the change', () => {
    expect(recognizeIntent('short pulse survey for our team after the restructure')).toBe('employee');
    expect(readBrief('quick pulse check-in with my staff after the office move').subject?.name).toMatch(
      /office move/,
    );
  });

  test('the author describing their company is not the subject', () => {
    for (const message of [
      "We're a language school, find out why trial students don't sign up",
      'I am a florist and want to know why customers never order online',
    ]) {
      expect(readBrief(message).subject?.name ?? '').not.toMatch(/school|florist/);
    }
  });
});

describe("what customers think of the author's own offering", () => {
  test.each([
    ['what do diners think of our new rooftop terrace', 'customer-satisfaction'],
    ['find out what users think of our new dashboard', 'product-feedback'],
  ])('%s is feedback (%s), not a public attitude', (message, frame) => {
    expect(recognizeIntent(message)).toBe(frame);
  });

  test('a public question about an owned plan stays an attitude survey', () => {
    expect(recognizeIntent('what do residents think of our new parking plan')).toBe('attitude');
  });

  test('an exhibition or show named at a museum is an event to give feedback on', () => {
    expect(recognizeIntent('gallery visitors: what did they think of the photography exhibition')).toBe(
      'event-feedback',
    );
  });
});

describe('choices and agreement', () => {
  test('"which X to buy" keeps a plural choice without "a"', () => {
    expect(readBrief('how do gardeners decide which bulbs to buy').behaviour?.base).toBe('buy bulbs');
    expect(readBrief('how do parents decide which pram to buy').behaviour?.base).toBe('buy a pram');
  });

  test('questions agree with a plural subject', () => {
    const questions = questionsFor('feedback from riders on the new tram stops').join('\n');
    expect(questions).not.toMatch(/\b(?:does|is|was) the new tram stops\b/);
  });
});
