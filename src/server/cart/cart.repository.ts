import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cartLines, carts, productOptions, products } from '../db/schema/index.ts';

export type CartLineRow = typeof cartLines.$inferSelect;

// Spelled out in full: in a one-table select drizzle writes columns unqualified, and a bare "id"
// inside the subquery would name the option's id.
const productHasOptions = sql<boolean>`exists (select 1 from ${productOptions} o
  where o.product_id = ${sql.identifier('products')}.${sql.identifier('id')} and o.is_active)`;

/** Every line of a cart with the current product and option data it is priced from, oldest first. */
export async function linesWithProducts(db: Executor, cartId: number, lineIds?: number[]) {
  const where: SQL[] = [eq(cartLines.cart_id, cartId)];
  if (lineIds) where.push(lineIds.length ? inArray(cartLines.id, lineIds) : sql`false`);
  return db
    .select({
      line: cartLines,
      product: {
        id: products.id,
        name: products.name,
        name_en: products.name_en,
        thumb_image: products.thumb_image,
        base_price: products.base_price,
        discount_rate: products.discount_rate,
        stock: products.stock,
        status: products.status,
        is_custom: products.is_custom,
        has_options: productHasOptions,
      },
      option: productOptions,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.product_id))
    .leftJoin(productOptions, eq(productOptions.id, cartLines.option_id))
    .where(and(...where))
    .orderBy(asc(cartLines.created_at), asc(cartLines.id));
}

export type LineWithProduct = Awaited<ReturnType<typeof linesWithProducts>>[number];

/** The active options of the given products, in their display order. */
export async function activeOptionsOf(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productOptions)
    .where(and(inArray(productOptions.product_id, productIds), eq(productOptions.is_active, true)))
    .orderBy(asc(productOptions.sort_order), asc(productOptions.id));
}

/** A product with what decides whether it can go in the cart. */
export async function productForCart(db: Executor, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      base_price: products.base_price,
      discount_rate: products.discount_rate,
      stock: products.stock,
      status: products.status,
      has_options: productHasOptions,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export async function optionOf(db: Executor, productId: number, optionId: number) {
  const [row] = await db
    .select()
    .from(productOptions)
    .where(and(eq(productOptions.id, optionId), eq(productOptions.product_id, productId)));
  return row;
}

/**
 * The cart's line for a product and option (no option matches only a line without one). A studio
 * line (a formula made in a vessel of this product) is never the same line as the product itself.
 */
export async function sameLine(db: Executor, cartId: number, productId: number, optionId: number | null) {
  const [row] = await db
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.cart_id, cartId),
        eq(cartLines.product_id, productId),
        isNull(cartLines.composition),
        optionId === null ? isNull(cartLines.option_id) : eq(cartLines.option_id, optionId),
      ),
    )
    .orderBy(asc(cartLines.id))
    .limit(1);
  return row;
}

export async function lineOfCart(db: Executor, cartId: number, lineId: number) {
  const [row] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.cart_id, cartId)));
  return row;
}

export async function countLines(db: Executor, cartId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.cart_id, cartId));
  return Number(row?.n ?? 0);
}

export async function touchCart(db: Executor, cartId: number): Promise<void> {
  await db.update(carts).set({ updated_at: new Date() }).where(eq(carts.id, cartId));
}
