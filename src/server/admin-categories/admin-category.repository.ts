import { asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { categories, products } from '../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryWithCount = CategoryRow & { product_count: number };

/** Every category, shown or not, in menu order, with how many products each holds itself. */
export async function allCategories(db: Executor): Promise<CategoryWithCount[]> {
  const counts = db
    .select({ category_id: products.category_id, n: count().as('n') })
    .from(products)
    .groupBy(products.category_id)
    .as('counts');
  const rows = await db
    .select({ category: categories, n: counts.n })
    .from(categories)
    .leftJoin(counts, eq(counts.category_id, categories.id))
    .orderBy(asc(categories.sort_order), asc(categories.id));
  return rows.map((r) => ({ ...r.category, product_count: Number(r.n ?? 0) }));
}

export async function categoryById(db: Executor, id: number, lock = false): Promise<CategoryRow | undefined> {
  const q = db.select().from(categories).where(eq(categories.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

const siblingsWhere = (parentId: number | null) =>
  parentId === null ? isNull(categories.parent_id) : eq(categories.parent_id, parentId);

/** The categories directly under `parentId` (the first level for null), in their order. */
export function childrenOf(db: Executor, parentId: number | null): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(siblingsWhere(parentId))
    .orderBy(asc(categories.sort_order), asc(categories.id));
}

export async function productCountOf(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.category_id, id));
  return Number(row?.n ?? 0);
}

/**
 * A new category at the end of its siblings. Ids are given by the shop (links address categories by
 * id), so the table is locked against another new one taking the same number meanwhile.
 */
export async function insertCategory(
  tx: Tx,
  values: { parent_id: number | null; name: string; name_en: string },
): Promise<CategoryRow> {
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
  const [top] = await tx.select({ id: max(categories.id) }).from(categories);
  const [row] = await tx
    .insert(categories)
    .values({ ...values, id: (top?.id ?? 0) + 1, sort_order: await nextSortOrder(tx, values.parent_id) })
    .returning();
  return row as CategoryRow;
}

/** The place after the last of `parentId`'s children (the first level for null). */
export async function nextSortOrder(db: Executor, parentId: number | null): Promise<number> {
  const [last] = await db
    .select({ n: max(categories.sort_order) })
    .from(categories)
    .where(siblingsWhere(parentId));
  return (last?.n ?? 0) + 1;
}

export async function writeCategory(
  tx: Tx,
  id: number,
  change: Partial<Pick<CategoryRow, 'name' | 'name_en' | 'sort_order' | 'parent_id' | 'is_visible'>>,
): Promise<CategoryRow> {
  const [row] = await tx.update(categories).set(change).where(eq(categories.id, id)).returning();
  return row as CategoryRow;
}

export async function deleteCategory(tx: Tx, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}
