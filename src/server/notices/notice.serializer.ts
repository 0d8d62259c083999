import type { NoticeFileRow, NoticeRow } from './notice.repository.ts';

export type NoticeFileWire = { id: number; name: string; url: string; size: number; mime: string };
export type NoticeWire = {
  id: number;
  title: string;
  title_en: string;
  is_pinned: boolean;
  created_at: string;
  files: NoticeFileWire[];
};

export function serializeNoticeFile(f: NoticeFileRow): NoticeFileWire {
  return { id: f.id, name: f.file_name, url: `/media/${f.stored_name}`, size: f.size, mime: f.mime };
}

export function serializeNotice(n: NoticeRow, files: NoticeFileRow[]): NoticeWire {
  return {
    id: n.id,
    title: n.title,
    title_en: n.title_en,
    is_pinned: n.is_pinned,
    created_at: n.created_at.toISOString(),
    files: files.filter((f) => f.notice_id === n.id).map(serializeNoticeFile),
  };
}
