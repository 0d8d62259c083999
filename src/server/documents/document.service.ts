import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { mediaFile } from '../media/media.service.ts';
import { type DocumentCategory, isDocumentCategory } from './document.options.ts';
import {
  countDownload,
  type DocumentFileRow,
  type DocumentRow,
  filesOfDocuments,
  findDocument,
  listDocuments,
} from './document.repository.ts';

export type { DocumentFileRow, DocumentRow };

export const DOCUMENT_MESSAGES = {
  notFound: '자료를 찾을 수 없습니다.',
  fileNotFound: '첨부파일을 찾을 수 없습니다.',
  created: '자료가 등록되었습니다.',
  updated: '자료가 수정되었습니다.',
  deleted: '자료가 삭제되었습니다.',
  fileDeleted: '첨부파일이 삭제되었습니다.',
} as const;

/** What a document keeps in `board_posts.fields`. */
export type DocumentFields = {
  category: DocumentCategory;
  title_en: string;
  body_en: string;
  is_pinned: boolean;
  published_at: Date;
};

/** A document's own attributes from its row, with safe defaults for anything missing. */
export function documentFields(row: Pick<DocumentRow, 'fields' | 'created_at'>): DocumentFields {
  const f = row.fields;
  const at = typeof f.published_at === 'string' ? new Date(f.published_at) : row.created_at;
  return {
    category: isDocumentCategory(f.category) ? f.category : 'catalog',
    title_en: typeof f.title_en === 'string' ? f.title_en : '',
    body_en: typeof f.body_en === 'string' ? f.body_en : '',
    is_pinned: f.is_pinned === true,
    published_at: Number.isNaN(at.getTime()) ? row.created_at : at,
  };
}

/** A file of a document: served only to members, each download counted. */
export type DocumentFile = {
  id: number;
  name: string;
  size: number;
  mime: string;
  download_count: number;
  url: string;
};

export type DocumentSummary = {
  id: number;
  title: string;
  title_en: string;
  category: DocumentCategory;
  is_pinned: boolean;
  published_at: Date;
  is_scheduled: boolean;
  file_count: number;
  /** Downloads of all its files. */
  download_count: number;
};

export type DocumentDetail = DocumentSummary & {
  body: string;
  body_en: string;
  updated_at: Date;
  files: DocumentFile[];
};

/** Where a member downloads a file (a page route, so that a visitor is sent to log in and back). */
export const downloadPath = (postId: number, fileId: number) => `/customer/document-board/${postId}/download/${fileId}`;

export const documentFileOf = (f: DocumentFileRow): DocumentFile => ({
  id: f.id,
  name: f.file_name,
  size: f.size,
  mime: f.mime,
  download_count: f.download_count,
  url: downloadPath(f.post_id, f.id),
});

function summaryOf(row: DocumentRow, files: DocumentFileRow[]): DocumentSummary {
  const f = documentFields(row);
  const own = files.filter((file) => file.post_id === row.id);
  return {
    id: row.id,
    title: row.title,
    title_en: f.title_en,
    category: f.category,
    is_pinned: f.is_pinned,
    published_at: f.published_at,
    is_scheduled: f.published_at.getTime() > Date.now(),
    file_count: own.length,
    download_count: own.reduce((sum, file) => sum + file.download_count, 0),
  };
}

export function detailOf(row: DocumentRow, files: DocumentFileRow[]): DocumentDetail {
  const f = documentFields(row);
  return {
    ...summaryOf(row, files),
    body: row.body,
    body_en: f.body_en,
    updated_at: row.updated_at,
    files: files.filter((file) => file.post_id === row.id).map(documentFileOf),
  };
}

/**
 * The public list: pinned first, then newest by publish date; narrowed to a category and to titles
 * (Korean or English) containing a word. Administrators (`scheduled`) also see documents dated later.
 */
export async function documentPage(q: {
  category?: DocumentCategory | undefined;
  keyword?: string | undefined;
  page: number;
  perPage: number;
  scheduled?: boolean;
}): Promise<Page<DocumentSummary>> {
  const db = await getDb();
  const { rows, total } = await listDocuments(db, {
    category: q.category,
    keyword: q.keyword,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
    scheduled: q.scheduled ?? false,
  });
  const files = await filesOfDocuments(
    db,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((r) => summaryOf(r, files)),
    total,
    q.page,
    q.perPage,
  );
}

/** One document with its files (for members; the page and call check that). Unknown ids are a 404. */
export async function documentDetail(id: number, scheduled = false): Promise<DocumentDetail> {
  const db = await getDb();
  const row = await findDocument(db, id, scheduled);
  if (!row) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  return detailOf(row, await filesOfDocuments(db, [id]));
}

export type Download = { name: string; mime: string; bytes: Buffer };

/**
 * A member's download of a document's file: counted once per request, atomically (two at once count
 * two), and only when the bytes are there to send. Another document's file, or one that is not
 * published yet (except for administrators), is a 404.
 */
export async function downloadDocumentFile(postId: number, fileId: number, scheduled = false): Promise<Download> {
  const db = await getDb();
  const row = await findDocument(db, postId, scheduled);
  const file = row && (await filesOfDocuments(db, [postId])).find((f) => f.id === fileId);
  const stored = file && (await mediaFile(file.stored_name));
  if (!file || !stored) throw new NotFoundError(DOCUMENT_MESSAGES.fileNotFound);
  if (!(await countDownload(db, postId, fileId))) throw new NotFoundError(DOCUMENT_MESSAGES.fileNotFound);
  return { name: file.file_name, mime: stored.mime, bytes: stored.bytes };
}
