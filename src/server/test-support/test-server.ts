import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import type { Assistant } from '../assistant/assistant.ts';
import { createOfflineAssistant } from '../assistant/offline-assistant.ts';
import { createAuth } from '../auth/auth.ts';
import type { Mail, Mailer } from '../auth/mailer.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { LocalStorage } from '../uploads/storage.ts';
import { fastPasswordHashing } from './fast-password-hashing.ts';
import { migratedTemplate } from './pglite-template.ts';
import { workerPostgresUrl } from './postgres-url.ts';

export const TEST_ORIGIN = 'http://pollen.test';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

/** The embedded database always; the PostgreSQL server too when the run found one. */
export function testDatabases(): TestDatabase[] {
  const targets: TestDatabase[] = [
    {
      name: 'pglite',
      open: async () => {
        const template = inject('pgliteTemplate');
        const handle = await openDatabase({
          kind: 'pglite-memory',
          loadDataDir: template ? migratedTemplate(template) : undefined,
        });
        // On the migrated template nothing is left to apply: this only confirms it is up to date.
        await migrateDatabase(handle);
        return handle;
      },
    },
  ];
  const postgresUrl = workerPostgresUrl();
  if (postgresUrl)
    targets.push({ name: 'postgres', open: () => openDatabase({ kind: 'postgres', url: postgresUrl }) });
  return targets;
}

export interface TestServer {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  config: Config;
  mails: Mail[];
  storage: LocalStorage;
  close(): Promise<void>;
}

export async function createTestServer(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options: { staticRoot?: string; assistant?: Assistant } = {},
): Promise<TestServer> {
  const config = loadConfig({
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const logger = createLogger(config);
  const mails: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
  };
  const secret = 'test-secret-that-is-long-enough-0123456789';
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    logger,
    secret,
    passwordHashing: fastPasswordHashing,
  });
  const storage = new LocalStorage(mkdtempSync(path.join(os.tmpdir(), 'pollen-uploads-')), secret);
  // The offline assistant without its word-by-word pacing, so tests don't wait for it.
  const assistant =
    options.assistant ??
    (config.LLM_PROVIDER === 'offline' ? createOfflineAssistant({ wordDelayMs: 0 }) : undefined);
  const app = createApp({
    config,
    database,
    auth,
    logger,
    storage,
    assistant,
    staticRoot: options.staticRoot,
    secret,
  });
  return { app, database, config, mails, storage, close: () => database.close() };
}

export function uniqueEmail(label = 'user'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A browser-like client: keeps cookies between calls and sends the app's own Origin. */
export function createClient(server: TestServer, ip = '203.0.113.7') {
  const cookies = new Map<string, string>();
  async function request(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      body?: Uint8Array | string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, 'x-forwarded-for': ip, ...init.headers };
    // An empty value leaves a header out, e.g. `origin: ''` for a request without Origin.
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await server.app.request(path, {
      method: init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        init.json !== undefined
          ? JSON.stringify(init.json)
          : typeof init.body === 'string'
            ? init.body
            : init.body && new Uint8Array(init.body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    return response;
  }
  return { request, cookies };
}
