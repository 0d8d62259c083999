import { asc, eq } from 'drizzle-orm';
import { josa } from '~/lib/josa';
import { wonWords } from '~/lib/money';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { getDb, type Tx } from '../db/client.ts';
import { classSignups, orderLines, orderStatusHistory, orders } from '../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { lockPoints, postPoints, restoreLineStock } from '../orders/holdings.ts';
import { type LineCancelPlan, lineCancelProblems, planLineCancel, type SplitLine } from '../orders/line-cancel.ts';
import { orderByOdId } from '../orders/order.repository.ts';
import { notifyRefund } from '../orders/order-notices.ts';
import type { OrderRow } from '../orders/order-status.service.ts';
import { LINE_CANCEL_STATUSES, type OrderStatus, STATUS_LABELS } from '../orders/order-status.ts';
import { textRefund } from '../orders/order-texts.ts';
import { claimRefund, insertLineCancels, insertRefund, releaseRefund } from '../orders/refund.repository.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { refundTossPart } from '../toss/toss-cancel.ts';
import type { LineCancelInput } from './admin-order.schema.ts';
import { cancelByAdmin } from './admin-order-actions.service.ts';
import { refundAccountOf } from './refund-account.ts';

type PlannedPart = Extract<LineCancelPlan, { whole: false }>;
type Line = typeof orderLines.$inferSelect;

const AMOUNT_FIELDS = [
  'items_total',
  'discount_total',
  'coupon_discount',
  'points_used',
  'shipping_fee',
  'total',
  'refunded_total',
] as const satisfies readonly (keyof OrderRow)[];

const linesOf = (db: Tx | Awaited<ReturnType<typeof getDb>>, orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.order_id, orderId)).orderBy(asc(orderLines.id));

/** Refuses an order whose lines may not be cancelled one by one (409), before anything is asked of Toss. */
async function refuseWhole(db: Awaited<ReturnType<typeof getDb>>, order: OrderRow) {
  if (!LINE_CANCEL_STATUSES.includes(order.status as OrderStatus)) {
    const label = STATUS_LABELS[order.status as OrderStatus] ?? order.status;
    throw new ConflictError(
      `${josa(label, '은/는')} 상품별로 취소할 수 없는 상태입니다. 결제완료·배송준비중 주문만 부분 취소할 수 있습니다.`,
      {
        status: order.status,
      },
    );
  }
  const [seat] = await db.select({ id: classSignups.id }).from(classSignups).where(eq(classSignups.order_id, order.id));
  if (seat)
    throw new ConflictError('클래스 신청이 담긴 주문은 상품별로 취소할 수 없습니다. 주문 전체를 취소해 주세요.');
}

const asSplit = (lines: Line[]): SplitLine[] =>
  lines.map((l) => ({
    id: l.id,
    unit_price: l.unit_price,
    quantity: l.quantity,
    line_total: l.line_total,
    is_custom: l.is_custom,
  }));

/**
 * The idempotency key of this cancel at Toss: the order's state (what was refunded so far) and the
 * asked lines. A retry of the same cancel on the same order replays Toss's answer instead of refunding
 * again; a new cancel after it has a new key.
 */
const tossKey = (order: OrderRow, asked: Map<number, number>) =>
  `lines-${order.od_id}-${order.refunded_total}-${[...asked]
    .filter(([, q]) => q > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, q]) => `${id}x${q}`)
    .join('.')}`;

/**
 * Cancels some lines (or some of their quantities) of a paid order before it ships. The amounts are
 * re-split by the rules of `orders/line-cancel`; a Toss payment gives back its part at Toss first
 * (cancelAmount), and only then are the lines, amounts, stock, points, the refund record, the history
 * row, the audit entry and the member's notification written, in one transaction. One refund claim per
 * order makes two operators pressing at once refund once: the second is told to wait (409).
 * Cancelling every line is the order's full cancel.
 */
export async function cancelLines(actor: AuditActor, odId: string, input: LineCancelInput) {
  const db = await getDb();
  const order = await orderByOdId(db, odId);
  if (!order) throw new NotFoundError('주문을 찾을 수 없습니다.');
  await refuseWhole(db, order);
  const asked = new Map(Object.entries(input.lines).map(([id, q]) => [Number(id), q]));
  const lines = await linesOf(db, order.id);
  const problems = lineCancelProblems(asSplit(lines), asked);
  if (Object.keys(problems).length) throw new ValidationError(problems);
  const settings = await shopSettings();
  const plan = planLineCancel(order, asSplit(lines), asked, settings.shipping);
  if (plan.whole) return { ...(await cancelByAdmin(actor, odId, input.reason)), whole: true, refund: null };
  if (plan.value <= 0) {
    throw new ValidationError({
      lines: [
        '이 상품을 빼면 배송비가 붙어 돌려드릴 금액이 없습니다. 주문 전체를 취소하거나 다른 상품을 함께 선택해 주세요.',
      ],
    });
  }
  const bank = order.payment_method === 'bank' && plan.money > 0;
  const account = bank ? refundAccountOf(input) : undefined;
  const now = new Date();
  if (!(await claimRefund(db, order.id, order.status, now))) {
    throw new ConflictError(
      '이 주문의 다른 취소·환불이 처리 중이거나 주문 상태가 바뀌었습니다. 새로고침 후 다시 확인해 주세요.',
    );
  }
  let refundedAtToss = false;
  try {
    if (order.payment_method === 'toss' && plan.money > 0) {
      refundedAtToss = await refundTossPart(order.id, plan.money, input.reason, tossKey(order, asked));
      if (!refundedAtToss) throw new ConflictError('토스페이먼츠 결제 내역을 찾지 못해 환불할 수 없습니다.');
    }
  } catch (err) {
    await releaseRefund(db, order.id, now);
    throw err;
  }
  try {
    return await transact(db, (tx) => applyCancel(tx, actor, order, plan, input.reason, now, account));
  } catch (err) {
    await releaseRefund(db, order.id, now);
    if (refundedAtToss) {
      logger.error(
        { od_id: odId, amount: plan.money, err },
        'refunded at Toss but the partial cancel was not recorded',
      );
      throw new ConflictError(
        '환불은 토스페이먼츠에서 처리되었지만 주문에 반영하지 못했습니다. 같은 내용으로 다시 시도해 주세요.',
      );
    }
    throw err;
  }
}

