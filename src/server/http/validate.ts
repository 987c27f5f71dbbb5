import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** zod validation whose failure is Pollen's 422 `{ error: { code, message, fields } }`, naming the field. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(target, result.error);
  });
}

/** The 422 for a zod failure: the first field named in the message, every field in `fields`. */
export function validationError(
  target: string,
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || target] ??= issue.message;
  const [path, message] = Object.entries(fields)[0] ?? [target, 'Invalid input'];
  return new AppError('validation_failed', `${path}: ${message}`, fields);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
