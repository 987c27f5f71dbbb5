import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** DATA_DIR cannot hold Pollen's files; the message is one line, fit to print as is. */
export class DataDirError extends Error {}

const PROBE_NAME = `.pollen-write-probe-${process.pid}`;

function describe(dir: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const where = `DATA_DIR ${path.resolve(dir)}`;
  switch (code) {
    case 'ENOTDIR':
    case 'EEXIST':
      return `${where} is not a directory (a file is in the way).`;
    case 'EACCES':
    case 'EPERM':
      return `${where} cannot be written by this user (permission denied).`;
    case 'EROFS':
      return `${where} is on a read-only file system.`;
    case 'ENOSPC':
      return `${where} is on a full disk.`;
    case 'ENOENT':
      return `${where} does not exist any more.`;
    default:
      return `${where} cannot be written (${code ?? String(error)}).`;
  }
}

/**
 * Creates DATA_DIR when missing and checks, before anything is written to it, that it is a folder
 * Pollen can write: a read-only or misplaced DATA_DIR then stops the start with one clear line.
 */
export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    const probe = path.join(dir, PROBE_NAME);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirError(describe(dir, error));
  }
}

/** For readiness checks: rejects with a DataDirError when a file can no longer be created in `dir`. */
export async function probeDataDirWritable(dir: string): Promise<void> {
  const probe = path.join(dir, PROBE_NAME);
  try {
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    throw new DataDirError(describe(dir, error));
  }
}
