import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DurableNodeFS } from './durable-node-fs.ts';
import { embeddedStartParams } from './client.ts';
import { createEmbeddedCluster } from './embedded-initdb.ts';

const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pollen-initdb-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Counts the wasm memories created in this process while `work` runs (each PGlite makes some). */
async function wasmMemoriesCreatedDuring(work: () => Promise<void>): Promise<number> {
  const Original = WebAssembly.Memory;
  let created = 0;
  const Counting = function (descriptor: WebAssembly.MemoryDescriptor) {
    created += 1;
    return new Original(descriptor);
  } as unknown as typeof WebAssembly.Memory;
  Counting.prototype = Original.prototype;
  WebAssembly.Memory = Counting;
  try {
    await work();
  } finally {
    WebAssembly.Memory = Original;
  }
  return created;
}

describe('createEmbeddedCluster', () => {
  it('creates a fresh folder’s database outside this process, ready for the server to open', async () => {
    const folder = freshFolder();
    const created = await wasmMemoriesCreatedDuring(() => createEmbeddedCluster(folder));
    expect(created).toBe(0);
    expect(existsSync(path.join(folder, 'PG_VERSION'))).toBe(true);

    const db = new PGlite({ fs: new DurableNodeFS(folder), startParams: embeddedStartParams });
    try {
      await db.exec('create table kept (n int); insert into kept values (42);');
      expect((await db.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 42 }]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('leaves a folder that already holds a database as it is', async () => {
    const folder = freshFolder();
    await createEmbeddedCluster(folder);
    const before = statSync(path.join(folder, 'PG_VERSION')).mtimeMs;
    const files = readdirSync(folder).sort();
    await createEmbeddedCluster(folder);
    expect(statSync(path.join(folder, 'PG_VERSION')).mtimeMs).toBe(before);
    expect(readdirSync(folder).sort()).toEqual(files);
  }, 60_000);

  it('says why when it fails, and leaves an empty folder empty again', async () => {
    const folder = freshFolder();
    const broken = path.join(freshFolder(), 'broken-pglite.mjs');
    // A PGlite that writes part of a cluster and fails, as initdb cut short would.
    writeFileSync(
      broken,
      `import { writeFileSync } from 'node:fs';
       export class PGlite {
         constructor(dir) { writeFileSync(dir + '/postgresql.conf', ''); this.waitReady = Promise.reject(new Error('disk full')); }
       }`,
    );
    await expect(createEmbeddedCluster(folder, pathToFileURL(broken).href)).rejects.toThrow(
      `Creating the embedded database in ${folder} failed: disk full`,
    );
    expect(readdirSync(folder)).toEqual([]);
  }, 60_000);
});
