import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** What pollen.lock holds: enough to tell the process that wrote it from a later one with its pid. */
interface LockRecord {
  pid: number;
  /** Start time of `pid` in clock ticks since boot (/proc/<pid>/stat field 22); null off Linux. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id: start times count from boot, so they only compare within one. */
  bootId: string | null;
}

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function processStartTime(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces; fields 3… follow the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

/** Wall-clock start of `pid` in ms (boot time + start ticks at Linux's fixed 100 ticks/s), or null. */
function processStartedAtMs(pid: number): number | null {
  const ticks = processStartTime(pid);
  const bootSeconds = readProc('/proc/stat')?.match(/^btime (\d+)$/m)?.[1];
  if (!ticks || !bootSeconds) return null;
  return Number(bootSeconds) * 1000 + Number(ticks) * 10;
}

function bootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function ownRecord(): LockRecord {
  return { pid: process.pid, startTime: processStartTime(process.pid), bootId: bootId() };
}

function parseRecord(text: string): LockRecord | null {
  const legacyPid = Number(text.trim());
  // Locks written before the start time was recorded hold only the pid.
  if (Number.isInteger(legacyPid) && legacyPid > 0) return { pid: legacyPid, startTime: null, bootId: null };
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (!Number.isInteger(value.pid) || (value.pid ?? 0) <= 0) return null;
    return { pid: value.pid!, startTime: value.startTime ?? null, bootId: value.bootId ?? null };
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process that wrote `record` is still running. A pid alone proves little: after a
 * crash or a reboot the pid may belong to any other process, so the start time must match too.
 */
function isHolderAlive(record: LockRecord, lockWrittenAtMs: number): boolean {
  const currentBoot = bootId();
  if (record.bootId && currentBoot && record.bootId !== currentBoot) return false;
  if (!isRunning(record.pid)) return false;
  if (record.startTime) {
    const startTime = processStartTime(record.pid);
    return startTime === null || startTime === record.startTime;
  }
  // A pid-only lock: a process that started after the lock was written cannot have written it
  // (two seconds of margin for clock-tick rounding).
  const startedAt = processStartedAtMs(record.pid);
  return startedAt === null || startedAt <= lockWrittenAtMs + 2_000;
}

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. Take a lock
 * file naming this process (pid, start time, boot); a lock whose process is gone is taken over.
 * Returns the unlock function, which removes the file only while it is still ours.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pollen.lock');
  const record = ownRecord();
  const content = JSON.stringify(record);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      return () => {
        if (readProc(lockPath) === content) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = parseRecord(readProc(lockPath) ?? '');
      const writtenAt = statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (holder && holder.pid !== process.pid && isHolderAlive(holder, writtenAt)) {
        throw new DataDirLockedError(
          `Another Pollen process (pid ${holder.pid}) is using the embedded database in ${path.resolve(dataDir)}. ` +
            'Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}.`);
}
