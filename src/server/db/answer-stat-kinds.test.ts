import { expect, test } from 'vitest';
import { STAT_KIND, parseRankStatKey, rankStatKey } from './answer-stat-kinds.ts';

test('the stored kind letters stay as they are (rows already written carry them) and never collide', () => {
  expect(STAT_KIND).toEqual({
    submissions: 's',
    participant: 'p',
    participants: 'u',
    answered: 't',
    numericValue: 'n',
    choice: 'c',
    text: 'x',
    otherText: 'o',
    variantShown: 'a',
    date: 'd',
    variantFirst: 'f',
    rank: 'r',
  });
  const letters = Object.values(STAT_KIND);
  expect(new Set(letters).size).toBe(letters.length);
});

test('a rank total keeps its rank and option id, also for ids holding ":" or digits', () => {
  expect(parseRankStatKey(rankStatKey(3, 'option_a'))).toEqual({ rank: 3, optionId: 'option_a' });
  expect(parseRankStatKey(rankStatKey(12, '7:x'))).toEqual({ rank: 12, optionId: '7:x' });
  expect(parseRankStatKey('option_a')).toBeNull();
});
