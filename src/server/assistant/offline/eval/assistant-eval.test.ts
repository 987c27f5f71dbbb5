import { describe, expect, test } from 'vitest';
import type { SurveyDocument } from '#shared/survey/survey-schema.ts';
import { buildSurvey } from '../survey-builder.ts';
import { FRESH_CORPUS } from './fresh-corpus.ts';
import { HELD_OUT_CORPUS } from './held-out-corpus.ts';
import { INDEPENDENT_CORPUS } from './independent-corpus.ts';
import { PROMPT_CORPUS } from './prompt-corpus.ts';
import { STRANGER_CORPUS } from './stranger-corpus.ts';
import { evaluateCorpus, formatReport } from './run-eval.ts';
import { checkSurvey } from './survey-checks.ts';

// The same eval `npm run eval:assistant` prints: every corpus prompt must create a well-formed,
// grammatical survey about its topic, and at least 95% must pass every check.

describe('offline assistant eval', () => {
  test('the corpus holds at least 150 distinct requests', () => {
    expect(PROMPT_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(PROMPT_CORPUS.map((entry) => entry.prompt.toLowerCase())).size).toBe(PROMPT_CORPUS.length);
  });

  // 175 requests, each parsed and built: seconds on a busy 2-core machine.
  test('at least 95% of the corpus passes every check', { timeout: 120_000 }, () => {
    const report = evaluateCorpus();
    expect(report.score, formatReport(report)).toBeGreaterThanOrEqual(0.95);
  });

  // Written by other authors than the generator's (see held-out-corpus.ts). It passed 40/40 when
  // this gate was set; the margin allows a few misreadings, not a drift back to the 77% it started
  // at. Raise the bar rather than tune to these prompts.
  test('at least 90% of the held-out set passes every check', { timeout: 120_000 }, () => {
    expect(HELD_OUT_CORPUS.length).toBeGreaterThanOrEqual(40);
    const report = evaluateCorpus(HELD_OUT_CORPUS);
    expect(report.score, formatReport(report, 'Held-out set')).toBeGreaterThanOrEqual(0.9);
  });

  // Fresh requests of the shapes that read badly (fresh-corpus.ts), with the kind of study and the
  // alternatives of a decision pinned. It passed 48/52 when this gate was set.
  test('at least 90% of the fresh set passes every check', { timeout: 120_000 }, () => {
    expect(FRESH_CORPUS.length).toBeGreaterThanOrEqual(40);
    const report = evaluateCorpus(FRESH_CORPUS);
    expect(report.score, formatReport(report, 'Fresh set')).toBeGreaterThanOrEqual(0.9);
  });

  // An independent researcher's 30 requests (independent-corpus.ts), with checks that pin what a
  // good survey does for each. It passed 18/30 when this gate was set (5/30 before the fixes it
  // prompted); the gate is that score rounded down to the nearest 10%. Raise it as causes are fixed.
  test('at least 60% of the independent set passes every check', { timeout: 120_000 }, () => {
    expect(INDEPENDENT_CORPUS).toHaveLength(30);
    const report = evaluateCorpus(INDEPENDENT_CORPUS);
    expect(report.score, formatReport(report, 'Independent set')).toBeGreaterThanOrEqual(0.6);
  });

  // Sixty-three requests written before the generator's code was read (stranger-corpus.ts), with
  // the shared checks only; the drafts are scored by hand in docs/assistant-reviews/. The gate is
  // the score when it was set, rounded down to the nearest 5%. Raise it as causes are fixed.
  test('at least 75% of the stranger set passes every check', { timeout: 120_000 }, () => {
    expect(STRANGER_CORPUS.length).toBeGreaterThanOrEqual(60);
    const report = evaluateCorpus(STRANGER_CORPUS);
    expect(report.score, formatReport(report, 'Stranger set')).toBeGreaterThanOrEqual(0.75);
  });
});

/** A valid survey whose one question reads `text`, to feed the checker bad wording. */
function surveyAsking(text: string, options: string[] = []): SurveyDocument {
  const survey = structuredClone(buildSurvey('exploratory', 'remote work').survey);
  const page = survey.pages.find((candidate) => candidate.page_type === 'STANDARD')!;
  const block = page.content_blocks.find((candidate) => candidate.type === 'QUESTION_SET')!;
  if (block.type !== 'QUESTION_SET') throw new Error('expected a question set');
  const question = block.items[0]!;
  question.text = text;
  if (options.length > 0 && 'options' in question.response_options) {
    question.response_options.options = options.map((option, index) => ({
      id: `o${index}`,
      text: option,
      position: index,
    }));
  }
  return survey;
}

