import { describe, expect, test } from 'vitest';
import {
  commandText,
  looksLikeEditCommand,
  parseEditCommand,
  splitFormat,
  splitTarget,
} from './command-parser.ts';
import type { EditCommand } from './command-parser.ts';

describe('parseEditCommand', () => {
  const cases: [string, EditCommand][] = [
    [
      'add a question asking how likely they are to sign up, 1 to 10',
      {
        kind: 'add-question',
        text: 'How likely are you to sign up?',
        format: { type: 'NUMBER_SELECT', range: { min: 1, max: 10 } },
        required: false,
      },
    ],
    [
      'Add a yes/no question asking whether they would use it again',
      { kind: 'add-question', text: 'Would you use it again?', format: { type: 'YES_NO' }, required: false },
    ],
    [
      'add a multiple choice question asking how often they budget with options Weekly, Monthly and Never',
      {
        kind: 'add-question',
        text: 'How often do you budget?',
        format: { type: 'MULTIPLE_CHOICE', options: ['Weekly', 'Monthly', 'Never'] },
        required: false,
      },
    ],
    [
      'add an open question about their biggest money worry',
      {
        kind: 'add-question',
        text: 'What is your biggest money worry?',
        format: { type: 'FREE_RESPONSE' },
        required: false,
      },
    ],
    [
      'add a required slider question asking how confident they feel, from 0 to 50',
      {
        kind: 'add-question',
        text: 'How confident do you feel?',
        format: { type: 'SLIDER', range: { min: 0, max: 50 } },
        required: true,
      },
    ],
    [
      'add a question: "What made you sign up?"',
      {
        kind: 'add-question',
        text: 'What made you sign up?',
        format: { type: 'FREE_RESPONSE' },
        required: false,
      },
    ],
    [
      'add a question asking which plan they use, options: Free, Pro, Team',
      {
        kind: 'add-question',
        text: 'Which plan do you use?',
        format: { type: 'MULTIPLE_CHOICE', options: ['Free', 'Pro', 'Team'] },
        required: false,
      },
    ],
    [
      'Please add a question asking how satisfied they are with delivery',
      {
        kind: 'add-question',
        text: 'How satisfied are you with delivery?',
        format: { type: 'NUMBER_SELECT' },
        required: false,
      },
    ],
    ['remove question 3', { kind: 'remove-question', target: { by: 'number', number: 3 } }],
    ['delete the second question', { kind: 'remove-question', target: { by: 'number', number: 2 } }],
    ['Remove the last question.', { kind: 'remove-question', target: { by: 'last' } }],
    ['remove the question about price', { kind: 'remove-question', target: { by: 'text', text: 'price' } }],
    [
      'delete "How often do you budget?"',
      { kind: 'remove-question', target: { by: 'text', text: 'How often do you budget?' } },
    ],
    [
      "change question 2 to 'How often do you budget?'",
      { kind: 'reword-question', target: { by: 'number', number: 2 }, text: 'How often do you budget?' },
    ],
    [
      'rename the first question to how often they check their balance',
      {
        kind: 'reword-question',
        target: { by: 'number', number: 1 },
        text: 'How often do you check your balance?',
      },
    ],
    [
      'make the second question multiple choice with options Weekly, Monthly, Never',
      {
        kind: 'change-type',
        target: { by: 'number', number: 2 },
        format: { type: 'MULTIPLE_CHOICE', options: ['Weekly', 'Monthly', 'Never'] },
      },
    ],
    [
      'make question 1 a slider',
      { kind: 'change-type', target: { by: 'number', number: 1 }, format: { type: 'SLIDER' } },
    ],
    [
      'change question 3 to free text',
      { kind: 'change-type', target: { by: 'number', number: 3 }, format: { type: 'FREE_RESPONSE' } },
    ],
    [
      'make question 2 a 1-5 rating',
      {
        kind: 'change-type',
        target: { by: 'number', number: 2 },
        format: { type: 'NUMBER_SELECT', range: { min: 1, max: 5 } },
      },
    ],
    [
      'turn q4 into yes/no',
      { kind: 'change-type', target: { by: 'number', number: 4 }, format: { type: 'YES_NO' } },
    ],
    [
      'make question 2 checkboxes with options Email, Phone',
      {
        kind: 'change-type',
        target: { by: 'number', number: 2 },
        format: { type: 'MULTIPLE_CHOICE', allowMultiple: true, options: ['Email', 'Phone'] },
      },
    ],
    [
      'set the options of question 2 to Red, Green, Blue',
      { kind: 'set-options', target: { by: 'number', number: 2 }, options: ['Red', 'Green', 'Blue'] },
    ],
    [
      "change question 3's options to Yes, No, Maybe",
      { kind: 'set-options', target: { by: 'number', number: 3 }, options: ['Yes', 'No', 'Maybe'] },
    ],
    ['add option Other', { kind: 'allow-other', target: null, allow: true }],
    [
      'allow other answers on question 2',
      { kind: 'allow-other', target: { by: 'number', number: 2 }, allow: true },
    ],
    [
      'add option Purple to question 2',
      { kind: 'add-option', target: { by: 'number', number: 2 }, option: 'Purple' },
    ],
    [
      'remove option Red from question 2',
      { kind: 'remove-option', target: { by: 'number', number: 2 }, option: 'Red' },
    ],
    [
      'make question 1 required',
      { kind: 'set-required', target: { by: 'number', number: 1 }, required: true },
    ],
    [
      'make the third question optional',
      { kind: 'set-required', target: { by: 'number', number: 3 }, required: false },
    ],
    ['make all questions required', { kind: 'set-required', target: { by: 'all' }, required: true }],
    ['add a variant', { kind: 'add-variant', title: null }],
    ['add a third variant called Headline C', { kind: 'add-variant', title: 'Headline C' }],
    ['add variant D', { kind: 'add-variant', title: 'Variant D' }],
    ['rename the survey to Budget check-in', { kind: 'rename-survey', title: 'Budget check-in' }],
    ['call it "Headline test"', { kind: 'rename-survey', title: 'Headline test' }],
    ['change the title to Spring survey.', { kind: 'rename-survey', title: 'Spring survey' }],
    [
      'change the description to A short check-in',
      { kind: 'set-description', description: 'A short check-in' },
    ],
    [
      "remove the welcome page's email field",
      { kind: 'welcome-fields', fields: ['email'], visibility: 'hidden' },
    ],
    ["don't ask for email", { kind: 'welcome-fields', fields: ['email'], visibility: 'hidden' }],
    ['make name optional', { kind: 'welcome-fields', fields: ['name'], visibility: 'optional' }],
    ['ask for email', { kind: 'welcome-fields', fields: ['email'], visibility: 'optional' }],
    ['make email required', { kind: 'welcome-fields', fields: ['email'], visibility: 'required' }],
    ['make it anonymous', { kind: 'welcome-fields', fields: ['name', 'email'], visibility: 'hidden' }],
    ['translate everything to German', { kind: 'translate', language: 'German' }],
    ['Can you translate the survey into french?', { kind: 'translate', language: 'French' }],
  ];
  test.each(cases)('%s', (message, command) => {
    expect(parseEditCommand(message)).toEqual(command);
  });

  test.each([
    'Create a concept test comparing two landing-page headlines for a budgeting app',
    'Create a new NPS survey for our app',
    'change the colour to blue',
    'what did people say about variant B?',
    'hello',
    '',
  ])('%s is not an edit command', (message) => {
    expect(parseEditCommand(message)).toBeNull();
  });
});

