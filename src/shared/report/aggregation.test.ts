import { expect, test } from 'vitest';
import type { ChoiceOptions } from '../survey/survey-schema.ts';
import {
  averageOf,
  choiceDistribution,
  compareValue,
  numberSelectDistribution,
  percentileOf,
  sliderDistribution,
} from './aggregation.ts';

const scale = { scale: 5, min: 1, max: 5, min_label: 'Min', mid_label: 'Mid', max_label: 'Max' };

test('the average is weighted by counts, and absent without answers', () => {
  // (1×2 + 4×1 + 5×3) / 6 = 21 / 6 = 3.5
  expect(
    averageOf([
      { value: 1, count: 2 },
      { value: 4, count: 1 },
      { value: 5, count: 3 },
    ]),
  ).toBe(3.5);
  expect(averageOf([])).toBeNull();
});

test('number select gives one bucket per value from min to max, zeros included', () => {
  expect(
    numberSelectDistribution(scale, [
      { value: 2, count: 3 },
      { value: 5, count: 1 },
    ]),
  ).toEqual([
    { label: '1', value: 0, low: 1, high: 1 },
    { label: '2', value: 3, low: 2, high: 2 },
    { label: '3', value: 0, low: 3, high: 3 },
    { label: '4', value: 0, low: 4, high: 4 },
    { label: '5', value: 1, low: 5, high: 5 },
  ]);
});

test('a slider is cut into 5 equal bins labelled "low - high", the maximum in the last bin', () => {
  const bins = sliderDistribution({ min: 0, max: 1000, step: 10 }, [
    { value: 0, count: 1 },
    { value: 199, count: 2 },
    { value: 200, count: 1 },
    { value: 999, count: 1 },
    { value: 1000, count: 4 },
  ]);
  expect(bins.map((bin) => bin.label)).toEqual([
    '0 - 200',
    '200 - 400',
    '400 - 600',
    '600 - 800',
    '800 - 1000',
  ]);
  expect(bins.map((bin) => bin.value)).toEqual([3, 1, 0, 0, 5]);
});

test('slider bins default to 0–100 and round their labels', () => {
  expect(sliderDistribution({}, []).map((bin) => bin.label)).toEqual([
    '0 - 20',
    '20 - 40',
    '40 - 60',
    '60 - 80',
    '80 - 100',
  ]);
  expect(sliderDistribution({ min: 1, max: 8 }, []).map((bin) => bin.label)).toEqual([
    '1 - 2',
    '2 - 4',
    '4 - 5',
    '5 - 7',
    '7 - 8',
  ]);
});

test('choices carry percentages to one decimal, sorted by count, with Other', () => {
  const options: ChoiceOptions = {
    options: [
      { id: 'a', text: 'Weekly', position: 0 },
      { id: 'b', text: 'Monthly', position: 1 },
      { id: 'c', text: 'Never', position: 2 },
    ],
    allow_other: true,
    allow_multiple: false,
  };
  // 7 answers: b×4, a×2, other×1 → 57.1%, 28.6%, 14.3%, 0%
  expect(
    choiceDistribution(
      options,
      [
        { choiceId: 'a', count: 2 },
        { choiceId: 'b', count: 4 },
        { choiceId: '__other__', count: 1 },
      ],
      7,
    ),
  ).toEqual([
    { label: 'Monthly', value: 4, percentage: 57.1, choiceId: 'b' },
    { label: 'Weekly', value: 2, percentage: 28.6, choiceId: 'a' },
    { label: 'Other', value: 1, percentage: 14.3, choiceId: '__other__' },
    { label: 'Never', value: 0, percentage: 0, choiceId: 'c' },
  ]);
});

test('a participant scores higher than the share of the other answers below theirs', () => {
  const counts = [
    { value: 1, count: 2 },
    { value: 3, count: 5 },
    { value: 5, count: 4 },
  ];
  // A 5 among 11 answers: 7 of the 10 others are below → 70%.
  expect(percentileOf(5, counts)).toBe(70);
  expect(percentileOf(1, counts)).toBe(0);
  expect(percentileOf(3, [{ value: 3, count: 1 }])).toBe(0);
});

test('a comparison adds up the versions, measures from the mean and falls back to the answer alone', () => {
  // Two versions' counts of 4 merge: answers 2, 4, 4, 5, 5 → mean 4; of a 5's four others three are below.
  const counts = [
    { value: 4, count: 1 },
    { value: 5, count: 2 },
    { value: 4, count: 1 },
    { value: 2, count: 1 },
  ];
  expect(compareValue(5, counts)).toEqual({ value: 5, average: 4, deviation: 1, percentile: 75 });
  expect(compareValue(3, [])).toEqual({ value: 3, average: 3, deviation: 0, percentile: 0 });
});
