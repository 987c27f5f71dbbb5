import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { createAuth } from './auth/auth.ts';
import { createMailer } from './auth/mailer.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createInFlightTracker } from './http/in-flight.ts';
import { createLogger } from './logger.ts';
import { createStorage } from './uploads/create-storage.ts';

// The only module with side effects: read config, open the database, listen.
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);
let unlock = () => {};
if (!config.DATABASE_URL) {
  try {
    unlock = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR },
);
await migrateDatabase(database);

const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
const auth = createAuth({ config, db: database.db, mailer, logger, secret });
const storage = createStorage(config, secret);
const staticRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const inFlight = createInFlightTracker();
const app = createApp({ config, database, auth, logger, storage, inFlight, staticRoot });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info(
    { port: info.port, database: database.kind, storage: storage.kind, publicUrl: config.PUBLIC_URL },
    `Pollen is listening on ${config.PUBLIC_URL} (port ${info.port})`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'Shutting down');
  server.close();
  await database
    .close()
    .catch((error: unknown) => logger.error({ err: error }, 'Closing the database failed'));
  unlock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
