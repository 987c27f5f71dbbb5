import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { displayNameSchema } from '#shared/auth/credentials.ts';
import { isEmptyOrSafeUrl } from '#shared/format/safe-url.ts';
import { AppError } from '../errors.ts';

/**
 * Better Auth's update-user takes any JSON and writes it (`{ "name": null }` reached the NOT NULL
 * column as a 500). The profile fields Pollen uses get the account page's own rules first.
 */
const profileUpdateSchema = z.looseObject({
  name: displayNameSchema.pipe(z.string().min(1, 'Name is required.')).optional(),
  image: z
    .string()
    .max(2048)
    .refine(isEmptyOrSafeUrl, 'must be an http or https address')
    .nullable()
    .optional(),
});

export function profileUpdateRules() {
  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    // Read from a copy: Better Auth reads the original request.
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    const result = profileUpdateSchema.safeParse(body ?? {});
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = issue.path.join('.') || 'body';
      throw new AppError('validation_failed', `${field}: ${issue.message}`, { [field]: issue.message });
    }
    return next();
  });
}
