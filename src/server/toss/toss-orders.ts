import { eq, sql } from 'drizzle-orm';
import { transact } from '../cache/after-commit.ts';
import { getDb, type Tx } from '../db/client.ts';
import { orders, payments } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { notifyVirtualAccount } from '../orders/order-notices.ts';
import { changeStatus, type OrderRow } from '../orders/order-status.service.ts';
import { HOLDING_STATUSES, type OrderStatus } from '../orders/order-status.ts';
import { shopSettings } from '../settings/settings.service.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import {
  cancelPayment,
  confirmOrReconcile,
  paymentByKey,
  paymentByOrderId,
  type TossConfig,
  TossError,
  type TossPayment,
  tossConfig,
} from './toss.client.ts';

/**
 * `code` names the failure for the order page's address (see ORDER_ERRORS); `message` is what the
 * payment result page says.
 */
export type ReturnOutcome =
  | { ok: true; odId: string }
  | { ok: false; odId: string | undefined; code: string; message: string };
export type TossOutcome = 'paid' | 'recorded' | 'ignored' | 'cancelled' | 'refunded';

/** Stores what Toss says about a payment, one row per payment key; answers whether the row is new. */
async function recordPayment(tx: Tx, order: OrderRow, payment: TossPayment): Promise<boolean> {
  const [before] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.payment_key, payment.paymentKey));
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
      set: { status: payment.status, raw: sql`excluded.raw`, approved_at: sql`excluded.approved_at` },
    });
  return !before;
}

/**
 * What a payment's state means for its order, inside the transaction that holds the order's row:
 * a payment that is done pays a waiting order; one cancelled (or expired) at Toss cancels an order
 * that still holds stock, coupon and points, giving them back; a virtual account issued sets the
 * order's deadline to the account's due date. Every move goes through the one status table.
 */
async function settle(
  tx: Tx,
  order: OrderRow,
  payment: TossPayment,
  fresh: boolean,
  note: string,
  settings: ShopSettings,
): Promise<TossOutcome | 'refund'> {
  const now = new Date();
  const move = (to: OrderStatus) => changeStatus(tx, order, to, 'toss', { note, now, settings });
  switch (payment.status) {
    case 'DONE':
      if (order.status === 'awaiting_deposit') {
        await move('paid');
        return 'paid';
      }
      // Money arrived for an order that was cancelled meanwhile: it goes back to the payer.
      return order.status === 'cancelled' ? 'refund' : 'recorded';
    case 'CANCELED':
    case 'EXPIRED':
      if (!HOLDING_STATUSES.includes(order.status as OrderStatus)) return 'recorded';
      await move('cancelled');
      return 'cancelled';
    case 'WAITING_FOR_DEPOSIT': {
      const due = payment.virtualAccount?.dueDate ? new Date(payment.virtualAccount.dueDate) : null;
      if (fresh && order.status === 'awaiting_deposit' && due && !Number.isNaN(due.getTime())) {
        await tx.update(orders).set({ deposit_deadline: due, updated_at: now }).where(eq(orders.id, order.id));
        await notifyVirtualAccount(tx, order, payment.virtualAccount ?? null, due);
      }
      return 'recorded';
    }
    default:
      return 'recorded';
  }
}

/** Records what Toss says about a payment and moves its order accordingly, each change once. */
export async function applyTossPayment(
  payment: TossPayment,
  note = 'Toss 결제 승인',
  cfg: TossConfig | undefined = tossConfig(),
): Promise<TossOutcome> {
  const [db, settings] = await Promise.all([getDb(), shopSettings()]);
  const outcome = await transact(db, async (tx): Promise<TossOutcome | 'refund'> => {
    const [order] = await tx.select().from(orders).where(eq(orders.od_id, payment.orderId)).for('update');
    if (order?.payment_method !== 'toss') return 'ignored';
    // What was paid at first: the order's total now plus what partial cancels have given back.
    if (payment.totalAmount !== order.total + order.refunded_total) {
      logger.warn({ od_id: order.od_id, amount: payment.totalAmount }, 'toss payment amount differs from the order');
      return 'ignored';
    }
    const fresh = await recordPayment(tx, order, payment);
    return settle(tx, order, payment, fresh, note, settings);
  });
  if (outcome !== 'refund') return outcome;
  // A virtual-account refund needs the payer's own account, which only an operator can ask for.
  if (!cfg || payment.method === '가상계좌') {
    logger.error({ od_id: payment.orderId }, 'a payment arrived for a cancelled order and needs a manual refund');
    return 'recorded';
  }
  const refunded = await cancelPayment(
    cfg,
    payment.paymentKey,
    '취소된 주문의 결제 환불',
    `refund-${payment.orderId}-${payment.paymentKey}`,
  );
  await applyTossPayment(refunded, '취소된 주문의 결제 환불', cfg);
  return 'refunded';
}

