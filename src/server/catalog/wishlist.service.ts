import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { products, wishlistEntries } from '../db/schema/index.ts';
import { NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { productCard } from './product.service.ts';
import type { ProductCard, WishEntry } from './product.types.ts';

/** The ids of the member's wishlist entries for the given products, keyed by product id. */
export async function wishesFor(memberId: number, productIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (productIds.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ id: wishlistEntries.id, product_id: wishlistEntries.product_id })
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.member_id, memberId), inArray(wishlistEntries.product_id, productIds)));
  for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r.id]);
  return out;
}

/** Cards with the member's hearts filled in (spec 3: a product with wishlist entries is in the wishlist). */
export async function withWishes<C extends ProductCard>(cards: C[], memberId: number | undefined): Promise<C[]> {
  if (!memberId || cards.length === 0) return cards;
  const wishes = await wishesFor(
    memberId,
    cards.map((c) => c.id),
  );
  return cards.map((c) => ({ ...c, wish_ids: wishes.get(c.id) ?? [] }));
}

/** Spec 7: the member's wishlist, newest entry first, 5 per page by default. */
export async function wishPage(
  memberId: number,
  q: { page: number; perPage: number; order: 'asc' | 'desc' },
): Promise<Page<WishEntry>> {
  const db = await getDb();
  const where = and(eq(wishlistEntries.member_id, memberId), eq(products.status, 'active'));
  const [rows, totals] = await Promise.all([
    db
      .select({ entry: wishlistEntries, product: products })
      .from(wishlistEntries)
      .innerJoin(products, eq(products.id, wishlistEntries.product_id))
      .where(where)
      .orderBy(q.order === 'asc' ? wishlistEntries.id : desc(wishlistEntries.id))
      .limit(q.perPage)
      .offset(offsetOf(q.page, q.perPage)),
    db
      .select({ n: count() })
      .from(wishlistEntries)
      .innerJoin(products, eq(products.id, wishlistEntries.product_id))
      .where(where),
  ]);
  const data = rows.map(({ entry, product }) => ({
    id: entry.id,
    product_id: product.id,
    created_at: entry.created_at,
    product: { ...productCard(product), wish_ids: [entry.id] },
  }));
  return toPage(data, Number(totals[0]?.n ?? 0), q.page, q.perPage);
}

/**
 * Adds a product to the member's wishlist. A product is there at most once: adding it again answers
 * the entry that is already there (`created: false`), also when two requests race.
 */
export async function addWish(
  memberId: number,
  productId: number,
): Promise<{ id: number; product_id: number; created: boolean }> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  if (!product) throw new ValidationError({ product_id: ['존재하지 않거나 판매하지 않는 상품입니다.'] });
  const [inserted] = await db
    .insert(wishlistEntries)
    .values({ member_id: memberId, product_id: productId })
    .onConflictDoNothing({ target: [wishlistEntries.member_id, wishlistEntries.product_id] })
    .returning({ id: wishlistEntries.id });
  if (inserted) return { id: inserted.id, product_id: productId, created: true };
  const [existing] = await db
    .select({ id: wishlistEntries.id })
    .from(wishlistEntries)
    .where(and(eq(wishlistEntries.member_id, memberId), eq(wishlistEntries.product_id, productId)));
  if (!existing) throw new NotFoundError();
  return { id: existing.id, product_id: productId, created: false };
}

/** Removes one of the member's entries; someone else's entry is as good as missing (404). */
export async function removeWish(memberId: number, wishId: number): Promise<{ id: number; product_id: number }> {
  const db = await getDb();
  const [gone] = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.id, wishId), eq(wishlistEntries.member_id, memberId)))
    .returning({ id: wishlistEntries.id, product_id: wishlistEntries.product_id });
  if (!gone) throw new NotFoundError('위시리스트에 없는 상품입니다.');
  return { id: gone.id, product_id: gone.product_id };
}
