import { expect, test } from 'vitest';
import { MIN_SLIDER_STEP, editScaleBound, saneSliderStep, scaleAdjustmentNote } from './survey-rules.ts';

test('a slider step is positive and never finer than the minimum', () => {
  expect(saneSliderStep(0)).toBe(1);
  expect(saneSliderStep(-5)).toBe(1);
  expect(saneSliderStep(Number.NaN)).toBe(1);
  expect(saneSliderStep(5e-324)).toBe(MIN_SLIDER_STEP);
  expect(saneSliderStep(0.5)).toBe(0.5);
});

test('typing a scale bound: 0–10 fits, and every adjusted range is explained', () => {
  const oneToTen = { min: 1, max: 10 };
  expect(editScaleBound(oneToTen, 'min', 0)).toEqual({ min: 0, max: 10 });
  expect(scaleAdjustmentNote(oneToTen, 'min', 0)).toBeNull();

  const oneToFive = { min: 1, max: 5 };
  expect(editScaleBound(oneToFive, 'max', 13)).toEqual({ min: 1, max: 11 });
  expect(scaleAdjustmentNote(oneToFive, 'max', 13)).toBe(
    'A scale has at most 11 points (e.g. 0–10), so it is now 1–11.',
  );
  expect(scaleAdjustmentNote(oneToFive, 'min', 7)).toBe(
    'The lowest number must stay below the highest, so the scale is now 7–8.',
  );
  expect(scaleAdjustmentNote(oneToFive, 'min', 2.4)).toBe('Scales use whole numbers, so the scale is now 2–5.');
  expect(scaleAdjustmentNote(oneToFive, 'max', 8)).toBeNull();
});
