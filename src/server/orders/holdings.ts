import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { touch } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { notifyRestocked } from '../catalog/restock.service.ts';
import type { Tx } from '../db/client.ts';
import { memberCoupons, members, orderLines, pointLedger, productOptions, products } from '../db/schema/index.ts';
import { ConflictError } from '../http/errors.ts';

/**
 * What an order holds while it is open: stock, a coupon and points. Taking and giving back follow
 * one lock order everywhere (products by id, then options by id, then the member, then the coupon)
 * so that placements, cancellations and jobs running at once never deadlock.
 */

type StockLine = { product_id: number | null; option_id: number | null; quantity: number };

function demand(lines: StockLine[]) {
  const perProduct = new Map<number, { plain: number; all: number }>();
  const perOption = new Map<number, number>();
  for (const l of lines) {
    if (l.product_id === null) continue;
    const p = perProduct.get(l.product_id) ?? { plain: 0, all: 0 };
    p.all += l.quantity;
    if (l.option_id === null) p.plain += l.quantity;
    else perOption.set(l.option_id, (perOption.get(l.option_id) ?? 0) + l.quantity);
    perProduct.set(l.product_id, p);
  }
  const byId = <T>(m: Map<number, T>) => [...m.entries()].sort(([a], [b]) => a - b);
  return { products: byId(perProduct), options: byId(perOption) };
}

/**
 * Takes stock for the lines (rows already locked by the caller) and counts the sales. A product's
 * own stock must cover its lines without options; with options the option's stock decides, and the
 * product's total (the sum of its options) follows it down.
 */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<void> {
  const need = demand(lines);
  for (const [id, q] of need.products) {
    const [row] = await tx
      .update(products)
      .set({
        stock: sql`greatest(${products.stock} - ${q.all}, 0)`,
        sales_count: sql`${products.sales_count} + ${q.all}`,
      })
      .where(and(eq(products.id, id), gte(products.stock, q.plain)))
      .returning({ id: products.id });
    if (!row) throw new ConflictError('재고가 부족한 상품이 있습니다.');
  }
  touch(tx, stockTags(need));
  for (const [id, q] of need.options) {
    const [row] = await tx
      .update(productOptions)
      .set({ stock: sql`${productOptions.stock} - ${q}` })
      .where(and(eq(productOptions.id, id), gte(productOptions.stock, q)))
      .returning({ id: productOptions.id });
    if (!row) throw new ConflictError('재고가 부족한 옵션이 있습니다.');
  }
}

/** The pages that show these products' stock and sales: theirs, and the lists that show them. */
function stockTags(need: ReturnType<typeof demand>): string[] {
  return [...need.products.keys()].map((id) => tags.product(id));
}

/** Puts an order's stock back and takes its sales off again. */
export async function restoreStock(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx
    .select({ product_id: orderLines.product_id, option_id: orderLines.option_id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.order_id, orderId));
  await restoreLineStock(tx, lines);
}

/** Puts the stock of these quantities back (a partial cancel's lines, a resellable return). */
export async function restoreLineStock(tx: Tx, lines: StockLine[]): Promise<void> {
  const need = demand(lines);
  touch(tx, stockTags(need));
  for (const [id, q] of need.products) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${q.all}`,
        sales_count: sql`greatest(${products.sales_count} - ${q.all}, 0)`,
      })
      .where(eq(products.id, id));
  }
  for (const [id, q] of need.options) {
    await tx
      .update(productOptions)
      .set({ stock: sql`${productOptions.stock} + ${q}` })
      .where(eq(productOptions.id, id));
  }
  // Stock back from a cancelled order: members waiting for these products or options are told once.
  await notifyRestocked(
    tx,
    need.products.map(([id]) => id),
  );
}

/** Locks the member row (points change only under it) and answers the ledger's running balance. */
export async function lockPoints(tx: Tx, memberId: number): Promise<number> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  const [row] = await tx
    .select({ balance: pointLedger.balance_after })
    .from(pointLedger)
    .where(eq(pointLedger.member_id, memberId))
    .orderBy(desc(pointLedger.id))
    .limit(1);
  return row?.balance ?? 0;
}

export type PointKind = 'use' | 'refund' | 'earn' | 'partial_refund' | 'review' | 'review_revoke';

/**
 * One ledger entry for an order, under the member lock taken by `lockPoints`; the balance never
 * goes below zero (and the database refuses it if it would), and each kind happens once per order.
 */
export async function postPoints(
  tx: Tx,
  entry: {
    memberId: number;
    balance: number;
    amount: number;
    kind: PointKind;
    reason: string;
    orderId?: number | null;
    /** A review's entries name the order line reviewed, not the order. */
    orderLineId?: number | null;
  },
): Promise<number> {
  const after = entry.balance + entry.amount;
  if (after < 0) throw new ConflictError('보유 적립금이 부족합니다.');
  await tx.insert(pointLedger).values({
    member_id: entry.memberId,
    amount: entry.amount,
    balance_after: after,
    reason: entry.reason,
    kind: entry.kind,
    order_id: entry.orderId ?? null,
    order_line_id: entry.orderLineId ?? null,
  });
  await tx.update(members).set({ points_balance: after }).where(eq(members.id, entry.memberId));
  return after;
}

/** Marks the member's coupon used by the order; a coupon already used (by a racing order too) is a 409. */
export async function takeCoupon(tx: Tx, memberCouponId: number, memberId: number, orderId: number, now: Date) {
  const [row] = await tx
    .update(memberCoupons)
    .set({ used_at: now, order_id: orderId })
    .where(
      and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.member_id, memberId), isNull(memberCoupons.used_at)),
    )
    .returning({ id: memberCoupons.id });
  if (!row) throw new ConflictError('이미 사용한 쿠폰입니다. 다른 쿠폰을 선택해 주세요.', { field: 'coupon_id' });
}

/** Gives the coupon back, only if this order is the one that used it. */
export async function restoreCoupon(tx: Tx, memberCouponId: number, orderId: number) {
  await tx
    .update(memberCoupons)
    .set({ used_at: null, order_id: null })
    .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.order_id, orderId)));
}
