import { expect, test } from 'vitest';
import { MIN_SLIDER_STEP, saneSliderStep } from './survey-rules.ts';

test('a slider step is positive and never finer than the minimum', () => {
  expect(saneSliderStep(0)).toBe(1);
  expect(saneSliderStep(-5)).toBe(1);
  expect(saneSliderStep(Number.NaN)).toBe(1);
  expect(saneSliderStep(5e-324)).toBe(MIN_SLIDER_STEP);
  expect(saneSliderStep(0.5)).toBe(0.5);
});
