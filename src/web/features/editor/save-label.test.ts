import { expect, test } from 'vitest';
import { saveLabel } from './save-label.ts';

const now = new Date('2025-06-15T12:00:00');
const ago = (ms: number) => new Date(now.getTime() - ms);

test('under a minute reads "just now", including clock skew into the future', () => {
  expect(saveLabel(ago(0), now)).toBe('Saved just now');
  expect(saveLabel(ago(59_999), now)).toBe('Saved just now');
  expect(saveLabel(ago(-5_000), now)).toBe('Saved just now');
});

test('under an hour counts whole minutes', () => {
  expect(saveLabel(ago(60_000), now)).toBe('Saved 1m ago');
  expect(saveLabel(ago(59 * 60_000 + 59_000), now)).toBe('Saved 59m ago');
});

test('under a day counts whole hours', () => {
  expect(saveLabel(ago(60 * 60_000), now)).toBe('Saved 1h ago');
  expect(saveLabel(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('Saved 23h ago');
});

test('a day or more shows the date, with the year only when it differs', () => {
  expect(saveLabel(ago(24 * 3_600_000), now, 'en-US')).toBe('Saved Jun 14');
  expect(saveLabel(new Date('2024-12-31T09:00:00'), now, 'en-US')).toBe('Saved Dec 31, 2024');
});
