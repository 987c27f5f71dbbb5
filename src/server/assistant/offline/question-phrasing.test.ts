import { describe, expect, test } from 'vitest';
import { phraseAsQuestion, questionAbout, toSecondPerson } from './question-phrasing.ts';
import { balancedLabels } from './scale-labels.ts';

describe('toSecondPerson', () => {
  test.each([
    ['how likely they are to sign up', 'how likely you are to sign up'],
    ['what their favourite feature is', 'what your favourite feature is'],
    ["whether they're happy with them", "whether you're happy with you"],
    ['They said it themselves', 'You said it yourself'],
    ['theory and theme stay', 'theory and theme stay'],
  ])('%s → %s', (input, output) => {
    expect(toSecondPerson(input)).toBe(output);
  });
});

describe('phraseAsQuestion', () => {
  test.each([
    ['how likely they are to sign up', 'How likely are you to sign up?'],
    ['how satisfied they are with the checkout', 'How satisfied are you with the checkout?'],
    ['how often they budget', 'How often do you budget?'],
    ['how much they would pay for it', 'How much would you pay for it?'],
    ['what they like most about it', 'What do you like most about it?'],
    ['what their favourite feature is', 'What is your favourite feature?'],
    ['which plan they prefer', 'Which plan do you prefer?'],
    ['how many times they used it last week', 'How many times did you use it last week?'],
    ['why they chose us', 'Why did you choose us?'],
    ['how they found out about us', 'How did you find out about us?'],
    ['whether they would recommend it', 'Would you recommend it?'],
    ['if they use a budget', 'Do you use a budget?'],
    ['whether it works for them', 'Does it work for you?'],
    ['how appealing Variant C is', 'How appealing is Variant C?'],
    ['their biggest money worry', 'What is your biggest money worry?'],
    ['rate the onboarding', 'How would you rate the onboarding?'],
    ['How often do you budget?', 'How often do you budget?'],
    ['do they read the newsletter', 'Do you read the newsletter?'],
    ['Describe your ideal setup', 'Describe your ideal setup.'],
    ['asking them how old they are', 'How old are you?'],
  ])('%s → %s', (input, output) => {
    expect(phraseAsQuestion(input)).toBe(output);
  });

  test('returns an empty string for empty input', () => {
    expect(phraseAsQuestion('   ')).toBe('');
  });

  test('questionAbout asks an open question on a subject', () => {
    expect(questionAbout('their onboarding')).toBe('What do you think about your onboarding?');
  });
});

describe('balancedLabels', () => {
  test('matches the question and keeps both ends of one dimension', () => {
    expect(balancedLabels('How likely are you to sign up?')).toEqual({
      min: 'Not at all likely',
      mid: 'Neutral',
      max: 'Extremely likely',
    });
    expect(balancedLabels('How satisfied are you?')).toEqual({
      min: 'Very dissatisfied',
      mid: 'Neutral',
      max: 'Very satisfied',
    });
    expect(balancedLabels('How easy was it?').max).toBe('Very easy');
    expect(balancedLabels('Rate the food')).toEqual({ min: 'Poor', mid: 'Average', max: 'Excellent' });
  });

  test('every label fits the slider limit of 20 characters', () => {
    const questions = [
      'likely',
      'satisfied',
      'easy',
      'agree',
      'important',
      'clear',
      'appealing',
      'often',
      'value',
      'relevant',
      'interested',
      'useful',
      'confident',
      'believable',
      'strongly',
      'happy',
      'well',
      'much',
      'rate',
    ];
    for (const word of questions) {
      const labels = balancedLabels(`How ${word} is it?`);
      for (const label of Object.values(labels)) expect(label.length).toBeLessThanOrEqual(20);
    }
  });
});
