import { describe, expect, test } from 'vitest';
import { extractCompared, extractTopic, isCreateIntent, recognizeIntent } from './intent.ts';
import type { Intent } from './intent.ts';
import { checkSurvey } from './eval/survey-checks.ts';
import { offlineReply } from './offline-assistant.ts';
import { listQuestions } from './question-index.ts';

describe('recognizeIntent', () => {
  const cases: [string, Intent][] = [
    ['Create a concept test comparing two landing-page headlines for a budgeting app', 'concept-test'],
    ['A/B test two pricing pages for our SaaS', 'concept-test'],
    ['Which of these two logos is better for my bakery?', 'concept-test'],
    ['I want to test three headlines for a running shoe', 'concept-test'],
    ['Compare two packaging designs for our tea', 'concept-test'],
    ['customer satisfaction survey for an online grocery delivery service', 'customer-satisfaction'],
    ['CSAT survey for the help desk', 'customer-satisfaction'],
    ['We want to know if customers are satisfied with our support team', 'customer-satisfaction'],
    ['NPS survey for Acme Bank', 'nps'],
    ['How likely are customers to recommend our app', 'nps'],
    ['net promoter score for our gym', 'nps'],
    ['event feedback for our product meetup', 'event-feedback'],
    ['feedback form for our webinar on remote work', 'event-feedback'],
    ['Create a survey for the workshop attendees', 'event-feedback'],
    ['conference feedback', 'event-feedback'],
    ['market research on willingness to pay for a meal-kit subscription', 'market-research'],
    ['who is our target audience for a new fitness tracker', 'market-research'],
    ['pricing research for a language-learning app', 'pricing'],
    ['quick poll about team lunch', 'poll'],
    ['let the team vote on the offsite location', 'poll'],
    ['Create a poll: pizza or sushi?', 'poll'],
    ['I need product feedback on the beta', 'product-feedback'],
    ['survey about our new onboarding flow', 'usability'],
    ['Help me understand why people cancel their gym membership', 'churn'],
    ['Patient experience after a telehealth visit', 'service-experience'],
    ['How do commuters feel about the new bus route?', 'attitude'],
    ['employee engagement', 'employee'],
    ['Market research on how students buy textbooks', 'purchase-decision'],
    ['How often do people cook at home?', 'habits'],
    ['create a new survey about remote work', 'exploratory'],
    ['Lisbon or Porto for the offsite?', 'poll'],
    ['test two packaging designs', 'concept-test'],
    ['compare three names for our new cereal', 'concept-test'],
    ['which of these two ads works better?', 'concept-test'],
    ['what did people say about variant B?', 'results'],
    ['Which survey has the most responses?', 'results'],
    ['how did variant A do', 'results'],
    ['summarise the results', 'results'],
    ['remove question 3', 'edit'],
    ['add a question asking how likely they are to recommend it, 0 to 10', 'edit'],
    ['translate everything to German', 'edit'],
    ['Rename the survey to Budget check-in', 'edit'],
    ["don't ask for email", 'edit'],
    ['change the colour to blue', 'edit'],
    ['hello', 'greeting'],
    ['Hi there!', 'greeting'],
    ['help', 'help'],
    ['What can you do?', 'help'],
    ['', 'help'],
    ['asdfgh', 'unknown'],
    ['qwerty uiop', 'unknown'],
    ['ok', 'unknown'],
  ];
  test.each(cases)('%s → %s', (message, intent) => {
    expect(recognizeIntent(message)).toBe(intent);
  });

  test('an explicit request for a new survey wins over edit-like wording', () => {
    expect(recognizeIntent('Create a new NPS survey for our app')).toBe('nps');
    expect(recognizeIntent('Make a quick poll about the team offsite')).toBe('poll');
  });

  test('edit commands that mention survey kinds stay edits', () => {
    expect(recognizeIntent('Add a question asking whether they would recommend it')).toBe('edit');
    expect(recognizeIntent('Make question 2 a 1-5 rating')).toBe('edit');
    expect(recognizeIntent('Add a variant')).toBe('edit');
  });

  test('any message naming something to ask about becomes a survey', () => {
    expect(recognizeIntent('the weather is nice')).toBe('exploratory');
    expect(recognizeIntent('gym churn')).toBe('churn');
  });

  test('employee engagement is a survey topic, not a question about results', () => {
    expect(recognizeIntent('employee engagement survey')).toBe('employee');
    expect(recognizeIntent('how is engagement on my survey?')).toBe('results');
  });

  test('isCreateIntent separates the survey kinds from the rest', () => {
    expect(isCreateIntent('nps')).toBe(true);
    expect(isCreateIntent('edit')).toBe(false);
    expect(isCreateIntent('unknown')).toBe(false);
  });
});

