import type { LinePrice } from '../catalog/pricing.ts';
import type { CartLineForCheckout } from '../orders/checkout.ts';

/**
 * A TSSA class line: carried by the class's own (hidden) product, priced by its sign-up (the fee for
 * each head as it was when the seat was taken), not made to order, and orderable only while its
 * sign-up still waits for payment with the same head count.
 */
export type ClassPrice = { unitPrice: number; headCount: number; name: string; nameEn: string } | { refused: string };

export const CLASS_LINE_NAME = (title: string, titleEn: string, when: string, whenEn: string) => ({
  name: `[TSSA 클래스] ${title} · ${when}`,
  nameEn: `[TSSA class] ${titleEn} · ${whenEn}`,
});

export function withClassPrice(line: CartLineForCheckout, price: ClassPrice | undefined): CartLineForCheckout {
  if (!price) return line;
  const priced: LinePrice =
    'refused' in price || line.quantity !== price.headCount
      ? { available: false, reason: 'not_for_sale', unit_price: null, list_price: null, stock: 0 }
      : { available: true, unit_price: price.unitPrice, list_price: price.unitPrice, stock: price.headCount };
  return {
    ...line,
    name: 'refused' in price ? line.name : price.name,
    name_en: 'refused' in price ? line.name_en : price.nameEn,
    option_name: null,
    option_name_en: null,
    is_custom: false,
    ships: false,
    price: priced,
  };
}

type LineViewFields = {
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

/** A class line as the cart shows it: the class and session, the fee per head, no options. */
export function withClassView<V extends LineViewFields>(view: V, price: ClassPrice | undefined): V {
  if (!price) return view;
  if ('refused' in price || view.quantity !== price.headCount)
    return { ...view, available: false, unavailable_reason: 'not_for_sale', is_custom: false, options: [] };
  return {
    ...view,
    product_name: price.name,
    product_name_en: price.nameEn,
    option_name: null,
    option_name_en: null,
    unit_price: price.unitPrice,
    list_price: price.unitPrice,
    line_total: price.unitPrice * view.quantity,
    available: true,
    unavailable_reason: null,
    is_custom: false,
    options: [],
  };
}
