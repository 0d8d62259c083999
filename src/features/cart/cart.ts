import type { CartLineWire } from '~/server/cart/cart.serializer';

/** The cart page's words, translated on the server; `{name}`-style placeholders are filled here. */
export type CartPageLabels = Record<
  | 'linesTitle'
  | 'selectAll'
  | 'removeSelected'
  | 'selectLine'
  | 'option'
  | 'changeOption'
  | 'chooseOption'
  | 'soldOut'
  | 'quantityOf'
  | 'decrease'
  | 'increase'
  | 'stockLeft'
  | 'amount'
  | 'excluded'
  | 'remove'
  | 'reasonSoldOut'
  | 'reasonHidden'
  | 'reasonNotForSale'
  | 'reasonOptionUnavailable'
  | 'reasonOptionRequired'
  | 'reasonInsufficientStock'
  | 'summaryTitle'
  | 'listTotal'
  | 'discount'
  | 'shippingFee'
  | 'free'
  | 'payable'
  | 'counts'
  | 'freeShippingGap'
  | 'freeShippingReached'
  | 'freeShippingProgress'
  | 'orderAmount'
  | 'shippingRule'
  | 'remoteAreas'
  | 'excludedCount'
  | 'orderSelected'
  | 'orderAll'
  | 'quotation'
  | 'continueShopping'
  | 'emptyTitle'
  | 'emptyHint'
  | 'confirmRemove'
  | 'confirmRemoveOne'
  | 'noneSelected'
  | 'failed'
  | 'updated',
  string
>;

/** A wished quantity held between 1 and the stock (the input's max). */
export function stepQuantity(value: number, max: number): number {
  const n = Number.isFinite(value) ? Math.trunc(value) : 1;
  return Math.max(1, Math.min(n, Math.max(1, max)));
}

/** The label of a line's reason for being left out of the order, if it has one. */
export function reasonLabel(line: CartLineWire): keyof CartPageLabels | null {
  switch (line.unavailable_reason) {
    case 'sold_out':
      return 'reasonSoldOut';
    case 'hidden':
      return 'reasonHidden';
    case 'not_for_sale':
      return 'reasonNotForSale';
    case 'option_unavailable':
      return 'reasonOptionUnavailable';
    case 'option_required':
      return 'reasonOptionRequired';
    case 'insufficient_stock':
      return 'reasonInsufficientStock';
    default:
      return null;
  }
}

/** A product no longer sold: its option and quantity cannot be changed. */
export const isWithdrawn = (line: CartLineWire) =>
  line.unavailable_reason === 'hidden' || line.unavailable_reason === 'not_for_sale';

/** Whether the quantity can be changed: the product is sold, in stock, and its option still offered. */
export const canStep = (line: CartLineWire) =>
  !isWithdrawn(line) && line.stock > 0 && line.unavailable_reason !== 'option_unavailable';

/** The order form for these lines. */
export const orderUrl = (ids: readonly number[]) => `/shop/order-form?lines=${ids.join(',')}`;

/** The lines that can go to the order form: every available one, or only the selected ones. */
export function orderableIds(lines: readonly CartLineWire[], selectedOnly: boolean): number[] {
  return lines.filter((l) => l.available && (!selectedOnly || l.selected)).map((l) => l.id);
}
