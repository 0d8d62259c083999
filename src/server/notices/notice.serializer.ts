import type { Notice, NoticeFile } from './notice.service.ts';

export type NoticeFileWire = { id: number; name: string; url: string; size: number; mime: string };
export type NoticeWire = {
  id: number;
  title: string;
  title_en: string;
  is_pinned: boolean;
  created_at: string;
  files: NoticeFileWire[];
};

export function toNoticeFileWire(f: NoticeFile): NoticeFileWire {
  return { id: f.id, name: f.name, url: f.url, size: f.size, mime: f.mime };
}

export function toNoticeWire(n: Notice): NoticeWire {
  return {
    id: n.id,
    title: n.title,
    title_en: n.title_en,
    is_pinned: n.is_pinned,
    created_at: n.created_at.toISOString(),
    files: n.files.map(toNoticeFileWire),
  };
}
