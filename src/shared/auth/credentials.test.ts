import { describe, expect, test } from 'vitest';
import {
  PASSWORD_BLANK_MESSAGE,
  PASSWORD_COMMON_MESSAGE,
  NEW_PASSWORD_HINT,
  NEW_PASSWORD_PLACEHOLDER,
  PASSWORD_MIN_LENGTH,
  defaultDisplayName,
  newPasswordRefusal,
  signInSchema,
  signUpSchema,
} from './credentials.ts';
import { safeNextPath } from './next-path.ts';

describe('sign-up rules', () => {
  test('a password of 7 characters is refused with the rule in the message', () => {
    const result = signUpSchema.safeParse({ email: 'a@b.co', password: '1234567' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters.');
  });

  test('passwords of 8 and 128 characters are accepted, 129 is refused', () => {
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(8) }).success).toBe(true);
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(128) }).success).toBe(true);
    const tooLong = signUpSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) });
    expect(tooLong.error?.issues[0]?.message).toBe('Password must be at most 128 characters.');
  });

  test('e-mail is trimmed and must look like an address', () => {
    expect(signUpSchema.parse({ email: '  jane@example.com ', password: 'x'.repeat(8) }).email).toBe(
      'jane@example.com',
    );
    expect(signUpSchema.safeParse({ email: 'jane', password: 'x'.repeat(8) }).error?.issues[0]?.message).toBe(
      'Enter a valid email address.',
    );
    expect(signInSchema.safeParse({ email: '', password: 'x' }).error?.issues[0]?.message).toBe(
      'Email is required.',
    );
  });
});

describe('new passwords', () => {
  test('the placeholder and the hint state the length that is enforced', async () => {
    expect(NEW_PASSWORD_PLACEHOLDER).toBe('At least 8 characters');
    expect(NEW_PASSWORD_HINT).toMatch(/^8 to 128 characters/);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(await newPasswordRefusal('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toMatch(/at least 8 characters/);
    expect(await newPasswordRefusal('correct horse battery')).toBeNull();
  });

  test('a password that is blank after trimming is refused, whatever its length', async () => {
    for (const blank of ['        ', ' '.repeat(40), '\t \n        ', '  ']) {
      expect(signUpSchema.safeParse({ email: 'a@b.co', password: blank }).error?.issues[0]?.message).toBe(
        PASSWORD_BLANK_MESSAGE,
      );
      expect(await newPasswordRefusal(blank)).toBe(PASSWORD_BLANK_MESSAGE);
    }
  });

  test('one of the most common passwords is refused, ignoring case and surrounding spaces', async () => {
    for (const common of [
      'password',
      'password123',
      'Password123',
      ' qwertyuiop ',
      'ILOVEYOU1',
      'trustno1',
    ]) {
      expect(await newPasswordRefusal(common), common).toBe(PASSWORD_COMMON_MESSAGE);
    }
  });

  test('length is told before commonness, and a fine password passes', async () => {
    expect(await newPasswordRefusal('123456')).toBe('Password must be at least 8 characters.');
    expect(await newPasswordRefusal('correct-horse-42')).toBeNull();
    expect(await newPasswordRefusal('  spaces inside are fine  ')).toBeNull();
  });
});

test('a new account is named after the local part of its e-mail', () => {
  expect(defaultDisplayName('jane.doe@example.com')).toBe('jane.doe');
  expect(defaultDisplayName('@example.com')).toBe('User');
});

test('only same-origin paths are accepted as a place to return to', () => {
  expect(safeNextPath('/polls')).toBe('/polls');
  expect(safeNextPath('/analytics/abc?tab=1')).toBe('/analytics/abc?tab=1');
  expect(safeNextPath('//evil.example')).toBeNull();
  expect(safeNextPath('/\\evil.example')).toBeNull();
  expect(safeNextPath('https://evil.example')).toBeNull();
  expect(safeNextPath(null)).toBeNull();
});
