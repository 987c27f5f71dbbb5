import { describe, expect, test } from 'vitest';
import { draftFor } from './draft-test-support.ts';

// Blind review C (issue 13): "podcast listener survey" asked about "the podcast listener", "pulse
// check for remote workers" asked "How satisfied are you with the remote?", and "trainig feedback"
// rated "the trainig". People named after what they use are not the thing asked about, a word that
// only describes the people is no subject, media is listened to or read, and a slip in a common
// word is repaired. Prompts written for this test.
describe('people are not the subject', () => {
  test.each([
    ['radio show listener survey', /\bthe radio show\b/i, /\blistener\b/i],
    ['magazine reader survey for our quarterly issue', /\bmagazine\b/i, /\breader\b/i],
  ])('%s', (message, about, never) => {
    const draft = draftFor(message);
    expect(draft.texts.join(' ')).toMatch(about);
    expect(draft.texts.join(' ')).not.toMatch(never);
  });

  test.each(['quick pulse survey for our hybrid employees', 'check in with young volunteers, 5 questions'])(
    '"%s" asks no question about a bare adjective',
    (message) => {
      const texts = draftFor(message).texts.join(' ');
      expect(texts).not.toMatch(/\bthe (?:hybrid|young)\b(?!\s+\w)/i);
      expect(texts).not.toMatch(/\bwith the (?:hybrid|young)\?/i);
    },
  );
});

describe('media is listened to, read or watched', () => {
  test.each([
    ['feedback on our weekly podcast', 'How often do you listen to our weekly podcast?'],
    ['survey readers of our monthly newsletter', 'How often do you read our monthly newsletter?'],
  ])('%s', (message, question) => {
    const draft = draftFor(message);
    expect(draft.texts).toContain(question);
    expect(draft.texts.join(' ')).not.toMatch(/\buse (?:our|the) (?:weekly podcast|monthly newsletter)\b/i);
    expect(draft.options.flat()).not.toContain('Reliability');
  });
});

describe('a slip in a common word is repaired', () => {
  test.each([
    ['evnt feedback for the spring gala', /\bgala\b/i],
    ['trainnig feedback for new starters', /\btraining\b/i],
    ['course evaulation for the pottery class', /\bpottery class\b/i],
  ])('%s', (message, expected) => {
    const draft = draftFor(message);
    expect(`${draft.title} ${draft.texts.join(' ')}`).toMatch(expected);
    expect(`${draft.title} ${draft.texts.join(' ')}`).not.toMatch(/\b(?:evnt|trainnig|evaulation)\b/i);
  });
});

describe('answers that fit the thing', () => {
  test('a periodical is read issue by issue, a show episode by episode', () => {
    expect(draftFor('feedback on our monthly members magazine').options.flat()).toContain('Most issues');
    expect(draftFor('survey listeners of our history podcast').options.flat()).toContain('Every episode');
  });

  test('length and frequency are too much or too little, not rated', () => {
    const draft = draftFor('feedback on our monthly webinar series - topics, length, frequency');
    expect(draft.texts).toContain('How do you find the length?');
    expect(draft.options.flat()).toEqual(expect.arrayContaining(['Too long', 'Not often enough']));
  });

  test('a venue is not asked how long or how well organised it was', () => {
    const texts = draftFor('ask guests at our wedding venue for feedback after their event').texts.join(' ');
    expect(texts).not.toMatch(
      /length of (?:the|our) (?:wedding )?venue|organised was (?:the|our) (?:wedding )?venue/i,
    );
  });
});
