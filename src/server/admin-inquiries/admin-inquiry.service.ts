import { adminPost } from '../boards/answer.service.ts';
import type { BoardPost } from '../boards/board.types.ts';
import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import type { PartnerApplication } from '../partners/partner.types.ts';
import { adminApplication } from '../partners/partner-admin.service.ts';
import { adminInquiry, type Inquiry } from '../reviews/inquiry.service.ts';
import {
  type BOARD_KINDS,
  isBoardKind,
  isPartnerKind,
  type PARTNER_KINDS,
  type QueueKind,
} from './admin-inquiry.options.ts';
import { type Asker, askerOf, listQueue, type QueueRow } from './admin-inquiry.repository.ts';
import type { QueueFilters } from './admin-inquiry.schema.ts';

export type { Asker, QueueRow };

/** The one queue of every kind of question: filtered, those still waiting first, paged. */
export async function queuePage(f: QueueFilters, page: number, perPage: number): Promise<Page<QueueRow>> {
  const { rows, total } = await listQueue(await getDb(), f, perPage, offsetOf(page, perPage));
  return toPage(rows, total, page, perPage);
}

/** One row of the queue in full, with its asker; how it is answered depends on its kind. */
export type QueueDetail = { asker: Asker | undefined } & (
  | { kind: (typeof BOARD_KINDS)[number]; post: BoardPost }
  | { kind: 'product'; question: Inquiry }
  | { kind: (typeof PARTNER_KINDS)[number]; application: PartnerApplication }
);

/** A question of `kind` by its id; one of another kind under that id is a 404, as is a missing one. */
export async function queueDetail(kind: QueueKind, id: number): Promise<QueueDetail> {
  const db = await getDb();
  if (isBoardKind(kind)) {
    const post = await adminPost(id);
    if (post.board !== kind) throw new NotFoundError('문의를 찾을 수 없습니다.');
    return { kind, post, asker: await askerOf(db, post.member_id) };
  }
  if (isPartnerKind(kind)) {
    const { application, memberId } = await adminApplication(id);
    if (application.kind !== kind) throw new NotFoundError('신청 내역을 찾을 수 없습니다.');
    return { kind, application, asker: await askerOf(db, memberId) };
  }
  const { inquiry, memberId } = await adminInquiry(id);
  return { kind: 'product', question: inquiry, asker: await askerOf(db, memberId) };
}
