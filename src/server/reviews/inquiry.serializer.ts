import type { InquiryRow } from './inquiry.repository.ts';
import { SECRET_TITLE } from './mask.ts';
import type { ReviewProduct } from './review.repository.ts';
import { type ReviewProductWire, serializeReviewProduct } from './review.serializer.ts';

/** Who is reading: a secret question is readable only by its author and administrators. */
export type Viewer = { memberId?: number | undefined; isAdmin?: boolean | undefined };

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

export function canRead(i: Pick<InquiryRow, 'is_secret' | 'member_id'>, viewer: Viewer): boolean {
  const mine = viewer.memberId !== undefined && i.member_id === viewer.memberId;
  return !i.is_secret || mine || viewer.isAdmin === true;
}

export function serializeInquiry(i: InquiryRow, p: ReviewProduct, viewer: Viewer): InquiryWire {
  const mine = viewer.memberId !== undefined && i.member_id === viewer.memberId;
  const readable = canRead(i, viewer);
  const answered = i.answered_at !== null;
  return {
    id: i.id,
    it_id: p.id,
    product: serializeReviewProduct(p),
    title: readable ? i.title : SECRET_TITLE,
    body: readable ? i.body : null,
    is_secret: i.is_secret,
    readable,
    answered,
    answer: readable ? i.answer : null,
    answered_at: i.answered_at?.toISOString() ?? null,
    author: i.author_name,
    mine,
    editable: mine && !answered,
    created_at: i.created_at.toISOString(),
  };
}
