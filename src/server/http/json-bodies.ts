import type { HonoRequest } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';
import { findJsonProblem } from './safe-text.ts';
import { isStateChanging } from './same-origin.ts';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export interface JsonBodyLimits {
  /** Largest JSON body read at all; routes keep their own, smaller limits. */
  maxBytes: number;
  /** Deepest nesting accepted; Pollen's own documents stay far below it. */
  maxDepth: number;
  /** A path prefix whose handler reads the original request itself (Better Auth's routes). */
  readsOriginal?: string;
}

/**
 * Every state-changing request to a JSON route sends JSON or nothing: a form post (`text/plain`,
 * urlencoded, multipart) is refused with 415 before any handler runs, which also stops the simple
 * cross-site requests that need no CORS preflight. A JSON body is read here (readBody: kept for the
 * route, or from a copy where the route reads the original) and refused when it is not JSON, nested
 * too deeply or holds text PostgreSQL cannot store, so no handler ever sees such input.
 */
export function jsonBodiesOnly(limits: JsonBodyLimits) {
  return createMiddleware(async (c, next) => {
    if (!isStateChanging(c.req.method)) return next();
    const contentType = c.req.header('content-type');
    const mediaType = contentType?.split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      if (contentType !== undefined || declaresBody(c.req.raw.headers))
        throw new AppError('unsupported_media_type', 'This request must send its body as application/json.');
      return next();
    }
    const text = await readBody(c.req, limits);
    if (text.trim() === '') return next();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError('bad_request', 'The request body is not valid JSON.');
    }
    const problem = findJsonProblem(value, limits.maxDepth);
    if (problem) {
      const field = problem.path || 'body';
      const message = `${field}: ${problem.message}`;
      throw problem.kind === 'depth'
        ? new AppError('bad_request', message)
        : new AppError('validation_failed', message, { [field]: problem.message });
    }
    return next();
  });
}

/**
 * The body's text. A body of declared length is read once, straight from the socket, and Hono keeps
 * it for the route's own `c.req.json()` (issue 17: copying the request into web streams to read it
 * twice cost about a tenth of a submission's CPU). The declared length can be trusted here because
 * Node's HTTP/1.1 parser delivers exactly that many bytes and refuses a request that also says
 * chunked (read-capped.ts guards streams that have no such parser in front of them). Routes that
 * read the original request, and bodies without a length (chunked), are read from a copy, within
 * the limit as the bytes arrive.
 */
async function readBody(request: HonoRequest, limits: JsonBodyLimits): Promise<string> {
  const headers = request.raw.headers;
  const declaredLength = headers.get('content-length');
  const readsOriginal = limits.readsOriginal !== undefined && isUnder(request.path, limits.readsOriginal);
  if (declaredLength === null || headers.has('transfer-encoding') || readsOriginal)
    return readText(request.raw.clone(), limits.maxBytes);
  if (Number(declaredLength) > limits.maxBytes) throw bodyTooLarge(limits.maxBytes);
  return request.text();
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

function declaresBody(headers: Headers): boolean {
  return Number(headers.get('content-length') ?? 0) > 0 || headers.has('transfer-encoding');
}

const bodyTooLarge = (maxBytes: number) =>
  new AppError(
    'payload_too_large',
    `The request body is too large (${Math.round(maxBytes / 1024 / 1024)} MB at most).`,
  );

async function readText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => bodyTooLarge(maxBytes);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      // Not awaited: cancelling one branch of a tee settles only once the other branch is cancelled too.
      reader.cancel().catch(() => {});
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * A JSON route's own, smaller limit on its body, refused with `tooLarge()` (thrown). In place of
 * Hono's bodyLimit, which reads `c.req.raw.body` and so rebuilds the request as web streams on
 * every call: here a declared length is checked as it is. A chunked body is read here (Hono keeps
 * the text for the route); it is bounded because jsonBodiesOnly, mounted before every JSON route,
 * has already read a copy of it within the app-wide limit.
 */
export function jsonBodyLimit(maxBytes: number, tooLarge: () => AppError) {
  return createMiddleware(async (c, next) => {
    const declaredLength = c.req.header('content-length');
    const size =
      declaredLength !== undefined && c.req.header('transfer-encoding') === undefined
        ? Number(declaredLength)
        : Buffer.byteLength(await c.req.text());
    if (size > maxBytes) throw tooLarge();
    return next();
  });
}
