import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { destinationRefusal } from './address-policy.ts';

/** Resolves a host name to its addresses; `dns.lookup` unless a test stands in for DNS. */
export type Resolver = (hostname: string, family: 0 | 4 | 6) => Promise<dns.LookupAddress[]>;

export interface SafeFetchOptions {
  /** Why a host name or resolved address must not be contacted, or null; public only by default. */
  refusal?: (host: string) => string | null;
  resolve?: Resolver;
  maxRedirects?: number;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

export class SafeFetchError extends Error {}

const systemResolver: Resolver = (hostname, family) => dns.promises.lookup(hostname, { all: true, family });

/**
 * A DNS lookup that drops refused answers, used by the socket itself so the address checked is the
 * address connected to (no gap for DNS rebinding). Reusable by any outbound request (webhooks).
 */
export function guardedLookup(
  refusal: (host: string) => string | null,
  resolve: Resolver = systemResolver,
): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    resolve(hostname, family).then(
      (list) => {
        const allowed = list.filter((entry) => refusal(entry.address) === null);
        if (allowed.length === 0) {
          return callback(
            new SafeFetchError(`Refusing to fetch ${hostname}: it resolves to a private address`),
            '',
            0,
          );
        }
        if (options.all) return callback(null, allowed);
        const first = allowed[0]!;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function requestOnce(
  url: URL,
  options: Required<SafeFetchOptions>,
  deadline: number,
): Promise<SafeFetchResult & { location?: string }> {
  return new Promise((resolve, reject) => {
    // Names are checked before DNS (single labels, private-use domains), literal IPs skip DNS.
    const refused = options.refusal(url.hostname);
    if (refused) return reject(new SafeFetchError(`Refusing to fetch ${url.hostname}: ${refused}`));
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.refusal, options.resolve),
        headers: {
          'user-agent': 'PollenLinkPreview/1.0 (+https://pollen.local)',
          accept: 'text/html,application/xhtml+xml,image/*,video/*;q=0.8,*/*;q=0.5',
        },
        timeout: Math.max(1, deadline - Date.now()),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          return resolve({ url: url.toString(), status, contentType: '', body: '', location });
        }
        const contentType = String(response.headers['content-type'] ?? '');
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            // Enough for the <head>; keep what fits and stop reading.
            chunks.push(chunk.subarray(0, chunk.length - (size - options.maxBytes)));
            response.destroy();
            resolve({
              url: url.toString(),
              status,
              contentType,
              body: Buffer.concat(chunks).toString('utf8'),
            });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ url: url.toString(), status, contentType, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new SafeFetchError('The page took too long to answer')));
    request.on('error', reject);
  });
}

/**
 * GETs a public web page for a link preview: http(s) only, every hop's address checked, at most
 * 3 redirects, 5 s in all, 1 MB read at most.
 */
export async function safeFetch(rawUrl: string, input: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const options: Required<SafeFetchOptions> = {
    refusal: destinationRefusal,
    resolve: systemResolver,
    maxRedirects: 3,
    timeoutMs: 5000,
    maxBytes: 1024 * 1024,
    ...input,
  };
  const deadline = Date.now() + options.timeoutMs;
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new SafeFetchError('Only http and https links can be previewed');
    if (url.username || url.password) throw new SafeFetchError('Links with credentials cannot be previewed');
    const result = await requestOnce(url, options, deadline);
    if (!result.location) return result;
    if (hop >= options.maxRedirects) throw new SafeFetchError('Too many redirects');
    url = new URL(result.location, url);
  }
}
