import { z } from 'zod';

// The spec hints "At least 6 characters" but never enforces it; Pollen enforces 8–128 on both
// sides (docs/decisions/002-password-length.md).
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;

export const PASSWORD_BLANK_MESSAGE = 'Password cannot be only spaces.';
export const PASSWORD_COMMON_MESSAGE =
  'This password is one of the most common passwords and easy to guess. Choose another one.';

/** The placeholder of every field where a new password is chosen. */
export const NEW_PASSWORD_PLACEHOLDER = `At least ${PASSWORD_MIN_LENGTH} characters`;

/** Shown under every field where a new password is chosen, so the rule is known before submitting. */
export const NEW_PASSWORD_HINT = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, not only spaces, and not one of the most common passwords.`;

/** Length and blankness: what can be checked at once, on every keystroke if need be. */
export const passwordSchema = z
  .string()
  .refine((password) => password.trim() !== '', PASSWORD_BLANK_MESSAGE)
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/**
 * Why a new password (sign-up, change, reset) is refused, or null. Besides length and blankness it
 * must not be one of the most common passwords (compared ignoring case and surrounding spaces):
 * those are the first guesses of any attack. The list is loaded on first use, so the web app only
 * downloads it when someone chooses a password.
 */
export async function newPasswordRefusal(password: string): Promise<string | null> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return firstIssueMessage(parsed.error);
  const { isCommonPassword } = await import('./common-passwords.ts');
  return isCommonPassword(password) ? PASSWORD_COMMON_MESSAGE : null;
}

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
