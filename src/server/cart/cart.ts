import { boundQuantity, type LinePrice, type Unavailable } from '../catalog/pricing.ts';

/** Why a cart line cannot go to checkout: the pricing reasons, or more in the cart than in stock. */
export type LineProblem = Unavailable | 'insufficient_stock';

/** Pricing's verdict on a line, plus the cart's own rule: a quantity above the stock holds the line back. */
export function lineProblem(price: LinePrice, quantity: number): LineProblem | null {
  if (!price.available) return price.reason;
  return quantity > price.stock ? 'insufficient_stock' : null;
}

/**
 * Two lines of the same product and option become one (login merge, option change): quantities are
 * added and held to the stock. A sold-out line keeps the larger quantity, so it stays visible and flagged.
 */
export function mergedQuantity(a: number, b: number, stock: number): number {
  if (stock < 1) return Math.max(a, b, 1);
  return boundQuantity(a + b, stock);
}

export type ShippingRules = { base_fee: number; free_threshold: number };

/** Settings' shipping: nothing to ship costs nothing; the base fee below the threshold, free from it. */
export function shippingFee(itemsTotal: number, rules: ShippingRules): number {
  if (itemsTotal <= 0) return 0;
  return itemsTotal >= rules.free_threshold ? 0 : rules.base_fee;
}

export type TotalsLine = {
  list_price: number | null;
  unit_price: number | null;
  quantity: number;
  available: boolean;
  selected: boolean;
  /** False for a line nothing is shipped for (a TSSA class seat): it neither costs nor counts towards shipping. */
  ships?: boolean;
};

export type CartTotals = {
  /** Selected lines that can be ordered. */
  lines: number;
  quantity: number;
  /** Before product discounts. */
  list_total: number;
  discount_total: number;
  /** What the items cost now. */
  items_total: number;
  shipping_fee: number;
  payable: number;
  /** How much more buys free shipping (0 when already free or nothing chosen). */
  free_shipping_gap: number;
  /** How far the chosen items are towards free shipping, in whole percent (100 once it is free, 0 for nothing chosen). */
  free_shipping_progress: number;
};

/** Whole percent of the way to free shipping: 0 with nothing chosen, 100 once shipping is free, never 100 short of it. */
function freeShippingProgress(items_total: number, gap: number, rules: ShippingRules): number {
  if (items_total <= 0) return 0;
  if (gap <= 0 || rules.free_threshold <= 0) return 100;
  return Math.min(99, Math.floor((items_total / rules.free_threshold) * 100));
}

/** Totals of the selected, available lines; flagged lines never count. */
export function cartTotals(lines: readonly TotalsLine[], rules: ShippingRules): CartTotals {
  let count = 0;
  let quantity = 0;
  let list_total = 0;
  let items_total = 0;
  let shipped_total = 0;
  for (const l of lines) {
    if (!l.selected || !l.available || l.unit_price === null || l.list_price === null) continue;
    count += 1;
    quantity += l.quantity;
    list_total += l.list_price * l.quantity;
    items_total += l.unit_price * l.quantity;
    if (l.ships !== false) shipped_total += l.unit_price * l.quantity;
  }
  const shipping_fee = shippingFee(shipped_total, rules);
  const gap = shipped_total > 0 && shipping_fee > 0 ? rules.free_threshold - shipped_total : 0;
  return {
    lines: count,
    quantity,
    list_total,
    discount_total: list_total - items_total,
    items_total,
    shipping_fee,
    payable: items_total + shipping_fee,
    free_shipping_gap: gap,
    free_shipping_progress: freeShippingProgress(shipped_total, gap, rules),
  };
}

/** A VAT-inclusive total split for a Korean quotation: supply value round(total / 1.1), VAT the rest. */
export function splitVat(total: number): { supply: number; vat: number } {
  const supply = Math.round(total / 1.1);
  return { supply, vat: total - supply };
}

/** `?lines=3,5,8` as line ids; anything that is not a positive id is dropped. */
export function parseLineIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,9}$/.test(s))
    .map(Number)
    .filter((n) => n > 0);
  return [...new Set(ids)];
}
