import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

test('without AUTH_SECRET a secret is generated once and reused after a restart', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pollen-secret-'));
  const first = resolveAuthSecret(undefined, dir);
  expect(first.length).toBeGreaterThanOrEqual(32);
  expect(resolveAuthSecret(undefined, dir)).toBe(first);
  expect(resolveAuthSecret('configured-secret-configured-secret', dir)).toBe(
    'configured-secret-configured-secret',
  );
});
