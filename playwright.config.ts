import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = 4310;
export const E2E_CONFIRMING_PORT = 4311;
export const E2E_POSTGRES_PORT = 4312;
export const E2E_MODEL_PORT = 4313;
const FAKE_MODEL_PORT = 4320;
export const FAKE_TRANSCRIPTION_PORT = 4321;
/** What the fake transcription service hears in any recording. */
export const FAKE_TRANSCRIPT = 'Ask commuters how the new bus route changed their week';
export const E2E_ARTIFACTS = 'e2e/.artifacts';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * A fresh embedded database per run; the log file is where tests read mailed links. The journeys
 * run the server `npm start` runs, the bundle `npm run build` writes (docs/decisions/038-bundled-server.md);
 * a TypeScript entry (a wrapper that starts it) runs through tsx.
 */
function pollenServer(
  port: number,
  name: string,
  env: Record<string, string> = {},
  entry = 'dist/server/main.js',
) {
  const dataDir = `${E2E_ARTIFACTS}/${name}-data`;
  const node = entry.endsWith('.ts') ? 'node --import tsx' : 'node';
  return {
    command: `rm -rf ${dataDir} && mkdir -p ${E2E_ARTIFACTS} && exec ${node} ${entry} > ${E2E_ARTIFACTS}/${name}.log 2>&1`,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'info',
      // The editor journey previews a link to this very server, which lives on a private address.
      LINK_PREVIEW_ALLOW_PRIVATE: 'true',
      // The webhooks journey's receiver listens on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.test.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
    pollenServer(E2E_PORT, 'server'),
    pollenServer(E2E_CONFIRMING_PORT, 'confirming-server', { REQUIRE_EMAIL_CONFIRMATION: 'true' }),
    // On the PostgreSQL server (127.0.0.1:5432, as on this project's machines) so journeys can read rows.
    pollenServer(E2E_POSTGRES_PORT, 'postgres-server', {}, 'e2e/start-postgres-server.ts'),
    // The assistant's model path, against a scripted OpenAI-compatible server on 127.0.0.1.
    {
      command: `exec node --import tsx e2e/fake-model-server.ts`,
      url: `http://127.0.0.1:${FAKE_MODEL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_MODEL_PORT: String(FAKE_MODEL_PORT) },
    },
    // Authors' voice input, against a scripted OpenAI-compatible transcription service.
    {
      command: `exec node --import tsx e2e/fake-transcription-server.ts`,
      url: `http://127.0.0.1:${FAKE_TRANSCRIPTION_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_TRANSCRIPTION_PORT: String(FAKE_TRANSCRIPTION_PORT), FAKE_TRANSCRIPT },
    },
    pollenServer(E2E_MODEL_PORT, 'model-server', {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: `http://127.0.0.1:${FAKE_MODEL_PORT}/v1`,
      LLM_MODEL: 'e2e-model',
      TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${FAKE_TRANSCRIPTION_PORT}/v1`,
      TRANSCRIPTION_MODEL: 'e2e-whisper',
    }),
  ],
});
