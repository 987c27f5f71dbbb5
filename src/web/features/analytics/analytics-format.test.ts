import { describe, expect, test } from 'vitest';
import type { ReportQuestion } from '#shared/report/report-types.ts';
import {
  avatarColor,
  avatarColors,
  avatarInitial,
  bucketIndexForValue,
  bucketRange,
  choiceLabel,
  countQuestions,
  displayName,
  formatAverage,
  formatBucketLabel,
  formatDeviation,
  formatDollars,
  formatPercentage,
  formatPercentile,
  formatShortDate,
  formatValue,
  hasNoResponses,
  humanizeType,
  isBudgetQuestion,
  mediaStats,
  pluralize,
  questionKind,
  questionText,
  questionTypeLabel,
  scaleEndLabels,
  shareLink,
  valueFormat,
} from './analytics-format.ts';
import {
  budgetQuestion,
  choiceQuestion,
  emptyNumberQuestion,
  fixtureReport,
  freeQuestion,
  ratingQuestion,
} from './analytics-test-support.tsx';

function slider(text: string, labels = { min: '', mid: '', max: '' }): ReportQuestion {
  return {
    ...budgetQuestion(),
    text,
    response_options: { min: 0, max: 100, step: 1, labels },
  } as ReportQuestion;
}

test('humanizeType replaces every underscore with a space', () => {
  expect(humanizeType('THANK_YOU')).toBe('THANK YOU');
  expect(humanizeType('in_review_now')).toBe('in review now');
  expect(humanizeType('active')).toBe('active');
});

test('formatShortDate is short US, or "Unknown"', () => {
  expect(formatShortDate('2025-03-04T12:00:00Z')).toBe('Mar 4, 2025');
  expect(formatShortDate('2024-12-25')).toMatch(/^Dec 2[45], 2024$/);
  expect(formatShortDate('')).toBe('Unknown');
  expect(formatShortDate(null)).toBe('Unknown');
  expect(formatShortDate(undefined)).toBe('Unknown');
  expect(formatShortDate('not a date')).toBe('Unknown');
});

test('shareLink is {origin}/t/{share_id}', () => {
  expect(shareLink('https://pollen.example', 'abc')).toBe('https://pollen.example/t/abc');
  expect(shareLink('http://localhost:3000/', 'x1')).toBe('http://localhost:3000/t/x1');
});

test('pluralize and countQuestions', () => {
  expect(pluralize(1, 'response')).toBe('1 response');
  expect(pluralize(0, 'response')).toBe('0 responses');
  expect(pluralize(1200, 'voice note')).toBe('1,200 voice notes');
  expect(countQuestions(fixtureReport().pages)).toBe(5);
  expect(countQuestions([])).toBe(0);
});

test('question labels: type label, else "Free Response"; text, else "Untitled Question"', () => {
  expect(questionTypeLabel(ratingQuestion())).toBe('Rating');
  expect(questionTypeLabel(choiceQuestion())).toBe('Multiple choice');
  expect(questionTypeLabel({ response_type: undefined as never })).toBe('Free Response');
  expect(questionText(freeQuestion())).toBe('What do you like about it?');
  expect(questionText({ text: '   ' })).toBe('Untitled Question');
  expect(questionText({ text: undefined as never })).toBe('Untitled Question');
});

test('questionKind sorts types into free, numeric and choice views', () => {
  expect(questionKind(freeQuestion())).toBe('free');
  expect(questionKind(ratingQuestion())).toBe('numeric');
  expect(questionKind(budgetQuestion())).toBe('numeric');
  expect(questionKind(emptyNumberQuestion())).toBe('numeric');
  expect(questionKind(choiceQuestion())).toBe('choice');
  for (const type of ['SINGLE_CHOICE', 'YES_NO', 'CHECKBOX'] as const) {
    expect(questionKind({ response_type: type })).toBe('choice');
  }
  expect(questionKind({ response_type: undefined as never })).toBe('free');
});

