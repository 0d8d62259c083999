import type { CartLine } from './cart.service.ts';
import type { CartTotals, ShippingRules } from './cart.ts';
import type { CartLineView, CartOptionChoice, CartView } from './cart-view.service.ts';

/** A cart line as a change to it answers. */
export type LineWire = { id: number; it_id: number; option_id: number | null; quantity: number; selected: boolean };

export function toLineWire(l: CartLine): LineWire {
  return { id: l.id, it_id: l.product_id, option_id: l.option_id, quantity: l.quantity, selected: l.selected };
}

/** An option a cart line can switch to. */
export type CartOptionWire = {
  io_id: number;
  name: string;
  name_en: string;
  price_delta: number;
  stock: number;
  sold_out: boolean;
};

function toCartOptionWire(o: CartOptionChoice): CartOptionWire {
  return {
    io_id: o.id,
    name: o.name,
    name_en: o.name_en,
    price_delta: o.price_delta,
    stock: o.stock,
    sold_out: o.sold_out,
  };
}

/** One cart line of `GET /api/v1/cart`, priced now. */
export type CartLineWire = Omit<CartLineView, 'product_id' | 'product_name' | 'product_name_en' | 'options'> & {
  it_id: number;
  it_name: string;
  it_name_en: string;
  options: CartOptionWire[];
};

export function toCartLineWire(l: CartLineView): CartLineWire {
  return {
    id: l.id,
    it_id: l.product_id,
    it_name: l.product_name,
    it_name_en: l.product_name_en,
    option_id: l.option_id,
    option_name: l.option_name,
    option_name_en: l.option_name_en,
    thumb_image: l.thumb_image,
    unit_price: l.unit_price,
    list_price: l.list_price,
    quantity: l.quantity,
    line_total: l.line_total,
    stock: l.stock,
    selected: l.selected,
    available: l.available,
    unavailable_reason: l.unavailable_reason,
    is_custom: l.is_custom,
    options: l.options.map(toCartOptionWire),
  };
}

/** `GET /api/v1/cart`. */
export type CartWire = { lines: CartLineWire[]; count: number; totals: CartTotals; shipping: ShippingRules };

export function toCartWire(view: CartView): CartWire {
  return { lines: view.lines.map(toCartLineWire), count: view.count, totals: view.totals, shipping: view.shipping };
}

/** What a cart change answers: the line when one was changed, and the cart's line count. */
export function toCartChangeWire<T extends { line: CartLine }>(result: T): Omit<T, 'line'> & { line: LineWire } {
  return { ...result, line: toLineWire(result.line) };
}
