import { and, asc, desc, eq, gt, inArray, like, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { compact } from '../catalog/search-text.ts';
import type { Executor } from '../db/client.ts';
import { countUpTo } from '../db/count-up-to.ts';
import { escapeLike } from '../db/like.ts';
import { categories, productOptions, products } from '../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
/** The fields an operator's write sets (never the counters, the generated price or the search text alone). */
export type ProductWrite = Partial<Omit<NewProductRow, 'id' | 'sale_price' | 'created_at'>>;

export type ProductWhere = {
  q?: string | undefined;
  categoryIds?: number[] | undefined;
  status?: string | undefined;
  stockBelow?: number | undefined;
};

function whereOf(w: ProductWhere): SQL | undefined {
  const q = w.q?.trim();
  // The search text holds the Korean and English names, the keywords and the category path, lower-cased
  // and also without spaces, under a trigram index: at 100,000 products, matching the name columns one by
  // one read the whole table (about 1 s on PostgreSQL) where the index answers in milliseconds.
  const byText = q
    ? or(
        /^\d+$/.test(q) && Number(q) <= 2_147_483_647 ? eq(products.id, Number(q)) : undefined,
        like(products.search_text, `%${escapeLike(compact(q))}%`),
      )
    : undefined;
  return and(
    byText,
    w.categoryIds ? inArray(products.category_id, w.categoryIds) : undefined,
    w.status ? eq(products.status, w.status) : undefined,
    w.stockBelow !== undefined ? lt(products.stock, w.stockBelow) : undefined,
  );
}

/** The columns the back office's list shows (no descriptions, tables or search text). */
const listColumns = {
  id: products.id,
  name: products.name,
  name_en: products.name_en,
  category_id: products.category_id,
  category_name: categories.name,
  base_price: products.base_price,
  discount_rate: products.discount_rate,
  sale_price: products.sale_price,
  stock: products.stock,
  status: products.status,
  thumb_image: products.thumb_image,
  updated_at: products.updated_at,
  option_count: sql<number>`(select count(*)::int from ${productOptions} o
    where o.product_id = ${products.id} and o.is_active)`,
};
export type AdminProductListRow = {
  id: number;
  name: string;
  name_en: string;
  category_id: number;
  category_name: string | null;
  base_price: number | null;
  discount_rate: number;
  sale_price: number | null;
  stock: number;
  status: string;
  thumb_image: string;
  updated_at: Date;
  option_count: number;
};

/**
 * Newest number first. Within categories the rows are found through the category index and then
 * sorted (`id + 0` keeps the database from walking every product by number, which it otherwise chose
 * and which read the whole table for a category holding no match: 0.45 s, against 30 ms so). That holds
 * for one category too: with a search word the database still chose the walk by number (0.7 s for a
 * category without a match, at 100,000 products).
 */
const newestFirst = (w: ProductWhere) => (w.categoryIds?.length ? desc(sql`${products.id} + 0`) : desc(products.id));

/**
 * The list counts at most this many matches: past it the page says "10,000건 이상". A status, a stock
 * bound or a category alone is counted through its index, up to this cap, in a few milliseconds.
 */
export const COUNT_CAP = 10_000;

/**
 * With a search word the list counts at most this many matches ("1,000건 이상", 50 pages of 20). Each
 * match is read and its search text compared, and a word in half the catalogue (캔들, too short for
 * the trigram index) is read row by row: at 100,000 products, counting up to 10,000 took 0.1–0.23 s a
 * page on a quiet PostgreSQL and 0.7–1.6 s at 10 connections (bench/admin.ts), where 1,000 take a tenth.
 * A search that finds more than 1,000 products is narrowed by a longer word or a filter.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** The cap the list's count stops at, for these filters. */
export const countCapOf = (w: ProductWhere): number => (w.q?.trim() ? SEARCH_COUNT_CAP : COUNT_CAP);

/**
 * A page of the list and the count of its matches up to one past `cap`. With `cap` null nothing is
 * counted (the caller already knows the matches pass their cap) and `total` is null.
 */
export async function listProducts(
  db: Executor,
  w: ProductWhere,
  limit: number,
  offset: number,
  cap: number | null = countCapOf(w),
): Promise<{ rows: AdminProductListRow[]; total: number | null }> {
  const where = whereOf(w);
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.category_id))
      .where(where)
      .orderBy(newestFirst(w))
      .limit(limit)
      .offset(offset),
    cap === null ? null : countUpTo(db, products, where, cap),
  ]);
  return { rows, total };
}

/** Rows of the list after `afterId`, by id: the CSV export reads the whole list a batch at a time. */
export function exportBatch(db: Executor, w: ProductWhere, afterId: number, limit: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(whereOf(w), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
}

export async function productById(db: Executor, id: number, lock = false): Promise<ProductRow | undefined> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A product's options still offered, in their order. */
export function activeOptions(db: Executor, productId: number): Promise<OptionRow[]> {
  return db
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.product_id, productId), eq(productOptions.is_active, true)))
    .orderBy(asc(productOptions.sort_order), asc(productOptions.id));
}

export async function insertProduct(db: Executor, row: NewProductRow): Promise<ProductRow> {
  const [made] = await db.insert(products).values(row).returning();
  if (!made) throw new Error('product insert returned nothing');
  return made;
}

export async function writeProduct(db: Executor, id: number, change: ProductWrite): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...change, updated_at: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export type OptionWrite = {
  id?: number | undefined;
  name: string;
  name_en: string;
  price_delta: number;
  stock: number;
};

/**
 * Makes the product's offered options exactly `wanted`, in that order: a known id is updated, a new
 * one inserted, and an option left out is withdrawn (kept, no longer offered), since orders and carts
 * name it. Answers the options as they now are.
 */
export async function replaceOptions(db: Executor, productId: number, wanted: OptionWrite[]): Promise<OptionRow[]> {
  const keptIds = wanted.flatMap((o) => (o.id ? [o.id] : []));
  await db
    .update(productOptions)
    .set({ is_active: false })
    .where(
      and(
        eq(productOptions.product_id, productId),
        eq(productOptions.is_active, true),
        keptIds.length ? notInArray(productOptions.id, keptIds) : undefined,
      ),
    );
  for (const [i, o] of wanted.entries()) {
    const values = { name: o.name, name_en: o.name_en, price_delta: o.price_delta, stock: o.stock, sort_order: i };
    if (o.id) {
      await db
        .update(productOptions)
        .set({ ...values, is_active: true })
        .where(and(eq(productOptions.id, o.id), eq(productOptions.product_id, productId)));
    } else {
      await db.insert(productOptions).values({ ...values, product_id: productId });
    }
  }
  return activeOptions(db, productId);
}

/** Sets some options' stock (ids of another product are left alone). */
export async function setOptionStock(db: Executor, productId: number, id: number, stock: number): Promise<void> {
  await db
    .update(productOptions)
    .set({ stock })
    .where(and(eq(productOptions.id, id), eq(productOptions.product_id, productId)));
}

/** Every option id the product ever had (offered or withdrawn). */
export async function optionIdsOf(db: Executor, productId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.product_id, productId));
  return new Set(rows.map((r) => r.id));
}

/** A product already filed under this name in this category, if any (a CSV's new row is not made twice). */
export async function productNamed(db: Executor, categoryId: number, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.category_id, categoryId), eq(products.name, name)))
    .limit(1);
  return row?.id;
}
