import { AppError } from '../errors.ts';
import { isUuid } from '../http/validate.ts';

// Opaque page cursors: a position (database time text and id) in base64url, so clients don't
// build them and the server may change what is inside.

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(key: { time: string; id: string }): string {
  return Buffer.from(JSON.stringify([key.time, key.id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { time: string; id: string } | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIME.test(value[0]) &&
      typeof value[1] === 'string' &&
      isUuid(value[1])
    )
      return { time: value[0], id: value[1] };
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('validation_failed', 'cursor: is not a cursor this API gave out', {
    cursor: 'is not a cursor this API gave out',
  });
}
