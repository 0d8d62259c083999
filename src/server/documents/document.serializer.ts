import type { DocumentDetail, DocumentFile, DocumentSummary } from './document.service.ts';

export type DocumentFileWire = {
  id: number;
  name: string;
  size: number;
  mime: string;
  download_count: number;
  url: string;
};

export type DocumentWire = {
  id: number;
  title: string;
  title_en: string;
  category: string;
  is_pinned: boolean;
  /** The date the document carries (its publish date). */
  created_at: string;
  published_at: string;
  file_count: number;
  download_count: number;
};

export type DocumentDetailWire = DocumentWire & {
  body: string;
  body_en: string;
  updated_at: string;
  files: DocumentFileWire[];
};

const fileWire = (f: DocumentFile): DocumentFileWire => ({ ...f });

export function toDocumentWire(d: DocumentSummary): DocumentWire {
  return {
    id: d.id,
    title: d.title,
    title_en: d.title_en,
    category: d.category,
    is_pinned: d.is_pinned,
    created_at: d.published_at.toISOString(),
    published_at: d.published_at.toISOString(),
    file_count: d.file_count,
    download_count: d.download_count,
  };
}

export function toDocumentDetailWire(d: DocumentDetail): DocumentDetailWire {
  return {
    ...toDocumentWire(d),
    body: d.body,
    body_en: d.body_en,
    updated_at: d.updated_at.toISOString(),
    files: d.files.map(fileWire),
  };
}