describe('extractTopic', () => {
  const cases: [string, Parameters<typeof extractTopic>[1], string, string][] = [
    [
      'Create a concept test comparing two landing-page headlines for a budgeting app',
      'concept-test',
      'budgeting app',
      'the budgeting app',
    ],
    [
      'customer satisfaction survey for an online grocery delivery service',
      'customer-satisfaction',
      'online grocery delivery service',
      'the online grocery delivery service',
    ],
    ['event feedback for our product meetup', 'event-feedback', 'product meetup', 'our product meetup'],
    ['NPS survey for Acme Bank.', 'nps', 'Acme Bank', 'Acme Bank'],
    ['a survey about the checkout flow, please', 'product-feedback', 'checkout flow', 'the checkout flow'],
    ['feedback on my new recipe app!', 'product-feedback', 'new recipe app', 'the new recipe app'],
    [
      'market research on willingness to pay for a meal-kit subscription',
      'market-research',
      'meal-kit subscription',
      'the meal-kit subscription',
    ],
    ['quick poll about team lunch: pizza or sushi', 'poll', 'team lunch', 'the team lunch'],
    ['How likely are customers to recommend our app to friends', 'nps', 'app', 'our app'],
    [
      'We want to know if customers are satisfied with our support team',
      'customer-satisfaction',
      'support team',
      'our support team',
    ],
    ['NPS survey for customers of our bank', 'nps', 'bank', 'our bank'],
    ['webinar feedback', 'event-feedback', 'webinar', 'the webinar'],
    ['Create a survey for online courses', 'product-feedback', 'online courses', 'online courses'],
  ];
  test.each(cases)('%s → %s', (message, kind, name, reference) => {
    const topic = extractTopic(message, kind);
    expect(topic.name).toBe(name);
    expect(topic.reference).toBe(reference);
    expect(topic.generic).toBe(false);
  });

  test('falls back to generic wording for the kind of survey', () => {
    expect(extractTopic('create a product feedback survey', 'product-feedback')).toMatchObject({
      name: 'the product',
      generic: true,
    });
    expect(extractTopic('event feedback please', 'event-feedback')).toMatchObject({
      name: 'the event',
      reference: 'the event',
      generic: true,
    });
    expect(extractTopic('make a CSAT survey', 'customer-satisfaction')).toMatchObject({
      reference: 'our service',
      generic: true,
    });
  });

  test('names what a concept test compares', () => {
    expect(
      extractTopic(
        'Create a concept test comparing two landing-page headlines for a budgeting app',
        'concept-test',
      ).compared,
    ).toBe('landing-page headlines');
    expect(extractCompared('Which of these two logos is better for my bakery?')).toBe('logos');
    expect(extractCompared('A/B test two pricing pages for our SaaS')).toBe('pricing pages');
    expect(extractCompared('design a concept test with three headlines for a running shoe')).toBe(
      'headlines',
    );
    expect(extractCompared('compare our packaging designs against the old ones')).toBe('packaging designs');
    expect(extractCompared('a concept test for my app')).toBeNull();
  });
});

describe('a survey about remote work', () => {
  // Issue 16: this once read "How often do you use the remote work?".
  const reply = offlineReply({ message: 'create a new survey about remote work', survey: null });
  const survey = reply.action?.kind === 'create' ? reply.action.survey : null;

  test('is created, asks about remote work and reads as English', () => {
    expect(survey).not.toBeNull();
    const texts = listQuestions(survey!).map((entry) => entry.question.text);
    expect(texts.filter((text) => /\bremote work\b/.test(text)).length).toBeGreaterThanOrEqual(4);
    for (const text of texts) {
      expect(text).not.toMatch(/\b(?:use|using|visit)\s+the\s+remote\s+work\b/i);
      expect(text).not.toMatch(/\bthe\s+remote\s+work\b/i);
      expect(text).toMatch(/^[A-Z].*\?$/);
    }
    expect(checkSurvey(survey!, { mentions: ['remote work'] })).toEqual([]);
  });

  test('the reply says how the request was read and offers another reading', () => {
    expect(reply.text).toContain('I read your request as an exploratory survey (topic: remote work)');
    expect(reply.suggestions).toContain('Create an opinion survey about remote work');
  });
});
