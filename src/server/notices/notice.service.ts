import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import {
  countView,
  filesOfNotices,
  findNotice,
  listNotices,
  type NoticeRow,
  type NoticeSort,
  neighbours,
} from './notice.repository.ts';
import { type NoticeFileWire, type NoticeWire, serializeNotice, serializeNoticeFile } from './notice.serializer.ts';

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

export type NoticeDetail = {
  notice: NoticeRow;
  files: NoticeFileWire[];
  newer: { id: number; title: string; title_en: string } | undefined;
  older: { id: number; title: string; title_en: string } | undefined;
};

/** One notice with its files and neighbours; each view is counted. Unknown ids are a 404. */
export async function noticeDetail(board: NoticeBoard, id: number): Promise<NoticeDetail> {
  const db = await getDb();
  const notice = await findNotice(db, board, id);
  if (!notice) throw new NotFoundError('공지사항을 찾을 수 없습니다.');
  const [files, near] = await Promise.all([filesOfNotices(db, [id]), neighbours(db, notice), countView(db, id)]);
  return { notice, files: files.map(serializeNoticeFile), ...near };
}
