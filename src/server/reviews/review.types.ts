import type { ReviewProduct } from './review.repository.ts';

export type { ReviewProduct } from './review.repository.ts';

/**
 * A review as the shop shows it: the author already masked (`de***`); `mine` when the viewing member
 * wrote it (they may edit and delete it).
 */
export type Review = {
  id: number;
  product: ReviewProduct;
  rating: number;
  body: string;
  photos: string[];
  author: string;
  is_best: boolean;
  mine: boolean;
  created_at: Date;
  updated_at: Date;
};

/** Who is reading: a secret question is readable only by its author and administrators. */
export type Viewer = { memberId?: number | undefined; isAdmin?: boolean | undefined };

/**
 * A product question as one viewer may see it: title '비밀글입니다.' and no body or answer when it is
 * secret and not readable by them; `editable` while it is the viewer's own and has no answer.
 */
export type Inquiry = {
  id: number;
  product: ReviewProduct;
  title: string;
  body: string | null;
  is_secret: boolean;
  readable: boolean;
  answered: boolean;
  answer: string | null;
  answered_at: Date | null;
  author: string;
  mine: boolean;
  editable: boolean;
  created_at: Date;
};
