import type { Database } from '../db/client.ts';
import { chatMessages, chatSessions, files, submissions, surveys, user } from '../db/schema.ts';

/** Every row a write could touch, as one string: equal before and after proves nothing changed. */
export async function storedRows(db: Database): Promise<string> {
  return JSON.stringify([
    await db.select().from(surveys),
    await db.select().from(chatSessions),
    await db.select().from(chatMessages),
    await db.select().from(files),
    await db.select().from(submissions),
    await db.select({ name: user.name }).from(user),
  ]);
}
