import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 10 url-safe characters without look-alikes (0/O, 1/l/I): about 58 bits, read aloud safely. */
export function createShareId(): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
