import { expect, test } from 'vitest';
import { compactNumber, formatDuration } from './compact-number.ts';

test('Numbers under a thousand are shown as they are, to at most two decimals', () => {
  expect(compactNumber(0)).toBe('0');
  expect(compactNumber(-0)).toBe('0');
  expect(compactNumber(7)).toBe('7');
  expect(compactNumber(950)).toBe('950');
  expect(compactNumber(999)).toBe('999');
  expect(compactNumber(2.5)).toBe('2.5');
  expect(compactNumber(0.125)).toBe('0.13');
  expect(compactNumber(0.001)).toBe('0');
  expect(compactNumber(-12)).toBe('-12');
});

test('Thousands use k with one decimal, dropped when it is zero', () => {
  expect(compactNumber(1000)).toBe('1k');
  expect(compactNumber(1500)).toBe('1.5k');
  expect(compactNumber(2560)).toBe('2.6k');
  expect(compactNumber(10_000)).toBe('10k');
  expect(compactNumber(12_345)).toBe('12.3k');
  expect(compactNumber(-1500)).toBe('-1.5k');
});

test('From a hundred of a unit on, no decimal is shown', () => {
  expect(compactNumber(123_456)).toBe('123k');
  expect(compactNumber(999_000)).toBe('999k');
});

test('Millions use M and billions B', () => {
  expect(compactNumber(2_500_000)).toBe('2.5M');
  expect(compactNumber(1_000_000)).toBe('1M');
  expect(compactNumber(3e9)).toBe('3B');
  expect(compactNumber(-1e12)).toBe('-1000B');
});

test('A value that rounds up to the next unit is shown in that unit', () => {
  expect(compactNumber(999.999)).toBe('1k');
  expect(compactNumber(999_999)).toBe('1M');
  expect(compactNumber(999_960_000)).toBe('1B');
});

test('Non-finite numbers are shown as JavaScript spells them', () => {
  expect(compactNumber(Number.NaN)).toBe('NaN');
  expect(compactNumber(Number.NEGATIVE_INFINITY)).toBe('-Infinity');
});

test('Durations read m:ss with whole seconds rounded down', () => {
  expect(formatDuration(0)).toBe('0:00');
  expect(formatDuration(5)).toBe('0:05');
  expect(formatDuration(59.9)).toBe('0:59');
  expect(formatDuration(65.4)).toBe('1:05');
  expect(formatDuration(600)).toBe('10:00');
  expect(formatDuration(3600)).toBe('60:00');
});

test('Negative or non-finite durations read 0:00', () => {
  expect(formatDuration(-3)).toBe('0:00');
  expect(formatDuration(Number.NaN)).toBe('0:00');
  expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
});
