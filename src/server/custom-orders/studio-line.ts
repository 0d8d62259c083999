import type { Composition } from '~/lib/studio/types';
import type { LinePrice } from '../catalog/pricing.ts';
import type { CartLineForCheckout } from '../orders/checkout.ts';
import { type LineViewFields, ownPricedLine, ownPricedView } from '../orders/own-priced-line.ts';

/** What a studio cart line keeps: the composition as quoted and the formula's name when it was added. */
export type StudioSnapshot = { composition: Composition; name: string };

export const isStudioSnapshot = (v: unknown): v is StudioSnapshot =>
  typeof v === 'object' && v !== null && 'composition' in v && typeof (v as { name?: unknown }).name === 'string';

/** A studio line's price now: the server's unit price at its quantity, or why it cannot be ordered. */
export type StudioPrice = { unitPrice: number; name: string; nameEn: string } | { refused: string };

export const STUDIO_LINE_NAME = (name: string, sizeMl: number) => ({
  name: `[맞춤 제작] ${name} ${sizeMl}ml`,
  nameEn: `[Made to order] ${name} ${sizeMl}ml`,
});

/**
 * A studio line priced by the studio instead of its vessel's product: the quoted unit price, the
 * formula's name, always made to order (the checkout asks for the custom_made agreement). The
 * vessel's stock still bounds it; a refused quote makes it unorderable.
 */
export function withStudioPrice(line: CartLineForCheckout, price: StudioPrice | undefined): CartLineForCheckout {
  if (!price) return line;
  const stock = line.price.stock;
  const priced: LinePrice =
    'refused' in price
      ? { available: false, reason: 'not_for_sale', unit_price: null, list_price: null, stock }
      : line.price.available
        ? { available: true, unit_price: price.unitPrice, list_price: price.unitPrice, stock }
        : { ...line.price, unit_price: price.unitPrice, list_price: price.unitPrice };
  return ownPricedLine(line, price, priced, true);
}

/** A studio line as the cart shows it: the formula's name and the studio's price, no options to switch to. */
export function withStudioView<V extends LineViewFields>(view: V, price: StudioPrice | undefined): V {
  return price ? ownPricedView(view, price, true) : view;
}
