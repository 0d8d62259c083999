import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderLines, orders, productOptions, products } from '../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

/** Columns only the product page shows (or nothing shows): lists leave them in the database. */
type PageOnly = 'description' | 'description_en' | 'disclosure' | 'images' | 'chemical_safety_no' | 'search_text';
const {
  description: _description,
  description_en: _descriptionEn,
  disclosure: _disclosure,
  images: _images,
  chemical_safety_no: _chemicalSafetyNo,
  search_text: _searchText,
  ...listed
} = getTableColumns(products);
/**
 * The columns a list reads: what the card, the ranking and the filters need. The long texts and
 * tables of the product page stay behind, so a page of 14 cards does not carry 14 descriptions.
 */
export const listedColumns = listed;

/** A product row as lists read it: with whether it has options to choose (the card then links to the product). */
export type ListedProduct = Omit<ProductRow, PageOnly> & { has_options: boolean };
/** An AI-search candidate: a listed product with the words it is found by, for its one-line reason. */
export type SearchCandidate = ListedProduct & Pick<ProductRow, 'search_text'>;
export type ProductSort = 'newest' | 'popular' | 'price_asc' | 'price_desc' | 'reviews';

/** The price a shopper pays: the discounted price rounded to 100 won (spec 9), a stored column. */
export const salePrice = products.sale_price;

const ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.created_at), desc(products.id)],
  popular: [desc(products.sales_count), desc(products.id)],
  price_asc: [sql`${salePrice} asc nulls last`, asc(products.id)],
  price_desc: [sql`${salePrice} desc nulls last`, desc(products.id)],
  reviews: [desc(products.review_count), desc(products.id)],
};

export type ProductFilter = {
  categoryIds?: number[] | undefined;
  discountedOnly?: boolean | undefined;
  isNew?: boolean | undefined;
  isBest?: boolean | undefined;
  /** KRW, inclusive, on the price the shopper pays. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStockOnly?: boolean | undefined;
  /** Star average at least this (of products with reviews). */
  minRating?: number | undefined;
  /** Only what can be bought now: for sale (a price) and in stock. */
  buyableOnly?: boolean | undefined;
  ids?: number[] | undefined;
  excludeIds?: number[] | undefined;
};

/**
 * A product a shopper can buy now: it has a price (spec 9: none means not for sale) and stock (a
 * product with options holds the sum of its options' stock).
 */
const buyable = and(gt(products.base_price, 0), gt(products.stock, 0)) as SQL;

export function whereOf(f: ProductFilter): SQL | undefined {
  return and(
    eq(products.status, 'active'),
    f.categoryIds ? inArray(products.category_id, f.categoryIds) : undefined,
    f.discountedOnly ? gt(products.discount_rate, 0) : undefined,
    f.isNew ? eq(products.is_new, true) : undefined,
    f.isBest ? eq(products.is_best, true) : undefined,
    f.minPrice !== undefined ? gte(salePrice, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(salePrice, f.maxPrice) : undefined,
    f.inStockOnly ? gt(products.stock, 0) : undefined,
    f.buyableOnly ? buyable : undefined,
    f.minRating !== undefined
      ? and(gt(products.review_count, 0), gte(products.rating_avg, String(f.minRating)))
      : undefined,
    f.ids ? inArray(products.id, f.ids) : undefined,
    f.excludeIds?.length ? sql`${products.id} not in (${sql.join(f.excludeIds, sql`, `)})` : undefined,
  );
}

/** Whether a product has options to choose before it can go in the cart. */
export const hasOptions = sql<boolean>`exists (select 1 from ${productOptions} o
  where o.product_id = ${sql.identifier('products')}.${sql.identifier('id')} and o.is_active)`.as('has_options');

/** One page of products in a sort: the page's ids first, from the listing index alone; then only those rows are read. */
export function listProductRows(
  db: Executor,
  q: ProductFilter & { sort: ProductSort; limit: number; offset: number },
): Promise<ListedProduct[]> {
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(q))
    .orderBy(...ORDER[q.sort])
    .limit(q.limit)
    .offset(q.offset);
  return db
    .select({ ...listedColumns, has_options: hasOptions })
    .from(products)
    .where(inArray(products.id, pageIds))
    .orderBy(...ORDER[q.sort]);
}

/**
 * The ids of a sort's first `span` products, and the listed rows of its slice `[offset, offset +
 * limit)` in that order, in one trip to the database. The pages around the slice are kept as their
 * order only: their rows are neither read nor parsed here. A slice past the end gives no rows and
 * still the order (empty for a filter that holds nothing).
 */
