import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

test('a second process is refused while the first holds the data folder', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pollen-lock-'));
  // The parent of this test process is alive: it stands for "another Pollen".
  writeFileSync(path.join(dir, 'pollen.lock'), String(process.ppid));
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
});

test('a stale lock from a dead process is taken over and released on unlock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pollen-lock-'));
  writeFileSync(path.join(dir, 'pollen.lock'), '999999999');
  const unlock = lockDataDir(dir);
  expect(existsSync(path.join(dir, 'pollen.lock'))).toBe(true);
  unlock();
  expect(existsSync(path.join(dir, 'pollen.lock'))).toBe(false);
});
