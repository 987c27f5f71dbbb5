import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { rowsOf } from './rows.ts';
import { likePattern } from './like-pattern.ts';
import { testDatabases } from '../test-support/test-server.ts';

test('wildcards and the escape character are escaped, the rest is kept', () => {
  expect(likePattern('cheap')).toBe('%cheap%');
  expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});

describe.each(testDatabases())('on $name, a pattern matches only its literal text', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle.close());

  const matches = async (search: string) =>
    rowsOf<{ value: string }>(
      await handle.db.execute(sql`
        select value from (values ('a_b'), ('axb'), ('50%'), ('500'), ('back\\slash'), ('backslash')) as t(value)
        where value ilike ${likePattern(search)} order by value`),
    ).map((row) => row.value);

  test('_ % and \\ are literal', async () => {
    expect(await matches('_')).toEqual(['a_b']);
    expect(await matches('%')).toEqual(['50%']);
    expect(await matches('\\')).toEqual(['back\\slash']);
    expect(await matches('A')).toEqual(['a_b', 'axb', 'back\\slash', 'backslash']);
  });
});
