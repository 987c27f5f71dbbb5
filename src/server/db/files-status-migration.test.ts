import { sql } from 'drizzle-orm';
import { expect, onTestFinished, test } from 'vitest';
import { databaseBeforeMigration } from '../test-support/database-before-migration.ts';
import { rowsOf } from './rows.ts';

// Files are served only once 'completed' now; S3 uploads used to stay 'pending' while being served.

const FILES_MIGRATION = '0008_files_completed_before_content_checks';

// An embedded database migrated from scratch, then again: generous on a loaded machine.
test(
  'files stored before content checks stay served: pending rows become completed',
  { timeout: 180_000 },
  async () => {
    const { db, migrateRest, close } = await databaseBeforeMigration(FILES_MIGRATION);
    onTestFinished(close);
    await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`);
    await db.execute(sql`
    insert into surveys (id, owner_id, draft, share_id)
    values ('00000000-0000-4000-8000-000000000001', 'u1', '{}'::jsonb, 'share-files')`);
    await db.execute(sql`
    insert into files (owner_id, survey_id, object_key, file_name, size, content_type, category, status)
    values ('u1', '00000000-0000-4000-8000-000000000001', 'u1/s/on-s3.png', 'on-s3.png', 8, 'image/png', 'image', 'pending'),
           ('u1', '00000000-0000-4000-8000-000000000001', 'u1/s/local.png', 'local.png', 8, 'image/png', 'image', 'completed')`);

    await migrateRest();

    const rows = rowsOf<{ object_key: string; status: string }>(
      await db.execute(sql`select object_key, status from files order by object_key`),
    );
    expect(rows).toEqual([
      { object_key: 'u1/s/local.png', status: 'completed' },
      { object_key: 'u1/s/on-s3.png', status: 'completed' },
    ]);
  },
);
