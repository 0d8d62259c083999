import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { products } from '../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductSort = 'newest' | 'popular' | 'price_asc' | 'price_desc' | 'reviews';

const ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.created_at), desc(products.id)],
  popular: [desc(products.sales_count), desc(products.id)],
  price_asc: [asc(products.base_price), asc(products.id)],
  price_desc: [desc(products.base_price), desc(products.id)],
  reviews: [desc(products.review_count), desc(products.id)],
};

export type ProductFilter = { categoryIds?: number[]; discountedOnly?: boolean; isNew?: boolean; isBest?: boolean };

function whereOf(f: ProductFilter): SQL | undefined {
  return and(
    eq(products.status, 'active'),
    f.categoryIds ? inArray(products.category_id, f.categoryIds) : undefined,
    f.discountedOnly ? gt(products.discount_rate, 0) : undefined,
    f.isNew ? eq(products.is_new, true) : undefined,
    f.isBest ? eq(products.is_best, true) : undefined,
  );
}

export async function listProducts(
  db: Executor,
  q: ProductFilter & { sort: ProductSort; limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = whereOf(q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
