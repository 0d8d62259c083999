import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { members, pointLedger, productReviews, products } from '../db/schema/index.ts';
import type { AdminReviewFilters } from './admin-review.schema.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: AdminReviewFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    parts.push(or(ilike(products.name, like), ilike(productReviews.body, like), ilike(members.login_id, like)));
  }
  if (f.rating !== undefined) parts.push(eq(productReviews.rating, f.rating));
  if (f.photo !== undefined) {
    parts.push(
      f.photo
        ? sql`jsonb_array_length(${productReviews.photos}) > 0`
        : sql`jsonb_array_length(${productReviews.photos}) = 0`,
    );
  }
  return and(...parts);
}

/** A page of reviews, newest first, with the product, the writer and what the review earned. */
export async function adminReviewRows(db: Executor, f: AdminReviewFilters, offset: number, limit: number) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productReviews.id,
        product_id: products.id,
        product_name: products.name,
        member_id: productReviews.member_id,
        login_id: members.login_id,
        member_name: members.name,
        author_name: productReviews.author_name,
        rating: productReviews.rating,
        body: productReviews.body,
        photos: productReviews.photos,
        is_best: productReviews.is_best,
        created_at: productReviews.created_at,
        points: sql<number>`coalesce((select sum(${pointLedger.amount}) from ${pointLedger}
          where ${pointLedger.order_line_id} = ${productReviews.order_line_id}
            and ${pointLedger.member_id} = ${productReviews.member_id}
            and ${pointLedger.kind} = 'review'), 0)::int`,
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.product_id))
      .leftJoin(members, eq(members.id, productReviews.member_id))
      .where(where)
      .orderBy(desc(productReviews.created_at), desc(productReviews.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.product_id))
      .leftJoin(members, eq(members.id, productReviews.member_id))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, points: Number(r.points) })), total: Number(total?.n ?? 0) };
}
