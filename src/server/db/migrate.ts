import type { DatabaseHandle } from './client.ts';

/** Applies the committed migrations in drizzle/; safe to run on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
}
