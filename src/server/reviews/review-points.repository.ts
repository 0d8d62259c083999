import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderLines, orders, pointLedger, productReviews, workshopClasses } from '../db/schema/index.ts';

export type ReviewForPoints = { id: number; member_id: number | null; order_line_id: number | null; photos: string[] };

/**
 * Whether the purchase behind an order line is confirmed for a review's points: its order is
 * confirmed (goods), or it paid a TSSA seat (class orders are never delivered: the review itself,
 * allowed once the member attended, is the proof). Also the order's member and the line's name. The
 * order's row is locked for the caller's transaction.
 */
export async function lineStanding(
  db: Executor,
  lineId: number,
): Promise<{ confirmed: boolean; member_id: number | null; name: string } | undefined> {
  const [row] = await db
    .select({
      status: orders.status,
      member_id: orders.member_id,
      name: orderLines.product_name,
      is_class: sql<boolean>`exists (select 1 from ${workshopClasses} where ${workshopClasses.product_id} = ${orderLines.product_id})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order_id))
    .where(eq(orderLines.id, lineId))
    // The order's row lock: a review written while its order is being confirmed is paid by one of the two.
    .for('update', { of: orders });
  if (!row) return undefined;
  return { confirmed: row.status === 'confirmed' || Boolean(row.is_class), member_id: row.member_id, name: row.name };
}

/** The reviews written of an order's lines. */
export function reviewsOfOrder(db: Executor, orderId: number): Promise<ReviewForPoints[]> {
  return db
    .select({
      id: productReviews.id,
      member_id: productReviews.member_id,
      order_line_id: productReviews.order_line_id,
      photos: productReviews.photos,
    })
    .from(productReviews)
    .innerJoin(orderLines, eq(orderLines.id, productReviews.order_line_id))
    .where(eq(orderLines.order_id, orderId));
}

/** What the line's review earned and what was taken back of it (0 when nothing). */
export async function reviewEntriesOf(db: Executor, lineId: number): Promise<{ paid: number; revoked: boolean }> {
  const rows = await db
    .select({ kind: pointLedger.kind, amount: pointLedger.amount })
    .from(pointLedger)
    .where(and(eq(pointLedger.order_line_id, lineId), inArray(pointLedger.kind, ['review', 'review_revoke'])));
  return {
    paid: rows.find((r) => r.kind === 'review')?.amount ?? 0,
    revoked: rows.some((r) => r.kind === 'review_revoke'),
  };
}

/** What each of the member's reviews earned and still holds (not taken back), by review id. */
export async function heldByReview(db: Executor, memberId: number, reviewIds: number[]): Promise<Map<number, number>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productReviews.id,
      held: sql<number>`case when bool_or(${pointLedger.kind} = 'review_revoke') then 0
        else coalesce(sum(${pointLedger.amount}) filter (where ${pointLedger.kind} = 'review'), 0) end::int`,
    })
    .from(productReviews)
    .innerJoin(
      pointLedger,
      and(eq(pointLedger.order_line_id, productReviews.order_line_id), eq(pointLedger.member_id, memberId)),
    )
    .where(and(eq(productReviews.member_id, memberId), inArray(productReviews.id, reviewIds)))
    .groupBy(productReviews.id);
  return new Map(rows.map((r) => [r.id, Number(r.held)]));
}

/**
 * Locks the order of a line for the caller's transaction. A review takes it before its row is
 * written: the review's row holds a key lock on its member, and a confirmation holds the order and
 * then locks that member for its points, so the other order would deadlock the two.
 */
export async function lockOrderOfLine(db: Executor, lineId: number): Promise<void> {
  await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.order_id, orders.id))
    .where(eq(orderLines.id, lineId))
    .for('update', { of: orders });
}
