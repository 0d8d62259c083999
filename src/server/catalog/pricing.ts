import { discountedKrw } from '~/lib/money';

/** The fields of a product that decide what it costs and whether it can be bought. */
export type PricedProduct = {
  base_price: number | null;
  discount_rate: number;
  stock: number;
  status: string;
};

/** The fields of an option that decide its price and stock. */
export type PricedOption = { price_delta: number; stock: number; is_active: boolean };

export type Unavailable = 'hidden' | 'not_for_sale' | 'sold_out' | 'option_required' | 'option_unavailable';

export type LinePrice =
  | {
      available: true;
      /** What one unit costs now, in KRW: the discounted product price plus the option's extra. */
      unit_price: number;
      /** One unit before the product discount. */
      list_price: number;
      /** Units that can be bought: the option's stock when an option is chosen, else the product's. */
      stock: number;
    }
  | { available: false; reason: Unavailable; unit_price: number | null; list_price: number | null; stock: number };

/** Spec 9: a falsy price means 'Not available for purchase'; the discount is rate percent off, rounded to 100 won. */
export function productPrice(p: Pick<PricedProduct, 'base_price' | 'discount_rate'>): number | null {
  if (!p.base_price) return null;
  return discountedKrw(p.base_price, p.discount_rate);
}

/** Sold out means stock below 1 (spec 3, op_qty). */
export function isSoldOut(stock: number): boolean {
  return stock < 1;
}

/**
 * The price and availability of one unit of a product, with an option when the product has options.
 * The product discount applies to the product price; an option's extra is added at its own price.
 */
export function priceLine(p: PricedProduct, option: PricedOption | null, hasOptions: boolean): LinePrice {
  const unit = productPrice(p);
  const optionExtra = option?.price_delta ?? 0;
  const unit_price = unit === null ? null : unit + optionExtra;
  const list_price = p.base_price ? p.base_price + optionExtra : null;
  const stock = option ? option.stock : p.stock;
  const no = (reason: Unavailable): LinePrice => ({ available: false, reason, unit_price, list_price, stock });
  if (p.status !== 'active') return no('hidden');
  if (unit_price === null || list_price === null) return no('not_for_sale');
  if (hasOptions && !option) return no('option_required');
  if (option && !option.is_active) return no('option_unavailable');
  if (isSoldOut(stock)) return no('sold_out');
  return { available: true, unit_price, list_price, stock };
}

/** A wished quantity held between 1 and what is in stock. */
export function boundQuantity(quantity: number, stock: number): number {
  if (stock < 1) return 0;
  return Math.min(Math.max(1, Math.trunc(quantity) || 1), stock);
}
