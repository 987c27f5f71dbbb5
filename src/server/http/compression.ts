import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed body saves less than the headers and CPU it costs. */
const MIN_COMPRESSIBLE_BYTES = 1024;
/**
 * Brotli quality for answers compressed per request (JSON, CSV, pages): 4 is about as fast as gzip
 * and still smaller. Built assets are compressed once at build time at the highest quality.
 */
const DYNAMIC_BROTLI_QUALITY = 4;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * The encoding to answer in, from an Accept-Encoding header: the highest q-value among br and gzip
 * (a `*` stands for both), brotli on a tie; null means identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** Marks an answer as depending on Accept-Encoding, so no cache hands one encoding to every client. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (
    vary === '*' ||
    vary
      ?.toLowerCase()
      .split(/\s*,\s*/)
      .includes('accept-encoding')
  )
    return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

function compressor(encoding: ContentEncoding, sizeHint: number) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          ...(sizeHint > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
        },
      })
    : zlib.createGzip({ level: 6 });
}

/**
 * Compresses every text answer (pages, scripts, styles, JSON, CSV) with brotli or gzip, as the
 * client's Accept-Encoding allows. Answers already encoded (the build's precompressed assets) only
 * gain the Vary header. Event streams (the assistant's streamed replies) are left alone: a
 * compressor holds bytes back until its window fills, which would stall the reply token by token.
 * Other streamed bodies (the CSV export) stay streamed, compressed chunk by chunk.
 */
export function compressResponses() {
  return createMiddleware(async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('content-type') ?? '';
    if (!response.body || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (response.status === 206 || response.status === 204 || response.status === 304) return;
    varyOnEncoding(response.headers);
    if (response.headers.has('content-encoding') || c.req.method === 'HEAD') return;
    if (NO_TRANSFORM.test(response.headers.get('cache-control') ?? '')) return;
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    if (length < MIN_COMPRESSIBLE_BYTES) return;
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;

    const output = compressor(encoding, Number.isFinite(length) ? length : 0);
    // pipeline destroys both sides when either fails or the client goes away.
    pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), output, () => {});
    c.res = new Response(Readable.toWeb(output) as ReadableStream<Uint8Array>, response);
    // Hono copies the old answer's headers onto the new one; fix them up afterwards.
    c.res.headers.delete('content-length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  });
}
