import { getSessionCookie } from 'better-auth/cookies';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { every, except } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import type { HttpBindings } from '@hono/node-server';
import { DEFAULT_API_ERROR_MESSAGE, type ErrorBody } from '#shared/errors.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, type Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DataDirError } from './db/data-dir.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable.ts';
import { AppError, codeForStatus } from './errors.ts';
import type { Logger } from './logger.ts';
import { clientAddress } from './http/client-address.ts';
import { compressResponses } from './http/compression.ts';
import { jsonBodiesOnly } from './http/json-bodies.ts';
import { embeddable, loadableByAnySite } from './http/frame-policy.ts';
import { noStoreForPrivateAnswers, notFramable } from './http/private-answers.ts';
import { profileUpdateRules } from './http/profile-rules.ts';
import { safeRequestTarget } from './http/safe-target.ts';
import { sameOriginOnly } from './http/same-origin.ts';
import { withAppPreloads } from './http/app-page.ts';
import { parseBuildManifest, screenPreloads } from './http/screen-preloads.ts';
import { withSurveyPreload } from './http/take-page.ts';
import type { InFlightTracker } from './http/in-flight.ts';
import type { Assistant } from './assistant/assistant.ts';
import { createChatRoutes } from './assistant/chat-routes.ts';
import { createAssistant } from './assistant/create-assistant.ts';
import { createRespondRoutes } from './respond/respond-routes.ts';
import { createReportRoutes } from './reports/report-routes.ts';
import { createLinkPreviewRoutes } from './link-preview/link-preview-routes.ts';
import { createSurveyRoutes } from './surveys/survey-routes.ts';
import type { Storage } from './uploads/storage.ts';
import { createFileRoutes, createUploadRoutes } from './uploads/upload-routes.ts';
import { createTokenRoutes } from './api-tokens/token-routes.ts';
import { createPublicApi } from './public-api/api-routes.ts';
import { createVoiceInputRoutes } from './voice-input/voice-input-routes.ts';
import { createNotificationRoutes, createUnsubscribeRoutes } from './outbox/notification-routes.ts';
import { createWebhookRoutes } from './outbox/webhook-routes.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  storage: Storage;
  /** The chat assistant; by default the one LLM_PROVIDER names (offline unless configured). */
  assistant?: Assistant;
  /** Lets shutdown wait for running handlers; optional in tests. */
  inFlight?: InFlightTracker;
  /** Folder of the built web app; omitted in API-only tests. */
  staticRoot?: string;
  /** The server's secret (auth-secret.ts); signs the unsubscribe links of notification mails. */
  secret: string;
  /** This instance's outbox worker: told to run when an owner queues a test or a redelivery. */
  outbox?: { nudge(): void };
}

/** The largest JSON body read at all (the survey document's own limit is 2 MB). */
const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;
/** Survey documents nest about ten levels; far deeper input is hostile. */
const MAX_JSON_DEPTH = 64;

type AppEnv = { Bindings: Partial<HttpBindings>; Variables: { requestId: string } };

