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
  type PublishedVersion,
  pageColumns,
  publishedVersions,
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

export type PolicyDetail = {
  /** The page as it is shown: the current version, or the earlier one asked for. */
  page: ContentRow;
  /** When the version shown takes effect, and when the next one took over (an earlier version). */
  effective_on: string | null;
  until: string | null;
  /** The version asked for, when it is not the current one. */
  earlier: PublishedVersion | undefined;
  /** Every published version, newest first, for the list of earlier ones. */
  versions: PublishedVersion[];
};

/**
 * The privacy policy or the terms (spec 2.4) with their versions: the current one, or an earlier
 * published version by its number (`?version=`), still readable as it was; an unknown number is a 404.
 */
export async function policyPage(kind: 'privacy' | 'terms', version?: number): Promise<PolicyDetail> {
  const db = await getDb();
  const page = await findContent(db, kind, { slug: kind });
  if (!page) throw missing();
  const versions = await publishedVersions(db, page.id);
  const at = version === undefined ? -1 : versions.findIndex((v) => v.id === version);
  if (version !== undefined && at < 0) throw missing();
  const shown = at >= 0 ? versions[at] : versions[0];
  const earlier = at > 0 ? versions[at] : undefined;
  const f = earlier?.fields;
  return {
    page: f ? { ...page, ...pageColumns(f) } : page,
    effective_on: shown?.effective_on ?? null,
    until: at > 0 ? (versions[at - 1]?.effective_on ?? null) : null,
    earlier,
    versions,
  };
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
