import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { iconChunkName, isLucideHelper } from './build/icon-chunks.ts';
import { precompress } from './build/precompress.ts';

/** lucide's icons and the helper they share. */
const LUCIDE = /node_modules[\\/]lucide-react[\\/]/;
/** React itself, which every page runs. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const serverPort = Number(process.env.PORT ?? 3000);

/** Web tests of pure logic, run without a DOM (see the 'web-logic' project). */
const WEB_LOGIC_TESTS = [
  'src/web/app/query-client.test.ts',
  'src/web/features/editor/save-label.test.ts',
  'src/web/features/editor/link-input.test.ts',
  'src/web/features/editor/safe-image.test.ts',
  'src/web/features/take/answer-drafts.test.ts',
  'src/web/features/take/uuid.test.ts',
  'src/web/features/take/submit-with-retry.test.ts',
  'src/web/features/landing/demo-timeline.test.ts',
  'src/web/features/chat/api/chat-api.test.ts',
  'src/web/features/dashboard/time-ago.test.ts',
  'src/web/features/dashboard/cover-art.test.ts',
  'src/web/features/versions/lifecycle.test.ts',
  'src/web/features/analytics/question-numbers.test.ts',
  'src/web/lib/voice/voice-errors.test.ts',
  'src/web/lib/voice/append-dictation.test.ts',
  'src/web/app/route-code.test.ts',
];

/**
 * /embed.js runs as a classic script on other sites: its top-level names are wrapped in a function
 * so none of them lands on the host page's window.
 */
function isolateEmbedScript(): Plugin {
  return {
    name: 'pollen-isolate-embed-script',
    renderChunk: (code, chunk) => (chunk.isEntry && chunk.name === 'embed' ? `(()=>{${code}\n})();\n` : null),
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress(), isolateEmbedScript()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server reads it to name each screen's modules in the page's head (screen-preloads.ts).
    manifest: true,
    rollupOptions: {
      // Two pages: the app, and the respondent page that shared links open (its own small bundle);
      // and the embed script host pages load from a fixed address, /embed.js (docs/embeds.md).
      input: { main: 'src/web/index.html', take: 'src/web/take.html', embed: 'src/web/embed/embed-main.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        // Issue 17: on a 150 ms phone link every file costs a round trip, and split per set of
        // screens that share them, lucide's icons alone were 11 of the analytics page's 40 files.
        codeSplitting: {
          groups: [
            {
              // React and lucide's icon helpers, which every page runs, in one file; first, so that
              // neither icon group pulls them in as a dependency.
              name: 'react',
              test: (id) => REACT.test(id) || isLucideHelper(id),
              priority: 2,
            },
            {
              // The app's icons in one chunk, the respondent page's few in their own (icon-chunks.ts).
              name: iconChunkName(
                path.resolve(import.meta.dirname, 'src/web/take.html'),
                path.resolve(import.meta.dirname, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'),
              ),
              test: LUCIDE,
              priority: 1,
            },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    // In development the API runs in its own process (npm run dev); the browser only talks to Vite.
    proxy: { '/api': `http://127.0.0.1:${serverPort}` },
  },
  test: {
    root: '.',
    // Both cores: Vitest's default leaves one idle on a 2-core machine. Each worker has its own
    // PostgreSQL database (test-support/global-setup.ts), so files running at once stay independent.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'build/**/*.test.ts'],
          globalSetup: ['src/server/test-support/global-setup.ts'],
          // Server files share their workers' loaded modules (app, auth, database drivers) instead of
          // importing them again per file: a third less CPU. Each file still opens its own server and
          // databases; nothing here mocks modules.
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The web side's pure logic (formatting, parsing, retry rules, API clients over a stubbed
          // fetch) needs no DOM. Building a jsdom per file was the web project's biggest cost (721 of
          // 1,269 s of file time in a loaded full run), so these run in Node. A test that needs the DOM
          // goes in 'web' (any file not listed here does).
          name: 'web-logic',
          environment: 'node',
          include: WEB_LOGIC_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: WEB_LOGIC_TESTS,
          setupFiles: ['src/web/test-support/setup.ts'],
          // Component tests type and click through jsdom: on a loaded 2-core machine one can take
          // several seconds, which says nothing about the behaviour under test.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