test('hasNoResponses: no answers and no voice notes', () => {
  expect(hasNoResponses(emptyNumberQuestion())).toBe(true);
  expect(hasNoResponses(freeQuestion())).toBe(false);
  const voiceOnly = freeQuestion();
  voiceOnly.results = { ...voiceOnly.results, totalResponses: 0 };
  expect(hasNoResponses(voiceOnly)).toBe(false);
});

describe('budget sliders', () => {
  test.each([
    ['What is your budget?', true],
    ['Max price per pack', true],
    ['Pricing feels fair?', true],
    ['How much would you pay?', true],
    ['Monthly spending on snacks', true],
    ['Total cost of ownership', true],
    ['Display brightness', false],
    ['How likely are you to recommend us?', false],
  ])('%s → %s', (text, expected) => {
    expect(isBudgetQuestion(slider(text))).toBe(expected);
  });

  test('labels count too, "$" included', () => {
    expect(isBudgetQuestion(slider('How much?', { min: '$0', mid: '', max: 'lots' }))).toBe(true);
    expect(isBudgetQuestion(slider('How much?', { min: 'None', mid: 'Budget', max: 'lots' }))).toBe(true);
    expect(isBudgetQuestion(slider('How much?', { min: 'Low', mid: '', max: 'High' }))).toBe(false);
  });

  test('only sliders are budgets', () => {
    expect(isBudgetQuestion({ ...ratingQuestion(), text: 'Rate the price' })).toBe(false);
  });
});

test('valueFormat: star for ratings, dollars for budgets, plain otherwise', () => {
  expect(valueFormat(ratingQuestion())).toBe('rating');
  expect(valueFormat(budgetQuestion())).toBe('budget');
  expect(valueFormat(slider('How happy are you?'))).toBe('plain');
  expect(valueFormat(emptyNumberQuestion())).toBe('plain');
});

test('number formats', () => {
  expect(formatDollars(1200)).toBe('$1,200');
  expect(formatDollars(1234.56)).toBe('$1,235');
  expect(formatDollars(0)).toBe('$0');
  expect(formatValue(4, 'rating')).toBe('4 ★');
  expect(formatValue(4.25, 'rating')).toBe('4.3 ★');
  expect(formatValue(2500, 'budget')).toBe('$2,500');
  expect(formatValue(7, 'plain')).toBe('7');
  expect(formatAverage(4.1666, 'rating')).toBe('4.2 ★');
  expect(formatAverage(4, 'plain')).toBe('4.0');
  expect(formatAverage(3.25, 'plain')).toBe('3.3');
  expect(formatAverage(1199.6, 'budget')).toBe('$1,200');
  expect(formatAverage(null, 'plain')).toBe('–');
  expect(formatAverage(Number.NaN, 'plain')).toBe('–');
});

test('bucket labels and ranges', () => {
  expect(formatBucketLabel({ label: '4', value: 2, low: 4, high: 4 }, 'rating')).toBe('4 ★');
  expect(formatBucketLabel({ label: '0 - 2000', value: 2, low: 0, high: 2000 }, 'budget')).toBe(
    '$0 - $2,000',
  );
  expect(formatBucketLabel({ label: '0 - 2000', value: 2 }, 'budget')).toBe('$0 - $2,000');
  expect(formatBucketLabel({ label: '0 - 20', value: 2, low: 0, high: 20 }, 'plain')).toBe('0 - 20');
  expect(formatBucketLabel({ label: 'odd', value: 2 }, 'budget')).toBe('odd');
  expect(bucketRange({ label: '5', value: 1 })).toEqual({ low: 5, high: 5 });
  expect(bucketRange({ label: '-10 - 10', value: 1 })).toEqual({ low: -10, high: 10 });
  expect(bucketRange({ label: '1,000 - 2,000', value: 1 })).toEqual({ low: 1000, high: 2000 });
  expect(bucketRange({ label: 'Salt', value: 1 })).toBeNull();
});

