import { expect, test } from 'vitest';
import { formatPercent } from './percent.ts';

test('a percentage reads to 1 decimal, whole ones included', () => {
  expect(formatPercent((3 / 7) * 100)).toBe('42.9%');
  expect(formatPercent(60)).toBe('60.0%');
  expect(formatPercent(100 / 3)).toBe('33.3%');
  expect(formatPercent(0)).toBe('0.0%');
  expect(formatPercent(100)).toBe('100.0%');
});
