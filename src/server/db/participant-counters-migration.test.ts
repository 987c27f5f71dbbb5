import { sql } from 'drizzle-orm';
import { expect, onTestFinished, test } from 'vitest';
import { databaseBeforeMigration } from '../test-support/database-before-migration.ts';
import { rowsOf } from './rows.ts';

// Issue 17: the participant identities kept in answer_stats (kind p, a row per respondent) move to
// participant_identities, and answer_stats keeps their count (kind u) per version and, in version 0,
// across versions: the same participant figures from one row.

const MIGRATION = '0019_list_paging_and_participant_counters';
const SURVEY = '00000000-0000-4000-8000-000000000001';

test(
  'participant rows become identities and a count per version and across versions',
  { timeout: 180_000 },
  async () => {
    const { db, migrateRest, close } = await databaseBeforeMigration(MIGRATION);
    onTestFinished(close);
    await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    await db.execute(sql`
    insert into surveys (id, owner_id, draft, published, published_version, share_id, status)
    values (${SURVEY}, 'u1', '{}'::jsonb, '{}'::jsonb, 2, 'share-live', 'active')`);
    await db.execute(
      sql`insert into survey_versions (survey_id, version, document) values (${SURVEY}, 1, '{}'), (${SURVEY}, 2, '{}')`,
    );
    // ann answered both versions, bob version 1 only, cy version 2 only.
    await db.execute(sql`
    insert into answer_stats (survey_id, version, question_id, kind, key, count) values
      (${SURVEY}, 1, '', 's', '', 3), (${SURVEY}, 2, '', 's', '', 2),
      (${SURVEY}, 1, '', 'p', 'ann', 2), (${SURVEY}, 1, '', 'p', 'bob', 1),
      (${SURVEY}, 2, '', 'p', 'ann', 1), (${SURVEY}, 2, '', 'p', 'cy', 1)`);

    await migrateRest();

    const stats = rowsOf<{ version: number; kind: string; count: unknown }>(
      await db.execute(sql`select version, kind, count from answer_stats order by kind, version`),
    );
    expect(stats.map((row) => [row.kind, row.version, Number(row.count)])).toEqual([
      ['s', 1, 3],
      ['s', 2, 2],
      ['u', 0, 3],
      ['u', 1, 2],
      ['u', 2, 2],
    ]);
    const identities = rowsOf<{ version: number; identity: string }>(
      await db.execute(sql`select version, identity from participant_identities order by version, identity`),
    );
    expect(identities.map((row) => `${row.version}:${row.identity}`)).toEqual([
      '0:ann',
      '0:bob',
      '0:cy',
      '1:ann',
      '1:bob',
      '2:ann',
      '2:cy',
    ]);
  },
);
