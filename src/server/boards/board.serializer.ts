import type { BoardPost, BulkRequest, ClassRequest } from './board.types.ts';

export type BoardFileWire = { id: number; name: string; mime: string; size: number; url: string | null };

export type BoardPostWire = {
  id: number;
  board: BoardPost['board'];
  /** received (답변대기) or answered (답변완료). */
  status: BoardPost['status'];
  answered: boolean;
  editable: boolean;
  receipt_no: string | null;
  author_name: string;
  title: string;
  body: string;
  category: BoardPost['category'];
  od_id: string | null;
  request: BulkRequest | ClassRequest | null;
  files: BoardFileWire[];
  answer: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
};

/** Where an attachment is served: only to the post's writer (a member) and administrators. */
export const attachmentUrl = (postId: number, fileId: number) => `/api/v1/inquiries/${postId}/files/${fileId}`;

/**
 * A post as the board calls answer it. A visitor reading a request back by its receipt number sees
 * its files' names but gets no address for them (`withFileUrls: false`): the file route is for members.
 */
export function toBoardPostWire(p: BoardPost, opts: { withFileUrls?: boolean } = {}): BoardPostWire {
  const urls = opts.withFileUrls ?? true;
  return {
    id: p.id,
    board: p.board,
    status: p.status,
    answered: p.answered_at !== null,
    editable: p.editable,
    receipt_no: p.receipt_no,
    author_name: p.author_name,
    title: p.title,
    body: p.body,
    category: p.category,
    od_id: p.od_id,
    request: p.request,
    files: p.files.map((f) => ({ ...f, url: urls ? attachmentUrl(p.id, f.id) : null })),
    answer: p.answer,
    answered_at: p.answered_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  };
}

/** Operators also see which member wrote it (null for a visitor). */
export function toAdminPostWire(p: BoardPost): BoardPostWire & { member_id: number | null } {
  return { ...toBoardPostWire(p), member_id: p.member_id };
}
