import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PASSWORD_BLANK_MESSAGE, PASSWORD_COMMON_MESSAGE } from '#shared/auth/credentials.ts';
import { rowsOf } from '../db/rows.ts';
import { account, user } from '../db/schema.ts';
import {
  createClient,
  createTestServer,
  testDatabases,
  uniqueEmail,
  type TestServer,
} from '../test-support/test-server.ts';
import { SIGN_IN_SLOWDOWN } from './sign-in-throttle.ts';

const PASSWORD = 'correct-horse-42';
const REFUSED_PASSWORDS: [string, string][] = [
  ['blank', PASSWORD_BLANK_MESSAGE],
  ['common', PASSWORD_COMMON_MESSAGE],
];
const passwordFor = (kind: string) => (kind === 'blank' ? '          ' : 'Password123');

/** A fresh client address per call: the per-address limit must never be what answers here. */
let addressCounter = 0;
const freshAddress = () => `198.51.${100 + Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe.each(testDatabases())('account protection on $name', (target) => {
  let server: TestServer;
  let confirmingServer: TestServer;

  beforeAll(async () => {
    server = await createTestServer(await target.open(), { TRUST_PROXY: 'true' });
    confirmingServer = await createTestServer(await target.open(), {
      REQUIRE_EMAIL_CONFIRMATION: 'true',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await server.close();
    await confirmingServer.close();
  });

  async function signUp(target: TestServer, email: string, password = PASSWORD) {
    const client = createClient(target, freshAddress());
    const response = await client.request('/api/auth/sign-up/email', {
      json: { email, password, name: 'Jane' },
    });
    return { client, response };
  }

  async function passwordHash(email: string) {
    const [row] = await server.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    return row?.password;
  }

  test.each(REFUSED_PASSWORDS)(
    'a %s password is refused at sign-up and no account is made',
    async (kind, message) => {
      const email = uniqueEmail('refused');
      const { response } = await signUp(server, email, passwordFor(kind));
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: 'password_not_accepted', message });
      expect(await server.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    },
  );

  test.each(REFUSED_PASSWORDS)(
    'a %s password is refused at change and the old one still works',
    async (kind, message) => {
      const email = uniqueEmail('change');
      const { client } = await signUp(server, email);
      const before = await passwordHash(email);
      const change = await client.request('/api/auth/change-password', {
        json: { currentPassword: PASSWORD, newPassword: passwordFor(kind) },
      });
      expect(change.status).toBe(400);
      expect((await errorOf(change)).message).toBe(message);
      expect(await passwordHash(email)).toBe(before);
      const signIn = await createClient(server, freshAddress()).request('/api/auth/sign-in/email', {
        json: { email, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
    },
  );

  test.each(REFUSED_PASSWORDS)(
    'a %s password is refused at reset and the link still works',
    async (kind, message) => {
      const email = uniqueEmail('reset');
      await signUp(server, email);
      await createClient(server, freshAddress()).request('/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
      });
      const link = new URL(server.mails.findLast((mail) => mail.to === email)!.link);
      const follow = await server.app.request(link.pathname + link.search);
      const token = new URL(follow.headers.get('location')!, 'http://pollen.test').searchParams.get('token');
      const before = await passwordHash(email);

      const refused = await createClient(server, freshAddress()).request('/api/auth/reset-password', {
        json: { newPassword: passwordFor(kind), token },
      });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).message).toBe(message);
      expect(await passwordHash(email)).toBe(before);

      const accepted = await createClient(server, freshAddress()).request('/api/auth/reset-password', {
        json: { newPassword: 'a-better-passphrase', token },
      });
      expect(accepted.status).toBe(200);
    },
  );

  test('sign-up and sign-in answer without the session token; the cookie carries the session', async () => {
    const email = uniqueEmail('token');
    const { client, response } = await signUp(server, email);
    expect(response.status).toBe(200);
    const signUpBody = (await response.json()) as Record<string, unknown>;
    expect(signUpBody).not.toHaveProperty('token');
    expect(signUpBody).toMatchObject({ user: { email } });
    expect(
      ((await (await client.request('/api/auth/get-session')).json()) as { user: unknown }).user,
    ).toBeTruthy();

    const signIn = await createClient(server, freshAddress()).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const signInBody = (await signIn.json()) as Record<string, unknown>;
    expect(signInBody).not.toHaveProperty('token');
    expect(signInBody).toMatchObject({ user: { email } });
    expect(signIn.headers.getSetCookie().some((line) => line.includes('session_token'))).toBe(true);
  });

  test('with confirmation on, a sign-up for a taken address answers like a new one and mails the owner', async () => {
    const email = uniqueEmail('taken');
    const first = await signUp(confirmingServer, email);
    const fresh = await signUp(confirmingServer, uniqueEmail('fresh'));
    const again = await signUp(confirmingServer, email, 'someone-elses-password');

    expect(again.response.status).toBe(fresh.response.status);
    const freshBody = (await fresh.response.json()) as { user: Record<string, unknown> };
    const againBody = (await again.response.json()) as { user: Record<string, unknown> };
    expect(Object.keys(againBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(againBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(againBody.user).toMatchObject({ email, emailVerified: false });
    expect(againBody.user.id).not.toBe(((await first.response.json()) as { user: { id: string } }).user.id);
    expect([...again.response.headers.keys()].sort()).toEqual([...fresh.response.headers.keys()].sort());

    const mails = confirmingServer.mails.filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your Pollen account',
      'Someone tried to sign up to Pollen with your address',
    ]);
    expect(mails[1]!.text).toMatch(/If it was you, sign in here, or use "Forgot password\?"/);
    // The owner's account is untouched: one account, the original password.
    expect(await confirmingServer.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(
      1,
    );
  });

  test('wrong passwords for one account from many addresses slow that account down, not others', async () => {
    const email = uniqueEmail('guessed');
    const bystander = uniqueEmail('bystander');
    await signUp(server, email);
    await signUp(server, bystander);
    const attempt = (password: string, who = email) =>
      createClient(server, freshAddress()).request('/api/auth/sign-in/email', {
        json: { email: who, password },
      });

    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_SLOWDOWN.freeFailures; i++)
      statuses.push((await attempt(`wrong-guess-${i}`)).status);
    expect(statuses).toEqual(Array(SIGN_IN_SLOWDOWN.freeFailures).fill(401));

    // The right password too must wait: otherwise the answer would tell the attacker it was right.
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(SIGN_IN_SLOWDOWN.firstDelayMs / 1000));
    expect(await errorOf(locked)).toEqual({
      code: 'too_many_failed_sign_ins',
      message: 'Too many wrong passwords for this account. Try again in 30 seconds.',
    });
    // The same e-mail written differently is the same account.
    expect((await attempt(PASSWORD, ` ${email.toUpperCase()}`)).status).toBe(429);
    expect((await attempt(PASSWORD, bystander)).status).toBe(200);

    // The wait passes (moved back in the database rather than waited for): the right password works.
    const key = `sign-in-failures:${email}`;
    await elapse(server, key, SIGN_IN_SLOWDOWN.firstDelayMs);
    expect((await attempt(PASSWORD)).status).toBe(200);
    const [row] = await counterRows(server, key);
    expect(row).toBeUndefined();

    // Failing again past the free ones doubles the wait each time.
    for (let i = 0; i < SIGN_IN_SLOWDOWN.freeFailures; i++) await attempt(`wrong-again-${i}`);
    expect((await attempt(PASSWORD)).headers.get('retry-after')).toBe('30');
    await elapse(server, key, SIGN_IN_SLOWDOWN.firstDelayMs);
    expect((await attempt('still-wrong')).status).toBe(401);
    expect((await attempt(PASSWORD)).headers.get('retry-after')).toBe('60');
  });
});

async function counterRows(server: TestServer, key: string) {
  return rowsOf(await server.database.db.execute(sql`select count from request_counters where key = ${key}`));
}

/** Moves the account's last failure `ms` into the past, as if that much time had gone by. */
async function elapse(server: TestServer, key: string, ms: number) {
  await server.database.db.execute(
    sql`update request_counters set window_started_at = window_started_at - ${ms} where key = ${key}`,
  );
}
