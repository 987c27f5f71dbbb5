import { sql } from 'drizzle-orm';
import { expect, onTestFinished, test } from 'vitest';
import { databaseBeforeMigration } from '../test-support/database-before-migration.ts';
import { rowsOf } from './rows.ts';

// Issue 10: a database created by the migrations before survey_versions, holding today's data,
// is migrated: its published snapshot becomes version 1 and everything answered is attached to it.

const VERSIONS_MIGRATION = '0007_survey_versions';

// An embedded database migrated from scratch, then again: generous on a loaded machine (it timed out
// at 30 s with a load average of 26 on two cores).
test(
  "today's published surveys become version 1 with their submissions, totals, notes and views",
  { timeout: 180_000 },
  async () => {
    const { db, migrateRest, close } = await databaseBeforeMigration(VERSIONS_MIGRATION);
    onTestFinished(close);

    const published = { title: 'Live', description: '', pages: [] };
    const draft = { title: 'Edited', description: '', pages: [] };
    await db.execute(sql`
    insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    // Published three times (the snapshot is the third), answered on versions 2 and 3; one draft only.
    await db.execute(sql`
    insert into surveys (id, owner_id, draft, published, published_version, share_id, is_public, status, published_at)
    values ('00000000-0000-4000-8000-000000000001', 'u1', ${JSON.stringify(draft)}::jsonb,
            ${JSON.stringify(published)}::jsonb, 3, 'share-live', true, 'active', '2026-01-02T03:04:05Z'),
           ('00000000-0000-4000-8000-000000000002', 'u1', ${JSON.stringify(draft)}::jsonb, null, 0, 'share-draft', false, 'draft', null)`);
    await db.execute(sql`
    insert into submissions (id, survey_id, published_version, idempotency_key, name)
    values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 2, 'key-one-1', 'Ann'),
           ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 3, 'key-two-2', 'Bob')`);
    await db.execute(sql`
    insert into answers (submission_id, survey_id, question_id, numeric_value)
    values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'q1', 4),
           ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'q1', 5)`);
    await db.execute(sql`
    insert into answer_stats (survey_id, question_id, kind, key, count)
    values ('00000000-0000-4000-8000-000000000001', '', 's', '', 2),
           ('00000000-0000-4000-8000-000000000001', 'q1', 't', '', 2)`);
    await db.execute(sql`
    insert into voice_comments (survey_id, submission_id, question_id, object_key)
    values ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000a1', 'q1', 'u1/voice.webm')`);
    await db.execute(sql`
    insert into media_views (survey_id, media_item_id, view_count) values ('00000000-0000-4000-8000-000000000001', 'm1', 7)`);

    await migrateRest();

    const versions = rowsOf<{ survey_id: string; version: number; document: unknown; published_at: Date }>(
      await db.execute(sql`select * from survey_versions order by survey_id`),
    );
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ survey_id: '00000000-0000-4000-8000-000000000001', version: 1 });
    expect(versions[0]!.document).toEqual(published);
    expect(new Date(versions[0]!.published_at).toISOString()).toBe('2026-01-02T03:04:05.000Z');

    const surveyRows = rowsOf<{ share_id: string; published_version: number }>(
      await db.execute(sql`select share_id, published_version from surveys order by share_id`),
    );
    expect(surveyRows).toEqual([
      { share_id: 'share-draft', published_version: 0 },
      { share_id: 'share-live', published_version: 1 },
    ]);
    const submissionVersions = rowsOf<{ published_version: number }>(
      await db.execute(sql`select published_version from submissions`),
    );
    expect(submissionVersions.map((row) => row.published_version)).toEqual([1, 1]);
    const stats = rowsOf<{ version: number; question_id: string; kind: string; count: unknown }>(
      await db.execute(sql`select version, question_id, kind, count from answer_stats order by kind`),
    );
    expect(stats.map((row) => [row.version, row.question_id, row.kind, Number(row.count)])).toEqual([
      [1, '', 's', 2],
      [1, 'q1', 't', 2],
    ]);
    expect(
      rowsOf<{ published_version: number }>(
        await db.execute(sql`select published_version from voice_comments`),
      ),
    ).toEqual([{ published_version: 1 }]);
    expect(
      rowsOf<{ published_version: number; view_count: number }>(
        await db.execute(sql`select published_version, view_count from media_views`),
      ),
    ).toEqual([{ published_version: 1, view_count: 7 }]);

    // Versions are immutable, and one that answers refer to cannot be deleted.
    await expect(db.execute(sql`update survey_versions set document = '{}'::jsonb`)).rejects.toThrow();
    await expect(db.execute(sql`delete from survey_versions`)).rejects.toThrow();
    // Deleting the survey still cascades to everything, versions included.
    await db.execute(sql`delete from surveys where share_id = 'share-live'`);
    expect(rowsOf(await db.execute(sql`select 1 from survey_versions`))).toHaveLength(0);
  },
);