async function applyCancel(
  tx: Tx,
  actor: AuditActor,
  seen: OrderRow,
  plan: PlannedPart,
  reason: string,
  now: Date,
  account: ReturnType<typeof refundAccountOf> | undefined,
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, seen.id)).for('update');
  if (order?.refund_claimed_at?.getTime() !== now.getTime() || order.status !== seen.status) {
    throw new ConflictError('주문 상태가 이미 바뀌었습니다. 새로고침 후 다시 확인해 주세요.');
  }
  const byId = new Map((await linesOf(tx, order.id)).map((l) => [l.id, l]));
  const taken = plan.lines.map((p) => ({ ...p, line: byId.get(p.id) as Line }));
  for (const t of taken) {
    if (t.left === 0) await tx.delete(orderLines).where(eq(orderLines.id, t.id));
    else {
      await tx
        .update(orderLines)
        .set({ quantity: t.left, line_total: t.line.unit_price * t.left })
        .where(eq(orderLines.id, t.id));
    }
  }
  await restoreLineStock(
    tx,
    taken.map((t) => ({ product_id: t.line.product_id, option_id: t.line.option_id, quantity: t.quantity })),
  );
  const [after] = await tx
    .update(orders)
    .set({ ...plan.after, refunded_total: order.refunded_total + plan.money, refund_claimed_at: null, updated_at: now })
    .where(eq(orders.id, order.id))
    .returning();
  const method = plan.money === 0 ? 'none' : order.payment_method === 'toss' ? 'toss' : 'bank';
  const refund = await insertRefund(tx, {
    order_id: order.id,
    kind: 'cancel_lines',
    amount: plan.money,
    points: plan.points,
    shipping_fee_before: plan.shippingBefore,
    shipping_fee_after: plan.shippingAfter,
    coupon_share: plan.couponShare,
    method,
    status: method === 'bank' ? 'pending' : 'done',
    ...(account ?? {}),
    reason,
    actor: `admin:${actor.id}`,
    created_at: now,
    done_at: method === 'bank' ? null : now,
  });
  await insertLineCancels(
    tx,
    taken.map((t) => ({
      refund_id: refund.id,
      order_id: order.id,
      product_id: t.line.product_id,
      option_id: t.line.option_id,
      product_name: t.line.product_name,
      product_name_en: t.line.product_name_en,
      option_name: t.line.option_name,
      unit_price: t.line.unit_price,
      quantity: t.quantity,
      amount: t.amount,
    })),
  );
  if (order.member_id !== null && plan.points > 0) {
    const balance = await lockPoints(tx, order.member_id);
    await postPoints(tx, {
      memberId: order.member_id,
      balance,
      amount: plan.points,
      kind: 'partial_refund',
      reason: `주문 ${order.od_id} 부분 취소 환원`,
      orderId: order.id,
    });
  }
  const what = taken.map(
    (t) => `${t.line.product_name}${t.line.option_name ? `(${t.line.option_name})` : ''} ${t.quantity}개`,
  );
  const note = `부분 취소: ${what.join(', ')} · 환불 ${wonWords(plan.money)}${plan.points ? ` · 적립금 ${wonWords(plan.points)} 환원` : ''} · ${reason}`;
  await tx.insert(orderStatusHistory).values({
    order_id: order.id,
    from_status: order.status,
    to_status: order.status,
    actor: `admin:${actor.id}`,
    note,
    created_at: now,
  });
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const f of AMOUNT_FIELDS) {
    if (order[f] !== after?.[f]) changes[f] = { before: order[f], after: after?.[f] };
  }
  changes.lines = { before: null, after: what };
  changes.note = { before: null, after: reason };
  await recordAudit(tx, { actor, action: 'cancel_lines', entityType: 'order', entityId: order.id, changes });
  await notifyRefund(tx, order, 'cancel_lines', plan.money, plan.points);
  // A bank refund is texted once it is sent (`claims.service.ts`); one done now is texted now.
  if (refund.status === 'done') await textRefund(tx, order, refund.id, plan.money);
  return {
    od_id: order.od_id,
    status: order.status,
    whole: false,
    refund: { id: refund.id, amount: plan.money, points: plan.points, method, status: refund.status },
    total: after?.total ?? order.total,
  };
}
