import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  emailSchema,
  newPasswordRefusal,
} from '#shared/auth/credentials.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { confirmEmailMail, existingAccountMail, resetPasswordMail, type Mailer } from './mailer.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/** The header Pollen sets from the socket (or a trusted proxy) so rate limits key on the real client. */
export const CLIENT_IP_HEADER = 'x-pollen-client-ip';

/** The body field that carries a new password, per route: the one rule applies to all three. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

/** Routes whose JSON answer repeats the session token that the HttpOnly cookie already carries. */
const TOKEN_ANSWERS = new Set(['/sign-up/email', '/sign-in/email']);

function bodyString(body: unknown, field: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The sign-in e-mail to count failures against; anything else Better Auth refuses with a 400 anyway. */
function signInEmail(path: string, body: unknown): string | undefined {
  const email = path === '/sign-in/email' ? bodyString(body, 'email') : undefined;
  return email !== undefined && emailSchema.safeParse(email).success ? email : undefined;
}

export interface AuthDependencies {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

export function createAuth({ config, db, mailer, logger, secret }: AuthDependencies) {
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
    basePath: '/api/auth',
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const passwordField = NEW_PASSWORD_FIELDS[ctx.path];
        const newPassword = passwordField ? bodyString(ctx.body, passwordField) : undefined;
        if (newPassword !== undefined) {
          const refusal = await newPasswordRefusal(newPassword);
          if (refusal) throw new APIError('BAD_REQUEST', { code: 'PASSWORD_NOT_ACCEPTED', message: refusal });
        }
        const email = signInEmail(ctx.path, ctx.body);
        if (email !== undefined) {
          const wait = await throttle.secondsToWait(email);
          if (wait > 0) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              {
                code: 'TOO_MANY_FAILED_SIGN_INS',
                message: `Too many wrong passwords for this account. Try again in ${formatWait(wait)}.`,
              },
              { 'Retry-After': String(wait) },
            );
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const email = signInEmail(ctx.path, ctx.body);
        if (email !== undefined) {
          if (isAPIError(returned) && returned.statusCode === 401) await throttle.recordFailure(email);
          else if (!isAPIError(returned)) await throttle.recordSuccess(email);
        }
        if (TOKEN_ANSWERS.has(ctx.path) && returned && typeof returned === 'object' && 'token' in returned) {
          // The cookie is the session; a token in the body is one more place for scripts to read it.
          const { token: _token, ...rest } = returned as Record<string, unknown>;
          return ctx.json(rest);
        }
      }),
    },
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
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
  });
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionUser = Auth['$Infer']['Session']['user'];
export type Session = Auth['$Infer']['Session']['session'];
