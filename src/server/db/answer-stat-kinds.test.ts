import { expect, test } from 'vitest';
import { STAT_KIND } from './answer-stat-kinds.ts';

test('the stored kind letters stay as they are (rows already written carry them) and never collide', () => {
  expect(STAT_KIND).toEqual({
    submissions: 's',
    participant: 'p',
    answered: 't',
    numericValue: 'n',
    choice: 'c',
    text: 'x',
    otherText: 'o',
    variantShown: 'a',
    variantFirst: 'f',
  });
  const letters = Object.values(STAT_KIND);
  expect(new Set(letters).size).toBe(letters.length);
});
