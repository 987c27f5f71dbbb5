import { describe, expect, test } from 'vitest';
import { parseEditCommand } from './command-parser.ts';

// An add-question command names its type, wording and options in whatever order the author
// thinks of them. The phrasings were written as a stranger would type them, before reading what
// the parser made of them.

const CASES: { command: string; wording: RegExp; options: string[]; type?: string }[] = [
  {
    command: 'add a dropdown with options A, B, C asking which city you live in',
    wording: /which city/i,
    options: ['A', 'B', 'C'],
    type: 'DROPDOWN',
  },
  {
    command: 'add a dropdown asking which city you live in with options A, B, C',
    wording: /which city/i,
    options: ['A', 'B', 'C'],
    type: 'DROPDOWN',
  },
  {
    command:
      'add a multiple choice question with choices red, green and blue asking what is your favourite colour',
    wording: /favourite colour/i,
    options: ['red', 'green', 'blue'],
  },
  {
    command: 'add a question "Which plan are you on?" with options Free, Pro, Team',
    wording: /which plan/i,
    options: ['Free', 'Pro', 'Team'],
  },
  {
    command: 'add a dropdown question with the options London, Paris, Berlin: which city do you work in?',
    wording: /which city/i,
    options: ['London', 'Paris', 'Berlin'],
    type: 'DROPDOWN',
  },
  {
    command: 'with options Yes, No and Maybe, add a question asking whether you would come again',
    wording: /come again/i,
    options: ['Yes', 'No', 'Maybe'],
  },
  {
    command: 'add a checkbox question listing options email, phone, post that asks how we may contact you',
    wording: /contact/i,
    options: ['email', 'phone', 'post'],
  },
  {
    command: 'add a single choice question, options Small / Medium / Large, asking what size you usually buy',
    wording: /what size/i,
    options: ['Small', 'Medium', 'Large'],
  },
  {
    command: 'insert a dropdown, choices: Monday, Tuesday, Wednesday, question: which day suits you best',
    wording: /which day/i,
    options: ['Monday', 'Tuesday', 'Wednesday'],
    type: 'DROPDOWN',
  },
  {
    command: 'add a multiple choice with options cats, dogs, fish titled which pets do you have',
    wording: /which pets/i,
    options: ['cats', 'dogs', 'fish'],
  },
];

describe('add-question commands in any order', () => {
  test.each(CASES)('$command', ({ command, wording, options, type }) => {
    const parsed = parseEditCommand(command);
    if (parsed?.kind !== 'add-question')
      throw new Error(`not an add-question command: ${JSON.stringify(parsed)}`);
    expect(parsed.text).toMatch(wording);
    expect(parsed.format?.options).toEqual(options);
    if (type !== undefined) expect(parsed.format?.type).toBe(type);
    // The wording is never swallowed into the options, nor the options into the wording.
    for (const option of parsed.format?.options ?? []) expect(option).not.toMatch(wording);
    for (const option of options.filter((option) => option.length > 1))
      expect(parsed.text ?? '').not.toContain(option);
  });
});
