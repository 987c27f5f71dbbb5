import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// The webhook signature (docs/webhooks.md): `Pollen-Signature: t=<unix seconds>,v1=<hex>` where
// hex is HMAC-SHA256(secret, "<t>.<raw body>"). The timestamp inside the signed text lets a
// receiver refuse a replayed delivery older than its window.

export const SIGNATURE_HEADER = 'Pollen-Signature';

/** A new endpoint's signing secret: 32 random bytes, prefixed so it is recognisable in a vault. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const hex = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${hex}`;
}

/**
 * What a receiver does (the docs show the same in a few lines): true when the header's v1 matches
 * the body and its timestamp is within `toleranceSeconds` of now.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureHeader(secret, t, body).split('v1=')[1]!, 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
