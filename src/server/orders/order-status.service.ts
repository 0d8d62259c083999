import { and, eq } from 'drizzle-orm';
import { josa } from '~/lib/josa';
import { giveFirstOrderCoupon } from '../coupons/auto-coupon.service.ts';
import { followOrder, refuseCancelOfMadePieces } from '../custom-orders/studio-line.service.ts';
import type { Tx } from '../db/client.ts';
import { orderStatusHistory, orders } from '../db/schema/index.ts';
import { ConflictError } from '../http/errors.ts';
import { earnRateFor } from '../membership/tier.service.ts';
import { recordBankDeposit } from '../payments/bank.ts';
import { payReviewPointsOfOrder } from '../reviews/review-points.service.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import { followOrderForClasses, refuseCancelOfClassSeats } from '../workshop/class-line.service.ts';
import { pointsEarned } from './checkout.ts';
import { lockPoints, postPoints, restoreCoupon, restoreStock } from './holdings.ts';
import { tellOrderer } from './order-notices.ts';
import { actorKindOf, canTransition, type OrderStatus, STATUS_LABELS } from './order-status.ts';

export type OrderRow = typeof orders.$inferSelect;

export type ChangeOptions = {
  note?: string;
  carrier?: string | undefined;
  tracking_number?: string | undefined;
  now: Date;
  settings: Pick<ShopSettings, 'points' | 'membership'>;
};

const label = (s: string) => STATUS_LABELS[s as OrderStatus] ?? s;

function stamps(to: OrderStatus, o: ChangeOptions): Partial<OrderRow> {
  switch (to) {
    case 'paid':
      return { paid_at: o.now };
    case 'shipping':
      return {
        ...(o.carrier ? { carrier: o.carrier } : {}),
        ...(o.tracking_number ? { tracking_number: o.tracking_number } : {}),
      };
    case 'delivered':
      return { delivered_at: o.now };
    case 'confirmed':
      return { confirmed_at: o.now };
    case 'cancelled':
      return { cancelled_at: o.now };
    default:
      return {};
  }
}

/** Gives back what the order holds: points first, then the coupon (the shared lock order), stock unless kept. */
async function release(tx: Tx, order: OrderRow, withStock: boolean) {
  if (withStock) await restoreStock(tx, order.id);
  if (order.member_id !== null && order.points_used > 0) {
    const balance = await lockPoints(tx, order.member_id);
    await postPoints(tx, {
      memberId: order.member_id,
      balance,
      amount: order.points_used,
      kind: 'refund',
      reason: `주문 ${order.od_id} 취소·반품 환원`,
      orderId: order.id,
    });
  }
  if (order.member_coupon_id !== null) await restoreCoupon(tx, order.member_coupon_id, order.id);
}

/** The points a confirmed purchase earns, at the member's tier's rate (the shop's rate without tiers). */
async function earn(tx: Tx, order: OrderRow, settings: ChangeOptions['settings']): Promise<OrderRow> {
  if (order.member_id === null) return order;
  const points = pointsEarned(order.total, await earnRateFor(tx, order.member_id, settings));
  if (points <= 0) return order;
  const balance = await lockPoints(tx, order.member_id);
  await postPoints(tx, {
    memberId: order.member_id,
    balance,
    amount: points,
    kind: 'earn',
    reason: `주문 ${order.od_id} 구매확정 적립`,
    orderId: order.id,
  });
  const [row] = await tx.update(orders).set({ points_earned: points }).where(eq(orders.id, order.id)).returning();
  return row ?? order;
}

/**
 * The one way an order's status changes: the move must be allowed for the actor, and it happens only
 * if the order is still in the status the caller saw (a conditional update), so two workers or two
 * clicks apply it once. The effects (stock, coupon and points back; points earned; the deposit on
 * file), the history row and the member's notification go in the same transaction.
 */
export async function changeStatus(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  actor: string,
  opts: ChangeOptions,
): Promise<OrderRow> {
  if (!canTransition(order.status, to, actorKindOf(actor))) {
    throw new ConflictError(`${label(order.status)} 상태의 주문은 ${josa(label(to), '으로/로')} 바꿀 수 없습니다.`, {
      status: order.status,
    });
  }
  if (to === 'cancelled') {
    await refuseCancelOfMadePieces(tx, order.id);
    await refuseCancelOfClassSeats(tx, order.id, actor, opts.now);
  }
  const [changed] = await tx
    .update(orders)
    .set({ status: to, updated_at: opts.now, ...stamps(to, opts) })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!changed) throw new ConflictError('주문 상태가 이미 바뀌었습니다. 새로고침 후 다시 확인해 주세요.');
  let row = changed;
  if (to === 'cancelled') await release(tx, row, true);
  if (to === 'returned') await release(tx, row, false);
  if (to === 'confirmed') row = await earn(tx, row, opts.settings);
  if (to === 'paid' && row.payment_method === 'bank') await recordBankDeposit(tx, row, actor, opts.now);
  await tx.insert(orderStatusHistory).values({
    order_id: row.id,
    from_status: order.status,
    to_status: to,
    actor,
    note: opts.note ?? '',
    created_at: opts.now,
  });
  await tellOrderer(tx, row.member_id, to, row);
  // A member's first confirmed purchase earns the first-purchase coupon (when the shop gives one).
  // and the reviews already written of its lines earn their points (`../reviews/review-points.service.ts`).
  if (to === 'confirmed' && row.member_id !== null) {
    await giveFirstOrderCoupon(tx, row.member_id, row.id, opts.now);
    await payReviewPointsOfOrder(tx, row.id, opts.settings.points);
  }
  // Its studio orders (custom lines) follow the order.
  await followOrder(tx, row.id, to);
  // Its TSSA sign-ups too: paid confirms them, cancelled frees their seats.
  await followOrderForClasses(tx, row.id, to, actor, opts.now);
  return row;
}
