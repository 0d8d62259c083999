import { getDb } from '../db/client.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { filesOfNotices, listNotices, type NoticeSort } from './notice.repository.ts';
import { type NoticeWire, serializeNotice } from './notice.serializer.ts';

export type NoticeBoard = 'shop' | 'tssa';

export async function noticePage(q: {
  board: NoticeBoard;
  sort: NoticeSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}): Promise<Page<NoticeWire>> {
  const db = await getDb();
  const { rows, total } = await listNotices(db, {
    board: q.board,
    sort: q.sort,
    order: q.order,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
  });
  const files = await filesOfNotices(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => serializeNotice(r, files)),
    total,
    q.page,
    q.perPage,
  );
}
