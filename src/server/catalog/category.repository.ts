import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { categories } from '../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;

export function findVisibleCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.is_visible, true))
    .orderBy(asc(categories.sort_order), asc(categories.id));
}
