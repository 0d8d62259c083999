import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { instagramItems } from '../db/schema/index.ts';

export type InstagramRow = typeof instagramItems.$inferSelect;

export function listInstagram(db: Executor, limit = 100): Promise<InstagramRow[]> {
  return db.select().from(instagramItems).orderBy(desc(instagramItems.posted_at), desc(instagramItems.id)).limit(limit);
}

export async function instagramById(db: Executor, id: number, lock = false): Promise<InstagramRow | undefined> {
  const query = db.select().from(instagramItems).where(eq(instagramItems.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertInstagram(db: Executor, row: typeof instagramItems.$inferInsert): Promise<InstagramRow> {
  const [made] = await db.insert(instagramItems).values(row).returning();
  if (!made) throw new Error('instagram insert returned nothing');
  return made;
}

export async function removeInstagram(db: Executor, id: number): Promise<void> {
  await db.delete(instagramItems).where(eq(instagramItems.id, id));
}
