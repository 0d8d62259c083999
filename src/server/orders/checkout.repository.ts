import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type PricedOption, type PricedProduct, priceLine } from '../catalog/pricing.ts';
import { studioPrices } from '../custom-orders/studio-line.service.ts';
import { withStudioPrice } from '../custom-orders/studio-line.ts';
import type { Executor } from '../db/client.ts';
import { cartLines, coupons, memberCoupons, pointLedger, productOptions, products } from '../db/schema/index.ts';
import { classPrices } from '../workshop/class-line.service.ts';
import { withClassPrice } from '../workshop/class-line.ts';
import type { CartLineForCheckout, CouponOffer } from './checkout.ts';

// Spelled out: in a one-table select drizzle writes columns unqualified.
const hasOptions = sql<boolean>`exists (select 1 from ${productOptions} o
  where o.product_id = ${sql.identifier('products')}.${sql.identifier('id')} and o.is_active)`;

const productColumns = {
  id: products.id,
  name: products.name,
  name_en: products.name_en,
  thumb_image: products.thumb_image,
  base_price: products.base_price,
  discount_rate: products.discount_rate,
  stock: products.stock,
  status: products.status,
  is_custom: products.is_custom,
  has_options: hasOptions,
};

type ProductRow = PricedProduct & {
  id: number;
  name: string;
  name_en: string;
  thumb_image: string;
  is_custom: boolean;
  has_options: boolean;
};
type OptionRow = PricedOption & { id: number; product_id: number; name: string; name_en: string };
type LineRow = { id: number; product_id: number; option_id: number | null; quantity: number };

/** Prices cart lines from product and option rows (read now, or locked by the caller). */
export function priceCartLines(lines: LineRow[], productRows: ProductRow[], optionRows: OptionRow[]) {
  const byProduct = new Map(productRows.map((p) => [p.id, p]));
  const byOption = new Map(optionRows.map((o) => [o.id, o]));
  const out: CartLineForCheckout[] = [];
  for (const l of lines) {
    const p = byProduct.get(l.product_id);
    if (!p) continue;
    const o = l.option_id === null ? null : (byOption.get(l.option_id) ?? null);
    // An option of another product is no option of this one.
    const option = o && o.product_id === p.id ? o : null;
    out.push({
      line_id: l.id,
      product_id: p.id,
      option_id: l.option_id,
      name: p.name,
      name_en: p.name_en,
      option_name: option?.name ?? null,
      option_name_en: option?.name_en ?? null,
      thumb_image: p.thumb_image,
      quantity: l.quantity,
      is_custom: p.is_custom,
      price:
        l.option_id !== null && !option
          ? { available: false, reason: 'option_unavailable', unit_price: null, list_price: null, stock: 0 }
          : priceLine(p, option, Boolean(p.has_options)),
    });
  }
  return out;
}

/** The chosen lines of a cart, priced from current data, in the cart's order. */
export async function cartLinesForCheckout(db: Executor, cartId: number, ids: number[]) {
  const lines = await db
    .select({
      id: cartLines.id,
      product_id: cartLines.product_id,
      option_id: cartLines.option_id,
      quantity: cartLines.quantity,
      composition: cartLines.composition,
      signup_id: cartLines.signup_id,
    })
    .from(cartLines)
    .where(and(eq(cartLines.cart_id, cartId), inArray(cartLines.id, ids)))
    .orderBy(asc(cartLines.created_at), asc(cartLines.id));
  const [productRows, optionRows] = await Promise.all([
    lockedProducts(db, lines, false),
    lockedOptions(db, lines, false),
  ]);
  const studio = await studioPrices(db, lines);
  const classes = await classPrices(db, lines);
  return priceCartLines(lines, productRows, optionRows).map((l) =>
    withClassPrice(withStudioPrice(l, studio.get(l.line_id)), classes.get(l.line_id)),
  );
}

/** Product rows of the lines, by id; with `lock`, row locks taken in id order so that orders never deadlock. */
export async function lockedProducts(db: Executor, lines: LineRow[], lock: boolean): Promise<ProductRow[]> {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  if (!ids.length) return [];
  const q = db.select(productColumns).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id));
  return lock ? q.for('update', { of: products }) : q;
}

export async function lockedOptions(db: Executor, lines: LineRow[], lock: boolean): Promise<OptionRow[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.option_id === null ? [] : [l.option_id])))];
  if (!ids.length) return [];
  const q = db
    .select({
      id: productOptions.id,
      product_id: productOptions.product_id,
      name: productOptions.name,
      name_en: productOptions.name_en,
      price_delta: productOptions.price_delta,
      stock: productOptions.stock,
      is_active: productOptions.is_active,
    })
    .from(productOptions)
    .where(inArray(productOptions.id, ids))
    .orderBy(asc(productOptions.id));
  return lock ? q.for('update') : q;
}

/** The member's coupons that are not used yet (expired ones too: the rules say why they do not apply). */
export async function unusedCoupons(db: Executor, memberId: number, memberCouponId?: number): Promise<CouponOffer[]> {
  return db
    .select({
      member_coupon_id: memberCoupons.id,
      name: coupons.name,
      name_en: coupons.name_en,
      discount_type: coupons.discount_type,
      discount_value: coupons.discount_value,
      min_order_amount: coupons.min_order_amount,
      max_discount: coupons.max_discount,
      starts_at: coupons.starts_at,
      ends_at: coupons.ends_at,
      expires_at: memberCoupons.expires_at,
      used_at: memberCoupons.used_at,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.coupon_id))
    .where(
      and(
        eq(memberCoupons.member_id, memberId),
        memberCouponId === undefined ? isNull(memberCoupons.used_at) : eq(memberCoupons.id, memberCouponId),
      ),
    )
    .orderBy(asc(memberCoupons.id));
}

/** The member's point balance: the running balance of the newest ledger entry. */
export async function pointBalance(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: pointLedger.balance_after })
    .from(pointLedger)
    .where(eq(pointLedger.member_id, memberId))
    .orderBy(desc(pointLedger.id))
    .limit(1);
  return row?.balance ?? 0;
}
