import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createClient,
  createTestServer,
  testDatabases,
  uniqueEmail,
  type TestServer,
} from '../test-support/test-server.ts';
import { rateLimit, user } from '../db/schema.ts';

const PASSWORD = 'correct-horse-42';

describe.each(testDatabases())('accounts on $name', (target) => {
  let server: TestServer;
  let confirmingServer: TestServer;

  beforeAll(async () => {
    server = await createTestServer(await target.open());
    confirmingServer = await createTestServer(await target.open(), { REQUIRE_EMAIL_CONFIRMATION: 'true' });
  });
  afterAll(async () => {
    await server.close();
    await confirmingServer.close();
  });

  test('sign-up signs the user in at once with an HttpOnly SameSite cookie', async () => {
    const client = createClient(server);
    const email = uniqueEmail();
    const response = await client.request('/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: 'Jane' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await client.request('/api/auth/get-session');
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  test('a password shorter than 8 or longer than 128 characters is refused and no account is made', async () => {
    const client = createClient(server);
    for (const password of ['short12', 'x'.repeat(129)]) {
      const email = uniqueEmail('weak');
      const response = await client.request('/api/auth/sign-up/email', {
        json: { email, password, name: 'W' },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message).toMatch(/^Password must be at (least 8|most 128) characters\.$/);
      const rows = await server.database.db.select().from(user).where(eq(user.email, email));
      expect(rows).toHaveLength(0);
    }
  });

  test('signing in with the wrong password answers 401 in the Pollen error shape', async () => {
    const email = uniqueEmail();
    await createClient(server).request('/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: 'J' },
    });
    const response = await createClient(server).request('/api/auth/sign-in/email', {
      json: { email, password: 'not-the-password' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { code: 'invalid_email_or_password', message: 'Invalid email or password' },
    });
  });

  test('sign-out ends the session', async () => {
    const client = createClient(server);
    await client.request('/api/auth/sign-up/email', {
      json: { email: uniqueEmail(), password: PASSWORD, name: 'J' },
    });
    expect(await (await client.request('/api/auth/get-session')).json()).not.toBeNull();
    const signOut = await client.request('/api/auth/sign-out', { json: {} });
    expect(signOut.status).toBe(200);
    expect(await (await client.request('/api/auth/get-session')).json()).toBeNull();
  });

  test('a password reset through the mailed link sets a new password', async () => {
    const email = uniqueEmail('reset');
    await createClient(server).request('/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: 'R' },
    });

    const ask = await createClient(server).request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/reset-password' },
    });
    expect(ask.status).toBe(200);
    const mail = server.mails.findLast((sent) => sent.to === email);
    expect(mail?.subject).toBe('Reset your Pollen password');
    expect(mail?.text).toContain(mail?.link);

    // The mailed link redirects to the web app's /reset-password with a token.
    const follow = await server.app.request(new URL(mail!.link).pathname + new URL(mail!.link).search);
    expect(follow.status).toBe(302);
    const landing = new URL(follow.headers.get('location')!, 'http://pollen.test');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await createClient(server).request('/api/auth/reset-password', {
      json: { newPassword: 'brand-new-password', token },
    });
    expect(reset.status).toBe(200);
    const oldPassword = await createClient(server).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await createClient(server).request('/api/auth/sign-in/email', {
      json: { email, password: 'brand-new-password' },
    });
    expect(newPassword.status).toBe(200);
  });

  test('users can change their display name and password', async () => {
    const client = createClient(server);
    const email = uniqueEmail('profile');
    await client.request('/api/auth/sign-up/email', { json: { email, password: PASSWORD, name: 'Before' } });
    const rename = await client.request('/api/auth/update-user', { json: { name: 'After' } });
    expect(rename.status).toBe(200);
    const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.name).toBe('After');

    const wrong = await client.request('/api/auth/change-password', {
      json: { currentPassword: 'nope-nope-nope', newPassword: 'another-password' },
    });
    expect(wrong.status).toBe(400);
    const change = await client.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'another-password' },
    });
    expect(change.status).toBe(200);
    const signIn = await createClient(server).request('/api/auth/sign-in/email', {
      json: { email, password: 'another-password' },
    });
    expect(signIn.status).toBe(200);
  });

  test('with REQUIRE_EMAIL_CONFIRMATION, sign-up mails a link and signs in only after it is followed', async () => {
    const client = createClient(confirmingServer);
    const email = uniqueEmail('confirm');
    const signUp = await client.request('/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: 'C' },
    });
    expect(signUp.status).toBe(200);
    expect(await signUp.json()).not.toHaveProperty('token');
    expect(await (await client.request('/api/auth/get-session')).json()).toBeNull();

    const blocked = await createClient(confirmingServer).request('/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    });
    expect(blocked.status).toBe(403);

    const mail = confirmingServer.mails.findLast((sent) => sent.to === email);
    expect(mail?.subject).toBe('Confirm your Pollen account');
    const link = new URL(mail!.link);
    const verify = await client.request(link.pathname + link.search);
    expect([200, 302]).toContain(verify.status);
    const session = (await (await client.request('/api/auth/get-session')).json()) as {
      user: { emailVerified: boolean };
    };
    expect(session.user.emailVerified).toBe(true);
  });

  test('an unconfirmed account can have its confirmation mailed again, 3 times per 10 minutes', async () => {
    const email = uniqueEmail('resend');
    await createClient(confirmingServer).request('/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: 'R' },
    });
    const mailsTo = () => confirmingServer.mails.filter((sent) => sent.to === email).length;
    const before = mailsTo();
    const client = createClient(confirmingServer, `203.0.113.${Math.floor(Math.random() * 250) + 1}`);
    const resend = () =>
      client.request('/api/auth/send-verification-email', { json: { email, callbackURL: '/chat' } });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await resend());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    // The wait covers the 10-minute window (Better Auth's own default would be one minute).
    const wait = Number(answers[3]!.headers.get('retry-after') ?? answers[3]!.headers.get('x-retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(mailsTo()).toBe(before + 3);
    expect(confirmingServer.mails.findLast((sent) => sent.to === email)?.subject).toBe(
      'Confirm your Pollen account',
    );
  });
});

