import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { emailSchema, newPasswordRefusal } from '#shared/auth/credentials.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

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

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Better Auth hooks for Pollen's account rules (docs/decisions/012-account-protection.md): the
 * new-password rule wherever a password is set, the per-account sign-in slowdown, and no session
 * token in JSON answers. Hooks run for HTTP requests and `auth.api` calls alike, and a refusal in
 * `before` happens before the route changes anything.
 */
export function accountHooks(throttle: SignInThrottle) {
  return {
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
        // Only a wrong password (401) counts; 403 "confirm your e-mail" comes after a right one.
        if (isAPIError(returned) && returned.statusCode === 401) await throttle.recordFailure(email);
        else if (!isAPIError(returned)) await throttle.recordSuccess(email);
      }
      if (TOKEN_ANSWERS.has(ctx.path) && returned && typeof returned === 'object' && 'token' in returned) {
        // The cookie is the session; a token in the body is one more place for scripts to read it.
        const { token: _token, ...rest } = returned as Record<string, unknown>;
        return ctx.json(rest);
      }
    }),
  };
}
