import type { BoardName, InquiryCategory, PostStatus } from './board.options.ts';

/** An attachment as the shop lists it; its bytes come only through the authorised file route. */
export type BoardFile = { id: number; name: string; mime: string; size: number };

type Sender = { name: string; mobile: string; email: string };

export type BulkRequest = Sender & {
  kind: 'bulk';
  items: { name: string; quantity: number }[];
  /** YYYY-MM-DD, or null when the sender named no date. */
  desired_date: string | null;
};

export type ClassRequest = Sender & {
  kind: 'class';
  class_id: number;
  /** The class's name when the request was sent, in both languages. */
  class_title: string;
  class_title_en: string;
  preferred_dates: string;
  head_count: number;
};

/** A post of the customer-service boards as the shop shows it to its writer and to operators. */
export type BoardPost = {
  id: number;
  board: BoardName;
  status: PostStatus;
  /** The writer may still edit or delete it: a 1:1 inquiry, while it has no answer. */
  editable: boolean;
  receipt_no: string | null;
  member_id: number | null;
  author_name: string;
  title: string;
  body: string;
  /** A 1:1 inquiry's kind and the member's order it is about, if any. */
  category: InquiryCategory | null;
  od_id: string | null;
  /** What a bulk or class request asked for. */
  request: BulkRequest | ClassRequest | null;
  files: BoardFile[];
  answer: string | null;
  answered_at: Date | null;
  created_at: Date;
  updated_at: Date;
};
