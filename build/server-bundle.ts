import { rmSync } from 'node:fs';
import { build, type BuildOptions } from 'esbuild';

// `npm start` runs the server bundled (docs/decisions/038-bundled-server.md): run from its sources
// through tsx, every start transpiled some 400 modules and kept tsx and their source maps in memory,
// about 100 MiB of the idle process. Packages stay outside the bundle and load from node_modules as
// they do in development, so the bundle holds only Pollen's own code. Code the server loads only
// when first needed (the assistant, the spreadsheet writer) goes into chunks of its own, so that
// the packages only it uses are not loaded at start-up either.

export const SERVER_ENTRY = 'src/server/main.ts';
export const SERVER_OUT_DIR = 'dist/server';
/** What `npm run serve` runs. */
export const SERVER_BUNDLE = `${SERVER_OUT_DIR}/main.js`;

export function serverBundleOptions(outdir = SERVER_OUT_DIR): BuildOptions {
  return {
    entryPoints: { main: SERVER_ENTRY },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces can name the sources: `node --enable-source-maps dist/server/main.js` (it costs
    // about 40 MiB, so `npm run serve` leaves it off; the bundle is not minified and reads as is).
    sourcemap: 'linked',
    minify: false,
    logLevel: 'warning',
    metafile: true,
  };
}

/** Writes the bundle `npm run serve` runs (`npm run build`'s second half). */
export async function bundleServer(): Promise<void> {
  // Chunks are named by their content: the last build's would otherwise stay beside the new ones.
  rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
  await build(serverBundleOptions());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await bundleServer();
  console.log(`server bundled into ${SERVER_BUNDLE} in ${Math.round(performance.now() - started)} ms`);
}
