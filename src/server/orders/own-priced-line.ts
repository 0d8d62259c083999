import type { LinePrice } from '../catalog/pricing.ts';
import type { CartLineForCheckout } from './checkout.ts';

/**
 * Lines priced by a rule of their own instead of the product that carries them (a studio formula,
 * a TSSA class seat): their name and price, in the checkout and in the cart, with no options.
 */

/** The line's own price and names, or why it cannot be ordered. */
export type OwnPrice = { unitPrice: number; name: string; nameEn: string } | { refused: string };

/** A checkout line under its own price (`priced`) and, unless refused, its own names. */
export function ownPricedLine(
  line: CartLineForCheckout,
  price: OwnPrice,
  priced: LinePrice,
  isCustom: boolean,
): CartLineForCheckout {
  return {
    ...line,
    name: 'refused' in price ? line.name : price.name,
    name_en: 'refused' in price ? line.name_en : price.nameEn,
    option_name: null,
    option_name_en: null,
    is_custom: isCustom,
    price: priced,
  };
}

export type LineViewFields = {
  product_name: string;
  product_name_en: string;
  option_name: string | null;
  option_name_en: string | null;
  unit_price: number | null;
  list_price: number | null;
  quantity: number;
  line_total: number | null;
  available: boolean;
  unavailable_reason: string | null;
  is_custom: boolean;
  options: unknown[];
};

/** A cart line as the cart shows it under its own price: its names, its price, no options to switch to. */
export function ownPricedView<V extends LineViewFields>(view: V, price: OwnPrice, isCustom: boolean): V {
  if ('refused' in price)
    return { ...view, available: false, unavailable_reason: 'not_for_sale', is_custom: isCustom, options: [] };
  return {
    ...view,
    product_name: price.name,
    product_name_en: price.nameEn,
    option_name: null,
    option_name_en: null,
    unit_price: price.unitPrice,
    list_price: price.unitPrice,
    line_total: price.unitPrice * view.quantity,
    is_custom: isCustom,
    options: [],
  };
}
