import { auditStatusChange } from '../admin-orders/order-audit.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { getDb, type Tx } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { logger } from '../log.ts';
import { memberOrderPage } from '../order-views/order-views.ts';
import { shopSettings } from '../settings/settings.service.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import { cancelTossPayments } from '../toss/toss-cancel.ts';
import { refuseCancelOfClassSeats } from '../workshop/class-line.service.ts';
import { isRetryable, orderByOdId, orderDetails } from './order.repository.ts';
import type { AdminStatusInput } from './order.schema.ts';
import { changeStatus, type OrderRow } from './order-status.service.ts';
import { actorKindOf, canTransition, type OrderStatus } from './order-status.ts';

/** Who is looking at orders: a member sees their own; a visitor those their browser may see (signed cookie). */
export type Viewer = { memberId: number } | { memberId?: undefined; visitorOrders: string[] };

export function canSee(viewer: Viewer, order: Pick<OrderRow, 'member_id' | 'od_id'>): boolean {
  if (viewer.memberId !== undefined) return order.member_id === viewer.memberId;
  return order.member_id === null && viewer.visitorOrders.includes(order.od_id);
}

/** The stored actor for a change the shopper makes. */
export const shopperActor = (viewer: Viewer) => (viewer.memberId !== undefined ? String(viewer.memberId) : 'visitor');

/**
 * An order in full: its row, lines (with each product's picture), status history, payments, and the
 * shop's bank account for a deposit still awaited.
 */
export type OrderDetail = Awaited<ReturnType<typeof orderDetails>> & { order: OrderRow; bank: ShopSettings['bank'] };

/** The viewer's order in full; anyone else's is as good as missing (404). */
export async function orderFor(viewer: Viewer, odId: string): Promise<OrderDetail> {
  const db = await getDb();
  const order = await orderByOdId(db, odId);
  if (!order || !canSee(viewer, order)) throw new NotFoundError('주문을 찾을 수 없습니다.');
  const [details, settings] = await Promise.all([orderDetails(db, order.id), shopSettings()]);
  return { ...details, order, bank: settings.bank };
}

/** Runs one status change in its own transaction, again after a deadlock. */
async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = await getDb();
  for (let attempt = 0; ; attempt++) {
    try {
      return await transact(db, work);
    } catch (err) {
      if (isRetryable(err) && attempt < 3) continue;
      throw err;
    }
  }
}

/** Work done in the transaction of a status change once it has happened (an operator's audit entry, say). */
export type AfterChange = (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>;

/**
 * Changes the status of an order by its number, when `allowed` accepts the order as it is inside the
 * transaction (the viewer's own, say). The rules of order-status decide whether the move is allowed;
 * `after` runs in the same transaction, so it happens exactly when the change does.
 */
export async function changeOrderStatus(
  odId: string,
  to: OrderStatus,
  actor: string,
  opts: {
    note?: string;
    carrier?: string | undefined;
    tracking_number?: string | undefined;
    now?: Date;
    after?: AfterChange | undefined;
  },
  allowed: (order: OrderRow) => boolean = () => true,
): Promise<OrderRow> {
  const settings = await shopSettings();
  const now = opts.now ?? new Date();
  const { after, ...change } = opts;
  return inTransaction(async (tx) => {
    const order = await orderByOdId(tx, odId);
    if (!order || !allowed(order)) throw new NotFoundError('주문을 찾을 수 없습니다.');
    const changed = await changeStatus(tx, order, to, actor, { ...change, now, settings });
    if (after) await after(tx, order, changed);
    return changed;
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
  const actor = shopperActor(viewer);
  const mine = (o: OrderRow) => canSee(viewer, o);
  const order =
    move === 'cancel'
      ? await cancelOrder(odId, actor, reason, mine)
      : await changeOrderStatus(odId, SHOPPER_MOVES[move], actor, { note: reason }, mine);
  return { od_id: order.od_id, status: order.status };
}

/**
 * Cancels an order. A Toss payment is cancelled at Toss first (the money goes back, or a virtual
 * account closes); if Toss refuses, the order stays as it is. Should the order move on in the moment
 * between the refund and the cancellation (an operator starts preparing it), the refund decides and
 * the order is cancelled as Toss's change, so money and goods never part ways.
 */
export async function cancelOrder(
  odId: string,
  actor: string,
  note: string,
  allowed: (order: OrderRow) => boolean = () => true,
  now?: Date,
  after?: AfterChange,
): Promise<OrderRow> {
  const cancel = (who: string, why: string) =>
    changeOrderStatus(odId, 'cancelled', who, { note: why, after, ...(now ? { now } : {}) }, allowed);
  const order = await orderByOdId(await getDb(), odId);
  if (!order || !allowed(order)) throw new NotFoundError('주문을 찾을 수 없습니다.');
  if (order.payment_method !== 'toss' || !canTransition(order.status, 'cancelled', actorKindOf(actor))) {
    return cancel(actor, note);
  }
  // A class seat the refund rule no longer refunds in full stops the member's cancel before Toss refunds anything.
  await refuseCancelOfClassSeats(await getDb(), order.id, actor, now ?? new Date());
  const refunded = await cancelTossPayments(order, note);
  try {
    return await cancel(actor, note);
  } catch (err) {
    if (!refunded || !(err instanceof ConflictError)) throw err;
    try {
      return await cancel('toss', 'Toss 결제 취소 반영');
    } catch {
      logger.error({ od_id: odId }, 'payment cancelled at Toss but the order could not be cancelled');
      throw new ConflictError('결제는 취소되었지만 주문을 취소하지 못했습니다. 고객센터로 문의해 주세요.');
    }
  }
}

/**
 * An operator's change (deposit confirmed, shipped with tracking, delivered, returns...), with its
 * audit entry in the change's own transaction.
 */
export async function adminMove(admin: AuditActor, odId: string, input: AdminStatusInput) {
  const actor = `admin:${admin.id}`;
  if (input.status === 'returned') {
    // Returned means refunded: only the return's own call (refund and stock choice) makes it.
    throw new ConflictError('반품 완료는 반품 수령 처리에서 환불과 함께 합니다.');
  }
  const after = auditStatusChange(admin, input.note);
  const order =
    input.status === 'cancelled'
      ? await cancelOrder(odId, actor, input.note ?? '', () => true, undefined, after)
      : await changeOrderStatus(odId, input.status, actor, {
          note: input.note,
          carrier: input.carrier,
          tracking_number: input.tracking_number,
          after,
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
  return memberOrderPage(memberId, { status: q.status, from, to, page, perPage });
}
