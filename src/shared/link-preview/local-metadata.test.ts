import { expect, test } from 'vitest';
import { linkTypeFromUrl, localLinkMetadata, normalizeLinkUrl } from './local-metadata.ts';

test('a link without a scheme gets https://, and non-addresses are refused', () => {
  expect(normalizeLinkUrl('example.com/page')).toBe('https://example.com/page');
  expect(normalizeLinkUrl('http://example.com')).toBe('http://example.com/');
  expect(normalizeLinkUrl('  ')).toBeNull();
  expect(normalizeLinkUrl('not a url')).toBeNull();
  expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
  expect(normalizeLinkUrl('ftp://example.com')).toBeNull();
});

test('the fallback preview names the host and guesses the type from the extension', () => {
  expect(localLinkMetadata('https://www.example.com/a/b')).toMatchObject({
    title: 'example.com',
    type: 'website',
  });
  expect(linkTypeFromUrl('https://cdn.example.com/hero.PNG')).toBe('image');
  expect(linkTypeFromUrl('https://cdn.example.com/demo.mp4?x=1')).toBe('video');
});
