import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import {
  type ContentCard,
  type ContentLink,
  type ContentRow,
  contentLinks,
  contentNeighbours,
  type FaqRow,
  findContent,
  listContent,
  listFaqs,
} from './content.repository.ts';

export type { ContentCard, ContentLink, ContentRow, FaqRow };

/** Cards per page of the DIY guide and promotion lists (three rows of four on a desktop). */
export const CONTENT_PER_PAGE = 12;

export type ListKind = 'diy' | 'promotion';
/** The pages each stored once under their own kind, with the kind as slug. */
export type FixedKind = 'company' | 'store' | 'privacy' | 'terms';

export async function contentPage(kind: ListKind, page: number): Promise<Page<ContentCard>> {
  const db = await getDb();
  const { rows, total } = await listContent(db, {
    kind,
    limit: CONTENT_PER_PAGE,
    offset: offsetOf(page, CONTENT_PER_PAGE),
  });
  return toPage(rows, total, page, CONTENT_PER_PAGE);
}

const missing = () => new NotFoundError('페이지를 찾을 수 없습니다.');

export type GuideDetail = { page: ContentRow; newer: ContentLink | undefined; older: ContentLink | undefined };

/** A DIY guide by its id, with the guides before and after it; unknown or unpublished ids are a 404. */
export async function diyGuide(id: number): Promise<GuideDetail> {
  const db = await getDb();
  const page = await findContent(db, 'diy', { id });
  if (!page) throw missing();
  return { page, ...(await contentNeighbours(db, page)) };
}

export async function promotion(id: number): Promise<ContentRow> {
  const page = await findContent(await getDb(), 'promotion', { id });
  if (!page) throw missing();
  return page;
}

export type SelectDetail = { page: ContentRow; all: ContentLink[] };

/** A curated Select page by its number (`/contents/select/1`), with every Select page for the tabs. */
export async function selectPage(slug: string): Promise<SelectDetail> {
  const db = await getDb();
  const [page, all] = await Promise.all([findContent(db, 'select', { slug }), contentLinks(db, 'select')]);
  if (!page) throw missing();
  return { page, all };
}

export async function fixedPage(kind: FixedKind): Promise<ContentRow> {
  const page = await findContent(await getDb(), kind, { slug: kind });
  if (!page) throw missing();
  return page;
}

/** A generic content page by its path under /contents. */
export async function genericPage(path: string): Promise<ContentRow> {
  const page = await findContent(await getDb(), 'page', { slug: path });
  if (!page) throw missing();
  return page;
}

/** The FAQ as the page shows it; administrators (`scheduled`) also see entries published later. */
export async function faqList(scheduled = false): Promise<FaqRow[]> {
  return listFaqs(await getDb(), scheduled);
}
