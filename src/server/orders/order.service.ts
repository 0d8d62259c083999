import { and, eq } from 'drizzle-orm';
import { getDb, type Tx } from '../db/client.ts';
import { payments } from '../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { memberOrderPage } from '../order-views/order-views.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { cancelPayment, TossError, tossConfig } from '../toss/toss.client.ts';
import { isRetryable, orderByOdId, orderDetails } from './order.repository.ts';
import type { AdminStatusInput } from './order.schema.ts';
import { serializeOrder, serializeOrderSummary } from './order.serializer.ts';
import { changeStatus, type OrderRow } from './order-status.service.ts';
import type { OrderStatus } from './order-status.ts';

/** Who is looking at orders: a member sees their own; a visitor those their browser may see (signed cookie). */
export type Viewer = { memberId: number } | { memberId?: undefined; visitorOrders: string[] };

export function canSee(viewer: Viewer, order: Pick<OrderRow, 'member_id' | 'od_id'>): boolean {
  if (viewer.memberId !== undefined) return order.member_id === viewer.memberId;
  return order.member_id === null && viewer.visitorOrders.includes(order.od_id);
}

/** The stored actor for a change the shopper makes. */
export const shopperActor = (viewer: Viewer) => (viewer.memberId !== undefined ? String(viewer.memberId) : 'visitor');

/** The viewer's order in full; anyone else's is as good as missing (404). */
export async function orderFor(viewer: Viewer, odId: string) {
  const db = await getDb();
  const order = await orderByOdId(db, odId);
  if (!order || !canSee(viewer, order)) throw new NotFoundError('주문을 찾을 수 없습니다.');
  const [details, settings] = await Promise.all([orderDetails(db, order.id), shopSettings()]);
  return serializeOrder(order, details, settings);
}

/** Runs one status change in its own transaction, again after a deadlock. */
async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (isRetryable(err) && attempt < 3) continue;
      throw err;
    }
  }
}

/**
 * Changes the status of an order by its number, when `allowed` accepts the order as it is inside the
 * transaction (the viewer's own, say). The rules of order-status decide whether the move is allowed.
 */
export async function changeOrderStatus(
  odId: string,
  to: OrderStatus,
  actor: string,
  opts: { note?: string; carrier?: string | undefined; tracking_number?: string | undefined; now?: Date },
  allowed: (order: OrderRow) => boolean = () => true,
): Promise<OrderRow> {
  const settings = await shopSettings();
  const now = opts.now ?? new Date();
  return inTransaction(async (tx) => {
    const order = await orderByOdId(tx, odId);
    if (!order || !allowed(order)) throw new NotFoundError('주문을 찾을 수 없습니다.');
    return changeStatus(tx, order, to, actor, { ...opts, now, settings });
  });
}

const SHOPPER_MOVES = {
  cancel: 'cancelled',
  return: 'return_requested',
  exchange: 'exchange_requested',
  confirm: 'confirmed',
} as const satisfies Record<string, OrderStatus>;
export type ShopperMove = keyof typeof SHOPPER_MOVES;

/** The shopper's own cancel, return or exchange request, or purchase confirmation. */
export async function shopperMove(viewer: Viewer, odId: string, move: ShopperMove, reason = '') {
  if (move === 'cancel') await cancelAtToss(viewer, odId, reason);
  const order = await changeOrderStatus(odId, SHOPPER_MOVES[move], shopperActor(viewer), { note: reason }, (o) =>
    canSee(viewer, o),
  );
  return { od_id: order.od_id, status: order.status };
}

/**
 * A paid card order is cancelled at Toss before it is cancelled here; when Toss refuses, the order
 * stays as it is and the shopper is told why. The idempotency key makes a retried cancel harmless.
 */
async function cancelAtToss(viewer: Viewer, odId: string, reason: string): Promise<void> {
  const cfg = tossConfig();
  if (!cfg) return;
  const db = await getDb();
  const order = await orderByOdId(db, odId);
  if (!order || !canSee(viewer, order) || order.payment_method !== 'toss' || order.status !== 'paid') return;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.order_id, order.id), eq(payments.provider, 'toss'), eq(payments.status, 'DONE')));
  if (!payment?.payment_key) return;
  try {
    await cancelPayment(cfg, payment.payment_key, reason || '고객 요청', `cancel-${order.od_id}`);
  } catch (err) {
    if (!(err instanceof TossError) || err.code !== 'ALREADY_CANCELED_PAYMENT') {
      throw new ConflictError(
        err instanceof TossError ? err.message : '결제 취소를 완료하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
  }
  await db.update(payments).set({ status: 'CANCELED' }).where(eq(payments.id, payment.id));
}

/** An operator's change (deposit confirmed, shipped with tracking, delivered, returns...). */
export async function adminMove(adminId: number, odId: string, input: AdminStatusInput) {
  const order = await changeOrderStatus(odId, input.status, `admin:${adminId}`, {
    note: input.note,
    carrier: input.carrier,
    tracking_number: input.tracking_number,
  });
  return { od_id: order.od_id, status: order.status };
}

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
const SEOUL_OFFSET = '+09:00';

/** The member's orders: by status, and by period (last 1, 3 or 6 months, or from/to dates in Seoul). */
export async function memberOrders(
  memberId: number,
  q: {
    status?: OrderStatus | undefined;
    period?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
  page: number,
  perPage: number,
  now = new Date(),
) {
  const from = q.from
    ? new Date(`${q.from}T00:00:00${SEOUL_OFFSET}`)
    : q.period
      ? new Date(now.getTime() - Number(q.period) * MONTH_MS)
      : undefined;
  const to = q.to ? new Date(`${q.to}T23:59:59.999${SEOUL_OFFSET}`) : undefined;
  const result = await memberOrderPage(memberId, { status: q.status, from, to, page, perPage });
  return { ...result, data: result.data.map(serializeOrderSummary) };
}