/**
 * Before a waiting Toss order is cancelled for being late, Toss is asked what became of it: a payment
 * that went through (its webhook lost, say) pays the order instead. 'unknown' when Toss cannot be
 * asked now: the order is then left for the next run.
 */
export async function reconcileTossOrder(
  odId: string,
  cfg: TossConfig | undefined = tossConfig(),
): Promise<'paid' | 'open' | 'unknown'> {
  if (!cfg) return 'open';
  let payment: TossPayment;
  try {
    payment = await paymentByOrderId(cfg, odId);
  } catch (err) {
    if (err instanceof TossError && err.status === 404) return 'open';
    logger.warn({ err, od_id: odId }, 'toss look-up failed; the order is left for the next run');
    return 'unknown';
  }
  const outcome = await applyTossPayment(payment, 'Toss 결제 조회로 확인', cfg);
  return outcome === 'paid' ? 'paid' : 'open';
}

/**
 * The shopper's return from Toss's window (`paymentKey`, `orderId`, `amount`). The amount must be the
 * one stored with the order before the window opened; anything else is refused without calling Toss.
 */
export async function confirmTossReturn(
  input: { paymentKey: string; orderId: string; amount: number },
  cfg: TossConfig | undefined = tossConfig(),
): Promise<ReturnOutcome> {
  if (!cfg)
    return { ok: false, odId: undefined, code: 'NOT_AVAILABLE_PAYMENT', message: '카드 결제를 사용할 수 없습니다.' };
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.od_id, input.orderId));
  if (order?.payment_method !== 'toss')
    return { ok: false, odId: undefined, code: 'NOT_PAYABLE', message: '주문을 찾을 수 없습니다.' };
  if (order.status !== 'awaiting_deposit') {
    return order.status === 'paid'
      ? { ok: true, odId: order.od_id }
      : { ok: false, odId: order.od_id, code: 'NOT_PAYABLE', message: '결제할 수 없는 주문입니다.' };
  }
  if (!Number.isSafeInteger(input.amount) || input.amount !== order.total) {
    logger.warn({ od_id: order.od_id, asked: input.amount, stored: order.total }, 'toss return with a tampered amount');
    return {
      ok: false,
      odId: order.od_id,
      code: 'AMOUNT_MISMATCH',
      message: '결제 금액이 주문 금액과 일치하지 않습니다.',
    };
  }
  try {
    const payment = await confirmOrReconcile(cfg, input, `confirm-${order.od_id}-${input.paymentKey}`);
    const outcome = await applyTossPayment(payment, 'Toss 결제 승인', cfg);
    if (outcome === 'refunded')
      return { ok: false, odId: order.od_id, code: 'REFUNDED', message: '취소된 주문이라 결제를 환불했습니다.' };
    // Paid, or a virtual account issued and waiting for its deposit (the webhook brings the deposit).
    const accepted = outcome !== 'ignored' && ['DONE', 'WAITING_FOR_DEPOSIT'].includes(payment.status);
    return accepted
      ? { ok: true, odId: order.od_id }
      : {
          ok: false,
          odId: order.od_id,
          code: 'UNCONFIRMED',
          message: '결제를 확인하지 못했습니다. 주문 내역에서 결제 상태를 확인해 주세요.',
        };
  } catch (err) {
    const message = err instanceof TossError ? err.message : '결제 승인에 실패했습니다. 잠시 후 다시 시도해 주세요.';
    logger.warn({ err, od_id: order.od_id }, 'toss confirm failed');
    return { ok: false, odId: order.od_id, code: err instanceof TossError ? err.code : 'PAYMENT_FAILED', message };
  }
}

/**
 * Toss's webhook (payment status changes, virtual-account deposits). Its body is never trusted: the
 * payment is fetched again from Toss, and each change is applied once.
 */
export async function handleTossWebhook(
  body: unknown,
  cfg: TossConfig | undefined = tossConfig(),
): Promise<TossOutcome> {
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
    // Not a 2xx, so Toss sends the event again later.
    logger.warn({ err }, 'toss webhook: the payment could not be looked up');
    throw new HttpError(503, '결제 정보를 확인하지 못했습니다. 잠시 후 다시 보내 주세요.');
  }
  return applyTossPayment(payment, 'Toss 웹훅', cfg);
}
