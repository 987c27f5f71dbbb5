import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

// `npm run db:migrate`: the same migrations the server applies at start, run on their own.
const config = loadConfig();
const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.DATA_DIR);
try {
  const handle = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  await migrateDatabase(handle);
  await handle.close();
  console.log(
    `Migrations applied (${config.DATABASE_URL ? 'PostgreSQL server' : `embedded database in ${config.DATA_DIR}`}).`,
  );
} finally {
  unlock();
}
