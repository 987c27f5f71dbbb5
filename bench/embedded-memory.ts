import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import pg from 'pg';
import { freePort, serverEnv, waitForReady } from './support.ts';

// Idle memory of Pollen on the embedded database (issue 17: ≤ 300 MiB), on a fresh DATA_DIR:
// first start (initdb and every migration run) and a second start of the same folder (nothing to
// migrate). Each start waits for /readyz, then IDLE_WAIT_MS, then reads /proc/<pid>/status and,
// through bench/wasm-memory-probe.ts, the size of PGlite's wasm memory. The server is the bundle
// `npm start` runs (`npm run build` first); variants with `sources` run src/server/main.ts through tsx.

export const IDLE_WAIT_MS = Number(process.env.IDLE_WAIT_MS ?? 5_000);
const MiB = 1024 * 1024;

export interface Sample {
  label: string;
  readyMs: number;
  rss: number;
  hwm: number;
  anon: number;
  file: number;
  wasm: number[];
  /** Resident part of the wasm memories (their mappings in /proc/<pid>/smaps). */
  wasmResident: number;
  heapUsed: number;
  load: string;
}

function status(pid: number): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const line of readFileSync(`/proc/${pid}/status`, 'utf8').split('\n')) {
    const match = /^(\w+):\s+(\d+) kB/.exec(line);
    if (match) fields[match[1]!] = Number(match[2]) * 1024;
  }
  return fields;
}

/** Resident bytes of the mappings whose size is one of `sizes` (a wasm memory is one mapping). */
function residentOfMappings(pid: number, sizes: number[]): number {
  let resident = 0;
  let matches = false;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range) {
      matches = sizes.includes(Number(BigInt(`0x${range[2]}`) - BigInt(`0x${range[1]}`)));
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && matches) resident += Number(rss[1]) * 1024;
  }
  return resident;
}

async function probe(pid: number, file: string): Promise<{ wasm: number[]; heapUsed: number }> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let attempt = 0; attempt < 50; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as {
        wasmMemoryBytes: number[];
        usage: NodeJS.MemoryUsage;
      };
      return { wasm: data.wasmMemoryBytes, heapUsed: data.usage.heapUsed };
    } catch {
      // not written yet
    }
  }
  return { wasm: [], heapUsed: 0 };
}

export interface MeasuredPollen {
  url: string;
  readyMs: number;
  /** Reads its memory now (after a full collection first when the variant sets PROBE_GC). */
  sample(label: string): Promise<Sample>;
  stop(): Promise<void>;
}

/**
 * The memory probe as JavaScript, so the bundled server (no tsx) can preload it: compiled once per
 * benchmark run into the temporary folder.
 */
let compiledProbe: string | undefined;
function compiledWasmMemoryProbe(): string {
  if (!compiledProbe) {
    compiledProbe = path.join(mkdtempSync(path.join(tmpdir(), 'pollen-wasm-probe-')), 'probe.mjs');
    buildSync({
      entryPoints: ['bench/wasm-memory-probe.ts'],
      outfile: compiledProbe,
      format: 'esm',
      platform: 'node',
    });
  }
  return compiledProbe;
}

/**
 * Starts Pollen on `dataDir` with the memory probe preloaded and waits for /readyz: the bundled
 * server `npm start` runs, or with `sources` its sources through tsx (with the PGlite settings
 * probe, which works there only).
 */
