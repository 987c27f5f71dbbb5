import { expect, test } from 'vitest';
import { readErrorBody } from './error-body.ts';

test('reads the Pollen error shape and nothing else', () => {
  expect(readErrorBody({ error: { code: 'not_found', message: 'Gone' } })).toEqual({
    code: 'not_found',
    message: 'Gone',
  });
  expect(readErrorBody({ error: { code: 1, message: 'x' } })).toBeNull();
  expect(readErrorBody({ message: 'flat' })).toBeNull();
  expect(readErrorBody(null)).toBeNull();
  expect(readErrorBody('error')).toBeNull();
});
