import { addLines } from '../cart/cart.service.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { type PricedProduct, priceLine } from '../catalog/pricing.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, NotFoundError } from '../http/errors.ts';
import { findContent } from './content.repository.ts';
import {
  type MaterialGoods,
  type MaterialRow,
  materialRows,
  promotionProductIds,
  substituteCandidates,
} from './shopping-list.repository.ts';

/** The most pieces a reader may scale a guide's materials to. */
export const MAX_PIECES = 50;

/** Units of a material that `pieces` pieces take: a tool is bought once, a consumable scales up. */
export function unitsFor(m: Pick<MaterialRow, 'amount_per_piece' | 'amount_per_unit'>, pieces: number): number {
  if (m.amount_per_piece === null) return 1;
  return Math.max(1, Math.ceil((m.amount_per_piece * pieces) / Math.max(1, m.amount_per_unit)));
}

/** Goods as a material line shows them: what one unit costs now and how many can be bought. */
export type GoodsView = {
  product_id: number;
  option_id: number | null;
  name: string;
  name_en: string;
  option_name: string | null;
  option_name_en: string | null;
  thumb_image: string;
  unit_price: number | null;
};

export type MaterialLine = {
  id: number;
  label: string;
  label_en: string;
  /** Bought once however many pieces are made (a mould, a thermometer). */
  tool: boolean;
  goods: GoodsView;
  quantity: number;
  /** The guide's own product can be bought in that quantity. */
  available: boolean;
  /** Asked for when it cannot: the nearest in price of the same category that can. */
  substitute: GoodsView | null;
  /** Whether the line is in the reader's list (tools start out of it: many readers have them). */
  included: boolean;
};

export type ShoppingList = {
  pieces: number;
  lines: MaterialLine[];
  /** What the included lines cost now, with substitutes where the guide's product cannot be bought; KRW. */
  total: number;
  /** Included lines that neither the product nor a substitute can fill. */
  missing: number;
};

function viewOf(g: MaterialGoods, unitPrice: number | null): GoodsView {
  return {
    product_id: g.product_id,
    option_id: g.option?.id ?? null,
    name: g.name,
    name_en: g.name_en,
    option_name: g.option?.name ?? null,
    option_name_en: g.option?.name_en ?? null,
    thumb_image: g.thumb_image,
    unit_price: unitPrice,
  };
}

function priced(g: MaterialGoods) {
  const product: PricedProduct = {
    base_price: g.base_price,
    discount_rate: g.discount_rate,
    stock: g.stock,
    status: g.status,
  };
  return priceLine(product, g.option, g.has_options);
}

/** Whether the goods can be bought in that quantity now. */
function fits(g: MaterialGoods, quantity: number): boolean {
  const price = priced(g);
  return price.available && price.stock >= quantity;
}

async function guideMaterials(guideId: number): Promise<MaterialRow[]> {
  const db = await getDb();
  const guide = await findContent(db, 'diy', { id: guideId });
  if (!guide) throw new NotFoundError('페이지를 찾을 수 없습니다.');
  return materialRows(db, guide.id);
}

/**
 * A guide's materials for `pieces` pieces: each as the shop's product with the units it takes, and a
 * substitute from the same category when the product cannot be bought in that quantity (sold out, not
 * for sale, too few left). `skip` takes lines out of the list; without it, tools start out.
 */
export async function shoppingList(guideId: number, pieces: number, skip?: readonly number[]): Promise<ShoppingList> {
  const rows = await guideMaterials(guideId);
  const db = await getDb();
  const lines: MaterialLine[] = [];
  for (const m of rows) {
    const quantity = unitsFor(m, pieces);
    const available = fits(m.goods, quantity);
    const price = priced(m.goods);
    let substitute: GoodsView | null = null;
    if (!available) {
      const [found] = await substituteCandidates(db, {
        categoryId: m.goods.category_id,
        excludeId: m.goods.product_id,
        quantity,
        optionName: m.goods.option?.name ?? null,
        price: price.unit_price ?? 0,
      });
      if (found) substitute = viewOf(found, priced(found).unit_price);
    }
    const tool = m.amount_per_piece === null;
    lines.push({
      id: m.id,
      label: m.label,
      label_en: m.label_en,
      tool,
      goods: viewOf(m.goods, price.unit_price),
      quantity,
      available,
      substitute,
      included: skip ? !skip.includes(m.id) : !tool,
    });
  }
  let total = 0;
  let missing = 0;
  for (const l of lines) {
    if (!l.included) continue;
    const unit = l.available ? l.goods.unit_price : l.substitute?.unit_price;
    if (unit === null || unit === undefined) missing += 1;
    else total += unit * l.quantity;
  }
  return { pieces, lines, total, missing };
}

export type AddedMaterial = {
  material_id: number;
  product_id: number;
  option_id: number | null;
  quantity: number;
  substituted: boolean;
};

/**
 * "재료 한번에 담기": puts the included lines of the list for `pieces` pieces in the cart in one go,
 * substitutes where the guide's product cannot be bought. Lines nothing can fill are named back;
 * when nothing at all can be put in the cart, 409.
 */
export async function addShoppingListToCart(
  owner: CartOwner,
  guideId: number,
  pieces: number,
  skip: readonly number[] | undefined,
): Promise<{
  added: AddedMaterial[];
  missing: { material_id: number; label: string; label_en: string }[];
  count: number;
  cartKey?: string;
}> {
  const list = await shoppingList(guideId, pieces, skip);
  const added: AddedMaterial[] = [];
  const missing: { material_id: number; label: string; label_en: string }[] = [];
  for (const l of list.lines) {
    if (!l.included) continue;
    const goods = l.available ? l.goods : l.substitute;
    if (!goods) {
      missing.push({ material_id: l.id, label: l.label, label_en: l.label_en });
      continue;
    }
    added.push({
      material_id: l.id,
      product_id: goods.product_id,
      option_id: goods.option_id,
      quantity: l.quantity,
      substituted: !l.available,
    });
  }
  if (added.length === 0) throw new ConflictError('장바구니에 담을 수 있는 재료가 없습니다.');
  const result = await addLines(
    owner,
    added.map((a) => ({
      product_id: a.product_id,
      option_id: a.option_id ?? undefined,
      quantity: a.quantity,
      buy_now: false,
    })),
  );
  return { added, missing, count: result.count, cartKey: result.cartKey };
}

/** The product ids a promotion lists, in its order. */
export async function promotionProductIdsOf(pageId: number): Promise<number[]> {
  return promotionProductIds(await getDb(), pageId);
}
