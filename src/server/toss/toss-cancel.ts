import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';
import { ConflictError } from '../http/errors.ts';
import { cancelPayment, TossError, tossConfig } from './toss.client.ts';

/** Payments at Toss that still hold money or a deposit account: these are cancelled with the order. */
const LIVE_AT_TOSS = ['DONE', 'PARTIAL_CANCELED', 'WAITING_FOR_DEPOSIT'];
/** Paid payments with money left to give back in part. */
const PAID_AT_TOSS = ['DONE', 'PARTIAL_CANCELED'];

/**
 * Cancels an order's live Toss payments (a paid card, or a virtual account still waiting for its
 * deposit, which closes the account) before the order itself is cancelled. Answers whether anything
 * was cancelled at Toss. When Toss refuses, nothing has changed and the caller is told why; the
 * idempotency key makes a retried cancel harmless. No database transaction is held open while Toss
 * is called.
 */
export async function cancelTossPayments(order: { id: number; od_id: string }, reason: string): Promise<boolean> {
  const db = await getDb();
  const live = await db
    .select({ id: payments.id, payment_key: payments.payment_key })
    .from(payments)
    .where(and(eq(payments.order_id, order.id), eq(payments.provider, 'toss'), inArray(payments.status, LIVE_AT_TOSS)));
  if (live.length === 0) return false;
  const cfg = tossConfig();
  if (!cfg) throw new ConflictError('지금은 카드 결제를 취소할 수 없습니다. 고객센터로 문의해 주세요.');
  for (const p of live) {
    if (!p.payment_key) continue;
    try {
      await cancelPayment(cfg, p.payment_key, reason || '고객 요청', `cancel-${order.od_id}`);
    } catch (err) {
      if (!(err instanceof TossError) || err.code !== 'ALREADY_CANCELED_PAYMENT') {
        throw new ConflictError(
          err instanceof TossError ? err.message : '결제 취소를 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
        );
      }
    }
    await db.update(payments).set({ status: 'CANCELED' }).where(eq(payments.id, p.id));
  }
  return true;
}

/**
 * Gives part of an order's card payment back at Toss (a TSSA seat cancelled under the refund rule,
 * the rest of the order staying paid). Answers whether Toss refunded; an order not paid at Toss
 * answers false (a bank transfer is refunded by the shop). When Toss refuses, nothing has changed and
 * the caller is told why; `key` makes a retried refund harmless.
 */
export async function refundTossPart(orderId: number, amount: number, reason: string, key: string): Promise<boolean> {
  if (amount <= 0) return false;
  const db = await getDb();
  const [paid] = await db
    .select({ payment_key: payments.payment_key })
    .from(payments)
    .where(and(eq(payments.order_id, orderId), eq(payments.provider, 'toss'), inArray(payments.status, PAID_AT_TOSS)));
  if (!paid?.payment_key) return false;
  const cfg = tossConfig();
  if (!cfg) throw new ConflictError('지금은 카드 결제를 취소할 수 없습니다. 고객센터로 문의해 주세요.');
  try {
    const answer = await cancelPayment(cfg, paid.payment_key, reason, key, amount);
    // Toss's word on what is left: PARTIAL_CANCELED while money remains, CANCELED once it is all back.
    await db.update(payments).set({ status: answer.status }).where(eq(payments.payment_key, paid.payment_key));
  } catch (err) {
    throw new ConflictError(
      err instanceof TossError ? err.message : '결제 취소를 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
  }
  return true;
}