export async function listOrderAndSlice(
  db: Executor,
  q: ProductFilter & { sort: ProductSort; span: number; limit: number; offset: number },
): Promise<{ ids: number[]; rows: ListedProduct[] }> {
  const ordered = db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(q))
    .orderBy(...ORDER[q.sort])
    .limit(q.span);
  const first = q.offset + 1;
  const last = q.offset + q.limit;
  // One row per product of the slice, or one row of nulls when it is empty; the order rides on one row.
  const found = await db
    .select({
      ...listedColumns,
      has_options: hasOptions,
      order_ids: sql<number[] | null>`case when ${products.id} is null or ${products.id} = page_order.ids[${first}::int]
        then page_order.ids end`,
    })
    .from(sql`(select array(${ordered}) as ids) page_order`)
    .leftJoin(products, sql`${products.id} = any(page_order.ids[${first}::int:${last}::int])`);
  const ids = found.find((r) => r.order_ids)?.order_ids ?? [];
  const at = new Map(ids.map((id, i) => [id, i]));
  const rows: ListedProduct[] = [];
  for (const { order_ids: _ids, ...row } of found) if (row.id !== null) rows.push(row as ListedProduct);
  rows.sort((a, b) => (at.get(a.id) ?? 0) - (at.get(b.id) ?? 0));
  return { ids, rows };
}

/** Visible products by id, as lists read them, in the order given. */
export async function productsInOrder(db: Executor, ids: number[]): Promise<ListedProduct[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select({ ...listedColumns, has_options: hasOptions })
    .from(products)
    .where(and(whereOf({}), inArray(products.id, ids)))) as ListedProduct[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ListedProduct => r !== undefined);
}

/** Which of these products a filter keeps (a search's matches narrowed by the list filters). */
export async function idsKept(db: Executor, ids: number[], f: ProductFilter): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(whereOf({ ...f, ids }));
  return new Set(rows.map((r) => r.id));
}

/** How many visible products a filter holds. */
export async function countProducts(db: Executor, f: ProductFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(whereOf(f));
  return Number(row?.n ?? 0);
}

/** Order statuses that count as a sale: paid and on its way or done, not cancelled or returned. */
export const SOLD_STATUSES = [
  'paid',
  'preparing',
  'shipping',
  'delivered',
  'confirmed',
  'exchange_requested',
  'exchange_approved',
];

/**
 * Best sellers: ranked by units sold in the last 30 days, then by sales of all time, newest last;
 * only products that can be bought now (a ranking does not point at what cannot be had).
 * Only the top `cap` take part, so the page stays a short ranking however large the catalog grows.
 */
export async function listBestSellers(
  db: Executor,
  q: ProductFilter & { since: Date; limit: number; offset: number; cap: number },
): Promise<{ rows: (ListedProduct & { recent_sales: number })[]; total: number }> {
  const recent = db
    .select({
      product_id: orderLines.product_id,
      qty: sql<number>`sum(${orderLines.quantity})`.as('qty'),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(and(gte(orders.created_at, q.since), inArray(orders.status, SOLD_STATUSES)))
    .groupBy(orderLines.product_id)
    .as('recent');
  const recentSales = sql<number>`coalesce(${recent.qty}, 0)::int`;
  const limit = Math.max(0, Math.min(q.limit, q.cap - q.offset));
  const [rows, totals] = await Promise.all([
    limit === 0
      ? Promise.resolve([])
      : db
          .select({ ...listedColumns, has_options: hasOptions, recent_sales: recentSales })
          .from(products)
          .leftJoin(recent, eq(recent.product_id, products.id))
          .where(whereOf({ ...q, buyableOnly: true }))
          .orderBy(desc(recentSales), desc(products.sales_count), desc(products.id))
          .limit(limit)
          .offset(q.offset),
    db
      .select({ n: count() })
      .from(products)
      .where(whereOf({ ...q, buyableOnly: true })),
  ]);
  return { rows, total: Math.min(q.cap, Number(totals[0]?.n ?? 0)) };
}

/** What an operator may change on a product from the product list (the rest is the product editor's). */
export type ProductChange = {
  [K in 'base_price' | 'discount_rate' | 'stock' | 'status']?: ProductRow[K] | undefined;
};

/** Applies `change` to product `id`; undefined when there is no such product. */
export async function updateProduct(db: Executor, id: number, change: ProductChange): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({
      ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
      updated_at: new Date(),
    })
    .where(eq(products.id, id))
    .returning();
  return row;
}

/** Product `id`, its row locked until the transaction ends. */
export async function productForUpdate(db: Executor, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}
