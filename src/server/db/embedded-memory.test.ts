import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, inject, onTestFinished, test, vi } from 'vitest';
import { seedMigratedDataDir } from '../test-support/pglite-template.ts';
import { openDatabase } from './client.ts';
import { DurableNodeFS } from './durable-node-fs.ts';
import { rowsOf } from './rows.ts';

// Decision 036: PGlite keeps PostgreSQL's buffer pool in its wasm memory, which never shrinks. With
// PostgreSQL's default pool (128 MB) that memory grows past its initial size on every start (128 to
// 189 MiB, ~150 MiB of it resident for as long as the process runs); the embedded default's smaller
// pool leaves it at its initial size.

// Creating an embedded database on disk takes a while on a busy two-core machine.
const CREATE_TIMEOUT_MS = 180_000;

test(
  'the embedded database starts with a 32 MB buffer pool and its wasm memory does not grow',
  { timeout: CREATE_TIMEOUT_MS },
  async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pollen-embedded-memory-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    // A copy of the run's migrated database instead of initdb on disk: the buffer pool is set when
    // the folder is opened, the same either way.
    const template = inject('pgliteTemplate');
    if (template) await seedMigratedDataDir(dataDir, template);

    // The wasm memory PGlite hands the database's file system, and its size at that moment.
    const watched: { memory: WebAssembly.Memory; initialBytes: number }[] = [];
    const init = DurableNodeFS.prototype.init;
    const spy = vi.spyOn(DurableNodeFS.prototype, 'init').mockImplementation(async function (
      this: DurableNodeFS,
      ...args: Parameters<DurableNodeFS['init']>
    ) {
      const result = await init.apply(this, args);
      const memory = result.emscriptenOpts.wasmMemory!;
      watched.push({ memory, initialBytes: memory.buffer.byteLength });
      return result;
    });
    onTestFinished(() => spy.mockRestore());

    const database = await openDatabase({ kind: 'pglite', dataDir });
    onTestFinished(() => database.close());
    await database.migrate();
    const [row] = rowsOf<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
    expect(row?.shared_buffers).toBe('32MB');
    await database.db.execute(sql`select count(*) from surveys`);

    expect(watched).toHaveLength(1);
    expect(watched[0]!.memory.buffer.byteLength).toBe(watched[0]!.initialBytes);
  },
);
