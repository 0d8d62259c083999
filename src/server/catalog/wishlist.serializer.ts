import { type ProductCardWire, toProductCardWire } from './product.serializer.ts';
import type { WishEntry } from './product.types.ts';

/** A wishlist entry as `GET /api/v1/my-wish` lists it. */
export type WishWire = { wi_id: number; it_id: number; created_at: string; product: ProductCardWire };

export function toWishWire(entry: WishEntry): WishWire {
  return {
    wi_id: entry.id,
    it_id: entry.product_id,
    created_at: entry.created_at.toISOString(),
    product: toProductCardWire(entry.product),
  };
}

/** The entry a wishlist add or remove answers. */
export type WishRefWire = { wi_id: number; it_id: number };

export function toWishRefWire(entry: { id: number; product_id: number }): WishRefWire {
  return { wi_id: entry.id, it_id: entry.product_id };
}
