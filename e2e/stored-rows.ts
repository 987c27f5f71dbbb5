import { readFileSync } from 'node:fs';
import { E2E_ARTIFACTS } from '../playwright.config.ts';

/**
 * The PostgreSQL database the postgres-server stores in, or null when no PostgreSQL server answered
 * (e2e/start-postgres-server.ts): it then runs on the embedded database, whose rows no other process
 * can read, and a journey checks what was stored through the owner's API alone.
 */
export function e2eDatabaseUrl(): string | null {
  const url = readFileSync(`${E2E_ARTIFACTS}/postgres-url.txt`, 'utf8').trim();
  return /^postgres(ql)?:\/\//.test(url) ? url : null;
}
