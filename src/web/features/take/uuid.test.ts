import { describe, expect, it } from 'vitest';
import { newUuid } from './uuid.ts';

describe('newUuid', () => {
  it('uses randomUUID when the context has it', () => {
    expect(
      newUuid({ randomUUID: () => '11111111-1111-4111-8111-111111111111', getRandomValues: (a) => a }),
    ).toBe('11111111-1111-4111-8111-111111111111');
  });

  it('falls back to a v4 UUID from random bytes on plain http', () => {
    const id = newUuid({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
