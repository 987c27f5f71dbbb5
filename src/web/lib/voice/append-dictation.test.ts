import { describe, expect, it } from 'vitest';
import { appendDictation } from './append-dictation.ts';

describe('appendDictation', () => {
  it.each([
    ['', 'Hello there', 'Hello there'],
    ['Ask about', 'the commute', 'Ask about the commute'],
    ['Ends with a space ', 'then speech', 'Ends with a space then speech'],
    ['Line one\n', 'line two', 'Line one\nline two'],
    ['Kept', '  trimmed speech \n', 'Kept trimmed speech'],
  ])('%j + %j → %j', (current, spoken, expected) => {
    expect(appendDictation(current, spoken)).toEqual({ value: expected, leftOut: 0 });
    expect(appendDictation(current, spoken, 500)).toEqual({ value: expected, leftOut: 0 });
  });

  it('keeps whole words that fit and counts the rest', () => {
    expect(appendDictation('Q:', 'how often do you travel', 14)).toEqual({
      value: 'Q: how often',
      leftOut: 14,
      limit: 14,
    });
    // A word that ends exactly at the limit is kept whole.
    expect(appendDictation('', 'abc def ghi', 7)).toEqual({ value: 'abc def', leftOut: 4, limit: 7 });
  });

  it('cuts inside a word only when no boundary is near', () => {
    expect(appendDictation('', 'Supercalifragilistic', 10)).toEqual({
      value: 'Supercalif',
      leftOut: 10,
      limit: 10,
    });
  });

  it('a full field stays as it was', () => {
    expect(appendDictation('12345', 'more', 5)).toEqual({ value: '12345', leftOut: 4, limit: 5 });
    expect(appendDictation('1234', 'more', 5)).toEqual({ value: '1234', leftOut: 4, limit: 5 });
  });
});