export async function startMeasured(
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  sources = false,
): Promise<MeasuredPollen> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const probeFile = path.join(tmpdir(), `pollen-wasm-probe-${process.pid}-${port}.json`);
  const started = performance.now();
  // BENCH_CPU_PROF=<folder>: the process writes a V8 CPU profile there when it stops (as support.ts).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const server = sources
    ? [
        '--import',
        'tsx',
        '--import',
        './bench/wasm-memory-probe.ts',
        '--import',
        './bench/pglite-params-probe.ts',
        'src/server/main.ts',
      ]
    : ['--import', compiledWasmMemoryProbe(), 'dist/server/main.js'];
  const child = spawn(process.execPath, [...profile, ...nodeArgs, ...server], {
    env: {
      ...serverEnv(port),
      DATA_DIR: dataDir,
      WASM_MEMORY_PROBE_FILE: probeFile,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      rmSync(probeFile, { force: true });
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForReady(url, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const readyMs = performance.now() - started;
  return {
    url,
    readyMs,
    stop,
    async sample(label) {
      const { wasm, heapUsed } = await probe(child.pid!, probeFile);
      const fields = status(child.pid!);
      return {
        label,
        readyMs,
        rss: fields.VmRSS ?? 0,
        hwm: fields.VmHWM ?? 0,
        anon: fields.RssAnon ?? 0,
        file: fields.RssFile ?? 0,
        wasm,
        wasmResident: residentOfMappings(child.pid!, wasm),
        heapUsed,
        load: loadavg()
          .map((value) => value.toFixed(2))
          .join(' '),
      };
    },
  };
}

/** Starts Pollen on `dataDir`, waits IDLE_WAIT_MS once ready, reads its memory, stops it. */
export async function measureStart(
  label: string,
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  sources = false,
): Promise<Sample> {
  const pollen = await startMeasured(dataDir, env, nodeArgs, sources);
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    return await pollen.sample(label);
  } finally {
    await pollen.stop();
  }
}

export function formatSample(sample: Sample): string {
  const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
  return [
    sample.label.padEnd(44),
    `ready ${(sample.readyMs / 1000).toFixed(1)} s`,
    `RSS ${mib(sample.rss)}`,
    `peak ${mib(sample.hwm)}`,
    `anon ${mib(sample.anon)}`,
    `file ${mib(sample.file)}`,
    `wasm ${sample.wasm.map(mib).join(' + ') || '?'} (${mib(sample.wasmResident)} resident)`,
    `V8 heap used ${mib(sample.heapUsed)}`,
    `load ${sample.load}`,
  ].join(' | ');
}

export interface Variant {
  name: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** Runs the server from its sources through tsx instead of the bundle (see startMeasured). */
  sources?: boolean;
}

// Settings tried side by side (PROBE_PGLITE_PARAMS: see wasm-memory-probe.ts). EMBEDDED_VARIANTS
// picks some by name (separated by ';'; 'postgres' is the baseline below); all run by default.
export const variants: Variant[] = [
  { name: 'as is' },
  { name: 'sources through tsx (before decision 038)', sources: true },
  { name: 'gc before reading', env: { PROBE_GC: '1' }, nodeArgs: ['--expose-gc'] },
  {
    name: 'sources, shared_buffers=128MB (before decision 036)',
    env: { PROBE_PGLITE_PARAMS: 'shared_buffers=128MB' },
    sources: true,
  },
  {
    name: 'sources, shared_buffers=16MB',
    env: { PROBE_PGLITE_PARAMS: 'shared_buffers=16MB' },
    sources: true,
  },
  { name: '--liftoff-only', nodeArgs: ['--liftoff-only'] },
  { name: 'MALLOC_ARENA_MAX=2', env: { MALLOC_ARENA_MAX: '2' } },
];

/**
 * The same server on a PostgreSQL server (no embedded database in the process): the floor the
 * embedded default is measured against. Skipped when BENCH_POSTGRES_ADMIN_URL's server is not there.
 */
async function measureOnPostgres(): Promise<void> {
  const adminUrl = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log('no PostgreSQL server at BENCH_POSTGRES_ADMIN_URL: its baseline is skipped');
    return;
  }
  const name = `pollen_memory_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pollen-embedded-memory-'));
  try {
    const env = { DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${name}`) };
    for (const sources of [false, true]) {
      for (const start of ['first start', 'second start']) {
        const label = `DATABASE_URL (PostgreSQL server)${sources ? ', sources through tsx' : ''}: ${start}`;
        console.log(formatSample(await measureStart(label, dataDir, env, [], sources)));
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const picked = process.env.EMBEDDED_VARIANTS?.split(';');
  console.log(new Date().toISOString(), `idle wait ${IDLE_WAIT_MS} ms`);
  if (!picked || picked.includes('postgres')) await measureOnPostgres();
  const TARGET = 300 * MiB;
  let missed = false;
  for (const variant of variants.filter((v) => !picked || picked.includes(v.name))) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pollen-embedded-memory-'));
    try {
      for (const start of ['first start', 'second start']) {
        const sample = await measureStart(
          `${variant.name}: ${start}`,
          dataDir,
          variant.env,
          variant.nodeArgs,
          variant.sources,
        );
        console.log(formatSample(sample));
        if (variant.name === 'as is') missed ||= sample.rss > TARGET;
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`  ${missed ? 'MISS' : 'ok  '} target ≤ ${TARGET / MiB} MiB idle RSS (as is, both starts)`);
  process.exit(missed ? 1 : 0);
}
