import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite as published never flushes to disk: it starts PostgreSQL with `-F` (fsync off), and the
 * Emscripten file system under NodeFS has no fsync operation, so even PostgreSQL's own fsync calls
 * return without reaching the disk (electric-sql/pglite#1107). A power cut could then lose
 * commits that were acknowledged. This file system forwards fsync to the host file, and
 * `durableStartParams` turns fsync back on, so a commit returns only once its WAL is on disk,
 * as on a PostgreSQL server (docs/decisions/014-durability-and-database-outages.md).
 */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (module) => {
        // Emscripten internals (not in PGlite's types): every NODEFS stream shares these operations.
        const nodefs: NodeFsInternals = module.NODEFS;
        nodefs.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) return fs.fsyncSync(stream.nfd);
          // A directory (PostgreSQL syncs them after creating or renaming files) has no host fd.
          fsyncPath(nodefs.realPath(stream.node));
        };
      },
    ];
    return result;
  }
}

/** Flushes a host file or directory, by path, to the disk. */
export function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

interface NodeFsInternals {
  realPath(node: unknown): string;
  stream_ops: { fsync?: (stream: { nfd?: number; node: unknown }) => void };
}

/**
 * PGlite's start-up parameters without `-F`, and with WAL flushes through fsync: Emscripten's
 * fdatasync (PostgreSQL's default wal_sync_method) is a no-op that never reaches the file system.
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];
