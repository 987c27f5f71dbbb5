import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';
import type { Auth, Session, SessionUser } from './auth.ts';

export type AuthVariables = { user: SessionUser; session: Session };

/** Guards a route: the handler sees a non-null user, anyone else gets 401 "Authentication required". */
export function requireUser(auth: Auth) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError('unauthorized', 'Authentication required');
    c.set('user', result.user);
    c.set('session', result.session);
    await next();
  });
}
