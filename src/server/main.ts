import http from 'node:http';
import path from 'node:path';
import type { Http2Bindings, HttpBindings } from '@hono/node-server';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { prepareDataDir } from './db/data-dir.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { describeStartupError } from './startup-error.ts';
import { keepIdleConnectionsOpen } from './http/idle-connections.ts';
import { projectRoot } from './project-root.ts';

// The only module with side effects: read config, open the database, listen, drain on a signal.

/** How long a signal waits for running requests (and streamed responses) before closing anyway. */
const DRAIN_TIMEOUT_MS = 25_000;

let config: Config;
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

/** Known start-up failures print one line and exit 1; anything unexpected keeps its stack trace. */
function exitOnStartupError(error: unknown): never {
  unlock();
  const line = describeStartupError(error, config);
  if (line === null) throw error;
  console.error(line);
  process.exit(1);
}

// DATA_DIR holds the embedded database, the generated auth secret and local uploads.
const usesDataDir = !config.DATABASE_URL || !config.AUTH_SECRET || !config.S3_BUCKET;
let database: DatabaseHandle;
try {
  if (usesDataDir) prepareDataDir(config.DATA_DIR);
  if (!config.DATABASE_URL) unlock = lockDataDir(config.DATA_DIR);
  database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
    {
      onConnectionError: (error) =>
        logger.warn({ err: error }, 'A database connection was lost; a new one is opened when needed'),
    },
  );
  await migrateDatabase(database);
} catch (error) {
  exitOnStartupError(error);
}

// The web app (auth, assistant, storage and model SDKs: most of the start-up time) is loaded once
// the database is open, so a start that fails on its configuration, data folder or database says so
// without loading it first.
const [
  { serve },
  { createApp },
  { resolveAuthSecret },
  { createAuth },
  { createMailer },
  { createInFlightTracker },
  { createStorage },
  { UNCLAIMED_VOICE_NOTE_KEEP_HOURS, scheduleVoiceNotePurge },
  { scheduleRemovedFilePurge },
  { createOutboxWorker },
  { ingestionPressure },
  { startStatCodesBackfill },
] = await Promise.all([
  import('@hono/node-server'),
  import('./app.ts'),
  import('./auth/auth-secret.ts'),
  import('./auth/auth.ts'),
  import('./auth/mailer.ts'),
  import('./http/in-flight.ts'),
  import('./uploads/create-storage.ts'),
  import('./respond/voice-note-store.ts'),
  import('./uploads/removed-files.ts'),
  import('./outbox/outbox-worker.ts'),
  import('./outbox/ingestion-pressure.ts'),
  import('./reports/stat-codes-backfill.ts'),
]);

const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
const auth = createAuth({ config, db: database.db, mailer, logger, secret });
const storage = await createStorage(config, secret);
const staticRoot = path.join(projectRoot, 'dist/client');
const inFlight = createInFlightTracker();
// Webhook deliveries and notification mails (issue 19): every instance runs one worker; a row is
// claimed by one of them only (outbox-worker.ts). They wait while requests keep the process busy.
const outbox = createOutboxWorker({
  db: database.db,
  logger,
  mailer,
  publicUrl: config.PUBLIC_URL,
  secret,
  transport: { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_TARGETS },
  busy: ingestionPressure(inFlight.count),
});
outbox.start();
// Filtered reports count submissions' stat codes (decision 034); rows stored before they existed
// get theirs in the background.
const statCodes = startStatCodesBackfill(database.db, (error, surveyId) =>
  logger.warn({ err: error, surveyId }, 'Filling stat codes failed; that survey is counted the exact way'),
);
const app = createApp({
  config,
  database,
  auth,
  logger,
  storage,
  inFlight,
  staticRoot,
  secret,
  outbox,
});
const stopVoicePurge = scheduleVoiceNotePurge({
  db: database.db,
  storage,
  logger,
  keepHours: UNCLAIMED_VOICE_NOTE_KEEP_HOURS,
});
const stopPurge = scheduleRemovedFilePurge({
  db: database.db,
  storage,
  logger,
  keepDays: config.REMOVED_FILE_KEEP_DAYS,
});

let stopping = false;

/** Once a signal came, a request on a connection still open is refused, never started and cut. */
function refuseWhileStopping(): Response {
  return Response.json(
    { error: { code: 'unavailable', message: 'Pollen is restarting. Please try again in a moment.' } },
    { status: 503, headers: { connection: 'close', 'retry-after': '5' } },
  );
}

async function handle(request: Request, env: HttpBindings | Http2Bindings): Promise<Response> {
  if (stopping) return refuseWhileStopping();
  const response = await app.fetch(request, env);
  // Answered during the drain: close the connection after it, so the client does not reuse it.
  if (stopping && !response.headers.has('connection')) {
    try {
      response.headers.set('connection', 'close');
    } catch {
      // Some responses have immutable headers; the drain closes their connection afterwards.
    }
  }
  return response;
}

const server = serve({ fetch: handle, port: config.PORT, hostname: config.HOST }, (info) => {
  logger.info(
    { port: info.port, database: database.kind, storage: storage.kind, publicUrl: config.PUBLIC_URL },
    `Pollen is listening on ${config.PUBLIC_URL} (port ${info.port})`,
  );
});
if (!(server instanceof http.Server)) throw new Error('Expected an HTTP/1.1 server');
const httpServer = server;
keepIdleConnectionsOpen(httpServer);
httpServer.once('error', (error) => exitOnStartupError(error));

/**
 * Drain, then stop: no new connections; every request already running is answered (a submission
 * being written is committed) and its response written; only then is the database closed.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  // Stop listening before saying so: a client that connects after the log line is refused, never
  // queued in the listen backlog and then reset when the socket closes.
  const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
  logger.info({ signal, running: inFlight.count() }, 'Shutting down: finishing the running requests');
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  await inFlight.idle(DRAIN_TIMEOUT_MS);
  // Keep-alive connections whose last response is written close now; streamed responses finish.
  httpServer.closeIdleConnections();
  const remaining = Math.max(0, deadline - Date.now());
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), remaining))),
  ]);
  clearTimeout(timer);
  if (!drained || inFlight.count() > 0) {
    logger.warn({ running: inFlight.count() }, 'Drain timed out; closing the remaining connections');
    httpServer.closeAllConnections();
  }
  stopPurge();
  stopVoicePurge();
  await outbox.stop();
  await statCodes.stop();
  await database
    .close()
    .catch((error: unknown) => logger.error({ err: error }, 'Closing the database failed'));
  unlock();
  logger.info('Stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
