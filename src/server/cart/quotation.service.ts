import { type CartTotals, cartTotals, splitVat } from './cart.ts';
import type { CartOwner } from './cart-owner.ts';
import { type CartLineView, cartLinesView, shippingRules } from './cart-view.service.ts';

export type Quotation = {
  lines: CartLineView[];
  totals: CartTotals;
  /** The payable total (items and shipping preview) split into supply value and VAT. */
  supply: number;
  vat: number;
};

/**
 * A quotation of the given lines of the owner's cart, or of its selected lines when none are given.
 * Lines that cannot be ordered are left out; prices are today's.
 */
export async function quotation(owner: CartOwner, lineIds: number[] = []): Promise<Quotation> {
  const [all, shipping] = await Promise.all([
    cartLinesView(owner, lineIds.length ? lineIds : undefined),
    shippingRules(),
  ]);
  const lines = all.filter((l) => l.available && (lineIds.length > 0 || l.selected));
  const totals = cartTotals(
    lines.map((l) => ({ ...l, selected: true })),
    shipping,
  );
  return { lines, totals, ...splitVat(totals.payable) };
}
