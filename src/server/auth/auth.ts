import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/auth/credentials.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import * as schema from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { confirmEmailMail, existingAccountMail, resetPasswordMail, type Mailer } from './mailer.ts';
import { accountHooks } from './account-hooks.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/** Where Better Auth's routes live; it reads their requests itself (app.ts, json-bodies.ts). */
export const AUTH_BASE_PATH = '/api/auth';

/** The header Pollen sets from the socket (or a trusted proxy) so rate limits key on the real client. */
export const CLIENT_IP_HEADER = 'x-pollen-client-ip';

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /**
   * How passwords are hashed and checked. Unset (every server): Better Auth's scrypt (N=16384, r=16),
   * about 0.1 s of CPU per sign-up or sign-in, which is what makes guessing slow. The in-process
   * test server passes a cheaper scrypt (test-support/fast-password-hashing.ts).
   */
  passwordHashing?: PasswordHashing;
}

/** Better Auth's hooks for hashing a new password and checking one against a stored hash. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export const RESEND_CONFIRMATION_RULE = { window: 600, max: 3 };

export function createAuth({ config, db, mailer, logger, secret, passwordHashing }: AuthDependencies) {
  const rateLimitRule = { window: config.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: config.AUTH_RATE_LIMIT_MAX };
  const sendMail = async (mail: Parameters<Mailer['send']>[0]) => {
    try {
      await mailer.send(mail);
    } catch (error) {
      // A mail that fails must not tell an attacker whether the account exists; log it for the operator.
      logger.error({ err: error, to: mail.to }, 'Could not send mail');
    }
  };

  const throttle = createSignInThrottle(db);

  return betterAuth({
    appName: 'Pollen',
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.PUBLIC_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.REQUIRE_EMAIL_CONFIRMATION,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      // With confirmation on, Better Auth answers a sign-up for a taken address exactly like a new
      // one; the owner is told by mail instead (docs/decisions/012-account-protection.md).
      onExistingUserSignUp: async ({ user }) => {
        await sendMail(existingAccountMail(user.email, `${config.PUBLIC_URL}/`));
      },
      sendResetPassword: async ({ user, url }) => {
        await sendMail(resetPasswordMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: config.REQUIRE_EMAIL_CONFIRMATION,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(confirmEmailMail(user.email, url));
      },
    },
    hooks: accountHooks(throttle),
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': rateLimitRule,
        '/sign-up/email': rateLimitRule,
        // Every page load reads the session, and a team behind one office address shares a client
        // address: under the general 100 a minute, signed-in researchers were shown the sign-in form
        // (the journeys from 127.0.0.1 hit it). A generous rule rather than none: its counter's
        // database read is also what turns a database outage into Pollen's 503 on this route.
        '/get-session': { window: 60, max: 3000 },
        // "Resend the confirmation": each one mails someone, so a client address gets 3 per 10 minutes.
        '/send-verification-email': RESEND_CONFIRMATION_RULE,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    onAPIError: {
      // Better Auth answers any unexpected failure with a bare 500. A database that is down must
      // reach Pollen's own error handler instead, which answers 503 with Retry-After like every
      // other route (docs/decisions/014-durability-and-database-outages.md).
      onError: (error) => {
        if (isDatabaseUnavailable(error)) throw error;
        // Refusals (wrong password, taken address) are answers, not failures.
        if (!isAPIError(error)) logger.error({ err: error }, 'Auth request failed');
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
export type Session = Auth['$Infer']['Session']['session'];
