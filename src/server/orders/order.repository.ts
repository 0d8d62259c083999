import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orderLines, orderStatusHistory, orders, payments, products } from '../db/schema/index.ts';
import { OD_ID } from './od-id.ts';
import { refundsOfOrder } from './refund.repository.ts';

export async function orderByOdId(db: Executor, odId: string) {
  if (!OD_ID.test(odId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.od_id, odId));
  return row;
}

export async function orderByKey(db: Executor, key: string) {
  const [row] = await db.select().from(orders).where(eq(orders.idempotency_key, key));
  return row;
}

export async function orderDetails(db: Executor, orderId: number) {
  const [lines, history, paid, refunds] = await Promise.all([
    db
      .select({ line: orderLines, thumb_image: products.thumb_image })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.product_id))
      .where(eq(orderLines.order_id, orderId))
      .orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.order_id, orderId))
      .orderBy(asc(orderStatusHistory.id)),
    db.select().from(payments).where(eq(payments.order_id, orderId)).orderBy(asc(payments.id)),
    refundsOfOrder(db, orderId),
  ]);
  return { lines: lines.map(({ line, thumb_image }) => ({ ...line, thumb_image })), history, payments: paid, refunds };
}

/** The constraint a unique violation names, through drizzle's wrapper, on either driver. */
export function violatedConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}

/** Deadlocks and serialization failures: the transaction can simply run again. */
export function isRetryable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: string };
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}
