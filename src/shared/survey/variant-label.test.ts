import { describe, expect, test } from 'vitest';
import { mediaItemLabel, variantLabel, variantLetter } from './variant-label.ts';

describe('variant names', () => {
  test('letters A to Z, then the item number', () => {
    expect(variantLetter(0)).toBe('A');
    expect(variantLetter(1)).toBe('B');
    expect(variantLetter(25)).toBe('Z');
    expect(variantLetter(26)).toBe('27');
  });

  test('"Variant A" … "Variant Z", then "Variant 27"', () => {
    expect(variantLabel(0)).toBe('Variant A');
    expect(variantLabel(25)).toBe('Variant Z');
    expect(variantLabel(26)).toBe('Variant 27');
  });

  test("an item's own title wins, trimmed; a blank title falls back to its variant label", () => {
    expect(mediaItemLabel({ title: ' Blue pack ' }, 0)).toBe('Blue pack');
    expect(mediaItemLabel({ title: '   ' }, 1)).toBe('Variant B');
    expect(mediaItemLabel({ title: '' }, 2)).toBe('Variant C');
    expect(mediaItemLabel({}, 26)).toBe('Variant 27');
  });
});
