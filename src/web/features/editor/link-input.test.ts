import { expect, test } from 'vitest';
import { checkLinkInput } from './link-input.ts';

test('an empty link is valid and means no link', () => {
  expect(checkLinkInput('')).toEqual({ valid: true, url: '' });
  expect(checkLinkInput('   ')).toEqual({ valid: true, url: '' });
});

test('a web address without a scheme gets https://; http:// and https:// are kept', () => {
  expect(checkLinkInput('example.com/launch')).toEqual({ valid: true, url: 'https://example.com/launch' });
  expect(checkLinkInput('http://example.com/a')).toEqual({ valid: true, url: 'http://example.com/a' });
  expect(checkLinkInput(' https://www.example.org ')).toEqual({
    valid: true,
    url: 'https://www.example.org/',
  });
});

test('text that is not a web address, or another scheme, is invalid', () => {
  expect(checkLinkInput('not a url')).toEqual({ valid: false });
  expect(checkLinkInput('hello')).toEqual({ valid: false });
  expect(checkLinkInput('javascript:alert(1)')).toEqual({ valid: false });
  expect(checkLinkInput('ftp://example.com')).toEqual({ valid: false });
});
