import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderLineCancels, orderRefunds, orders } from '../db/schema/index.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;
export type LineCancelRow = typeof orderLineCancels.$inferSelect;
export type RefundWithLines = RefundRow & { lines: LineCancelRow[] };

/** An operator's refund claim lapses after this long (a process that died mid-refund does not block the order for ever). */
export const CLAIM_MS = 2 * 60 * 1000;

/** The order's refunds, oldest first, each with the lines a partial cancel took. */
export async function refundsOfOrder(db: Executor, orderId: number): Promise<RefundWithLines[]> {
  const [refunds, lines] = await Promise.all([
    db.select().from(orderRefunds).where(eq(orderRefunds.order_id, orderId)).orderBy(asc(orderRefunds.id)),
    db.select().from(orderLineCancels).where(eq(orderLineCancels.order_id, orderId)).orderBy(asc(orderLineCancels.id)),
  ]);
  return refunds.map((r) => ({ ...r, lines: lines.filter((l) => l.refund_id === r.id) }));
}

/**
 * Takes the order's one refund claim when the order is still in `status` and no other claim is live:
 * of two operators refunding at once, one gets it and the other is told to wait (no row: 409).
 */
export async function claimRefund(db: Executor, orderId: number, status: string, now: Date) {
  const [row] = await db
    .update(orders)
    .set({ refund_claimed_at: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, status),
        or(isNull(orders.refund_claimed_at), lt(orders.refund_claimed_at, new Date(now.getTime() - CLAIM_MS))),
      ),
    )
    .returning({ id: orders.id });
  return row !== undefined;
}

/** Lets the claim go (Toss refused, nothing was written); someone else's later claim is left alone. */
export async function releaseRefund(db: Executor, orderId: number, claimedAt: Date) {
  await db
    .update(orders)
    .set({ refund_claimed_at: null })
    .where(and(eq(orders.id, orderId), eq(orders.refund_claimed_at, claimedAt)));
}

export async function insertRefund(db: Executor, values: typeof orderRefunds.$inferInsert) {
  const [row] = await db.insert(orderRefunds).values(values).returning();
  return row as RefundRow;
}

export async function insertLineCancels(db: Executor, rows: (typeof orderLineCancels.$inferInsert)[]) {
  if (rows.length) await db.insert(orderLineCancels).values(rows);
}

/** A bank refund still pending becomes done, once (a second press finds nothing pending). */
export async function markRefundDone(db: Executor, orderId: number, refundId: number, now: Date) {
  const [row] = await db
    .update(orderRefunds)
    .set({ status: 'done', done_at: now })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.order_id, orderId), eq(orderRefunds.status, 'pending')))
    .returning();
  return row;
}

export async function refundById(db: Executor, orderId: number, refundId: number) {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.order_id, orderId)));
  return row;
}
