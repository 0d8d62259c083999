import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, like, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { countUpTo } from '../db/count-up-to.ts';
import { escapeLike } from '../db/like.ts';
import { members, orders } from '../db/schema/index.ts';
import { CLAIM_STATUSES } from '../orders/order-status.ts';
import type { OrderSort } from './admin-order.schema.ts';

/** The filters as the repository takes them: dates already turned into instants. */
export type OrderWhere = {
  status?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
  payment?: string | undefined;
  buyer?: 'member' | 'visitor' | undefined;
  q?: string | undefined;
};

function whereOf(w: OrderWhere): SQL | undefined {
  const parts: SQL[] = [];
  if (w.status === 'claims') parts.push(inArray(orders.status, [...CLAIM_STATUSES]));
  else if (w.status) parts.push(eq(orders.status, w.status));
  if (w.from) parts.push(gte(orders.created_at, w.from));
  if (w.until) parts.push(lt(orders.created_at, w.until));
  if (w.payment) parts.push(eq(orders.payment_method, w.payment));
  if (w.buyer === 'member') parts.push(isNotNull(orders.member_id));
  if (w.buyer === 'visitor') parts.push(isNull(orders.member_id));
  if (w.q) {
    const digits = w.q.replace(/\D/g, '');
    if (/^\d{16}$/.test(w.q)) parts.push(eq(orders.od_id, w.q));
    else {
      // One column the database keeps (names lower-cased, the mobile in digits, the order number) under a
      // trigram index: at 100,000 orders the four separate matches read the whole table (about 0.7–1.5 s).
      const found: SQL[] = [like(orders.search_key, `%${escapeLike(w.q.toLowerCase())}%`)];
      // Mobiles are typed with or without dashes; a search by digits alone finds them either way.
      if (digits.length >= 4 && digits !== w.q) found.push(like(orders.search_key, `%${digits}%`));
      parts.push(or(...found) as SQL);
    }
  }
  return parts.length ? and(...parts) : undefined;
}

const ORDER_BY: Record<OrderSort, SQL[]> = {
  newest: [desc(orders.created_at), desc(orders.id)],
  oldest: [asc(orders.created_at), asc(orders.id)],
  total_desc: [desc(orders.total), desc(orders.id)],
  total_asc: [asc(orders.total), asc(orders.id)],
};

const listColumns = {
  id: orders.id,
  od_id: orders.od_id,
  status: orders.status,
  member_id: orders.member_id,
  member_login: members.login_id,
  orderer_name: orders.orderer_name,
  orderer_mobile: orders.orderer_mobile,
  recipient_name: orders.recipient_name,
  total: orders.total,
  payment_method: orders.payment_method,
  depositor_name: orders.depositor_name,
  carrier: orders.carrier,
  tracking_number: orders.tracking_number,
  created_at: orders.created_at,
  paid_at: orders.paid_at,
};
const listFrom = (db: Executor) =>
  db.select(listColumns).from(orders).leftJoin(members, eq(members.id, orders.member_id));
export type AdminOrderListRow = Awaited<ReturnType<typeof listFrom>>[number];

/**
 * The list counts at most this many matches: past it the page says "10,000건 이상". A filter matching
 * a quarter or half of 100,000 orders (a status, a payment method) was otherwise counted row by row on
 * every page, 0.1–0.35 s each at 10 connections on PostgreSQL (bench/admin.ts).
 */
export const ORDER_COUNT_CAP = 10_000;

export async function listOrders(
  db: Executor,
  w: OrderWhere,
  sort: OrderSort,
  limit: number,
  offset: number,
  cap = ORDER_COUNT_CAP,
): Promise<{ rows: AdminOrderListRow[]; total: number }> {
  const where = whereOf(w);
  const [rows, total] = await Promise.all([
    listFrom(db)
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(limit)
      .offset(offset),
    countUpTo(db, orders, where, cap),
  ]);
  return { rows, total };
}

/**
 * One batch of the export, in the list's filters, after the order `afterId` by id (keyset paging:
 * each batch costs the same however deep the export is, and memory holds one batch at a time).
 */
export async function exportBatch(db: Executor, w: OrderWhere, afterId: number, limit: number) {
  const where = whereOf(w);
  return listFrom(db)
    .where(where ? and(where, gt(orders.id, afterId)) : gt(orders.id, afterId))
    .orderBy(asc(orders.id))
    .limit(limit);
}

export async function orderRowByOdId(db: Executor, odId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.od_id, odId));
  return row;
}

export async function memberLogin(db: Executor, memberId: number): Promise<string | undefined> {
  const [row] = await db.select({ login_id: members.login_id }).from(members).where(eq(members.id, memberId));
  return row?.login_id;
}

/** Writes the memo only when it is still what the operator saw (`before`): a second writer gets 0 rows. */
export async function updateMemo(db: Executor, orderId: number, before: string, memo: string, now: Date) {
  const [row] = await db
    .update(orders)
    .set({ admin_memo: memo, updated_at: now })
    .where(and(eq(orders.id, orderId), eq(orders.admin_memo, before)))
    .returning();
  return row;
}
