import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.ts';

export interface SafeFetchOptions {
  /** Which resolved addresses may be connected to; public unicast only unless told otherwise. */
  isAllowedAddress?: (address: string) => boolean;
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

/** A DNS lookup that refuses non-public answers, used by the socket itself (no rebinding gap). */
function guardedLookup(isAllowedAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const allowed = list.filter((entry) => isAllowedAddress(entry.address));
      if (allowed.length === 0) {
        return callback(
          new SafeFetchError(`Refusing to fetch ${hostname}: it resolves to a private address`),
          '',
          0,
        );
      }
      if ((options as { all?: boolean }).all) return callback(null, allowed as unknown as string, 0);
      const first = allowed[0]!;
      callback(null, first.address, first.family);
    });
  };
}

function requestOnce(
  url: URL,
  options: Required<SafeFetchOptions>,
  deadline: number,
): Promise<SafeFetchResult & { location?: string }> {
  return new Promise((resolve, reject) => {
    // A literal IP skips DNS, so check it here too.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (/^[\d.]+$|:/.test(literal) && !options.isAllowedAddress(literal)) {
      return reject(new SafeFetchError(`Refusing to fetch ${url.hostname}: it is a private address`));
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: guardedLookup(options.isAllowedAddress),
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
    isAllowedAddress: isPublicAddress,
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
