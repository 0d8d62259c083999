import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cmsPages, trends } from '../db/schema/index.ts';

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type TrendRow = typeof trends.$inferSelect;

export function listCmsPages(db: Executor): Promise<CmsPageRow[]> {
  return db.select().from(cmsPages).orderBy(asc(cmsPages.name));
}

export function listTrends(db: Executor): Promise<TrendRow[]> {
  return db.select().from(trends).orderBy(asc(trends.id));
}

export async function cmsPageById(db: Executor, id: number, lock = false): Promise<CmsPageRow | undefined> {
  const query = db.select().from(cmsPages).where(eq(cmsPages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function trendRowById(db: Executor, id: number, lock = false): Promise<TrendRow | undefined> {
  const query = db.select().from(trends).where(eq(trends.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function writeCmsPage(db: Executor, id: number, change: Partial<typeof cmsPages.$inferInsert>) {
  const [row] = await db
    .update(cmsPages)
    .set({ ...change, updated_at: new Date() })
    .where(eq(cmsPages.id, id))
    .returning();
  if (!row) throw new Error('cms page update returned nothing');
  return row;
}

export async function writeTrend(db: Executor, id: number, change: Partial<typeof trends.$inferInsert>) {
  const [row] = await db.update(trends).set(change).where(eq(trends.id, id)).returning();
  if (!row) throw new Error('trend update returned nothing');
  return row;
}
