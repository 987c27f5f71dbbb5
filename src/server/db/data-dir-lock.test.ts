import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

// Start times come from /proc: these tests, like Pollen's CI, run on Linux.
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'pollen-lock-'));
const lockFile = (dir: string) => path.join(dir, 'pollen.lock');

// A live process that is not Pollen, started by this test (so after any lock it writes).
const unrelated = spawn('sleep', ['600'], { stdio: 'ignore' });
afterAll(() => {
  unrelated.kill();
});

test('a second process is refused while the first holds the data folder', () => {
  const dir = tempDir();
  const unlock = lockDataDir(dir);
  const record = JSON.parse(readFileSync(lockFile(dir), 'utf8')) as { pid: number };
  expect(record.pid).toBe(process.pid);
  // The parent of this test process is alive and was started before the lock: "another Pollen".
  writeFileSync(lockFile(dir), JSON.stringify({ ...record, pid: process.ppid, startTime: null }));
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  unlock();
});

test('a lock naming a live process with the same start time is respected', () => {
  const dir = tempDir();
  const stat = readFileSync(`/proc/${unrelated.pid}/stat`, 'utf8');
  const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  writeFileSync(lockFile(dir), JSON.stringify({ pid: unrelated.pid, startTime, bootId }));
  expect(() => lockDataDir(dir)).toThrow(`Another Pollen process (pid ${unrelated.pid})`);
});

test('a stale lock from a dead process is taken over and released on unlock', () => {
  const dir = tempDir();
  writeFileSync(lockFile(dir), '999999999');
  const unlock = lockDataDir(dir);
  expect(existsSync(lockFile(dir))).toBe(true);
  unlock();
  expect(existsSync(lockFile(dir))).toBe(false);
});

test('a lock naming a live pid that another process reused is taken over', () => {
  const dir = tempDir();
  const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  // The pid is alive, but the process behind it started at another time than the lock's writer.
  writeFileSync(lockFile(dir), JSON.stringify({ pid: unrelated.pid, startTime: '1', bootId }));
  const unlock = lockDataDir(dir);
  expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
  unlock();
});

test('an old pid-only lock naming a process started after it is taken over', () => {
  const dir = tempDir();
  writeFileSync(lockFile(dir), String(unrelated.pid));
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(lockFile(dir), anHourAgo, anHourAgo);
  const unlock = lockDataDir(dir);
  expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
  unlock();
});

test('a lock from another boot is taken over', () => {
  const dir = tempDir();
  writeFileSync(
    lockFile(dir),
    JSON.stringify({ pid: process.ppid, startTime: '1', bootId: 'a-boot-long-ago' }),
  );
  const unlock = lockDataDir(dir);
  unlock();
  expect(existsSync(lockFile(dir))).toBe(false);
});

test('unlock leaves a lock that another process has taken since alone', () => {
  const dir = tempDir();
  const unlock = lockDataDir(dir);
  writeFileSync(lockFile(dir), JSON.stringify({ pid: process.ppid, startTime: null, bootId: null }));
  unlock();
  expect(existsSync(lockFile(dir))).toBe(true);
});
