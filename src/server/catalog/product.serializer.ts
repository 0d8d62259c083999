import { productPrice } from './pricing.ts';
import type { ListedProduct } from './product.repository.ts';

/** The spec's product list card, with its legacy wire names. */
export type ProductCardWire = {
  it_id: number;
  it_name: string;
  it_name_en: string;
  it_summary: string;
  it_summary_en: string;
  thumb_image: string;
  default_price: {
    value: number | null;
    model: { op_qty: number };
    discountable: { before: number | null; rate: number } | null;
  };
  discount_label: { amount: number } | null;
  reviews_count: number;
  color_tips: { color_tip: string; image_url: string }[];
  icon_urls: string[];
  badges: string[];
  /** Options must be chosen on the product page before the product can go in the cart. */
  has_options: boolean;
  wishes: { wi_id: number }[];
};

export function serializeProductCard(
  p: Omit<ListedProduct, 'has_options'> & { has_options?: boolean },
  wishes: { wi_id: number }[] = [],
): ProductCardWire {
  const price = p.base_price || null;
  const discounted = Boolean(price && p.discount_rate > 0);
  return {
    it_id: p.id,
    it_name: p.name,
    it_name_en: p.name_en,
    it_summary: p.summary,
    it_summary_en: p.summary_en,
    thumb_image: p.thumb_image,
    default_price: {
      value: productPrice(p),
      model: { op_qty: p.stock },
      discountable: discounted ? { before: price, rate: p.discount_rate } : null,
    },
    discount_label: p.coupon_discount > 0 ? { amount: p.coupon_discount } : null,
    reviews_count: p.review_count,
    color_tips: p.color_swatches.map((s) => ({ color_tip: s.color, image_url: s.image_url })),
    icon_urls: p.icons.map((name) => `/images/icons/${name}.svg`),
    badges: p.badges,
    has_options: p.has_options ?? false,
    wishes,
  };
}
