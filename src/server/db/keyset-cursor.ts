import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../errors.ts';

// Keyset paging (issue 17): a page is "the rows after this one" in (time desc, id desc) order, so
// page 1,000 reads as few rows as page 1 (OFFSET reads and drops every row before it). The cursor is
// the last row's time and id, opaque to clients: base64url of "<ISO time to the microsecond>|<uuid>".
// The time travels as PostgreSQL's own microseconds; a JavaScript Date would cut it to milliseconds
// and skip or repeat rows that share the millisecond.

export interface KeysetPosition {
  at: string;
  id: string;
}

const POSITION =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The column's time as the cursor carries it (UTC, microseconds), selected beside each row. */
export const cursorTimeSql = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a cursor this server did not write is a 400. */
export function decodeCursor(cursor: string): KeysetPosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new AppError('bad_request', 'This page cursor is not valid: reload the list.');
  return { at: match[1]!, id: match[2]!.toLowerCase() };
}

/** `and (time, id) < (cursor)`: the rows after the cursor in (time desc, id desc) order. */
export function afterCursorSql(time: SQL, id: SQL, cursor: string | undefined): SQL {
  if (!cursor) return sql``;
  const { at, id: after } = decodeCursor(cursor);
  return sql`and (${time}, ${id}) < (${at}::timestamptz, ${after}::uuid)`;
}

/**
 * The page of `rows` (read with limit + 1) and the cursor of the next one, null on the last page.
 * Each row carries its own cursor time (`cursor_at`, from cursorTimeSql) and id.
 */
export function keysetPage<Row extends { cursor_at: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

/** Counting stops here when a search or filter means the running totals can't answer exactly. */
export const COUNT_CAP = 1000;
