import { spawn } from 'node:child_process';
import http from 'node:http';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { bundleServer } from '../../../build/server-bundle.ts';
import { freePort, spawnServer } from '../test-support/spawned-server.ts';
import { workerPostgresUrl } from '../test-support/postgres-url.ts';

interface Run {
  code: number | null;
  stderr: string;
}

/** Starts main.ts with `env` and waits for it to exit (each case here must stop at start-up). */
// Permission bits do not bind root. Run as root, the server is started without the capabilities
// that override them (still uid 0, so it can read the checkout wherever that lives; as `nobody` it
// could not read one under a private directory).
const BOUND_BY_PERMISSIONS = ['setpriv', '--bounding-set', '-dac_override,-dac_read_search,-fowner', '--'];

function runMain(env: Record<string, string>, options: { boundByPermissions?: boolean } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const node = [process.execPath, '--import', 'tsx', 'src/server/main.ts'];
    const asRoot = process.getuid?.() === 0;
    const [command = '', ...args] =
      options.boundByPermissions && asRoot ? [...BOUND_BY_PERMISSIONS, ...node] : node;
    const child = spawn(command, args, {
      env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

function expectOneLine(run: Run, line: string) {
  expect(run.code).toBe(1);
  expect(run.stderr.trim().split('\n')).toEqual([line]);
}

// Each case starts a real Node process (TypeScript compiled on the fly): slow on a busy machine.
const START_TIMEOUT_MS = 120_000;

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'pollen-start-'));

test(
  'a PostgreSQL port where nothing listens: one line, exit code 1',
  async () => {
    const port = await freePort();
    const run = await runMain({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/pollen`,
      DATA_DIR: tempDir(),
    });
    expectOneLine(
      run,
      `Cannot connect to PostgreSQL at 127.0.0.1:${port} (connection refused): is the server running? Check DATABASE_URL.`,
    );
  },
  START_TIMEOUT_MS,
);

const postgresUrl = workerPostgresUrl();
if (postgresUrl) {
  test(
    'a database that does not exist on the server: one line naming it, exit code 1',
    async () => {
      const url = new URL(postgresUrl);
      url.pathname = '/pollen_missing_database';
      const run = await runMain({ DATABASE_URL: url.toString(), DATA_DIR: tempDir() });
      expectOneLine(
        run,
        `The database "pollen_missing_database" does not exist on ${url.hostname}:${url.port}: ` +
          'create it (createdb pollen_missing_database) or fix DATABASE_URL.',
      );
    },
    START_TIMEOUT_MS,
  );
}

test(
  'a DATA_DIR that is a file: one line, exit code 1',
  async () => {
    const file = path.join(tempDir(), 'data');
    writeFileSync(file, 'not a folder');
    expectOneLine(
      await runMain({ DATA_DIR: file }),
      `DATA_DIR ${file} is not a directory (a file is in the way).`,
    );
  },
  START_TIMEOUT_MS,
);

test(
  'a DATA_DIR below a file: one line, exit code 1',
  async () => {
    const file = path.join(tempDir(), 'data');
    writeFileSync(file, 'not a folder');
    const dir = path.join(file, 'pollen');
    expectOneLine(
      await runMain({ DATA_DIR: dir }),
      `DATA_DIR ${dir} is not a directory (a file is in the way).`,
    );
  },
  START_TIMEOUT_MS,
);

test(
  'a read-only DATA_DIR: one line, exit code 1',
  async () => {
    const dir = tempDir();
    chmodSync(dir, 0o555);
    expectOneLine(
      await runMain({ DATA_DIR: dir }, { boundByPermissions: true }),
      `DATA_DIR ${dir} cannot be written by this user (permission denied).`,
    );
  },
  START_TIMEOUT_MS,
);

// A live process that is not Pollen, started after the stale lock below was written.
const unrelated = spawn('sleep', ['600'], { stdio: 'ignore' });
afterAll(() => {
  unrelated.kill();
});

test(
  'npm run serve starts despite a stale lock naming a live pid; SIGTERM to npm stops the server and frees the lock',
  async () => {
    const dataDir = tempDir();
    const lock = path.join(dataDir, 'pollen.lock');
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // Left by a Pollen that crashed; its pid now belongs to `sleep`.
    writeFileSync(lock, JSON.stringify({ pid: unrelated.pid, startTime: '1', bootId }));

    // `npm run serve` runs the bundle `npm run build` writes, which a clean checkout has not built
    // yet when the unit tests run: built here from the sources under test.
    await bundleServer();
    const npm = await spawnServer({ DATA_DIR: dataDir }, ['npm', 'run', 'serve', '--silent']);
    const holder = (JSON.parse(readFileSync(lock, 'utf8')) as { pid: number }).pid;
    expect(holder).not.toBe(unrelated.pid);
    expect(holder).not.toBe(npm.process.pid);

    npm.process.kill('SIGTERM');
    expect(await npm.exited).toBe(0);
    // The server itself got the signal, drained and exited: no orphan keeps the database.
    expect(npm.stdout()).toMatch(/"msg":"Stopped"/);
    expect(() => process.kill(holder, 0)).toThrow();
    expect(existsSync(lock)).toBe(false);
  },
  START_TIMEOUT_MS * 2,
);

/** One GET on a keep-alive connection; resolves with the response headers. */
function keepAliveHeaders(url: string): Promise<http.IncomingHttpHeaders> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          agent.destroy();
          resolve(response.headers);
        });
      })
      .on('error', reject);
  });
}

test(
  'idle keep-alive connections outlast the clients that reuse them (no reset on a reused connection)',
  async () => {
    const server = await spawnServer({ DATA_DIR: tempDir() });
    try {
      const headers = await keepAliveHeaders(`${server.baseUrl}/healthz`);
      expect(headers.connection).toBe('keep-alive');
      // Node's default hint is 5 s: shorter than a browser's or Playwright's idle pool.
      expect(headers['keep-alive']).toBe('timeout=65');
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  },
  START_TIMEOUT_MS,
);
