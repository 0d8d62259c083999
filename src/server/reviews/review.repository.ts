import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderLines, orders, productReviews, products, workshopClasses } from '../db/schema/index.ts';

export type ReviewRow = typeof productReviews.$inferSelect;
export type ReviewProduct = Pick<typeof products.$inferSelect, 'id' | 'name' | 'name_en' | 'thumb_image'>;
export type ReviewSort = 'latest' | 'best' | 'rating';

/** Orders whose items a member may review: delivered, or confirmed after delivery. */
export const REVIEWABLE_STATUSES = ['delivered', 'confirmed'];

const photoCount = sql`jsonb_array_length(${productReviews.photos})`;

/** Best: chosen by the shop first, then high ratings with photos and more to read. */
const ORDER: Record<ReviewSort, SQL[]> = {
  latest: [desc(productReviews.created_at), desc(productReviews.id)],
  best: [
    desc(productReviews.is_best),
    desc(productReviews.rating),
    desc(sql`least(${photoCount}, 1)`),
    desc(sql`length(${productReviews.body})`),
    desc(productReviews.id),
  ],
  rating: [desc(productReviews.rating), desc(productReviews.created_at), desc(productReviews.id)],
};

const productColumns = {
  id: products.id,
  name: products.name,
  name_en: products.name_en,
  thumb_image: products.thumb_image,
};

export type ReviewFilter = { productId?: number; memberId?: number; withPhotos?: boolean };

/** Reviews shown: of products on sale, and of open TSSA classes (sold through hidden products of their own). */
const shownProduct = sql`(${products.status} = 'active' or exists (select 1 from ${workshopClasses} c where c.product_id = ${products.id} and c.is_active))`;

function whereOf(f: ReviewFilter): SQL | undefined {
  return and(
    shownProduct,
    f.productId === undefined ? undefined : eq(productReviews.product_id, f.productId),
    f.memberId === undefined ? undefined : eq(productReviews.member_id, f.memberId),
    f.withPhotos ? sql`${photoCount} > 0` : undefined,
  );
}

export async function listReviews(
  db: Executor,
  q: ReviewFilter & { sort: ReviewSort; limit: number; offset: number },
): Promise<{ rows: { r: ReviewRow; p: ReviewProduct }[]; total: number }> {
  const where = whereOf(q);
  const [rows, totals] = await Promise.all([
    db
      .select({ r: productReviews, p: productColumns })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.product_id))
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.product_id))
      .where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findReview(db: Executor, id: number): Promise<{ r: ReviewRow; p: ReviewProduct } | undefined> {
  const [row] = await db
    .select({ r: productReviews, p: productColumns })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.product_id))
    .where(eq(productReviews.id, id));
  return row;
}

export async function findActiveProduct(db: Executor, id: number): Promise<ReviewProduct | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), shownProduct));
  return row;
}

/** Holds the product row for the rest of the transaction: one writer at a time keeps its numbers right. */
export async function lockProduct(tx: Executor, id: number): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
}

export async function memberReviewOf(tx: Executor, memberId: number, productId: number) {
  const [row] = await tx
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.product_id, productId), eq(productReviews.member_id, memberId)))
    .limit(1);
  return row;
}

/** The member's latest delivered or confirmed order line of the product, if they bought it. */
export async function purchasedLine(db: Executor, memberId: number, productId: number): Promise<number | undefined> {
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(
      and(
        eq(orders.member_id, memberId),
        eq(orderLines.product_id, productId),
        inArray(orders.status, REVIEWABLE_STATUSES),
      ),
    )
    .orderBy(desc(orderLines.id))
    .limit(1);
  return line?.id;
}

/** Products the member has received and not reviewed yet: what the review form offers. */
export function reviewableProductsOf(db: Executor, memberId: number): Promise<ReviewProduct[]> {
  return db
    .selectDistinct(productColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .leftJoin(productReviews, and(eq(productReviews.product_id, products.id), eq(productReviews.member_id, memberId)))
    .where(
      and(
        eq(orders.member_id, memberId),
        inArray(orders.status, REVIEWABLE_STATUSES),
        eq(products.status, 'active'),
        isNull(productReviews.id),
      ),
    )
    .orderBy(products.name);
}

/** Review count and average rating of a product, recomputed from its rows inside the writer's transaction. */
export async function refreshRating(tx: Executor, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      review_count: sql`(select count(*) from ${productReviews} where ${productReviews.product_id} = ${productId})`,
      rating_avg: sql`coalesce((select round(avg(${productReviews.rating})::numeric, 2) from ${productReviews} where ${productReviews.product_id} = ${productId}), 0)`,
    })
    .where(eq(products.id, productId));
}

/** How many reviews gave each star, 5 down to 1. */
export async function ratingBreakdown(db: Executor, productId: number): Promise<Record<number, number>> {
  const rows = await db
    .select({ rating: productReviews.rating, n: count() })
    .from(productReviews)
    .where(eq(productReviews.product_id, productId))
    .groupBy(productReviews.rating);
  const out: Record<number, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const r of rows) out[r.rating] = Number(r.n);
  return out;
}

/** The newest photos of a product's reviews, each with the review it belongs to. */
export async function latestPhotos(db: Executor, productId: number, limit: number) {
  const rows = await db
    .select({ id: productReviews.id, photos: productReviews.photos })
    .from(productReviews)
    .where(and(eq(productReviews.product_id, productId), sql`${photoCount} > 0`))
    .orderBy(desc(productReviews.created_at), desc(productReviews.id))
    .limit(limit);
  return rows.flatMap((r) => r.photos.map((src) => ({ review_id: r.id, src }))).slice(0, limit);
}
