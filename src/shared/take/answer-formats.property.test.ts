import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  dateAnswerProblem,
  isDateAnswer,
  isEmailAnswer,
  isNpsScore,
  isPhoneAnswer,
  numberAnswerProblem,
  parseTypedNumber,
  tidyPhone,
} from './answer-formats.ts';
import { npsSummary } from '../report/nps.ts';
import { dateDistribution, numberDistribution } from '../report/typed-answer-results.ts';

// The answer formats of issue 12 with generated cases, and the NPS score against a naive reference.

describe('e-mail answers', () => {
  test('agree with zod’s e-mail rule on generated addresses and near-misses', () => {
    const zodEmail = z.email();
    const local = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/);
    const domain = fc.stringMatching(/^[a-z0-9-]{1,12}(\.[a-z0-9-]{1,8}){0,2}\.[a-z]{2,6}$/);
    const address = fc.tuple(local, domain).map(([name, host]) => `${name}@${host}`);
    const junk = fc.string({ maxLength: 30 });
    fc.assert(
      fc.property(
        fc.oneof(
          address,
          junk,
          address.map((value) => value.replace('@', '')),
        ),
        (text) => {
          expect(isEmailAnswer(text)).toBe(zodEmail.safeParse(text.trim()).success);
        },
      ),
    );
  });

  test('good and bad examples', () => {
    for (const good of ['name@example.com', ' ana.silva+news@mail.example.pt ', 'a_b@x.io'])
      expect(isEmailAnswer(good), good).toBe(true);
    for (const bad of ['ann@example', 'ann example.com', '@example.com', 'ann@.com', 'ann@@x.com', ''])
      expect(isEmailAnswer(bad), bad).toBe(false);
  });
});

describe('phone answers', () => {
  const digits = (count: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: count, maxLength: count });

  test('7 to 15 digits with spaces, hyphens, dots and one pair of brackets are phone numbers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 15 }).chain((count) => digits(count)),
        fc.boolean(),
        fc.array(fc.constantFrom(' ', '-', '.', ''), { minLength: 15, maxLength: 15 }),
        (numbers, plus, separators) => {
          const body = numbers
            .map((digit, index) => `${digit}${index < numbers.length - 1 ? separators[index] : ''}`)
            .join('');
          const text = `${plus ? '+' : ''}(${body.slice(0, 2)})${body.slice(2)}`;
          expect(isPhoneAnswer(text), text).toBe(true);
          expect(isPhoneAnswer(tidyPhone(`  ${text}  `))).toBe(isPhoneAnswer(text));
        },
      ),
    );
  });

  test('too few or too many digits, letters, or stray brackets are refused', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 16, max: 25 }))
          .chain((count) => digits(count)),
        (numbers) => {
          expect(isPhoneAnswer(numbers.join(''))).toBe(false);
        },
      ),
    );
    for (const bad of [
      'call me',
      '555-CALL-NOW',
      '(030 1234567',
      '030) 1234567',
      '+44 (20 (7946) 0958',
      '12+3456789',
    ])
      expect(isPhoneAnswer(bad), bad).toBe(false);
    for (const good of ['+44 20 7946 0958', '(030) 1234-5678', '555.123.4567', '0612345678'])
      expect(isPhoneAnswer(good), good).toBe(true);
  });
});

describe('number answers', () => {
  test('a typed number reads back as the number it prints as, with a decimal comma too', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const text = String(value);
        if (/e/i.test(text)) return;
        expect(parseTypedNumber(text)).toBe(value === 0 ? 0 : value);
        if (text.includes('.')) expect(parseTypedNumber(text.replace('.', ','))).toBe(value);
      }),
    );
    expect(parseTypedNumber('1 000')).toBe(1000);
    expect(parseTypedNumber('1,000,000.5')).toBe(1000000.5);
    for (const bad of ['', 'abc', '1.2.3', '12a', '--3', '1,2,3'])
      expect(parseTypedNumber(bad), bad).toBeNull();
  });

  test('bounds and whole numbers: a value is refused exactly when it breaks one, with words for it', () => {
    const bound = fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null });
    fc.assert(
      fc.property(
        bound,
        bound,
        fc.boolean(),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        (a, b, integer, value) => {
          const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
          const problem = numberAnswerProblem({ min, max, integer }, value);
          const outside = (min !== null && value < min) || (max !== null && value > max);
          const fraction = integer && !Number.isInteger(value);
          expect(problem === null).toBe(!outside && !fraction);
          if (outside && min !== null && max !== null) expect(problem).toContain(`from ${min} to ${max}`);
        },
      ),
    );
  });
});

describe('dates and NPS scores', () => {
  test('every real calendar day is a date answer, and only those', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isDateAnswer(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
    for (const bad of ['2026-02-29', '2026-13-01', '2026-04-31', '26-01-01', '2026/01/01', '0999-12-31'])
      expect(isDateAnswer(bad), bad).toBe(false);
    expect(isDateAnswer('2024-02-29')).toBe(true);
    expect(dateAnswerProblem({ earliest: '2026-01-01', latest: '2026-12-31' }, '2027-01-01')).toBe(
      'Enter a date from 1 Jan 2026 to 31 Dec 2026.',
    );
  });

  test('only whole numbers 0–10 are NPS scores', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        expect(isNpsScore(value)).toBe(Number.isInteger(value) && value >= 0 && value <= 10);
      }),
    );
  });

  test('the NPS equals the naive count over every single answer', () => {
    const answers = fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 300 });
    fc.assert(
      fc.property(answers, (scores) => {
        const counts = new Map<number, number>();
        for (const score of scores) counts.set(score, (counts.get(score) ?? 0) + 1);
        const summary = npsSummary([...counts].map(([value, count]) => ({ value, count })));
        const promoters = scores.filter((score) => score >= 9).length;
        const detractors = scores.filter((score) => score <= 6).length;
        expect(summary.total).toBe(scores.length);
        if (scores.length === 0) {
          expect(summary.score).toBeNull();
          return;
        }
        expect(summary.score).toBeCloseTo((100 * (promoters - detractors)) / scores.length, 9);
        expect(summary.score).toBeGreaterThanOrEqual(-100);
        expect(summary.score).toBeLessThanOrEqual(100);
        expect(summary.groups.map((group) => group.count)).toEqual([
          detractors,
          scores.length - promoters - detractors,
          promoters,
        ]);
      }),
    );
  });

  test('distributions keep every answer: number bins and date buckets add up to the count', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            value: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
            count: fc.integer({ min: 1, max: 9 }),
          }),
          {
            maxLength: 30,
          },
        ),
        (counts) => {
          const total = counts.reduce((sum, entry) => sum + entry.count, 0);
          expect(numberDistribution(counts).reduce((sum, bucket) => sum + bucket.value, 0)).toBe(total);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            date: fc
              .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
              .map((date) => date.toISOString().slice(0, 10)),
            count: fc.integer({ min: 1, max: 9 }),
          }),
          { maxLength: 30 },
        ),
        (counts) => {
          const total = counts.reduce((sum, entry) => sum + entry.count, 0);
          expect(dateDistribution(counts).reduce((sum, bucket) => sum + bucket.value, 0)).toBe(total);
        },
      ),
    );
  });
});
