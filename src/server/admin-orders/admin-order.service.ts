import { isoDate } from '~/lib/dates';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { transact } from '../cache/after-commit.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { latestPayment } from '../order-views/payment-view.ts';
import { orderByOdId, orderDetails } from '../orders/order.repository.ts';
import type { OrderRow } from '../orders/order-status.service.ts';
import {
  type AdminOrderListRow,
  exportBatch,
  listOrders,
  memberLogin,
  ORDER_COUNT_CAP,
  type OrderWhere,
  updateMemo,
} from './admin-order.repository.ts';
import type { AdminOrderFilters } from './admin-order.schema.ts';

export type { AdminOrderListRow };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight in Seoul (no daylight saving) of a `YYYY-MM-DD` day. */
const seoulMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

/**
 * The instants a filter's period covers: today, the last 7 or 30 days counting today (Seoul days),
 * or from and to dates (both whole days).
 */
export function periodOf(
  f: Pick<AdminOrderFilters, 'period' | 'from' | 'to'>,
  now = new Date(),
): { from?: Date; until?: Date } {
  if (f.period) {
    const today = seoulMidnight(isoDate(now));
    const days = f.period === 'today' ? 1 : Number(f.period);
    return { from: new Date(today.getTime() - (days - 1) * DAY_MS) };
  }
  return {
    ...(f.from ? { from: seoulMidnight(f.from) } : {}),
    ...(f.to ? { until: new Date(seoulMidnight(f.to).getTime() + DAY_MS) } : {}),
  };
}

export function whereOf(f: AdminOrderFilters, now = new Date()): OrderWhere {
  return { status: f.status, payment: f.payment, buyer: f.buyer, q: f.q, ...periodOf(f, now) };
}

/**
 * The back office's order list: filtered, sorted and paged. The count stops at ORDER_COUNT_CAP:
 * `total_capped` says there are more matches than `total` (the page then reads "10,000건 이상").
 */
export async function adminOrderPage(
  f: AdminOrderFilters,
  page: number,
  perPage: number,
  cap = ORDER_COUNT_CAP,
): Promise<Page<AdminOrderListRow> & { total_capped: boolean }> {
  const { rows, total } = await listOrders(await getDb(), whereOf(f), f.sort, perPage, offsetOf(page, perPage), cap);
  const capped = total > cap;
  return { ...toPage(rows, capped ? cap : total, page, perPage), total_capped: capped };
}

/** An order as an operator sees it: lines, amounts, payments (the latest read out), history, memo. */
export async function adminOrderDetail(odId: string) {
  const db = await getDb();
  const order = await orderByOdId(db, odId);
  if (!order) throw new NotFoundError('주문을 찾을 수 없습니다.');
  const [details, login] = await Promise.all([
    orderDetails(db, order.id),
    order.member_id === null ? undefined : memberLogin(db, order.member_id),
  ]);
  return { order, ...details, payment: latestPayment(details.payments), memberLogin: login ?? null };
}
export type AdminOrderDetail = Awaited<ReturnType<typeof adminOrderDetail>>;

/**
 * Saves the operators' memo, with its audit entry in the same transaction. `before` is the memo the
 * operator started from: if someone saved another meanwhile, 409 rather than overwrite it.
 */
export async function saveOrderMemo(actor: AuditActor, odId: string, memo: string, before?: string) {
  return transact(await getDb(), async (tx) => {
    const order = await orderByOdId(tx, odId);
    if (!order) throw new NotFoundError('주문을 찾을 수 없습니다.');
    if (before !== undefined && before !== order.admin_memo) {
      throw new ConflictError('다른 관리자가 메모를 먼저 바꾸었습니다. 새로고침 후 다시 확인해 주세요.');
    }
    if (memo === order.admin_memo) return order;
    const row: OrderRow | undefined = await updateMemo(tx, order.id, order.admin_memo, memo, new Date());
    if (!row) throw new ConflictError('다른 관리자가 메모를 먼저 바꾸었습니다. 새로고침 후 다시 확인해 주세요.');
    await recordAudit(tx, {
      actor,
      action: 'update',
      entityType: 'order',
      entityId: order.id,
      changes: { admin_memo: { before: order.admin_memo, after: memo } },
    });
    return row;
  });
}

const EXPORT_BATCH = 500;

/**
 * Every order the filters find, oldest first, one batch at a time: the caller writes each batch out
 * before the next is read, so memory holds one batch however many orders there are.
 */
export async function* exportOrders(f: AdminOrderFilters): AsyncGenerator<AdminOrderListRow[]> {
  const db = await getDb();
  const where = whereOf(f);
  let after = 0;
  for (;;) {
    const rows = await exportBatch(db, where, after, EXPORT_BATCH);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** Orders to pack, in the order given, with their lines (unknown numbers are left out). */
export async function packingSlips(odIds: readonly string[]) {
  const db = await getDb();
  const slips = [];
  for (const odId of new Set(odIds)) {
    const order = await orderByOdId(db, odId);
    if (order) slips.push({ order, lines: (await orderDetails(db, order.id)).lines });
  }
  return slips;
}
