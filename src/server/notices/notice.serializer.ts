import type { NoticeRow } from './notice.repository.ts';
import type { Notice, NoticeFile } from './notice.service.ts';

export type NoticeFileWire = { id: number; name: string; url: string; size: number; mime: string };
export type NoticeWire = {
  id: number;
  title: string;
  title_en: string;
  is_pinned: boolean;
  /** The date the notice carries (its publish date), as the spec's lists show and sort it. */
  created_at: string;
  published_at: string;
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
    created_at: n.published_at.toISOString(),
    published_at: n.published_at.toISOString(),
    files: n.files.map(toNoticeFileWire),
  };
}

export type NoticeDetailWire = NoticeWire & {
  board: string;
  body: string;
  body_en: string;
  view_count: number;
  updated_at: string;
};

/** One notice with its body (sanitised when it was saved) and files, as its calls answer it. */
export function toNoticeDetailWire(n: NoticeRow, files: NoticeFile[]): NoticeDetailWire {
  return {
    id: n.id,
    board: n.board,
    title: n.title,
    title_en: n.title_en,
    body: n.body,
    body_en: n.body_en,
    is_pinned: n.is_pinned,
    created_at: n.published_at.toISOString(),
    published_at: n.published_at.toISOString(),
    updated_at: n.updated_at.toISOString(),
    view_count: n.view_count,
    files: files.map(toNoticeFileWire),
  };
}
