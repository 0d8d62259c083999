import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { getDb, type Tx } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { restoreStock } from '../orders/holdings.ts';
import { orderByOdId } from '../orders/order.repository.ts';
import { changeOrderStatus } from '../orders/order.service.ts';
import { notifyClaimRefused, notifyRefund } from '../orders/order-notices.ts';
import type { OrderRow } from '../orders/order-status.service.ts';
import { canTransition, type OrderStatus, STATUS_LABELS } from '../orders/order-status.ts';
import { textRefund } from '../orders/order-texts.ts';
import { insertRefund, markRefundDone, refundById } from '../orders/refund.repository.ts';
import { cancelTossPayments } from '../toss/toss-cancel.ts';
import { auditStatusChange } from './order-audit.ts';
import { type RefundAccountInput, refundAccountOf } from './refund-account.ts';

const who = (actor: AuditActor) => `admin:${actor.id}`;
const moved = (o: OrderRow) => ({ od_id: o.od_id, status: o.status });
const label = (s: string) => STATUS_LABELS[s as OrderStatus] ?? s;

async function found(odId: string) {
  const order = await orderByOdId(await getDb(), odId);
  if (!order) throw new NotFoundError('주문을 찾을 수 없습니다.');
  return order;
}

const APPROVED: Partial<Record<OrderStatus, OrderStatus>> = {
  return_requested: 'return_approved',
  exchange_requested: 'exchange_approved',
};

/**
 * A return or exchange request accepted: a return is then collected (and refunded when it arrives),
 * an exchange waits for its replacement to be shipped. The member is told by the status change.
 */
export async function approveClaim(actor: AuditActor, odId: string, note?: string) {
  const order = await found(odId);
  const to = APPROVED[order.status as OrderStatus];
  if (!to) throw new ConflictError(`${label(order.status)} 상태의 주문에는 승인할 반품·교환 요청이 없습니다.`);
  const text = note || (to === 'return_approved' ? '반품 승인' : '교환 승인');
  return moved(await changeOrderStatus(odId, to, who(actor), { note: text, after: auditStatusChange(actor, text) }));
}

/** A return or exchange request refused with a reason, which the member is sent: the order is delivered again. */
export async function refuseClaim(actor: AuditActor, odId: string, reason: string) {
  const order = await found(odId);
  if (order.status !== 'return_requested' && order.status !== 'exchange_requested') {
    throw new ConflictError(`${label(order.status)} 상태의 주문은 거절할 요청이 없습니다.`);
  }
  const what = order.status === 'return_requested' ? 'return' : 'exchange';
  const note = `${what === 'return' ? '반품' : '교환'} 거절: ${reason}`;
  const audit = auditStatusChange(actor, note);
  return moved(
    await changeOrderStatus(odId, 'delivered', who(actor), {
      note,
      after: async (tx, before, after) => {
        await audit(tx, before, after);
        // The member is told why (an operator's history note is the shop's own).
        await notifyClaimRefused(tx, after, what, reason);
      },
    }),
  );
}

/**
 * The returned parcel has arrived: the order is returned and what was paid goes back. A Toss payment
 * is refunded at Toss first (its whole balance; if Toss refuses, nothing changes); a bank transfer's
 * refund is recorded against the account given and marked done when sent. Points and the coupon come
 * back by the status table's rule; stock only when the operator says the goods can be sold again.
 */
export async function receiveReturn(actor: AuditActor, odId: string, input: { restock: boolean } & RefundAccountInput) {
  const order = await found(odId);
  if (!canTransition(order.status, 'returned', 'admin')) {
    throw new ConflictError(`${label(order.status)} 상태의 주문은 반품 완료로 바꿀 수 없습니다.`);
  }
  const bank = order.payment_method === 'bank' && order.total > 0;
  const account = bank ? refundAccountOf(input) : undefined;
  const refundedAtToss = order.payment_method === 'toss' ? await cancelTossPayments(order, '반품 환불') : false;
  const note = `반품 수령 · ${input.restock ? '재입고' : '재입고하지 않음'}`;
  const audit = auditStatusChange(actor, note);
  try {
    return moved(
      await changeOrderStatus(odId, 'returned', who(actor), {
        note,
        after: async (tx, before, after) => {
          if (input.restock) await restoreStock(tx, after.id);
          await recordReturnRefund(tx, actor, after, refundedAtToss, account);
          await audit(tx, before, after);
        },
      }),
    );
  } catch (err) {
    if (refundedAtToss) logger.error({ od_id: odId, err }, 'refunded at Toss but the return was not recorded');
    throw err;
  }
}

async function recordReturnRefund(
  tx: Tx,
  actor: AuditActor,
  order: OrderRow,
  refundedAtToss: boolean,
  account: ReturnType<typeof refundAccountOf> | undefined,
) {
  const method = order.total === 0 ? 'none' : order.payment_method === 'toss' ? 'toss' : 'bank';
  const now = new Date();
  const refund = await insertRefund(tx, {
    order_id: order.id,
    kind: 'return',
    amount: order.total,
    points: order.points_used,
    shipping_fee_before: order.shipping_fee,
    shipping_fee_after: order.shipping_fee,
    method,
    status: method === 'bank' ? 'pending' : 'done',
    ...(account ?? {}),
    reason: refundedAtToss ? '반품 환불 (토스페이먼츠)' : '반품 환불',
    actor: `admin:${actor.id}`,
    created_at: now,
    done_at: method === 'bank' ? null : now,
  });
  // A bank refund is texted once it is sent (`completeRefund`); one done now is texted now.
  if (refund.status === 'done') await textRefund(tx, order, refund.id, refund.amount);
}

/** The shop has sent a pending bank refund: it is marked done once, audited, and the member is told. */
export async function completeRefund(actor: AuditActor, odId: string, refundId: number) {
  const order = await found(odId);
  return transact(await getDb(), async (tx) => {
    const refund = await refundById(tx, order.id, refundId);
    if (!refund) throw new NotFoundError('환불 내역을 찾을 수 없습니다.');
    const done = await markRefundDone(tx, order.id, refundId, new Date());
    if (!done) throw new ConflictError('이미 환불 완료로 처리된 내역입니다.');
    await recordAudit(tx, {
      actor,
      action: 'refund',
      entityType: 'order',
      entityId: order.id,
      changes: {
        [`refund_${refundId}`]: { before: 'pending', after: 'done' },
        amount: { before: null, after: done.amount },
      },
    });
    await notifyRefund(tx, order, 'refund_done', done.amount, 0);
    await textRefund(tx, order, done.id, done.amount);
    return { od_id: order.od_id, refund: { id: done.id, status: done.status, amount: done.amount } };
  });
}
