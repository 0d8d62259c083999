import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import {
  countView,
  filesOfNotices,
  findNotice,
  findNoticeById,
  listNotices,
  type NoticeFileRow,
  type NoticeRow,
  type NoticeSort,
  neighbours,
} from './notice.repository.ts';

export type { NoticeRow };
export type NoticeBoard = 'shop' | 'tssa';

/** A file attached to a notice: its original name, where it is served, its size in bytes and type. */
export type NoticeFile = { id: number; name: string; url: string; size: number; mime: string };

/** A notice as lists show it, with its files; `published_at` is the date it carries. */
export type Notice = {
  id: number;
  title: string;
  title_en: string;
  is_pinned: boolean;
  published_at: Date;
  /** Dated in the future: only administrators see it, until then. */
  is_scheduled: boolean;
  files: NoticeFile[];
};

export const fileOf = (f: NoticeFileRow): NoticeFile => ({
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
  published_at: n.published_at,
  is_scheduled: n.published_at.getTime() > Date.now(),
  files: files.filter((f) => f.notice_id === n.id).map(fileOf),
});

export async function noticePage(q: {
  board: NoticeBoard;
  sort: NoticeSort;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** Administrators see the notices dated in the future too. */
  scheduled?: boolean;
}): Promise<Page<Notice>> {
  const db = await getDb();
  const { rows, total } = await listNotices(db, {
    board: q.board,
    sort: q.sort,
    order: q.order,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
    scheduled: q.scheduled ?? false,
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

export const NOTICE_NOT_FOUND = '공지사항을 찾을 수 없습니다.';

/**
 * One notice with its files and neighbours; each view is counted. Unknown ids, and notices dated in
 * the future for anyone but an administrator (`scheduled`), are a 404.
 */
export async function noticeDetail(board: NoticeBoard, id: number, scheduled = false): Promise<NoticeDetail> {
  const db = await getDb();
  const notice = await findNotice(db, board, id, scheduled);
  if (!notice) throw new NotFoundError(NOTICE_NOT_FOUND);
  const [files, near] = await Promise.all([
    filesOfNotices(db, [id]),
    neighbours(db, notice, scheduled),
    countView(db, id),
  ]);
  return { notice, files: files.map(fileOf), ...near };
}

/** One notice by id (either board) with its files; dated in the future, only for administrators. */
export async function noticeById(id: number, scheduled = false): Promise<{ notice: NoticeRow; files: NoticeFile[] }> {
  const db = await getDb();
  const notice = await findNoticeById(db, id);
  if (!notice || (!scheduled && notice.published_at.getTime() > Date.now())) throw new NotFoundError(NOTICE_NOT_FOUND);
  return { notice, files: (await filesOfNotices(db, [id])).map(fileOf) };
}

/** A notice as its editor opens it (no view counted); another board's or an unknown id is a 404. */
export async function noticeForEdit(
  board: NoticeBoard,
  id: number,
): Promise<{ notice: NoticeRow; files: NoticeFile[] }> {
  const db = await getDb();
  const notice = await findNotice(db, board, id, true);
  if (!notice) throw new NotFoundError(NOTICE_NOT_FOUND);
  return { notice, files: (await filesOfNotices(db, [id])).map(fileOf) };
}
