import type { Brief } from './brief.ts';

// People who did not renew what they hold: "why season ticket holders at our football club don't
// renew", "why do policy holders not renew with us", "why didn't members of our golf club renew"
// (blind review P: asked why they "stopped using our football club", or given a members' survey
// or an exploratory one). What they hold is what they did not renew, and the study is one of
// leaving.

/** "don't renew", "did not renew", "why didn't annual pass holders renew": no object after it. */
export const NOT_RENEWING =
  /\b(?:(?:don'?t|do\s+not|didn'?t|did\s+not|not|never|won'?t|stop(?:ped)?|fail(?:ed)?\s+to)\s+renew(?:ing)?|(?:don'?t|didn'?t|doesn'?t|do\s+not|did\s+not)\s+(?:[\w'-]+\s+){1,5}?renew)\b(?!\s+(?:their|your|the|our|a|an|his|her)\b)/i;

/** "season ticket holders … don't renew" → "your season ticket"; members renew a membership. */
export function notRenewedThing(brief: Brief): string | null {
  if (!NOT_RENEWING.test(brief.text)) return null;
  const audience = brief.audience ?? '';
  const held = /^(?:[\w-]+\s+)*?([\w-]+(?:\s+[\w-]+)?)\s+holders?$/i.exec(audience)?.[1];
  if (held !== undefined) return `your ${held.toLowerCase()}`;
  if (/\bmembers?\b/i.test(audience)) return 'your membership';
  return null;
}

/** Whether the request asks why people did not renew something they hold. */
export function asksWhyNotRenewed(brief: Brief): boolean {
  return notRenewedThing(brief) !== null;
}
