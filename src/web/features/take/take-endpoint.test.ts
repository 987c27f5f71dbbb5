import { expect, test } from 'vitest';
import { isPreviewShareId, previewShareId, takeApiPath } from './take-endpoint.ts';

test('A share id goes to the public API, a preview to the owner-only preview routes', () => {
  expect(takeApiPath('Ab3_x-9QzK')).toBe('/api/public/surveys/Ab3_x-9QzK');
  expect(previewShareId('survey 1')).toBe('preview:survey 1');
  expect(isPreviewShareId(previewShareId('s1'))).toBe(true);
  expect(isPreviewShareId('Ab3_x-9QzK')).toBe(false);
  expect(takeApiPath(previewShareId('s/1'))).toBe('/api/surveys/s%2F1/preview');
});
