import { DrizzleQueryError } from 'drizzle-orm';

/** What a client is told while the database cannot be reached; it is safe to retry. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Pollen cannot reach its database right now. Please try again in a moment.';

// Network failures on the way to a PostgreSQL server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is going away or not taking connections yet
// (https://www.postgresql.org/docs/current/errcodes-appendix.html): class 08 is "connection exception".
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres reports a dropped or unobtainable connection with these messages and no code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

/**
 * True when `error` says the database could not be reached (refused, dropped, shutting down), as
 * opposed to a query the database refused. Drizzle wraps driver errors in DrizzleQueryError; only
 * its cause, or a bare driver error (a pool that cannot connect), is looked at, so a failed call to
 * another service (an LLM, S3), whose network error sits deeper in a chain, is not mistaken for it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(driverError instanceof Error)) return false;
  if (driverError instanceof AggregateError)
    return driverError.errors.some((inner) => isDatabaseUnavailable(inner));
  const code = (driverError as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08'))
  )
    return true;
  return DRIVER_MESSAGES.some((message) => driverError.message.includes(message));
}
