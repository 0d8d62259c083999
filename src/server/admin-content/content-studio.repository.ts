import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { pageColumns } from '../content/content.repository.ts';
import type { Executor } from '../db/client.ts';
import { type ContentFields, contentPages, contentRevisions } from '../db/schema/index.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type RevisionRow = typeof contentRevisions.$inferSelect;
export type NewRevision = typeof contentRevisions.$inferInsert;

/** A page as the studio's list shows it: the newest revision, the published one, any time set. */
export type StudioListRow = Pick<ContentPageRow, 'id' | 'kind' | 'slug' | 'title' | 'is_published' | 'updated_at'> & {
  latest_id: number | null;
  latest_at: Date | null;
  latest_by: string | null;
  published_id: number | null;
  publish_at: Date | null;
  machine_en: boolean | null;
  /** The page's Korean parts (title, and summary and body when written) and how many have English. */
  en_needed: number;
  en_filled: number;
};

// Spelt out with its table: drizzle writes a column of a one-table select unqualified, and inside the
// subquery a bare "id" would be the revision's.
const pageIdColumn = sql`${sql.identifier('content_pages')}.${sql.identifier('id')}`;

/** Each page's newest revision, its newest published one, and the earliest time set to publish one. */
const revisionColumns = {
  latest_id: sql<number | null>`(select max(r.id) from ${contentRevisions} r where r.page_id = ${pageIdColumn})`,
  published_id: sql<
    number | null
  >`(select max(r.id) from ${contentRevisions} r where r.page_id = ${pageIdColumn} and r.published_at is not null)`,
  publish_at: sql<Date | null>`(select min(r.publish_at) from ${contentRevisions} r where r.page_id = ${pageIdColumn} and r.publish_at is not null and r.published_at is null)`,
};

export async function listStudioPages(db: Executor, kind: string): Promise<StudioListRow[]> {
  const rows = await db
    .select({
      id: contentPages.id,
      kind: contentPages.kind,
      slug: contentPages.slug,
      title: contentPages.title,
      is_published: contentPages.is_published,
      updated_at: contentPages.updated_at,
      ...revisionColumns,
      en_needed: sql<number>`1 + (${contentPages.summary} <> '')::int + (${contentPages.body} <> '')::int`.mapWith(
        Number,
      ),
      en_filled:
        sql<number>`(${contentPages.title_en} <> '')::int + (${contentPages.summary} <> '' and ${contentPages.summary_en} <> '')::int + (${contentPages.body} <> '' and ${contentPages.body_en} <> '')::int`.mapWith(
          Number,
        ),
    })
    .from(contentPages)
    .where(eq(contentPages.kind, kind))
    .orderBy(asc(contentPages.sort_order), desc(contentPages.id))
    .limit(500);
  const ids = rows.map((r) => r.latest_id).filter((id): id is number => id !== null);
  const revs = ids.length
    ? await db
        .select({
          id: contentRevisions.id,
          created_at: contentRevisions.created_at,
          author: contentRevisions.author,
          title: sql<string>`${contentRevisions.fields} ->> 'title'`,
          machine_en: contentRevisions.machine_en,
        })
        .from(contentRevisions)
        .where(inArray(contentRevisions.id, ids))
    : [];
  const byId = new Map(revs.map((r) => [r.id, r]));
  return rows.map((r) => {
    const rev = r.latest_id === null ? undefined : byId.get(r.latest_id);
    const at = r.publish_at === null ? null : new Date(r.publish_at);
    return {
      ...r,
      latest_at: rev?.created_at ?? null,
      latest_by: rev?.author ?? null,
      machine_en: rev?.machine_en ?? null,
      publish_at: at,
    };
  });
}

export async function pageById(db: Executor, id: number, lock = false): Promise<ContentPageRow | undefined> {
  const query = db.select().from(contentPages).where(eq(contentPages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Another page of the kind already at this address (its slug). */
export async function slugTaken(db: Executor, kind: string, slug: string, except: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug), ne(contentPages.id, except)))
    .limit(1);
  return row !== undefined;
}

export async function insertPage(db: Executor, kind: string, fields: ContentFields): Promise<ContentPageRow> {
  const [made] = await db
    .insert(contentPages)
    .values({ kind, ...pageColumns(fields), is_published: false })
    .returning();
  if (!made) throw new Error('content page insert returned nothing');
  return made;
}

export async function writePage(db: Executor, id: number, change: Partial<typeof contentPages.$inferInsert>) {
  const [row] = await db
    .update(contentPages)
    .set({ ...change, updated_at: new Date() })
    .where(eq(contentPages.id, id))
    .returning();
  if (!row) throw new Error('content page update returned nothing');
  return row;
}

export async function insertRevision(db: Executor, row: NewRevision): Promise<RevisionRow> {
  const [made] = await db.insert(contentRevisions).values(row).returning();
  if (!made) throw new Error('revision insert returned nothing');
  return made;
}

export async function revisionById(db: Executor, id: number): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(contentRevisions).where(eq(contentRevisions.id, id));
  return row;
}

/** A page's revisions, newest first. */
export function revisionsOf(db: Executor, pageId: number, limit = 100): Promise<RevisionRow[]> {
  return db
    .select()
    .from(contentRevisions)
    .where(eq(contentRevisions.page_id, pageId))
    .orderBy(desc(contentRevisions.id))
    .limit(limit);
}

/** Marks a revision published, once: false when another worker got there first. */
export async function markPublished(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(contentRevisions)
    .set({ published_at: at, publish_at: null })
    .where(and(eq(contentRevisions.id, id), isNull(contentRevisions.published_at)))
    .returning({ id: contentRevisions.id });
  return rows.length > 0;
}

/** Drops any time set for the page's unpublished revisions. */
export async function clearSchedules(db: Executor, pageId: number): Promise<number> {
  const rows = await db
    .update(contentRevisions)
    .set({ publish_at: null })
    .where(
      and(
        eq(contentRevisions.page_id, pageId),
        isNotNull(contentRevisions.publish_at),
        isNull(contentRevisions.published_at),
      ),
    )
    .returning({ id: contentRevisions.id });
  return rows.length;
}

export async function scheduleRevision(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(contentRevisions).set({ publish_at: at }).where(eq(contentRevisions.id, id));
}

/** Revisions whose time has come, oldest time first, locked for this worker (others skip them). */
export async function dueRevisions(db: Executor, now: Date, limit: number): Promise<RevisionRow[]> {
  return db
    .select()
    .from(contentRevisions)
    .where(and(lte(contentRevisions.publish_at, now), isNull(contentRevisions.published_at)))
    .orderBy(asc(contentRevisions.publish_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The newest published revision of a page, if any. */
export async function publishedRevision(db: Executor, pageId: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.page_id, pageId), isNotNull(contentRevisions.published_at)))
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  return row;
}

/** The newest revision after `after` (the page's draft when `after` is the published one). */
export async function revisionAfter(db: Executor, pageId: number, after: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.page_id, pageId), gt(contentRevisions.id, after)))
    .orderBy(desc(contentRevisions.id))
    .limit(1);
  return row;
}

export { pageColumns };
