import { DrizzleQueryError } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { describeStartupError } from './startup-error.ts';

const config = {
  DATABASE_URL: 'postgres://pollen:secret@db.example.com:6543/surveys',
  PORT: 3000,
  HOST: '0.0.0.0',
};
const withCode = (code: string, extra: object = {}) => Object.assign(new Error(code), { code }, extra);

test('database failures at start become one line naming the server, never the password', () => {
  const cases: [unknown, string][] = [
    [
      new DrizzleQueryError('select 1', [], withCode('28P01')),
      'PostgreSQL at db.example.com:6543 refused the login of pollen: check the user and password in DATABASE_URL.',
    ],
    [
      withCode('ENOTFOUND'),
      'Cannot find the PostgreSQL host in DATABASE_URL (db.example.com:6543): check its spelling.',
    ],
    [
      new AggregateError([withCode('ECONNREFUSED')]),
      'Cannot connect to PostgreSQL at db.example.com:6543 (connection refused): is the server running? Check DATABASE_URL.',
    ],
    [
      withCode('3D000'),
      'The database "surveys" does not exist on db.example.com:6543: create it (createdb surveys) or fix DATABASE_URL.',
    ],
  ];
  for (const [error, line] of cases) {
    const described = describeStartupError(error, config);
    expect(described).toBe(line);
    expect(described).not.toContain('secret');
  }
});

test('a port in use is one line; an unexpected error is left to its stack trace', () => {
  expect(describeStartupError(withCode('EADDRINUSE', { syscall: 'listen' }), config)).toBe(
    'Port 3000 is already in use: stop the other server or set PORT.',
  );
  expect(describeStartupError(new TypeError('x is undefined'), config)).toBeNull();
  expect(describeStartupError(withCode('ECONNREFUSED'), { ...config, DATABASE_URL: undefined })).toBeNull();
});
