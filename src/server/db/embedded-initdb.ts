import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fsyncPath } from './durable-node-fs.ts';

/**
 * A fresh embedded database folder is created (initdb) by a short-lived child process, not by the
 * server. PGlite runs initdb in a second wasm instance of its own; in the server's process that
 * left about 120 MiB more memory in use for the life of the process than any later start of the
 * same folder (freed wasm memory and a malloc heap grown by initdb are not given back), putting the
 * first start over the 300 MiB idle budget (docs/decisions/038-bundled-server.md). The child's
 * memory goes with it. The child runs plain JavaScript against the PGlite package, so it works the
 * same from the sources and from the bundle.
 */
export async function createEmbeddedCluster(
  dir: string,
  /** The module the child takes PGlite from (a test gives one that fails half-way). */
  pgliteModule = import.meta.resolve('@electric-sql/pglite'),
): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const wasEmpty = readdirSync(dir).length === 0;
  // The last line the child prints on failure is the reason given (PGlite's file errors are
  // objects without a message).
  const script = [
    'try {',
    `  const { PGlite } = await import(${JSON.stringify(pgliteModule)});`,
    '  const db = new PGlite(process.argv[1]);',
    '  await db.waitReady;',
    '  await db.close();',
    '} catch (error) {',
    '  console.error(error instanceof Error ? error.message : JSON.stringify(error));',
    '  process.exit(1);',
    '}',
  ].join('\n');
  const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ code: exitCode, stderr: output }));
  });
  if (code !== 0 || !existsSync(path.join(dir, 'PG_VERSION'))) {
    // Half a cluster would fail every later start: a folder that was empty is left empty again.
    if (wasEmpty)
      for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { recursive: true, force: true });
    const reason =
      stderr
        .trim()
        .split('\n')
        .findLast((line) => line.trim()) ?? `exit code ${code}`;
    throw new Error(`Creating the embedded database in ${dir} failed: ${reason}`);
  }
  // PGlite's own file system never flushes (durable-node-fs.ts); the new cluster is on disk before
  // the server writes anything to it.
  fsyncTree(dir);
}

function fsyncTree(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) fsyncTree(file);
    else if (entry.isFile()) fsyncPath(file);
  }
  fsyncPath(folder);
}
