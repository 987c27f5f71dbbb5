import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    rollupOptions: {
      // Two pages: the app, and the respondent page that shared links open (its own small bundle).
      input: { main: 'src/web/index.html', take: 'src/web/take.html' },
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
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
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
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-support/setup.ts'],
          // Component tests type and click through jsdom: on a loaded 2-core machine one can take
          // several seconds, which says nothing about the behaviour under test.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