export function createApp({
  config,
  database,
  auth,
  logger,
  storage,
  assistant = createAssistant(config),
  inFlight,
  staticRoot,
  secret,
  outbox,
}: AppDependencies) {
  const app = new Hono<AppEnv>();

  if (inFlight) app.use(inFlight.middleware);
  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  // Every text answer, API and pages alike, goes out compressed when the client accepts it.
  app.use(compressResponses());
  // Guards in front of every route: hostile text in the address, cross-site writes, non-JSON bodies.
  app.use('/api/*', safeRequestTarget());
  app.use('/api/*', except(['/api/files/*', '/api/public/*'], noStoreForPrivateAnswers()));
  // Better Auth's own origin check also covers /api/auth, but it is off whenever NODE_ENV=test;
  // respondents and signed upload URLs carry no cookie to forge.
  // The public API takes a bearer token, never a cookie, so a cross-site page has nothing to forge.
  app.use(
    '/api/*',
    except(['/api/public/*', '/api/uploads/local', '/api/v1/*'], sameOriginOnly(config.PUBLIC_URL)),
  );
  // Signed-URL uploads, voice notes (also the author's preview of one) and authors' dictation are
  // binary; every other write is JSON.
  app.use(
    '/api/*',
    except(
      [
        '/api/uploads/local',
        '/api/public/surveys/:shareId/voice',
        '/api/surveys/:id/preview/voice',
        '/api/voice-input/transcriptions',
      ],
      jsonBodiesOnly({ maxBytes: MAX_JSON_BODY_BYTES, maxDepth: MAX_JSON_DEPTH, readsOriginal: AUTH_BASE_PATH }),
    ),
  );
  app.use('/api/files/*', notFramable());
  app.use(`${AUTH_BASE_PATH}/update-user`, profileUpdateRules());
  // Stored files carry their own, stricter headers (sandboxed CSP); mounted before the app-wide ones.
  app.route('/api/files', createFileRoutes({ db: database.db, storage, auth }));

  // The embed route alone may be framed (by EMBED_ALLOWED_ORIGINS); outside the app-wide headers so
  // it rewrites theirs.
  app.use('/t/:shareId/embed', embeddable(config.EMBED_ALLOWED_ORIGINS));
  app.use('/embed.js', loadableByAnySite());
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and motion position and animate through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ready', database: database.kind });
    } catch (error) {
      logger.warn({ err: error }, 'Readiness check failed');
      const reason = error instanceof DataDirError ? 'data directory not writable' : 'database unreachable';
      return c.json({ status: 'unavailable', database: database.kind, reason }, 503);
    }
  });

  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    const response = await auth.handler(withClientIp(c, config.TRUST_PROXY));
    return toPollenErrorShape(response);
  });

  app.route('/api/surveys', createSurveyRoutes({ db: database.db, auth, storage, logger }));
  app.route(
    '/api/chat',
    createChatRoutes({
      db: database.db,
      counters: database.counters,
      auth,
      logger,
      assistant,
      modelTurnsPerMinute: config.ASSISTANT_RATE_LIMIT_MAX,
    }),
  );
  app.route('/api/uploads', createUploadRoutes({ db: database.db, auth, storage }));
  app.route(
    '/api/reports',
    createReportRoutes({ db: database.db, auth, storage, publicUrl: config.PUBLIC_URL }),
  );
  app.route(
    '/api/public/surveys',
    createRespondRoutes({ db: database.db, counters: database.counters, storage, config, logger }),
  );
  app.route(
    '/api/voice-input',
    createVoiceInputRoutes({ counters: database.counters, auth, config, logger }),
  );
  app.route(
    '/api/link-preview',
    createLinkPreviewRoutes({ auth, logger, allowPrivate: config.LINK_PREVIEW_ALLOW_PRIVATE }),
  );

  app.route(
    '/api/webhooks',
    createWebhookRoutes({
      db: database.db,
      auth,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      outbox,
    }),
  );
  app.route('/api/notifications', createNotificationRoutes({ db: database.db, auth }));
  // Not under /api: mail clients POST `List-Unsubscribe=One-Click` as a form, without an Origin.
  app.route('/unsubscribe', createUnsubscribeRoutes({ db: database.db, secret }));
  app.route('/api/tokens', createTokenRoutes({ db: database.db, auth }));
  const publicApi = createPublicApi({
    db: database.db,
    counters: database.counters,
    publicUrl: config.PUBLIC_URL,
    perMinute: config.API_RATE_LIMIT_MAX,
  });
  app.route('/', publicApi.api);
  // Generated once: the routes don't change under a running server.
  const openApiDocument = JSON.stringify(publicApi.document());
  app.get('/api/openapi.json', (c) =>
    c.body(openApiDocument, 200, { 'content-type': 'application/json; charset=utf-8' }),
  );

  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API route.');
  });

  if (staticRoot && existsSync(path.join(staticRoot, 'index.html'))) {
    const root = path.relative(process.cwd(), staticRoot) || '.';
    const cacheFor = (value: string) =>
      createMiddleware(async (c, next) => {
        await next();
        if (c.res.status === 200) c.res.headers.set('Cache-Control', value);
      });
    // The build writes .br and .gz copies of its text files; compressResponses handles the rest.
    const serveBuilt = (options: { path?: string } = {}) =>
      serveStatic({ root, precompressed: true, ...options });
    // File names under /assets carry a content hash, so a year of caching is safe.
    // A hashed file this build does not have (a page from before a deploy asking for its old code)
    // is a 404: the app's page in its place would be cached for a year as that script.
    const missingFile = () => {
      throw new AppError('not_found', 'No such file.');
    };
    app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveBuilt(), missingFile);
    // The build's manifest (read below, for the page's preloads) is not a file to serve.
    app.all('/.vite/*', missingFile);
    // Other built files (index.html at /, the favicon) keep their names across builds: revalidated.
    const serveOther = [cacheFor('no-cache'), serveBuilt()] as const;
    // The app's page itself (/ and /index.html) is left to the fallback below, which adds its preloads.
    const appPage = (pathname: string) => pathname === '/' || pathname === '/index.html';
    app.use('*', async (c, next) =>
      c.req.path.startsWith('/api/') || appPage(c.req.path) ? next() : every(...serveOther)(c, next),
    );
    if (existsSync(path.join(staticRoot, 'take.html'))) {
      // Read once: the build does not change under a running server.
      const takeHtml = readFileSync(path.join(staticRoot, 'take.html'), 'utf8');
      const takePage = createMiddleware(async (c) =>
        c.html(withSurveyPreload(takeHtml, new URL(c.req.url).pathname)),
      );
      app.get('/t/*', cacheFor('no-cache'), takePage);
      app.get('/test/*', cacheFor('no-cache'), takePage);
      // The author's preview runs the respondent's own bundle against the owner-only preview routes.
      app.get('/surveys/:surveyId/preview', cacheFor('no-cache'), takePage);
    }
    // History fallback: every other GET is a client-side route; index.html must never be cached stale.
    // Read once, like take.html; each answer names the page's first requests in its head.
    const appHtml = readFileSync(path.join(staticRoot, 'index.html'), 'utf8');
    const manifestFile = path.join(staticRoot, '.vite', 'manifest.json');
    const screens = existsSync(manifestFile)
      ? screenPreloads(parseBuildManifest(readFileSync(manifestFile, 'utf8')))
      : null;
    if (screens?.missing.length)
      logger.warn({ modules: screens.missing }, 'Screens named for preloading are not in the build');
    app.get(
      '*',
      cacheFor('no-cache'),
      createMiddleware(async (c) => {
        const url = new URL(c.req.url);
        const visitor = { signedIn: getSessionCookie(c.req.raw.headers) !== null };
        return c.html(withAppPreloads(appHtml, url, screens?.linksFor(url.pathname, visitor)));
      }),
    );
  }

  app.onError((error, c) => {
    // A dropped or refused database connection: the client may retry; nothing was acknowledged.
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'Database unavailable');
      c.header('Retry-After', '5');
      return c.json(errorBody('unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message, error.fields), error.status);
    }
    if (error instanceof HTTPException) {
      const code = codeForStatus(error.status);
      return c.json(errorBody(code, error.message || DEFAULT_API_ERROR_MESSAGE), error.status);
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'Unhandled error');
    return c.json(errorBody('internal', DEFAULT_API_ERROR_MESSAGE), 500);
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json(errorBody('not_found', 'No such API route.'), 404);
    return c.text('Not found', 404);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Sets the client-IP header Better Auth keys its rate limits on; never trusts the client's own copy. */
function withClientIp(c: Context<AppEnv>, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const address = clientAddress(c, trustProxy);
  if (address !== 'unknown') headers.set(CLIENT_IP_HEADER, address);
  return new Request(c.req.raw, { headers });
}

/**
 * Better Auth answers errors as `{ code, message }`; Pollen's clients read `{ error: { code, message } }`.
 * Both are kept so Better Auth's own client still understands the body.
 */
async function toPollenErrorShape(response: Response): Promise<Response> {
  if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const code = body?.code?.toLowerCase() ?? codeForStatus(response.status);
  const message = body?.message || DEFAULT_API_ERROR_MESSAGE;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ ...body, code: body?.code ?? code, message, error: { code, message } }),
    {
      status: response.status,
      headers,
    },
  );
}
