import type { Review, ReviewProduct } from './review.types.ts';

export type ReviewProductWire = { it_id: number; it_name: string; it_name_en: string; thumb_image: string };

/** A review as the storefront reads it; the author is already masked (`de***`). */
export type ReviewWire = {
  id: number;
  it_id: number;
  product: ReviewProductWire;
  rating: number;
  body: string;
  photos: string[];
  author: string;
  is_best: boolean;
  /** Written by the member asking, who may edit and delete it. */
  mine: boolean;
  created_at: string;
  updated_at: string;
};

export function toReviewProductWire(p: ReviewProduct): ReviewProductWire {
  return { it_id: p.id, it_name: p.name, it_name_en: p.name_en, thumb_image: p.thumb_image };
}

export function toReviewWire(r: Review): ReviewWire {
  return {
    id: r.id,
    it_id: r.product.id,
    product: toReviewProductWire(r.product),
    rating: r.rating,
    body: r.body,
    photos: r.photos,
    author: r.author,
    is_best: r.is_best,
    mine: r.mine,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
