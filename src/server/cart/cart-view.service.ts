import { priceLine } from '../catalog/pricing.ts';
import { studioPrices } from '../custom-orders/studio-line.service.ts';
import { withStudioView } from '../custom-orders/studio-line.ts';
import { getDb } from '../db/client.ts';
import { shopSettings } from '../settings/settings.service.ts';
import { classPrices } from '../workshop/class-line.service.ts';
import { withClassView } from '../workshop/class-line.ts';
import { activeOptionsOf, type LineWithProduct, linesWithProducts } from './cart.repository.ts';
import { type CartTotals, cartTotals, type LineProblem, lineProblem, type ShippingRules } from './cart.ts';
import { type CartOwner, findCart } from './cart-owner.ts';

/** An active option of a cart line's product, to switch the line to. */
export type CartOptionChoice = {
  id: number;
  name: string;
  name_en: string;
  price_delta: number;
  stock: number;
  sold_out: boolean;
};

/** One cart line as the cart page shows it, priced now from current data (KRW). */
export type CartLineView = {
  /** False for a TSSA class seat, which ships nothing. */
  ships?: boolean;
  id: number;
  product_id: number;
  product_name: string;
  product_name_en: string;
  option_id: number | null;
  option_name: string | null;
  option_name_en: string | null;
  thumb_image: string;
  /** One unit now (discounted, with the option's extra), KRW; null when it has no price. */
  unit_price: number | null;
  /** One unit before the product discount. */
  list_price: number | null;
  quantity: number;
  line_total: number | null;
  stock: number;
  selected: boolean;
  /** False when the line cannot go to checkout; the reason says why. */
  available: boolean;
  unavailable_reason: LineProblem | null;
  is_custom: boolean;
  /** The product's options to switch to (empty for products without options). */
  options: CartOptionChoice[];
};

/** The whole cart: its lines, how many, the totals of the selected available lines, and the shipping rules. */
export type CartView = {
  lines: CartLineView[];
  count: number;
  totals: CartTotals;
  shipping: ShippingRules;
};

const DEFAULT_SHIPPING: ShippingRules = { base_fee: 3000, free_threshold: 50000 };

export async function shippingRules(): Promise<ShippingRules> {
  const s = (await shopSettings()).shipping;
  return s ? { base_fee: s.base_fee, free_threshold: s.free_threshold } : DEFAULT_SHIPPING;
}

function lineView(r: LineWithProduct, choices: CartOptionChoice[]): CartLineView {
  const option = r.option ? { ...r.option } : null;
  const price = priceLine(r.product, option, r.product.has_options);
  const problem = lineProblem(price, r.line.quantity);
  return {
    id: r.line.id,
    product_id: r.product.id,
    product_name: r.product.name,
    product_name_en: r.product.name_en,
    option_id: r.line.option_id,
    option_name: r.option?.name ?? null,
    option_name_en: r.option?.name_en ?? null,
    thumb_image: r.product.thumb_image,
    unit_price: price.unit_price,
    list_price: price.list_price,
    quantity: r.line.quantity,
    line_total: price.unit_price === null ? null : price.unit_price * r.line.quantity,
    stock: Math.max(0, price.stock),
    selected: r.line.is_selected,
    available: problem === null,
    unavailable_reason: problem,
    is_custom: r.product.is_custom,
    options: r.product.has_options ? choices : [],
  };
}

/** The lines of the owner's cart (or just `lineIds` of it), each re-priced, with the totals of the selected ones. */
export async function cartLinesView(owner: CartOwner, lineIds?: number[]): Promise<CartLineView[]> {
  const db = await getDb();
  const cart = await findCart(db, owner);
  if (!cart) return [];
  const rows = await linesWithProducts(db, cart.id, lineIds);
  const withOptions = [...new Set(rows.filter((r) => r.product.has_options).map((r) => r.product.id))];
  const choices = new Map<number, CartOptionChoice[]>();
  for (const o of await activeOptionsOf(db, withOptions)) {
    const list = choices.get(o.product_id) ?? [];
    list.push({
      id: o.id,
      name: o.name,
      name_en: o.name_en,
      price_delta: o.price_delta,
      stock: o.stock,
      sold_out: o.stock < 1,
    });
    choices.set(o.product_id, list);
  }
  // Studio lines (a formula made in a vessel of the line's product) are priced by the studio.
  const studio = await studioPrices(
    db,
    rows.map((r) => r.line),
  );
  // Class lines (a TSSA sign-up's seats) are priced by their sign-up.
  const classes = await classPrices(
    db,
    rows.map((r) => r.line),
  );
  return rows.map((r) =>
    withClassView(
      withStudioView(lineView(r, choices.get(r.product.id) ?? []), studio.get(r.line.id)),
      classes.get(r.line.id),
    ),
  );
}

/** The cart page and `GET /api/v1/cart`: every line, flagged where it cannot be ordered, and the totals. */
export async function cartView(owner: CartOwner): Promise<CartView> {
  const [lines, shipping] = await Promise.all([cartLinesView(owner), shippingRules()]);
  return { lines, count: lines.length, totals: cartTotals(lines, shipping), shipping };
}
