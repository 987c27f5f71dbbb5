import { expect, test } from 'vitest';
import { createClient, createTestServer, testDatabases, uniqueEmail } from '../test-support/test-server.ts';

// Principle 2 of DESIGN.md: two processes on one database behave as one. Each instance here has its
// own connection pool; nothing but the database joins them.
test.each(testDatabases())(
  'two instances on one $name database share sessions and rate limits',
  async (target) => {
    const first = await createTestServer(await target.open(), {
      AUTH_RATE_LIMIT_MAX: '3',
      TRUST_PROXY: 'true',
    });
    const secondHandle = target.name === 'postgres' ? await target.open() : first.database;
    const second = await createTestServer(secondHandle, { AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });

    // Its own address: other suites sign up from the default one in the same database and run.
    const onFirst = createClient(first, `192.0.2.${Math.floor(Math.random() * 250) + 1}`);
    const email = uniqueEmail('twin');
    await onFirst.request('/api/auth/sign-up/email', {
      json: { email, password: 'twin-password', name: 'T' },
    });
    // The same cookie, presented to the other instance.
    const onSecond = createClient(second);
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);
    const session = (await (await onSecond.request('/api/auth/get-session')).json()) as {
      user: { email: string };
    };
    expect(session.user.email).toBe(email);

    const ip = `198.18.0.${Math.floor(Math.random() * 250) + 1}`;
    const attempt = (server: typeof first) =>
      createClient(server, ip).request('/api/auth/sign-in/email', {
        json: { email, password: 'wrong-password' },
      });
    const statuses = [
      (await attempt(first)).status,
      (await attempt(second)).status,
      (await attempt(first)).status,
    ];
    expect(statuses).toEqual([401, 401, 401]);
    expect((await attempt(second)).status).toBe(429);

    if (secondHandle !== first.database) await second.close();
    await first.close();
  },
  // Opening an embedded database alone can take 20 s on a busy 2-core machine.
  120_000,
);
