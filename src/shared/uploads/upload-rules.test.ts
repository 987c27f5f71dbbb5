import { expect, test } from 'vitest';
import {
  categoryForFileName,
  checkUpload,
  maxBytesForCategory,
  sanitizeFileName,
  uploadLimitMessage,
} from './upload-rules.ts';

const MB = 1024 * 1024;

test('each category has the limit of the spec and its exact message', () => {
  expect(maxBytesForCategory('image')).toBe(10 * MB);
  expect(maxBytesForCategory('document')).toBe(25 * MB);
  expect(maxBytesForCategory('audio')).toBe(100 * MB);
  expect(maxBytesForCategory('video')).toBe(100 * MB);
  expect(maxBytesForCategory('archive')).toBe(50 * MB);
  expect(maxBytesForCategory('default')).toBe(25 * MB);
  expect(uploadLimitMessage('image')).toBe('File size exceeds 10MB limit for image files');
});

test('categories come from the extension, in any case', () => {
  expect(categoryForFileName('Hero.PNG')).toBe('image');
  expect(categoryForFileName('brief.docx')).toBe('document');
  expect(categoryForFileName('note.m4a')).toBe('audio');
  expect(categoryForFileName('clip.mov')).toBe('video');
  expect(categoryForFileName('assets.7z')).toBe('archive');
  expect(categoryForFileName('run.exe')).toBe('default');
});

test('an upload over its limit, of an unknown type or with a mismatched content type is refused', () => {
  expect(checkUpload('hero.png', 11 * MB, 'image/png')).toEqual({
    ok: false,
    message: 'File size exceeds 10MB limit for image files',
  });
  expect(checkUpload('hero.png', 2 * MB, 'image/png')).toEqual({ ok: true, category: 'image' });
  expect(checkUpload('run.exe', 10, 'application/octet-stream').ok).toBe(false);
  expect(checkUpload('hero.png', 10, 'text/html')).toMatchObject({ ok: false });
  expect(checkUpload('hero.png', 0, 'image/png')).toMatchObject({ ok: false, message: 'The file is empty' });
  expect(checkUpload('', 10, 'image/png')).toMatchObject({
    ok: false,
    message: 'File is required for upload',
  });
});

test('file names are sanitised: no paths, no hidden files, no odd characters', () => {
  expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
  expect(sanitizeFileName('C:\\Users\\me\\Résumé final.pdf')).toBe('Resume_final.pdf');
  expect(sanitizeFileName('.htaccess')).toBe('htaccess');
  expect(sanitizeFileName('///')).toBe('file');
  expect(sanitizeFileName('a b%2F..png')).toBe('a_b_2F..png');
});
