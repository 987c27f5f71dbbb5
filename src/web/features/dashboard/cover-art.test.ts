import { describe, expect, test } from 'vitest';
import { coverGradient, coverGradients, isSameOriginPath, titleInitials } from './cover-art.ts';

describe('isSameOriginPath', () => {
  test('accepts paths on this origin only', () => {
    expect(isSameOriginPath('/uploads/a/cover.png')).toBe(true);
    expect(isSameOriginPath('https://cdn.example.com/cover.png')).toBe(false);
    expect(isSameOriginPath('//cdn.example.com/cover.png')).toBe(false);
    expect(isSameOriginPath('/\\cdn.example.com/cover.png')).toBe(false);
    expect(isSameOriginPath('data:image/png;base64,AAAA')).toBe(false);
    expect(isSameOriginPath('')).toBe(false);
    expect(isSameOriginPath(null)).toBe(false);
  });
});

describe('coverGradient', () => {
  test('is stable per seed and one of the palette', () => {
    expect(coverGradient('survey-1')).toBe(coverGradient('survey-1'));
    expect(coverGradients).toContain(coverGradient('survey-1'));
    const used = new Set(Array.from({ length: 40 }, (_, index) => coverGradient(`id-${index}`)));
    expect(used.size).toBeGreaterThan(3);
  });
});

describe('titleInitials', () => {
  test('takes the first two words', () => {
    expect(titleInitials('Packaging concept test')).toBe('PC');
    expect(titleInitials('  coffee ')).toBe('C');
    expect(titleInitials('"Quoted" title')).toBe('QT');
    expect(titleInitials('été 2025')).toBe('É2');
    expect(titleInitials('')).toBe('');
    expect(titleInitials(null)).toBe('');
  });
});
