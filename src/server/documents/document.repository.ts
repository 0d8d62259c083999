import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { boardFiles, boardPosts } from '../db/schema/index.ts';
import { DOCUMENT_BOARD } from './document.options.ts';

export type DocumentRow = typeof boardPosts.$inferSelect;
export type DocumentFileRow = typeof boardFiles.$inferSelect;
export type DocumentPostValues = Pick<typeof boardPosts.$inferInsert, 'title' | 'body' | 'fields'>;

// A document's own attributes live in `fields` (category, English title and body, pinned, publish date).
const publishedAt = sql`(${boardPosts.fields}->>'published_at')::timestamptz`;
const pinned = sql`coalesce((${boardPosts.fields}->>'is_pinned')::boolean, false)`;
const category = sql`${boardPosts.fields}->>'category'`;
const titleEn = sql`${boardPosts.fields}->>'title_en'`;

const onBoard = (scheduled: boolean): SQL | undefined =>
  scheduled
    ? eq(boardPosts.board, DOCUMENT_BOARD)
    : and(eq(boardPosts.board, DOCUMENT_BOARD), sql`${publishedAt} <= now()`);

/** `%word%` with LIKE's own characters taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listDocuments(
  db: Executor,
  q: { category?: string | undefined; keyword?: string | undefined; limit: number; offset: number; scheduled: boolean },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const filters = [onBoard(q.scheduled)];
  if (q.category) filters.push(sql`${category} = ${q.category}`);
  if (q.keyword) {
    const like = containing(q.keyword);
    filters.push(or(ilike(boardPosts.title, like), sql`${titleEn} ilike ${like}`));
  }
  const where = and(...filters);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(boardPosts)
      .where(where)
      .orderBy(desc(pinned), desc(publishedAt), desc(boardPosts.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(boardPosts).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function findDocument(db: Executor, id: number, scheduled: boolean): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(boardPosts)
    .where(and(onBoard(scheduled), eq(boardPosts.id, id)))
    .limit(1);
  return row;
}

export async function lockDocument(db: Executor, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(boardPosts)
    .where(and(eq(boardPosts.board, DOCUMENT_BOARD), eq(boardPosts.id, id)))
    .for('update');
  return row;
}

export function filesOfDocuments(db: Executor, ids: number[]): Promise<DocumentFileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(boardFiles).where(inArray(boardFiles.post_id, ids)).orderBy(asc(boardFiles.id));
}

/** One download counted, atomically: the file's count goes up by one; undefined when it is not this document's. */
export async function countDownload(
  db: Executor,
  postId: number,
  fileId: number,
): Promise<DocumentFileRow | undefined> {
  const [row] = await db
    .update(boardFiles)
    .set({ download_count: sql`${boardFiles.download_count} + 1` })
    .where(and(eq(boardFiles.id, fileId), eq(boardFiles.post_id, postId)))
    .returning();
  return row;
}

export async function insertDocument(
  db: Executor,
  values: DocumentPostValues & { member_id: number; author_name: string },
): Promise<DocumentRow> {
  const [row] = await db
    .insert(boardPosts)
    .values({ ...values, board: DOCUMENT_BOARD })
    .returning();
  return row as DocumentRow;
}

export async function updateDocument(db: Executor, id: number, values: DocumentPostValues): Promise<DocumentRow> {
  const [row] = await db
    .update(boardPosts)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(boardPosts.board, DOCUMENT_BOARD), eq(boardPosts.id, id)))
    .returning();
  return row as DocumentRow;
}

export async function deleteDocument(db: Executor, id: number): Promise<void> {
  await db.delete(boardPosts).where(and(eq(boardPosts.board, DOCUMENT_BOARD), eq(boardPosts.id, id)));
}

export async function insertDocumentFiles(
  db: Executor,
  files: Omit<typeof boardFiles.$inferInsert, 'id' | 'download_count'>[],
): Promise<DocumentFileRow[]> {
  if (files.length === 0) return [];
  return db.insert(boardFiles).values(files).returning();
}

export async function deleteDocumentFiles(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(boardFiles).where(inArray(boardFiles.id, ids));
}