describe('checkSurvey', () => {
  const expectations = { mentions: ['remote work'] };

  test('passes a good survey', () => {
    expect(checkSurvey(buildSurvey('exploratory', 'remote work').survey, expectations)).toEqual([]);
  });

  test.each([
    ['How often do you use the remote work?', 'an activity used as a thing'],
    ['How often do you use the We are running a -day product?', 'a determiner before a pronoun'],
    ['How often do you use the We are running a -day product?', 'a stray hyphen'],
    ['How often do you use <behaviour>?', 'unfilled slot or markup'],
    ['How satisfied are you with {subject}?', 'unfilled slot or markup'],
    ['How satisfied are you with the the app?', 'doubled word'],
    ['Is this a a good idea?', 'doubled word'],
    ['How satisfied are you with the our app?', 'two determiners in a row'],
    ['What did you think of a event?', '"a" before a vowel'],
    ['How often do you use the undefined?', 'unfilled slot or markup'],
    ['How likely are they to return?', 'third person in a question'],
    ['How satisfied are you with remote work', 'a question without "?"'],
    ['Thanks for your answers?', 'a "?" on a statement'],
    ['How well does the new bike lanes meet your needs?', 'a singular verb with a plural subject'],
    ['Is the new bike lanes safe to ride on?', 'a singular verb with a plural subject'],
    ['how satisfied are you with remote work?', 'a lower-case start'],
    ['How satisfied are you with remote work ?', 'space before punctuation'],
  ])('%s is caught as %s', (text, rule) => {
    const failures = checkSurvey(surveyAsking(text), expectations);
    expect(failures.map((failure) => failure.rule)).toContain(rule);
  });

  test.each([
    'How well do the new bike lanes meet your needs?',
    'Is the campus easy to get around?',
    'How well does the bus service meet your needs?',
    'Does the process feel fair?',
    'Is the news useful to you?',
    'Does the analytics dashboard help you?',
  ])('agreement passes %s', (text) => {
    const failures = checkSurvey(surveyAsking(text), expectations);
    expect(failures.map((failure) => failure.rule)).not.toContain('a singular verb with a plural subject');
  });

  test('a decision must offer its alternatives and never treat one as a thing', () => {
    const rules = (text: string, options: string[]) =>
      checkSurvey(surveyAsking(text, options), { ...expectations, choices: ['the lake', 'the park'] }).map(
        (failure) => failure.rule,
      );
    expect(rules('Where would you prefer the picnic to be?', ['The lake', 'The park'])).not.toContain(
      'alternatives not offered',
    );
    expect(rules('Where would you prefer the picnic to be?', ['Lake', 'Beach'])).toContain(
      'alternatives not offered',
    );
    expect(rules('How well organised was the lake?', [])).toContain('an alternative treated as a thing');
  });

  test('wording to avoid is caught, whatever its case', () => {
    const rules = (avoid: string[]) =>
      checkSurvey(surveyAsking('Which part is most valuable?', ['Ease of use', 'Price']), {
        ...expectations,
        avoid,
      }).map((failure) => failure.rule);
    expect(rules(['ease of use'])).toContain('unwanted wording');
    expect(rules(['Networking'])).not.toContain('unwanted wording');
  });

  test('people are never a thing to use', () => {
    const failures = checkSurvey(
      surveyAsking('Why did you stop using people coming to our Sunday market?'),
      expectations,
    );
    expect(failures.map((failure) => failure.rule)).toContain('people used as a thing');
  });

  test('a question asked twice is caught', () => {
    const survey = surveyAsking('How satisfied are you with remote work today?');
    const page = survey.pages.find((candidate) => candidate.page_type === 'STANDARD')!;
    const block = page.content_blocks.find((candidate) => candidate.type === 'QUESTION_SET')!;
    if (block.type !== 'QUESTION_SET') throw new Error('expected a question set');
    block.items[1]!.text = 'How satisfied are you with remote work today?';
    expect(checkSurvey(survey, expectations).map((failure) => failure.rule)).toContain('repeated question');
    block.items[1]!.text = 'How often do you work remotely?';
    expect(checkSurvey(survey, expectations).map((failure) => failure.rule)).not.toContain(
      'repeated question',
    );
  });

  test('empty and repeated options are caught', () => {
    const rules = (options: string[]) =>
      checkSurvey(surveyAsking('Which do you prefer?', options), expectations).map((failure) => failure.rule);
    expect(rules(['Lisbon', ''])).toContain('empty option');
    expect(rules(['Lisbon', 'lisbon'])).toContain('repeated option');
  });

  test('the topic must appear, and the question count must match a request', () => {
    const survey = buildSurvey('exploratory', 'remote work').survey;
    expect(checkSurvey(survey, { mentions: ['gym'] }).map((failure) => failure.rule)).toContain(
      'topic word missing',
    );
    expect(checkSurvey(survey, { mentions: [], questions: 3 }).map((failure) => failure.rule)).toContain(
      'question count',
    );
  });
});
