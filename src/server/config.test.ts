import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

test('an empty environment gives the offline defaults', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    PORT: 3000,
    DATA_DIR: './data',
    PUBLIC_URL: 'http://localhost:3000',
    REQUIRE_EMAIL_CONFIRMATION: false,
    LLM_PROVIDER: 'offline',
  });
  expect(config.DATABASE_URL).toBeUndefined();
});

test('each bad variable gets one line naming it', () => {
  let error: unknown;
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REQUIRE_EMAIL_CONFIRMATION: 'yes' });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems;
  expect(problems).toHaveLength(3);
  expect(problems.some((line) => line.startsWith('PORT:'))).toBe(true);
  expect(problems.some((line) => line.startsWith('DATABASE_URL: must start with postgres://'))).toBe(true);
  expect(problems.some((line) => line.startsWith('REQUIRE_EMAIL_CONFIRMATION:'))).toBe(true);
});

test('a provider that needs a key refuses to start without it', () => {
  expect(() => loadConfig({ LLM_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY: is required/);
});

test('PUBLIC_URL loses its trailing slash and flags parse from strings', () => {
  const config = loadConfig({ PUBLIC_URL: 'https://pollen.example/', REQUIRE_EMAIL_CONFIRMATION: 'true' });
  expect(config.PUBLIC_URL).toBe('https://pollen.example');
  expect(config.REQUIRE_EMAIL_CONFIRMATION).toBe(true);
});
