import type { Suggestions } from './suggest.service.ts';

/** `GET /api/v1/search/suggest`: products under the spec's names, each with its address and price shown. */
export function toSuggestionsWire(s: Suggestions, formatPrice: (krw: number | null) => string) {
  return {
    keyword: s.keyword,
    corrected: s.corrected,
    products: s.products.map((p) => ({
      it_id: p.id,
      it_name: p.name,
      it_img: p.thumb_image,
      price: p.price,
      price_text: formatPrice(p.price),
      href: `/shop/product/${p.id}`,
    })),
    categories: s.categories.map((c) => ({
      ca_id: c.id,
      ca_name: c.name,
      path: c.path,
      href: `/shop/category/${c.id}`,
    })),
    popular: s.popular,
  };
}

export type SuggestionsWire = ReturnType<typeof toSuggestionsWire>;
