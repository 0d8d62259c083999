import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type ContentFields, contentPages, contentRevisions, faqs } from '../db/schema/index.ts';

export type ContentRow = typeof contentPages.$inferSelect;
export type ContentCard = Pick<
  ContentRow,
  | 'id'
  | 'kind'
  | 'slug'
  | 'title'
  | 'title_en'
  | 'summary'
  | 'summary_en'
  | 'thumb_image'
  | 'starts_at'
  | 'ends_at'
  | 'created_at'
>;
export type ContentLink = Pick<ContentRow, 'id' | 'slug' | 'title' | 'title_en'>;
export type FaqRow = typeof faqs.$inferSelect;

const published = (kind: string) => and(eq(contentPages.kind, kind), eq(contentPages.is_published, true));

const card = {
  id: contentPages.id,
  kind: contentPages.kind,
  slug: contentPages.slug,
  title: contentPages.title,
  title_en: contentPages.title_en,
  summary: contentPages.summary,
  summary_en: contentPages.summary_en,
  thumb_image: contentPages.thumb_image,
  starts_at: contentPages.starts_at,
  ends_at: contentPages.ends_at,
  created_at: contentPages.created_at,
};

/**
 * One kind's published pages, newest first: a promotion by when it starts, anything else by when it
 * was written.
 */
export async function listContent(
  db: Executor,
  q: { kind: string; limit: number; offset: number },
): Promise<{ rows: ContentCard[]; total: number }> {
  const order =
    q.kind === 'promotion'
      ? [desc(sql`coalesce(${contentPages.starts_at}, ${contentPages.created_at})`), desc(contentPages.id)]
      : [desc(contentPages.created_at), desc(contentPages.id)];
  const [rows, totals] = await Promise.all([
    db
      .select(card)
      .from(contentPages)
      .where(published(q.kind))
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(contentPages).where(published(q.kind)),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** One published page of a kind, by its id or by its slug. */
export async function findContent(
  db: Executor,
  kind: string,
  key: { id: number } | { slug: string },
): Promise<ContentRow | undefined> {
  const match = 'id' in key ? eq(contentPages.id, key.id) : eq(contentPages.slug, key.slug);
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(published(kind), match))
    .limit(1);
  return rows[0];
}

const link = {
  id: contentPages.id,
  slug: contentPages.slug,
  title: contentPages.title,
  title_en: contentPages.title_en,
};

/** Every published page of a kind, in the operator's order, for the links between them. */
export function contentLinks(db: Executor, kind: string): Promise<ContentLink[]> {
  return db
    .select(link)
    .from(contentPages)
    .where(published(kind))
    .orderBy(asc(contentPages.sort_order), asc(contentPages.id));
}

/** The DIY guide written just before and just after one, in list order (newest first). */
export async function contentNeighbours(db: Executor, row: ContentRow) {
  const at = sql`(${contentPages.created_at}, ${contentPages.id})`;
  const mine = sql`(${row.created_at}, ${row.id})`;
  const [newer, older] = await Promise.all([
    db
      .select(link)
      .from(contentPages)
      .where(and(published(row.kind), sql`${at} > ${mine}`))
      .orderBy(asc(contentPages.created_at), asc(contentPages.id))
      .limit(1),
    db
      .select(link)
      .from(contentPages)
      .where(and(published(row.kind), sql`${at} < ${mine}`))
      .orderBy(desc(contentPages.created_at), desc(contentPages.id))
      .limit(1),
  ]);
  return { newer: newer[0], older: older[0] };
}

/** The FAQ in the operator's order; entries published in the future only when `scheduled` (administrators). */
export function listFaqs(db: Executor, scheduled = false): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqs)
    .where(scheduled ? undefined : lte(faqs.published_at, sql`now()`))
    .orderBy(asc(faqs.sort_order), asc(faqs.id));
}

/** What the sitemap lists of the content pages. */
export function sitemapContent(db: Executor) {
  return db
    .select({
      id: contentPages.id,
      kind: contentPages.kind,
      slug: contentPages.slug,
      updated_at: contentPages.updated_at,
    })
    .from(contentPages)
    .where(eq(contentPages.is_published, true))
    .orderBy(asc(contentPages.kind), asc(contentPages.sort_order), asc(contentPages.id));
}

/** A published version of a page: the revision, when it went live and when it takes effect. */
export type PublishedVersion = { id: number; published_at: Date; effective_on: string | null; fields: ContentFields };

/** Every version a page has published, newest first (the first is the one shown now). */
export async function publishedVersions(db: Executor, pageId: number): Promise<PublishedVersion[]> {
  const rows = await db
    .select({ id: contentRevisions.id, published_at: contentRevisions.published_at, fields: contentRevisions.fields })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.page_id, pageId), sql`${contentRevisions.published_at} is not null`))
    .orderBy(desc(contentRevisions.published_at), desc(contentRevisions.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    published_at: r.published_at as Date,
    effective_on: r.fields.effective_on ?? null,
    fields: r.fields,
  }));
}

/** The page's columns from a revision's fields. */
export function pageColumns(f: ContentFields) {
  return {
    slug: f.slug,
    title: f.title,
    title_en: f.title_en,
    summary: f.summary,
    summary_en: f.summary_en,
    body: f.body,
    body_en: f.body_en,
    thumb_image: f.thumb_image,
    starts_at: f.starts_at ? new Date(f.starts_at) : null,
    ends_at: f.ends_at ? new Date(f.ends_at) : null,
    sort_order: f.sort_order,
  };
}
