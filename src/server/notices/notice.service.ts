import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import {
  countView,
  filesOfNotices,
  findNotice,
  listNotices,
  type NoticeFileRow,
  type NoticeRow,
  type NoticeSort,
  neighbours,
} from './notice.repository.ts';

export type NoticeBoard = 'shop' | 'tssa';

/** A file attached to a notice: its original name, where it is served, its size in bytes and type. */
export type NoticeFile = { id: number; name: string; url: string; size: number; mime: string };

/** A notice as lists show it, with its files. */
export type Notice = {
  id: number;
  title: string;
  title_en: string;
  is_pinned: boolean;
  created_at: Date;
  files: NoticeFile[];
};

const fileOf = (f: NoticeFileRow): NoticeFile => ({
  id: f.id,
  name: f.file_name,
  url: `/media/${f.stored_name}`,
  size: f.size,
  mime: f.mime,
});

const noticeOf = (n: NoticeRow, files: NoticeFileRow[]): Notice => ({
  id: n.id,
  title: n.title,
  title_en: n.title_en,
  is_pinned: n.is_pinned,
  created_at: n.created_at,
  files: files.filter((f) => f.notice_id === n.id).map(fileOf),
});

export async function noticePage(q: {
  board: NoticeBoard;
  sort: NoticeSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}): Promise<Page<Notice>> {
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
    rows.map((r) => noticeOf(r, files)),
    total,
    q.page,
    q.perPage,
  );
}

export type NoticeDetail = {
  notice: NoticeRow;
  files: NoticeFile[];
  newer: { id: number; title: string; title_en: string } | undefined;
  older: { id: number; title: string; title_en: string } | undefined;
};

/** One notice with its files and neighbours; each view is counted. Unknown ids are a 404. */
export async function noticeDetail(board: NoticeBoard, id: number): Promise<NoticeDetail> {
  const db = await getDb();
  const notice = await findNotice(db, board, id);
  if (!notice) throw new NotFoundError('공지사항을 찾을 수 없습니다.');
  const [files, near] = await Promise.all([filesOfNotices(db, [id]), neighbours(db, notice), countView(db, id)]);
  return { notice, files: files.map(fileOf), ...near };
}