describe.each(testDatabases())('sign-in rate limit on $name', (target) => {
  test('repeated sign-ins from one address are refused, counted in the database', async () => {
    const server = await createTestServer(await target.open(), {
      AUTH_RATE_LIMIT_MAX: '3',
      TRUST_PROXY: 'true',
    });
    // An address no other test draws from: the counters live in the worker's shared database, and
    // respondent tests pick random addresses in 198.51.100.0/24.
    const ip = `100.64.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
    const attempt = () =>
      createClient(server, ip).request('/api/auth/sign-in/email', {
        json: { email: uniqueEmail(), password: 'whatever-123' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another address is not affected.
    const other = await createClient(server, '192.0.2.99').request('/api/auth/sign-in/email', {
      json: { email: uniqueEmail(), password: 'whatever-123' },
    });
    expect(other.status).toBe(401);
    const counters = await server.database.db.select().from(rateLimit);
    expect(counters.some((row) => row.key.startsWith(ip))).toBe(true);
    await server.close();
  });
});

describe.each(testDatabases())('session reads on $name', (target) => {
  test('a busy office address reads its sessions past the general limit, while sign-ins stay limited', async () => {
    const server = await createTestServer(await target.open(), {
      AUTH_RATE_LIMIT_MAX: '3',
      TRUST_PROXY: 'true',
    });
    const ip = `100.65.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
    const client = createClient(server, ip);
    // More than the general 100 a minute, as a team's page loads from one address can be.
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) statuses.add((await client.request('/api/auth/get-session')).status);
    expect([...statuses]).toEqual([200]);
    const signIns = [];
    for (let i = 0; i < 4; i++)
      signIns.push(
        (
          await client.request('/api/auth/sign-in/email', {
            json: { email: uniqueEmail(), password: 'whatever-123' },
          })
        ).status,
      );
    expect(signIns).toEqual([401, 401, 401, 429]);
    await server.close();
  });
});
