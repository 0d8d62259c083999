import { and, asc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { guideMaterials, productOptions, products, promotionProducts } from '../db/schema/index.ts';

/** The product ids a promotion shows, in its order. */
export async function promotionProductIds(db: Executor, pageId: number): Promise<number[]> {
  const rows = await db
    .select({ id: promotionProducts.product_id })
    .from(promotionProducts)
    .where(eq(promotionProducts.page_id, pageId))
    .orderBy(asc(promotionProducts.position), asc(promotionProducts.id));
  return rows.map((r) => r.id);
}

const hasOptions = sql<boolean>`exists (select 1 from ${productOptions} o where o.product_id = ${products.id})`;

/** What a material line needs of its product and option: names, picture, price and stock. */
const goodsColumns = {
  product_id: products.id,
  name: products.name,
  name_en: products.name_en,
  thumb_image: products.thumb_image,
  category_id: products.category_id,
  base_price: products.base_price,
  discount_rate: products.discount_rate,
  stock: products.stock,
  status: products.status,
  has_options: hasOptions,
};

export type MaterialGoods = {
  product_id: number;
  name: string;
  name_en: string;
  thumb_image: string;
  category_id: number;
  base_price: number | null;
  discount_rate: number;
  stock: number;
  status: string;
  has_options: boolean;
  option: { id: number; name: string; name_en: string; price_delta: number; stock: number; is_active: boolean } | null;
};

export type MaterialRow = {
  id: number;
  label: string;
  label_en: string;
  amount_per_piece: number | null;
  amount_per_unit: number;
  goods: MaterialGoods;
};

function optionOf(r: {
  option_id: number | null;
  option_name: string | null;
  option_name_en: string | null;
  price_delta: number | null;
  option_stock: number | null;
  option_active: boolean | null;
}): MaterialGoods['option'] {
  if (r.option_id === null) return null;
  return {
    id: r.option_id,
    name: r.option_name ?? '',
    name_en: r.option_name_en ?? '',
    price_delta: r.price_delta ?? 0,
    stock: r.option_stock ?? 0,
    is_active: r.option_active ?? false,
  };
}

const optionColumns = {
  option_id: productOptions.id,
  option_name: productOptions.name,
  option_name_en: productOptions.name_en,
  price_delta: productOptions.price_delta,
  option_stock: productOptions.stock,
  option_active: productOptions.is_active,
};

/** A guide's materials in their order, each with its product and option as they stand now. */
export async function materialRows(db: Executor, pageId: number): Promise<MaterialRow[]> {
  const rows = await db
    .select({
      id: guideMaterials.id,
      label: guideMaterials.label,
      label_en: guideMaterials.label_en,
      amount_per_piece: guideMaterials.amount_per_piece,
      amount_per_unit: guideMaterials.amount_per_unit,
      ...goodsColumns,
      ...optionColumns,
    })
    .from(guideMaterials)
    .innerJoin(products, eq(products.id, guideMaterials.product_id))
    .leftJoin(productOptions, eq(productOptions.id, guideMaterials.option_id))
    .where(eq(guideMaterials.page_id, pageId))
    .orderBy(asc(guideMaterials.position), asc(guideMaterials.id));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    label_en: r.label_en,
    amount_per_piece: r.amount_per_piece,
    amount_per_unit: r.amount_per_unit,
    goods: goodsOf(r),
  }));
}

function goodsOf(r: Omit<MaterialGoods, 'option'> & Parameters<typeof optionOf>[0]): MaterialGoods {
  return {
    product_id: r.product_id,
    name: r.name,
    name_en: r.name_en,
    thumb_image: r.thumb_image,
    category_id: r.category_id,
    base_price: r.base_price,
    discount_rate: r.discount_rate,
    stock: r.stock,
    status: r.status,
    has_options: r.has_options,
    option: optionOf(r),
  };
}

/**
 * Goods of the same category that can be bought in the quantity asked: products without options
 * with that stock, or an active option with that stock (the option of the same name first). The
 * nearest in price first, then the best sellers. At most `limit`.
 */
export async function substituteCandidates(
  db: Executor,
  q: { categoryId: number; excludeId: number; quantity: number; optionName: string | null; price: number },
  limit = 1,
): Promise<MaterialGoods[]> {
  const rows = await db
    .select({ ...goodsColumns, ...optionColumns })
    .from(products)
    .leftJoin(
      productOptions,
      and(
        eq(productOptions.product_id, products.id),
        eq(productOptions.is_active, true),
        gte(productOptions.stock, q.quantity),
      ),
    )
    .where(
      and(
        eq(products.category_id, q.categoryId),
        ne(products.id, q.excludeId),
        eq(products.status, 'active'),
        isNotNull(products.base_price),
        sql`(case when ${hasOptions} then ${productOptions.id} is not null else ${products.stock} >= ${q.quantity} end)`,
      ),
    )
    .orderBy(
      sql`abs(${products.sale_price} - ${q.price})`,
      sql`(${productOptions.name} is not distinct from ${q.optionName}) desc`,
      sql`${products.sales_count} desc`,
      asc(products.id),
      asc(productOptions.sort_order),
    )
    .limit(limit * 4);
  const seen = new Set<number>();
  const out: MaterialGoods[] = [];
  for (const r of rows) {
    if (seen.has(r.product_id)) continue;
    seen.add(r.product_id);
    out.push(goodsOf(r));
    if (out.length === limit) break;
  }
  return out;
}
