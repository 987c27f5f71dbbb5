import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors.ts';
import { unsafeTextProblem } from './safe-text.ts';

/**
 * Refuses a request whose path segments or query parameters decode to text PostgreSQL cannot store
 * (`%00` in a `search`, an id or a file key), before any route reads them.
 */
export function safeRequestTarget() {
  return createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    for (const segment of url.pathname.split('/')) {
      const message = unsafeTextProblem(tryDecode(segment));
      if (message) throw new AppError('bad_request', `The address ${message}.`);
    }
    for (const [name, value] of url.searchParams) {
      const message = unsafeTextProblem(name) ?? unsafeTextProblem(value);
      if (message) throw new AppError('validation_failed', `${name}: ${message}`, { [name]: message });
    }
    return next();
  });
}

function tryDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
