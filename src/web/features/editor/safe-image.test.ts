import { expect, test } from 'vitest';
import { isDisplayableImage } from './safe-image.ts';
import { formatFileSize, uploadPercent } from './upload-file.ts';

const origin = 'https://pollen.example';

test('only same-origin http(s) images are shown (the CSP allows no other host; stored data:/blob: never)', () => {
  expect(isDisplayableImage('/api/uploads/files/a.png', origin)).toBe(true);
  expect(isDisplayableImage('https://pollen.example/x.png', origin)).toBe(true);
  expect(isDisplayableImage('data:image/png;base64,AAAA', origin)).toBe(false);
  expect(isDisplayableImage('blob:https://pollen.example/1234', origin)).toBe(false);
  expect(isDisplayableImage('javascript:alert(1)', origin)).toBe(false);
  expect(isDisplayableImage('https://cdn.other.com/x.png', origin)).toBe(false);
  expect(isDisplayableImage('//cdn.other.com/x.png', origin)).toBe(false);
  expect(isDisplayableImage('', origin)).toBe(false);
  expect(isDisplayableImage(null, origin)).toBe(false);
});

test('upload progress is a whole percent clamped to 0–100; sizes read like a file manager', () => {
  expect(uploadPercent(50, 200)).toBe(25);
  expect(uploadPercent(300, 200)).toBe(100);
  expect(uploadPercent(-1, 200)).toBe(0);
  expect(uploadPercent(1, 0)).toBe(0);
  expect(formatFileSize(12)).toBe('12 B');
  expect(formatFileSize(2048)).toBe('2 KB');
  expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
  expect(formatFileSize(30 * 1024 * 1024)).toBe('30 MB');
});
