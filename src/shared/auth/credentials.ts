import { z } from 'zod';

// The spec hints "At least 6 characters" but never enforces it; Pollen enforces 8–128 on both
// sides (docs/decisions/002-password-length.md).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required.')
  .pipe(z.email('Enter a valid email address.'));

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required.'),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const displayNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters.`);

/** A name for a new account when the user gives none: the part of the e-mail before the @. */
export function defaultDisplayName(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.slice(0, NAME_MAX_LENGTH) || 'User';
}

/** First message of a failed zod parse, for forms that show one line. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input.';
}