test('bucketIndexForValue finds the bar a participant is on, counting as the server does', () => {
  const bins = budgetQuestion().results.distribution;
  expect(bucketIndexForValue(bins, 0)).toBe(0);
  expect(bucketIndexForValue(bins, 1999)).toBe(0);
  expect(bucketIndexForValue(bins, 2000)).toBe(1);
  expect(bucketIndexForValue(bins, 2001)).toBe(1);
  expect(bucketIndexForValue(bins, 10000)).toBe(4);
  // Values beyond the ends are clamped into the first and last bins.
  expect(bucketIndexForValue(bins, -5)).toBe(0);
  expect(bucketIndexForValue(bins, 20000)).toBe(4);
  const scale = ratingQuestion().results.distribution;
  expect(bucketIndexForValue(scale, 3)).toBe(2);
  expect(bucketIndexForValue(scale, 9)).toBe(-1);
  expect(bucketIndexForValue([], 3)).toBe(-1);
});

test('scale end labels come from the question ("No Pain" / "Major Pain")', () => {
  expect(scaleEndLabels(ratingQuestion())).toEqual({ min: 'No Pain', max: 'Major Pain' });
  expect(scaleEndLabels(budgetQuestion())).toEqual({ min: '$0', max: '$10k' });
  expect(scaleEndLabels(emptyNumberQuestion())).toBeNull();
  expect(scaleEndLabels(freeQuestion())).toBeNull();
});

test('choices: "Other" by id, percentages to 1 decimal', () => {
  expect(choiceLabel({ label: 'Something else', value: 1, choiceId: '__other__' })).toBe('Other');
  expect(choiceLabel({ label: 'Salt', value: 1, choiceId: 'o1' })).toBe('Salt');
  expect(choiceLabel({ label: '', value: 1, choiceId: 'o1' })).toBe('Untitled option');
  expect(formatPercentage({ label: 'a', value: 1, percentage: 33.3 }, 3)).toBe('33.3%');
  expect(formatPercentage({ label: 'a', value: 2, percentage: 50 }, 4)).toBe('50.0%');
  expect(formatPercentage({ label: 'a', value: 1 }, 3)).toBe('33.3%');
  expect(formatPercentage({ label: 'a', value: 0 }, 0)).toBe('0.0%');
});

test('people: names, initials and one of five stable pastel colours', () => {
  expect(displayName('Ava')).toBe('Ava');
  expect(displayName('  ')).toBe('Anonymous');
  expect(displayName(null)).toBe('Anonymous');
  expect(avatarInitial('ben')).toBe('B');
  expect(avatarInitial(' émile')).toBe('É');
  expect(avatarInitial('')).toBe('?');
  expect(avatarInitial(null)).toBe('?');
  expect(avatarColors).toHaveLength(5);
  expect(avatarColor('sub_1')).toBe(avatarColor('sub_1'));
  const used = new Set(Array.from({ length: 50 }, (_, index) => avatarColor(`sub_${index}`)));
  expect(used.size).toBe(5);
});

test('comparison wording', () => {
  expect(formatPercentile(73)).toBe('Scored higher than 73% of participants');
  expect(formatPercentile(72.6)).toBe('Scored higher than 73% of participants');
  expect(formatPercentile(140)).toBe('Scored higher than 100% of participants');
  expect(formatDeviation(1.2, 'rating')).toBe('+1.2 from average');
  expect(formatDeviation(-0.84, 'plain')).toBe('-0.8 from average');
  expect(formatDeviation(0, 'plain')).toBe('+0.0 from average');
  expect(formatDeviation(-0.04, 'plain')).toBe('+0.0 from average');
  expect(formatDeviation(150.4, 'budget')).toBe('+$150 from average');
  expect(formatDeviation(-1200, 'budget')).toBe('-$1,200 from average');
});

test('media: stats', () => {
  expect(mediaStats(undefined)).toEqual({ views: 0, engagement: 0, empty: true });
  expect(mediaStats({ view_count: 0, engagement_score: 0 })).toEqual({
    views: 0,
    engagement: 0,
    empty: true,
  });
  expect(mediaStats({ view_count: 3, engagement_score: 0 })).toEqual({
    views: 3,
    engagement: 0,
    empty: false,
  });
});
