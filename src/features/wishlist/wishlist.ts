import type { ProductCard } from '~/server/catalog/product.types';

/** What a wishlist row shows of its product. */
export type WishProduct = Pick<
  ProductCard,
  'id' | 'name' | 'name_en' | 'thumb_image' | 'price' | 'discount' | 'stock' | 'has_options'
>;

/** One entry of the member's wishlist (`id` is the entry's, which removal names). */
export type WishListEntry = { id: number; product: WishProduct };

export const isSoldOut = (product: Pick<WishProduct, 'stock'>) => product.stock < 1;

/** A product for sale and in stock can go in the cart from its row. */
export const canAddToCart = (product: Pick<WishProduct, 'price' | 'stock'>) =>
  Boolean(product.price) && !isSoldOut(product);
