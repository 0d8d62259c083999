import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import {
  orderLineCancels,
  orderLines,
  orderRefunds,
  orderStatusHistory,
  orders,
  payments,
  products,
} from '../db/schema/index.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { type OrderStatus, STATUS_LABELS, shopperActions } from '../orders/order-status.ts';
import type { RefundWithLines } from '../orders/refund.repository.ts';

export { ORDER_STATUSES, type OrderStatus, STATUS_LABELS } from '../orders/order-status.ts';

/** English labels, kept apart from the shared dictionary, where 취소 already means the Cancel button. */
const STATUS_LABELS_EN: Record<OrderStatus, string> = {
  awaiting_deposit: 'Awaiting payment',
  paid: 'Paid',
  preparing: 'Preparing',
  shipping: 'Shipped',
  delivered: 'Delivered',
  confirmed: 'Purchase confirmed',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  return_approved: 'Return approved',
  returned: 'Returned',
  exchange_requested: 'Exchange requested',
  exchange_approved: 'Exchange approved',
};

export function statusLabel(status: string, lang: 'kr' | 'en'): string {
  const known = status in STATUS_LABELS ? (status as OrderStatus) : undefined;
  if (!known) return status;
  return lang === 'en' ? STATUS_LABELS_EN[known] : STATUS_LABELS[known];
}

/**
 * What the order's shopper (its member, or the visitor who placed it) may do with it in each status,
 * from the lifecycle's one table (the server checks again).
 */
export function orderActions(
  status: string,
  who: 'member' | 'visitor' = 'member',
): { cancel: boolean; returnOrExchange: boolean; confirm: boolean } {
  const a = shopperActions(status, who);
  return { cancel: a.cancel, returnOrExchange: a.return || a.exchange, confirm: a.confirm };
}

/** Carriers' tracking pages by the carrier name stored on the order. */
const TRACKING: Record<string, string> = {
  CJ대한통운: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=',
  우체국택배: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=',
  한진택배: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=',
  롯데택배: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=',
  로젠택배: 'https://www.ilogen.com/web/personal/trace/',
};

/** The carriers the shop ships with, by the names stored on orders. */
export const CARRIERS: readonly string[] = Object.keys(TRACKING);

export function trackingUrl(carrier: string | null, number: string | null): string | undefined {
  if (!carrier || !number) return undefined;
  const base = TRACKING[carrier];
  return base ? `${base}${encodeURIComponent(number)}` : undefined;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineView = typeof orderLines.$inferSelect & { thumb_image: string | null };
export type OrderView = {
  order: OrderRow;
  lines: OrderLineView[];
  history: (typeof orderStatusHistory.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  /** Partial cancels and return refunds, each with the lines it took. */
  refunds: RefundWithLines[];
};

async function viewOf(order: OrderRow | undefined): Promise<OrderView | undefined> {
  if (!order) return undefined;
  const db = await getDb();
  const [lines, history, paid, refunds] = await Promise.all([
    db
      .select({ line: orderLines, thumb_image: products.thumb_image })
      .from(orderLines)
      .leftJoin(products, eq(products.id, orderLines.product_id))
      .where(eq(orderLines.order_id, order.id))
      .orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.order_id, order.id))
      .orderBy(asc(orderStatusHistory.id)),
    db.select().from(payments).where(eq(payments.order_id, order.id)).orderBy(asc(payments.id)),
    refundsOf(order.id),
  ]);
  return {
    order,
    lines: lines.map(({ line, thumb_image }) => ({ ...line, thumb_image })),
    history,
    payments: paid,
    refunds,
  };
}

/** The order's partial cancels and return refunds, oldest first, each with the lines it took. */
async function refundsOf(orderId: number): Promise<RefundWithLines[]> {
  const db = await getDb();
  const [refunds, lines] = await Promise.all([
    db.select().from(orderRefunds).where(eq(orderRefunds.order_id, orderId)).orderBy(asc(orderRefunds.id)),
    db.select().from(orderLineCancels).where(eq(orderLineCancels.order_id, orderId)).orderBy(asc(orderLineCancels.id)),
  ]);
  return refunds.map((r) => ({ ...r, lines: lines.filter((l) => l.refund_id === r.id) }));
}

/** A member's own order by its 16-digit number; anyone else's is as good as missing. */
export async function memberOrderView(memberId: number, odId: string): Promise<OrderView | undefined> {
  if (!/^\d{16}$/.test(odId)) return undefined;
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.od_id, odId), eq(orders.member_id, memberId)));
  return viewOf(order);
}

/** Any order by number, for a visitor whose look-up (order number and password) the server has checked. */
export async function orderViewByNumber(odId: string): Promise<OrderView | undefined> {
  if (!/^\d{16}$/.test(odId)) return undefined;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.od_id, odId));
  return viewOf(order);
}

export type OrderListItem = {
  order: OrderRow;
  first: { product_name: string; product_name_en: string; thumb_image: string | null } | undefined;
  line_count: number;
};

/** The member's orders, newest first, by status and period. */
export async function memberOrderPage(
  memberId: number,
  q: {
    status?: OrderStatus | undefined;
    from?: Date | undefined;
    to?: Date | undefined;
    page: number;
    perPage: number;
  },
): Promise<Page<OrderListItem>> {
  const db = await getDb();
  const where: SQL | undefined = and(
    eq(orders.member_id, memberId),
    q.status ? eq(orders.status, q.status) : undefined,
    q.from ? gte(orders.created_at, q.from) : undefined,
    q.to ? lte(orders.created_at, q.to) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(q.perPage)
      .offset(offsetOf(q.page, q.perPage)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          order_id: orderLines.order_id,
          product_name: orderLines.product_name,
          product_name_en: orderLines.product_name_en,
          thumb_image: products.thumb_image,
        })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.product_id))
        .where(inArray(orderLines.order_id, ids))
        .orderBy(asc(orderLines.id))
    : [];
  const data = rows.map((order) => {
    const mine = lines.filter((l) => l.order_id === order.id);
    return { order, first: mine[0], line_count: mine.length };
  });
  return toPage(data, Number(totals[0]?.n ?? 0), q.page, q.perPage);
}
