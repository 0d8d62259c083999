import { type ReviewProductWire, toReviewProductWire } from './review.serializer.ts';
import type { Inquiry } from './review.types.ts';

export type InquiryWire = {
  id: number;
  it_id: number;
  product: ReviewProductWire;
  /** '비밀글입니다.' for a secret question this viewer may not read. */
  title: string;
  body: string | null;
  is_secret: boolean;
  /** Whether this viewer may read it (their own, an administrator, or not secret). */
  readable: boolean;
  answered: boolean;
  answer: string | null;
  answered_at: string | null;
  author: string;
  mine: boolean;
  /** The author may still edit or delete it: only while it has no answer. */
  editable: boolean;
  created_at: string;
};

export function toInquiryWire(i: Inquiry): InquiryWire {
  return {
    id: i.id,
    it_id: i.product.id,
    product: toReviewProductWire(i.product),
    title: i.title,
    body: i.body,
    is_secret: i.is_secret,
    readable: i.readable,
    answered: i.answered,
    answer: i.answer,
    answered_at: i.answered_at?.toISOString() ?? null,
    author: i.author,
    mine: i.mine,
    editable: i.editable,
    created_at: i.created_at.toISOString(),
  };
}
