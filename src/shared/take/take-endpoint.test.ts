import { expect, test } from 'vitest';
import { isPreviewShareId, previewShareId, shareIdFromPath, takeApiPath } from './take-endpoint.ts';

test('A share id goes to the public API, a preview to the owner-only preview routes', () => {
  expect(takeApiPath('Ab3_x-9QzK')).toBe('/api/public/surveys/Ab3_x-9QzK');
  expect(previewShareId('survey 1')).toBe('preview:survey 1');
  expect(isPreviewShareId(previewShareId('s1'))).toBe(true);
  expect(isPreviewShareId('Ab3_x-9QzK')).toBe(false);
  expect(takeApiPath(previewShareId('s/1'))).toBe('/api/surveys/s%2F1/preview');
});

test('The take bundle reads a respondent link or the author preview from the page address', () => {
  expect(shareIdFromPath('/t/Ab3_x-9QzK')).toBe('Ab3_x-9QzK');
  expect(shareIdFromPath('/test/Ab3_x-9QzK')).toBe('Ab3_x-9QzK');
  expect(shareIdFromPath('/surveys/3f2a-9/preview')).toBe(previewShareId('3f2a-9'));
  expect(shareIdFromPath('/surveys/3f2a-9/preview/')).toBe(previewShareId('3f2a-9'));
  // Anything else names no survey: the page shows its "not available" card.
  expect(shareIdFromPath('/surveys/3f2a-9/edit')).toBe('');
  expect(shareIdFromPath('/')).toBe('');
});
