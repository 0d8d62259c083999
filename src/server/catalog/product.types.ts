import type { products } from '../db/schema/index.ts';
import type { CategoryNode } from './category-tree.ts';
import type { Unavailable } from './pricing.ts';

/**
 * A product as the shop's lists show it: names and summaries in both languages, the price now (KRW,
 * null when not for sale) and before the product discount, stock, coupon amount (0 for none), marks,
 * and the ids of the viewing member's wishlist entries for it (empty for a visitor).
 */
export type ProductCard = {
  id: number;
  name: string;
  name_en: string;
  summary: string;
  summary_en: string;
  thumb_image: string;
  price: number | null;
  discount: { before: number; rate: number } | null;
  stock: number;
  coupon_discount: number;
  review_count: number;
  /** The average star rating of its reviews (0 without reviews). */
  rating_avg: number;
  color_swatches: { color: string; image_url: string }[];
  icon_urls: string[];
  badges: string[];
  /** Options must be chosen on the product page before the product can go in the cart. */
  has_options: boolean;
  wish_ids: number[];
};

/** A best seller: its card and the units sold over the ranking's period. */
export type RankedProductCard = ProductCard & { recent_sales: number };

/** An active option of a product: its extra over the product price and what one unit with it costs now (KRW). */
export type ProductOption = {
  id: number;
  name: string;
  name_en: string;
  price_delta: number;
  price: number | null;
  stock: number;
  sold_out: boolean;
};

/**
 * A visible product with everything its page shows. `unavailable` says why it cannot be bought as a
 * whole right now (options may still differ), or is null.
 */
export type ProductDetail = {
  card: ProductCard;
  description: string;
  description_en: string;
  images: string[];
  options: ProductOption[];
  category: CategoryNode | undefined;
  breadcrumbs: CategoryNode[];
  disclosure: (typeof products.$inferSelect)['disclosure'];
  chemical_safety_no: string | null;
  rating_avg: number;
  is_custom: boolean;
  created_at: Date;
  updated_at: Date;
  unavailable: Unavailable | null;
};

/** One entry of a member's wishlist, with the product's card. */
export type WishEntry = { id: number; product_id: number; created_at: Date; product: ProductCard };