describe('parts of commands', () => {
  test('commandText drops courtesy words and trailing punctuation', () => {
    expect(commandText('Please, could you remove question 3 please!')).toBe('remove question 3');
  });

  test('splitTarget reads numbers, ordinals and wording', () => {
    expect(splitTarget('question 12 to free text')).toEqual({
      target: { by: 'number', number: 12 },
      rest: 'to free text',
    });
    expect(splitTarget('the tenth question')).toEqual({ target: { by: 'number', number: 10 }, rest: '' });
    expect(splitTarget('the 3rd question required')).toEqual({
      target: { by: 'number', number: 3 },
      rest: 'required',
    });
    expect(splitTarget('the question about pricing to a slider')).toEqual({
      target: { by: 'text', text: 'pricing' },
      rest: 'to a slider',
    });
    expect(splitTarget('the welcome page')).toBeUndefined();
  });

  test('splitFormat reads response types with their details', () => {
    expect(splitFormat('a 1-10 scale')?.format).toEqual({
      type: 'NUMBER_SELECT',
      range: { min: 1, max: 10 },
    });
    expect(splitFormat('a 7-point rating')?.format).toEqual({
      type: 'NUMBER_SELECT',
      range: { min: 1, max: 7 },
    });
    expect(splitFormat('an NPS question')?.format).toEqual({ type: 'NPS' });
    expect(splitFormat('open-ended')?.format).toEqual({ type: 'FREE_RESPONSE' });
    expect(splitFormat('a mystery')).toBeUndefined();
  });

  test('looksLikeEditCommand spots instructions it may not understand', () => {
    expect(looksLikeEditCommand('change the colour to blue')).toBe(true);
    expect(looksLikeEditCommand('what did people say')).toBe(false);
  });
});
