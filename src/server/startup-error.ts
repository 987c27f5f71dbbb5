import { DrizzleQueryError } from 'drizzle-orm';
import type { Config } from './config.ts';
import { DataDirError } from './db/data-dir.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

/** The database a URL names, for messages: never its password. */
function describeTarget(databaseUrl: string): { server: string; database: string; user: string } {
  try {
    const url = new URL(databaseUrl);
    return {
      server: `${url.hostname}:${url.port || '5432'}`,
      database: decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres',
      user: decodeURIComponent(url.username) || 'the default user',
    };
  } catch {
    return { server: 'DATABASE_URL', database: 'the database', user: 'the default user' };
  }
}

/** The first error code in `error` or what it wraps (Drizzle and AggregateError wrap the driver's). */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    if (current instanceof AggregateError) return errorCode(current.errors[0]);
    current = current.cause;
  }
  return undefined;
}

function messageOf(error: unknown): string {
  const inner = error instanceof DrizzleQueryError ? error.cause : error;
  return inner instanceof Error ? inner.message : String(inner);
}

/**
 * One line telling the operator what stopped the start (a database that cannot be reached, a
 * data folder that cannot be written, a port in use), or null for an unexpected error, whose stack
 * trace is then worth printing.
 */
export function describeStartupError(
  error: unknown,
  config: Pick<Config, 'DATABASE_URL' | 'PORT' | 'HOST'>,
): string | null {
  if (error instanceof DataDirError || error instanceof DataDirLockedError) return error.message;
  const code = errorCode(error);
  if ((error as { syscall?: unknown }).syscall === 'listen') {
    if (code === 'EADDRINUSE')
      return `Port ${config.PORT} is already in use: stop the other server or set PORT.`;
    if (code === 'EACCES') return `Pollen may not listen on port ${config.PORT}: set PORT to 1024 or above.`;
    if (code === 'EADDRNOTAVAIL') return `HOST ${config.HOST} is not an address of this machine: fix HOST.`;
  }
  if (!config.DATABASE_URL) return null;
  const target = describeTarget(config.DATABASE_URL);
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot connect to PostgreSQL at ${target.server} (connection refused): is the server running? Check DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot find the PostgreSQL host in DATABASE_URL (${target.server}): check its spelling.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `PostgreSQL at ${target.server} does not answer (${code}): check DATABASE_URL and the network.`;
    case '3D000':
      return `The database "${target.database}" does not exist on ${target.server}: create it (createdb ${target.database}) or fix DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${target.server} refused the login of ${target.user}: check the user and password in DATABASE_URL.`;
    case '57P03':
      return `PostgreSQL at ${target.server} is starting up or shutting down: try again in a moment.`;
  }
  if (/timeout exceeded when trying to connect/.test(messageOf(error)))
    return `PostgreSQL at ${target.server} did not accept a connection in time: check DATABASE_URL and the network.`;
  return null;
}
