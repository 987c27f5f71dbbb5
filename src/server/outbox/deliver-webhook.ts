import http from 'node:http';
import https from 'node:https';
import { destinationRefusal } from '../link-preview/address-policy.ts';
import { guardedLookup } from '../link-preview/safe-fetch.ts';

export interface DeliveryResult {
  ok: boolean;
  /** The receiver's HTTP status, or null when there was none (refused, unreachable, timed out). */
  statusCode: number | null;
  error: string | null;
}

export interface WebhookTransportOptions {
  /** Test set-ups only (WEBHOOK_ALLOW_PRIVATE_TARGETS): loopback and private receivers are allowed. */
  allowPrivate?: boolean;
  timeoutMs?: number;
}

const RESPONSE_EXCERPT_BYTES = 512;

/**
 * POSTs one signed delivery. The address policy is link previews' (address-policy.ts), checked on
 * the name and again on the address the socket connects to; redirects are not followed (a 3xx is a
 * failed attempt). Success is any 2xx within the timeout.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: WebhookTransportOptions = {},
): Promise<DeliveryResult> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const refusal = options.allowPrivate ? () => null : destinationRefusal;
  return new Promise((resolveDelivery) => {
    // One deadline for the whole delivery: the socket's own timeout only measures silence, so a
    // receiver that drips a byte now and then would otherwise hold the delivery for ever.
    const timer: { deadline?: NodeJS.Timeout } = {};
    const resolve = (result: DeliveryResult) => {
      clearTimeout(timer.deadline);
      resolveDelivery(result);
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ ok: false, statusCode: null, error: 'The URL is not valid' });
    }
    const refused = refusal(target.hostname);
    if (refused) return resolve({ ok: false, statusCode: null, error: `Refused: ${refused}` });
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(refusal),
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Pollen-Webhooks/1.0',
          ...headers,
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        const finish = () => {
          const ok = statusCode >= 200 && statusCode < 300;
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT_BYTES).trim();
          resolve({
            ok,
            statusCode,
            error: ok ? null : `The receiver answered ${statusCode}${excerpt ? `: ${excerpt}` : ''}`,
          });
        };
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const tooSlow = () => request.destroy(new Error(`No answer within ${Math.round(timeoutMs / 1000)} s`));
    request.on('timeout', tooSlow);
    timer.deadline = setTimeout(tooSlow, timeoutMs);
    request.on('error', (error) => resolve({ ok: false, statusCode: null, error: deliveryError(error) }));
    request.end(body);
  });
}

/** What went wrong, in words an owner reading the delivery log understands, with Node's code after it. */
const ERROR_WORDS: Record<string, string> = {
  ECONNREFUSED: 'The receiver refused the connection (nothing is listening at that address)',
  ENOTFOUND: "The receiver's host name could not be found",
  EAI_AGAIN: "The receiver's host name could not be looked up just now",
  ECONNRESET: 'The receiver closed the connection before answering',
  EHOSTUNREACH: 'The receiver cannot be reached from here',
  ENETUNREACH: 'The receiver cannot be reached from here',
  ETIMEDOUT: 'Connecting to the receiver timed out',
  CERT_HAS_EXPIRED: "The receiver's HTTPS certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "The receiver's HTTPS certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN: "The receiver's HTTPS certificate is not from a trusted authority",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "The receiver's HTTPS certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "The receiver's HTTPS certificate is for another host name",
};

export function deliveryError(error: Error & { code?: string }): string {
  const words = error.code ? ERROR_WORDS[error.code] : undefined;
  return words ? `${words} (${error.code})` : error.message;
}
