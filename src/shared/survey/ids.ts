export type IdPrefix = 'page' | 'block' | 'question' | 'media' | 'option' | 'row' | 'column' | 'temp';

const RANDOM_LENGTH = 6;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

// Random suffixes alone could collide when many ids are made in one millisecond, so ids made in
// the same millisecond by this process also carry a sequence number.
let lastTime = -1;
let sequence = 0;

function randomSuffix(): string {
  const bytes = new Uint8Array(RANDOM_LENGTH);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ALPHABET.charAt(byte % ALPHABET.length);
  return out;
}

/** A new id such as `page_lx2k3_a8f3k2`: prefix, base-36 timestamp, random suffix (spec owner §9). */
export function createId(prefix: IdPrefix): string {
  const now = Date.now();
  if (now === lastTime) {
    sequence += 1;
  } else {
    lastTime = now;
    sequence = 0;
  }
  const suffix = sequence === 0 ? randomSuffix() : `${randomSuffix()}${sequence.toString(36)}`;
  return `${prefix}_${now.toString(36)}_${suffix}`;
}
