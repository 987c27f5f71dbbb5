import { expect, test } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { analyticsKeys } from '../../../lib/query-keys.ts';
import {
  csvDownloadUrl,
  jsonDownloadUrl,
  parseVersionFilter,
  reportQuery,
  reportUrl,
  retryDelay,
  shouldRetry,
} from './analytics-api.ts';

test('the report query follows spec §7: key, 2 min fresh, 10 min kept, refetch on focus and every 5 min', () => {
  const options = reportQuery('abc');
  expect(options.queryKey).toEqual(['reports', 'abc', 'all']);
  expect(options.staleTime).toBe(120_000);
  expect(options.gcTime).toBe(600_000);
  expect(options.refetchOnWindowFocus).toBe(true);
  expect(options.refetchInterval).toBe(300_000);
});

test('two retries for server and network errors, none for client errors', () => {
  const server = new ApiError(500, 'internal', 'boom');
  expect(shouldRetry(0, server)).toBe(true);
  expect(shouldRetry(1, server)).toBe(true);
  expect(shouldRetry(2, server)).toBe(false);
  expect(shouldRetry(0, new ApiError(0, 'network_error', 'offline'))).toBe(true);
  expect(shouldRetry(0, new ApiError(404, 'not_found', 'gone'))).toBe(false);
  expect(shouldRetry(0, new ApiError(403, 'forbidden', 'no'))).toBe(false);
  expect(shouldRetry(0, new Error('weird'))).toBe(true);
});

test('backoff doubles and is capped at 30 s', () => {
  expect(retryDelay(0)).toBe(1000);
  expect(retryDelay(1)).toBe(2000);
  expect(retryDelay(4)).toBe(16_000);
  expect(retryDelay(5)).toBe(30_000);
  expect(retryDelay(10)).toBe(30_000);
});

test('download URLs and keys', () => {
  expect(csvDownloadUrl('svy 1')).toBe('/api/reports/svy%201/responses.csv');
  expect(jsonDownloadUrl('svy_1')).toBe('/api/reports/svy_1?download=json');
  expect(analyticsKeys.responses('abc', 'q1', 'x')).toEqual([
    'reports',
    'abc',
    'all',
    'responses',
    'q1',
    'x',
  ]);
});

test('The version filter reaches every report URL and key; all versions is the default', () => {
  expect(parseVersionFilter(null)).toBe('all');
  expect(parseVersionFilter('all')).toBe('all');
  expect(parseVersionFilter('2')).toBe(2);
  expect(parseVersionFilter('0')).toBe('all');
  expect(parseVersionFilter('1.5')).toBe('all');
  expect(reportUrl('abc', 2)).toBe('/api/reports/abc?version=2');
  expect(csvDownloadUrl('s1', 3)).toBe('/api/reports/s1/responses.csv?version=3');
  expect(jsonDownloadUrl('s1', 3)).toBe('/api/reports/s1?download=json&version=3');
  expect(reportQuery('abc', 2).queryKey).toEqual(['reports', 'abc', 2]);
  expect(analyticsKeys.participants('abc', '', 2)).toEqual(['reports', 'abc', 2, 'participants', '']);
});
