import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './spawned-server.ts';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL installed the Debian way, or of `initdb` on PATH. */
export function findPostgresBin(): string | null {
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(DEBIAN_ROOT, versions[0], 'bin');
  }
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    return initdb ? path.dirname(initdb) : null;
  } catch {
    return null;
  }
}

export interface ThrowawayCluster {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/**
 * A PostgreSQL cluster of the test's own (never the shared server on 5432), in a temp folder on a
 * free port, so the test may stop and restart it. PostgreSQL refuses to run as root: as root the
 * binaries run as the `postgres` user.
 */
export async function createThrowawayCluster(bin: string): Promise<ThrowawayCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pollen-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 120_000 });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'pollen']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/pollen`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
