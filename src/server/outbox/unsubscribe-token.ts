import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe link of notification mails: it works without signing in, so the link
// itself is the proof. It names the survey and carries an HMAC over the survey and its owner made
// with the server's secret; a survey handed to another owner would invalidate it.

function mac(secret: string, surveyId: string, ownerId: string): string {
  return createHmac('sha256', secret).update(`pollen-unsubscribe:${surveyId}:${ownerId}`).digest('base64url');
}

export function unsubscribeToken(secret: string, surveyId: string, ownerId: string): string {
  return `${surveyId}.${mac(secret, surveyId, ownerId)}`;
}

/** The survey id a token names, before its owner is known (the MAC is checked with `tokenMatches`). */
export function surveyIdOfToken(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/i.exec(token);
  return match ? match[1]!.toLowerCase() : null;
}

export function tokenMatches(secret: string, token: string, surveyId: string, ownerId: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, surveyId, ownerId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
