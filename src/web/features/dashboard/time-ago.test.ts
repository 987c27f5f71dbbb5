import { describe, expect, test } from 'vitest';
import { timeAgoLabel } from './time-ago.ts';

// Local-time constructors keep the expectations true in any time zone the tests run in.
const now = new Date(2025, 5, 15, 10, 30);
const local = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 12, parts[4] ?? 0).toISOString();

describe('timeAgoLabel', () => {
  test('no date at all is "Never"', () => {
    expect(timeAgoLabel(null, now)).toBe('Never');
    expect(timeAgoLabel(undefined, now)).toBe('Never');
    expect(timeAgoLabel('', now)).toBe('Never');
    expect(timeAgoLabel('not a date', now)).toBe('Never');
  });

  test('anything earlier the same calendar day is "Today"', () => {
    expect(timeAgoLabel(local(2025, 5, 15, 0, 1), now)).toBe('Today');
    expect(timeAgoLabel(local(2025, 5, 15, 10, 29), now)).toBe('Today');
    expect(timeAgoLabel(now.toISOString(), now)).toBe('Today');
  });

  test('yesterday is "1 day ago", even late last night', () => {
    expect(timeAgoLabel(local(2025, 5, 14, 23, 59), now)).toBe('1 day ago');
    expect(timeAgoLabel(local(2025, 5, 14, 0, 0), now)).toBe('1 day ago');
  });

  test('older dates count calendar days', () => {
    expect(timeAgoLabel(local(2025, 5, 13), now)).toBe('2 days ago');
    expect(timeAgoLabel(local(2025, 5, 1), now)).toBe('14 days ago');
    expect(timeAgoLabel(local(2024, 5, 15), now)).toBe('365 days ago');
  });

  test('a date in the future (clock skew) reads "Today"', () => {
    expect(timeAgoLabel(local(2025, 5, 16), now)).toBe('Today');
  });

  test('accepts the current time as a number', () => {
    expect(timeAgoLabel(local(2025, 5, 12), now.getTime())).toBe('3 days ago');
  });

  test('days across a daylight-saving change still count whole days', () => {
    // March 30, 2025 is the EU change and March 9 the US one; both lie inside this range.
    expect(timeAgoLabel(local(2025, 2, 1), new Date(2025, 3, 1, 9))).toBe('31 days ago');
  });
});
