import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { safeRedirectUrl } from '../format/safe-url.ts';
import {
  closedReason,
  distributionSettingsSchema,
  distributionSummary,
  formatClosingTime,
  REDIRECT_URL_INVALID,
} from './distribution.ts';

const base = {
  closes_at: null,
  closes_time_zone: null,
  response_limit: null,
  one_response_per_browser: false,
  redirect_url: null,
};

describe('safeRedirectUrl', () => {
  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/thanks',
    'thanks.html',
    '//evil.example/x',
    'ftp://example.com/file',
    'https://',
    'http:/example.com',
    'mailto:jane@example.com',
    '',
  ])('refuses %j', (value) => {
    expect(safeRedirectUrl(value)).toBeNull();
  });

  test('keeps absolute http and https addresses, trimmed and normalised', () => {
    expect(safeRedirectUrl(' https://example.com/next?a=1#top ')).toBe('https://example.com/next?a=1#top');
    expect(safeRedirectUrl('HTTP://Example.com')).toBe('http://example.com/');
  });

  test('whatever it keeps is an absolute http(s) URL with a host', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (value) => {
        const safe = safeRedirectUrl(value);
        if (safe === null) return;
        const url = new URL(safe);
        expect(['http:', 'https:']).toContain(url.protocol);
        expect(url.hostname).not.toBe('');
      }),
    );
  });
});

describe('distributionSettingsSchema', () => {
  test('an empty redirect is no redirect; a bad one names the rule', () => {
    expect(distributionSettingsSchema.parse({ ...base, redirect_url: '  ' }).redirect_url).toBeNull();
    const bad = distributionSettingsSchema.safeParse({ ...base, redirect_url: 'javascript:alert(1)' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(REDIRECT_URL_INVALID);
  });

  test('limits are whole numbers from 1; zones are IANA names', () => {
    expect(distributionSettingsSchema.safeParse({ ...base, response_limit: 0 }).success).toBe(false);
    expect(distributionSettingsSchema.safeParse({ ...base, response_limit: 1.5 }).success).toBe(false);
    expect(distributionSettingsSchema.safeParse({ ...base, response_limit: 1 }).success).toBe(true);
    expect(
      distributionSettingsSchema.safeParse({
        ...base,
        closes_at: '2026-12-01T16:00:00Z',
        closes_time_zone: 'Nowhere/Else',
      }).success,
    ).toBe(false);
    expect(
      distributionSettingsSchema.safeParse({
        ...base,
        closes_at: '2026-12-01T16:00:00.000Z',
        closes_time_zone: 'Europe/Paris',
      }).success,
    ).toBe(true);
  });
});

describe('closedReason', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  test('closed from the closing instant on, and once the count reaches the limit', () => {
    expect(closedReason({ closes_at: '2026-11-30T12:00:00Z', response_limit: null }, 0, now)).toBe('date');
    expect(closedReason({ closes_at: '2026-11-30T12:00:01Z', response_limit: null }, 0, now)).toBeNull();
    expect(closedReason({ closes_at: null, response_limit: 3 }, 2, now)).toBeNull();
    expect(closedReason({ closes_at: null, response_limit: 3 }, 3, now)).toBe('quota');
  });

  test('with a limit, it is open exactly while the count is below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(20_000), (limit, count) => {
        const reason = closedReason({ closes_at: null, response_limit: limit }, count, now);
        expect(reason === null).toBe(count < limit);
      }),
    );
  });
});

describe('the owner sees the state in words', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  test('closing time in the author’s zone, count of limit, closed', () => {
    // 16:00 UTC is 17:00 in Paris in December.
    expect(formatClosingTime('2026-12-01T16:00:00Z', 'Europe/Paris')).toBe('1 Dec, 17:00');
    expect(
      distributionSummary(
        {
          closes_at: '2026-12-01T16:00:00Z',
          closes_time_zone: 'Europe/Paris',
          response_limit: 100,
          response_count: 37,
        },
        now,
      ),
    ).toEqual({ closed: false, parts: ['Closes 1 Dec, 17:00', '37 of 100 responses'] });
    expect(
      distributionSummary(
        { closes_at: null, closes_time_zone: null, response_limit: 100, response_count: 100 },
        now,
      ),
    ).toEqual({ closed: true, parts: ['Closed', '100 of 100 responses'] });
    expect(
      distributionSummary(
        {
          closes_at: '2026-11-20T08:30:00Z',
          closes_time_zone: 'UTC',
          response_limit: null,
          response_count: 4,
        },
        now,
      ),
    ).toEqual({ closed: true, parts: ['Closed 20 Nov, 08:30'] });
    expect(
      distributionSummary(
        { closes_at: null, closes_time_zone: null, response_limit: null, response_count: 4 },
        now,
      ),
    ).toEqual({ closed: false, parts: [] });
  });
});
