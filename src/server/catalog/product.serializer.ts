import type { WireNames } from '../http/wire-names.ts';
import type { CategoryNode } from './category-tree.ts';
import type { ProductCard, ProductDetail, ProductOption, RankedProductCard } from './product.types.ts';

/** A product named by a request or a field error: `product_id` in the shop's own types, `it_id` on the wire. */
export const PRODUCT_REF_NAMES = { product_id: 'it_id' } as const satisfies WireNames;

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

export function toProductCardWire(card: ProductCard): ProductCardWire {
  return {
    it_id: card.id,
    it_name: card.name,
    it_name_en: card.name_en,
    it_summary: card.summary,
    it_summary_en: card.summary_en,
    thumb_image: card.thumb_image,
    default_price: {
      value: card.price,
      model: { op_qty: card.stock },
      discountable: card.discount && { before: card.discount.before, rate: card.discount.rate },
    },
    discount_label: card.coupon_discount > 0 ? { amount: card.coupon_discount } : null,
    reviews_count: card.review_count,
    color_tips: card.color_swatches.map((s) => ({ color_tip: s.color, image_url: s.image_url })),
    icon_urls: card.icon_urls,
    badges: card.badges,
    has_options: card.has_options,
    wishes: card.wish_ids.map((wi_id) => ({ wi_id })),
  };
}

export type RankedProductCardWire = ProductCardWire & { recent_sales: number };

export function toRankedProductCardWire(card: RankedProductCard): RankedProductCardWire {
  return { ...toProductCardWire(card), recent_sales: card.recent_sales };
}

/** A product option as the product answer lists it. */
export type ProductOptionWire = {
  io_id: number;
  name: string;
  name_en: string;
  /** The extra over the product price, KRW. */
  price_delta: number;
  /** What one unit with this option costs now. */
  price: number | null;
  stock: number;
  sold_out: boolean;
};

export function toProductOptionWire(o: ProductOption): ProductOptionWire {
  return {
    io_id: o.id,
    name: o.name,
    name_en: o.name_en,
    price_delta: o.price_delta,
    price: o.price,
    stock: o.stock,
    sold_out: o.sold_out,
  };
}

type CategoryRefWire = { id: number; name: string; name_en: string };

const categoryRef = (c: CategoryNode): CategoryRefWire => ({ id: c.id, name: c.name, name_en: c.name_en });

/** `GET /api/v1/products/{it_id}`: the list card's fields plus gallery, options, category path and disclosure. */
export type ProductDetailWire = ProductCardWire & {
  it_description: string;
  it_description_en: string;
  images: string[];
  options: ProductOptionWire[];
  category: CategoryRefWire | undefined;
  breadcrumbs: CategoryRefWire[];
  disclosure: ProductDetail['disclosure'];
  chemical_safety_no: string | null;
  rating_avg: number;
  is_custom: boolean;
  purchasable: boolean;
  unavailable_reason: ProductDetail['unavailable'];
};

/** The detail with its descriptions as given (the API sanitises them first). */
export function toProductDetailWire(detail: ProductDetail): ProductDetailWire {
  return {
    ...toProductCardWire(detail.card),
    it_description: detail.description,
    it_description_en: detail.description_en,
    images: detail.images,
    options: detail.options.map(toProductOptionWire),
    category: detail.category && categoryRef(detail.category),
    breadcrumbs: detail.breadcrumbs.map(categoryRef),
    disclosure: detail.disclosure,
    chemical_safety_no: detail.chemical_safety_no,
    rating_avg: detail.rating_avg,
    is_custom: detail.is_custom,
    purchasable: detail.unavailable === null,
    unavailable_reason: detail.unavailable,
  };
}
