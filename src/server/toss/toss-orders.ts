import { and, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '../db/client.ts';
import { notifications, orderStatusHistory, orders, payments } from '../db/schema/index.ts';
import { logger } from '../log.ts';
import {
  confirmOrReconcile,
  paymentByKey,
  paymentByOrderId,
  type TossConfig,
  TossError,
  type TossPayment,
  tossConfig,
} from './toss.client.ts';

export type ReturnOutcome = { ok: true; odId: string } | { ok: false; odId: string | undefined; message: string };

/** Marks a Toss order paid exactly once; a repeat (retry, duplicate webhook) changes nothing. */
async function markPaid(tx: Executor, orderId: number, memberId: number | null, odId: string, actor: string) {
  const [changed] = await tx
    .update(orders)
    .set({ status: 'paid', paid_at: new Date(), updated_at: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_deposit')))
    .returning({ id: orders.id });
  if (!changed) return false;
  await tx
    .insert(orderStatusHistory)
    .values({ order_id: orderId, from_status: 'awaiting_deposit', to_status: 'paid', actor });
  if (memberId) {
    await tx.insert(notifications).values({
      member_id: memberId,
      title: '결제가 완료되었습니다',
      body: `주문번호 ${odId}의 결제가 완료되어 상품 준비를 시작합니다.`,
      link: `/my-page/order/${odId}`,
    });
  }
  return true;
}

/** Records what Toss says about a payment (one row per payment key) and moves the order when it is paid. */
export async function applyTossPayment(
  payment: TossPayment,
  actor = 'toss',
): Promise<'paid' | 'recorded' | 'ignored' | 'cancelled'> {
  const db = await getDb();
  return db
    .transaction(async (tx): Promise<'paid' | 'recorded' | 'ignored' | 'cancel'> => {
      const [order] = await tx.select().from(orders).where(eq(orders.od_id, payment.orderId)).for('update');
      if (order?.payment_method !== 'toss') return 'ignored';
      if (payment.totalAmount !== order.total) {
        logger.warn({ od_id: order.od_id, amount: payment.totalAmount }, 'toss payment amount differs from the order');
        return 'ignored';
      }
      await tx
        .insert(payments)
        .values({
          order_id: order.id,
          provider: 'toss',
          payment_key: payment.paymentKey,
          method: payment.method ?? 'toss',
          amount: payment.totalAmount,
          status: payment.status,
          raw: payment as unknown as Record<string, unknown>,
          approved_at: payment.approvedAt ? new Date(payment.approvedAt) : null,
        })
        .onConflictDoUpdate({
          target: payments.payment_key,
          set: {
            status: payment.status,
            raw: sql`excluded.raw`,
            approved_at: sql`excluded.approved_at`,
          },
        });
      if (payment.status === 'DONE') {
        return (await markPaid(tx, order.id, order.member_id, order.od_id, actor)) ? 'paid' : 'recorded';
      }
      return payment.status === 'CANCELED' && ['awaiting_deposit', 'paid'].includes(order.status)
        ? 'cancel'
        : 'recorded';
    })
    .then(async (outcome) => {
      if (outcome !== 'cancel') return outcome;
      // Cancelled at Toss (by the shop's Toss console, say): the order is cancelled here too, once, and
      // its stock, coupon and points come back through the order lifecycle.
      const { changeOrderStatus } = await import('../orders/order.service.ts');
      try {
        await changeOrderStatus(payment.orderId, 'cancelled', actor, { note: 'Toss 결제 취소' });
        return 'cancelled';
      } catch {
        return 'recorded';
      }
    });
}

/**
 * The shopper's return from Toss's window (`paymentKey`, `orderId`, `amount`). The amount must be the
 * one stored with the order before the window opened; anything else is refused without calling Toss.
 */
export async function confirmTossReturn(
  input: { paymentKey: string; orderId: string; amount: number },
  cfg: TossConfig | undefined = tossConfig(),
): Promise<ReturnOutcome> {
  if (!cfg) return { ok: false, odId: undefined, message: '카드 결제를 사용할 수 없습니다.' };
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.od_id, input.orderId));
  if (order?.payment_method !== 'toss') return { ok: false, odId: undefined, message: '주문을 찾을 수 없습니다.' };
  if (order.status !== 'awaiting_deposit') {
    return order.status === 'paid'
      ? { ok: true, odId: order.od_id }
      : { ok: false, odId: order.od_id, message: '결제할 수 없는 주문입니다.' };
  }
  if (!Number.isSafeInteger(input.amount) || input.amount !== order.total) {
    logger.warn({ od_id: order.od_id, asked: input.amount, stored: order.total }, 'toss return with a tampered amount');
    return { ok: false, odId: order.od_id, message: '결제 금액이 주문 금액과 일치하지 않습니다.' };
  }
  try {
    const payment = await confirmOrReconcile(cfg, input, `confirm-${order.od_id}-${input.paymentKey}`);
    await applyTossPayment(payment);
    return { ok: true, odId: order.od_id };
  } catch (err) {
    const message = err instanceof TossError ? err.message : '결제 승인에 실패했습니다. 잠시 후 다시 시도해 주세요.';
    logger.warn({ err, od_id: order.od_id }, 'toss confirm failed');
    return { ok: false, odId: order.od_id, message };
  }
}

/**
 * Toss's webhook (payment status changes, virtual-account deposits). Its body is never trusted: the
 * payment is fetched again from Toss, and each change is applied once.
 */
export async function handleTossWebhook(body: unknown, cfg: TossConfig | undefined = tossConfig()): Promise<string> {
  if (!cfg) return 'ignored';
  const data = (body as { data?: { paymentKey?: unknown; orderId?: unknown } })?.data ?? body;
  const { paymentKey, orderId } = (data ?? {}) as { paymentKey?: unknown; orderId?: unknown };
  let payment: TossPayment;
  try {
    if (typeof paymentKey === 'string' && paymentKey) payment = await paymentByKey(cfg, paymentKey);
    else if (typeof orderId === 'string' && orderId) payment = await paymentByOrderId(cfg, orderId);
    else return 'ignored';
  } catch (err) {
    if (err instanceof TossError && err.status === 404) return 'ignored';
    throw err;
  }
  return applyTossPayment(payment, 'toss-webhook');
}
