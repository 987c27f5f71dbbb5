import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../auth/auth.ts';

// The in-process test server creates a few hundred accounts per run (every owner route test signs
// one up, on both databases). Better Auth's scrypt costs about 0.1 s of CPU each, which is there to
// slow down guessing, not to test anything: these tests hash with the same algorithm and the same
// stored form (salt:key) at a small cost. Servers started as processes (spawned-server.ts, the
// browser journeys) keep the real cost, so sign-up and sign-in are still run as shipped.
const COST = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export const fastPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
