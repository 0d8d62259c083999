import { and, asc, count, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { boardPosts, orders, productInquiries, productOptions, products } from '../db/schema/index.ts';

/** Orders counted by status, placed since `from`. */
export async function orderCountsSince(db: Executor, from: Date) {
  return db
    .select({ status: orders.status, n: count(), total: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
    .from(orders)
    .where(gte(orders.created_at, from))
    .groupBy(orders.status);
}

/**
 * Sales by Seoul day since `from`: what was paid for orders placed that day that were not cancelled or
 * returned afterwards.
 */
export async function salesByDay(db: Executor, from: Date, kept: readonly string[]) {
  const day = sql<string>`to_char(${orders.created_at} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;
  return db
    .select({ day, total: sql<number>`coalesce(sum(${orders.total}), 0)::int`, n: count() })
    .from(orders)
    .where(and(gte(orders.created_at, from), inArray(orders.status, [...kept])))
    .groupBy(day)
    .orderBy(asc(day));
}

/** 1:1 inquiries and product questions without an answer. */
export async function unansweredCounts(db: Executor) {
  const [[inquiries], [questions]] = await Promise.all([
    db
      .select({ n: count() })
      .from(boardPosts)
      .where(and(sql`${boardPosts.board} = 'inquiry'`, isNull(boardPosts.answered_at))),
    db.select({ n: count() }).from(productInquiries).where(isNull(productInquiries.answered_at)),
  ]);
  return { inquiries: Number(inquiries?.n ?? 0), questions: Number(questions?.n ?? 0) };
}

/** Products on sale, or their options, at or below `threshold` in stock, fewest first. */
export async function lowStock(db: Executor, threshold: number, limit: number) {
  const [items, totals] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(and(sql`${products.status} = 'active'`, lte(products.stock, threshold)))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(limit),
    db
      .select({ n: count() })
      .from(products)
      .where(and(sql`${products.status} = 'active'`, lte(products.stock, threshold))),
  ]);
  const [options] = await db
    .select({ n: count() })
    .from(productOptions)
    .innerJoin(products, sql`${products.id} = ${productOptions.product_id}`)
    .where(and(sql`${products.status} = 'active'`, lte(productOptions.stock, threshold)));
  return { items, products: Number(totals[0]?.n ?? 0), options: Number(options?.n ?? 0) };
}
