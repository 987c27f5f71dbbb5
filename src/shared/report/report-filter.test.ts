import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { QuestionItem } from '../survey/survey-schema.ts';
import {
  describeCondition,
  describeScope,
  EMPTY_FILTER,
  isEmptyFilter,
  parseReportFilter,
  serializeReportFilter,
  withReportFilter,
  type FilterCondition,
  type ReportFilter,
} from './report-filter.ts';

const id = fc.string({ minLength: 1, maxLength: 12 });
const text = fc.string({ minLength: 1, maxLength: 30 });
const number = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc
    .double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true })
    .map((value) => (Object.is(value, -0) ? 0 : value)),
);
const condition: fc.Arbitrary<FilterCondition> = fc.oneof(
  fc.record({
    on: fc.constant('answer' as const),
    question: id,
    op: fc.constantFrom('is' as const, 'has' as const),
    value: text,
  }),
  fc.record({
    on: fc.constant('answer' as const),
    question: id,
    op: fc.constantFrom('min' as const, 'max' as const),
    value: number,
  }),
  fc.record({
    on: fc.constant('hidden' as const),
    field: id,
    op: fc.constantFrom('is' as const, 'has' as const),
    value: text,
  }),
);
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const filter: fc.Arbitrary<ReportFilter> = fc
  .record({
    conditions: fc.array(condition, { maxLength: 6 }),
    from: fc.option(day, { nil: null }),
    to: fc.option(day, { nil: null }),
    completion: fc.constantFrom('completed' as const, 'partial' as const, 'all' as const),
  })
  .map((value) =>
    value.from && value.to && value.from > value.to ? { ...value, from: value.to, to: value.from } : value,
  );

describe('report filter in the URL', () => {
  test('round-trips through the search string (any ids and values, order kept)', () => {
    fc.assert(
      fc.property(filter, (original) => {
        const parsed = parseReportFilter(new URLSearchParams(serializeReportFilter(original)));
        expect(parsed).toEqual({ ok: true, filter: original });
      }),
      { numRuns: 300 },
    );
  });

  test('leaves the page’s other parameters alone and replaces only its own', () => {
    fc.assert(
      fc.property(filter, filter, (first, second) => {
        const start = new URLSearchParams({ version: '2', compare: 'abc' });
        const once = withReportFilter(start, first);
        const twice = withReportFilter(once, second);
        expect(twice.get('version')).toBe('2');
        expect(twice.get('compare')).toBe('abc');
        expect(parseReportFilter(twice)).toEqual({ ok: true, filter: second });
      }),
      { numRuns: 100 },
    );
  });

  test('no filter parameters is the empty filter and serialises to nothing', () => {
    expect(parseReportFilter(new URLSearchParams('version=3&search=x'))).toEqual({
      ok: true,
      filter: EMPTY_FILTER,
    });
    expect(serializeReportFilter(EMPTY_FILTER)).toBe('');
    expect(isEmptyFilter(EMPTY_FILTER)).toBe(true);
    expect(isEmptyFilter({ ...EMPTY_FILTER, completion: 'all' })).toBe(false);
  });

  test.each([
    ['a.q1.min=lots', 'Filter "a.q1.min": "lots" is not a number'],
    ['a.q1.min=', 'Filter "a.q1.min": "" is not a number'],
    ['a.q1.above=3', 'Filter "a.q1.above": unknown comparison "above" (use is, min, max or has)'],
    ['h.source.min=3', 'Filter "h.source.min": unknown comparison "min" (use is or has)'],
    ['a.q1=3', 'Filter "a.q1": expected a.<question>.<is|min|max|has> or h.<field>.<is|has>'],
    ['a.q1.is=', 'Filter "a.q1.is": needs a value'],
    ['from=2026-02-30', 'Filter "from": is not a real date'],
    ['to=yesterday', 'Filter "to": must be a date like 2026-11-01'],
    ['from=2026-11-05&to=2026-11-01', 'Filter "to": the start date is after the end date'],
    ['completion=maybe', 'Filter "completion": Invalid option: expected one of "completed"|"partial"|"all"'],
  ])('%s is refused with a message naming the parameter', (search, message) => {
    expect(parseReportFilter(new URLSearchParams(search))).toEqual({ ok: false, message });
  });
});

describe('chips', () => {
  const questions = new Map<string, QuestionItem>([
    [
      'plan',
      {
        id: 'plan',
        text: 'Plan?',
        response_type: 'SINGLE_CHOICE',
        position: 0,
        required: false,
        response_options: { options: [{ id: 'pro', text: 'Pro', position: 0 }] },
      } as unknown as QuestionItem,
    ],
    ['rating', { id: 'rating', text: 'Rating', response_type: 'RATING' } as unknown as QuestionItem],
  ]);
  test('read as plain words', () => {
    expect(describeCondition({ on: 'answer', question: 'plan', op: 'is', value: 'pro' }, questions)).toBe(
      'Plan is Pro',
    );
    expect(describeCondition({ on: 'answer', question: 'rating', op: 'min', value: 4 }, questions)).toBe(
      'Rating ≥ 4',
    );
    expect(describeCondition({ on: 'answer', question: 'rating', op: 'max', value: 2.5 }, questions)).toBe(
      'Rating ≤ 2.5',
    );
    expect(describeCondition({ on: 'answer', question: 'gone', op: 'has', value: 'slow' }, questions)).toBe(
      'Removed question contains “slow”',
    );
    expect(
      describeCondition({ on: 'hidden', field: 'source', op: 'is', value: 'newsletter' }, questions),
    ).toBe('source is newsletter');
    expect(
      describeScope(
        { ...EMPTY_FILTER, from: '2026-11-01', to: '2025-12-31', completion: 'partial' },
        new Date('2026-11-20T00:00:00Z'),
      ).map((chip) => chip.label),
    ).toEqual(['From 1 Nov', 'To 31 Dec 2025', 'Partial responses']);
  });
});

describe('a condition on a piped question', () => {
  test('names the token instead of showing its braces', () => {
    const question = {
      id: 'q_nps',
      text: '{{name|Friend}}, how likely are you to recommend us?',
      response_type: 'NPS',
      response_options: { min: 0, max: 10 },
    } as unknown as QuestionItem;
    const label = describeCondition(
      { on: 'answer', question: 'q_nps', op: 'max', value: 6 },
      new Map([['q_nps', question]]),
    );
    expect(label).not.toContain('{{');
    expect(label).toMatch(/^\[name\], how likely.* ≤ 6$/);
  });
});
