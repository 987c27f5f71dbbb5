import { describe, expect, test } from 'vitest';
import {
  isEmptyOrSafeLink,
  isEmptyOrSafeUrl,
  safeLinkUrl,
  safeStoredLink,
  safeStoredUrl,
  safeUrl,
} from './safe-url.ts';

const DANGEROUS_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'blob:https://pollen.test/0b5d',
  'file:///etc/passwd',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  '/\t/evil.example/x.png',
  'ftp://example.com/file',
];

describe('safeUrl', () => {
  test('keeps http, https and paths on this origin', () => {
    expect(safeUrl('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c');
    expect(safeUrl('HTTP://Example.com')).toBe('http://example.com/');
    expect(safeUrl('/api/files/abc/photo.png')).toBe('/api/files/abc/photo.png');
    expect(safeUrl('  /api/files/a b.png ')).toBe('/api/files/a%20b.png');
  });

  test.each(DANGEROUS_URLS)('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
    expect(safeLinkUrl(url)).toBeNull();
    expect(safeStoredUrl(url)).toBe('');
    expect(safeStoredLink(url)).toBe('');
    expect(isEmptyOrSafeUrl(url)).toBe(false);
    expect(isEmptyOrSafeLink(url)).toBe(false);
  });

  test('a link without a scheme is a web address', () => {
    expect(safeLinkUrl('example.com/a')).toBe('https://example.com/a');
    expect(safeLinkUrl('')).toBeNull();
    expect(safeStoredUrl('')).toBe('');
    expect(safeStoredLink(' example.com/a ')).toBe(' example.com/a ');
    expect(safeStoredUrl('/api/files/a.png')).toBe('/api/files/a.png');
    expect(isEmptyOrSafeUrl('')).toBe(true);
  });
});
