import { and, asc, count, desc, eq, inArray, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { noticeFiles, notices } from '../db/schema/index.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeFileRow = typeof noticeFiles.$inferSelect;
export type NoticeSort = 'created_at' | 'id' | 'title';
export type NoticeValues = Pick<
  typeof notices.$inferInsert,
  'title' | 'title_en' | 'body' | 'body_en' | 'is_pinned' | 'published_at'
>;

// A notice is dated by its publish date: `created_at` in the spec's calls is that date.
const SORT_COLUMNS = { created_at: notices.published_at, id: notices.id, title: notices.title } as const;

/** One board's notices; a notice dated in the future only when `scheduled` (administrators). */
const onBoard = (board: string, scheduled: boolean): SQL | undefined =>
  scheduled ? eq(notices.board, board) : and(eq(notices.board, board), lte(notices.published_at, sql`now()`));

export async function listNotices(
  db: Executor,
  q: { board: string; sort: NoticeSort; order: 'asc' | 'desc'; limit: number; offset: number; scheduled?: boolean },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = onBoard(q.board, q.scheduled ?? false);
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.is_pinned), direction(SORT_COLUMNS[q.sort]), direction(notices.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export function filesOfNotices(db: Executor, ids: number[]): Promise<NoticeFileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(noticeFiles).where(inArray(noticeFiles.notice_id, ids)).orderBy(asc(noticeFiles.id));
}

export async function findNotice(
  db: Executor,
  board: string,
  id: number,
  scheduled = false,
): Promise<NoticeRow | undefined> {
  const rows = await db
    .select()
    .from(notices)
    .where(and(onBoard(board, scheduled), eq(notices.id, id)))
    .limit(1);
  return rows[0];
}

/** A notice of any board and date, by its id alone (the spec's calls name no board). */
export async function findNoticeById(db: Executor, id: number): Promise<NoticeRow | undefined> {
  const rows = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  return rows[0];
}

/** A notice of any board, any date, locked for the change about to be made to it. */
export async function lockNotice(db: Executor, id: number): Promise<NoticeRow | undefined> {
  const rows = await db.select().from(notices).where(eq(notices.id, id)).for('update');
  return rows[0];
}

/** The neighbours of a notice in list order (newest first): `newer` above it, `older` below it. */
export async function neighbours(db: Executor, n: NoticeRow, scheduled = false) {
  const pick = { id: notices.id, title: notices.title, title_en: notices.title_en };
  const at = sql`(${notices.published_at}, ${notices.id})`;
  const mine = sql`(${n.published_at}, ${n.id})`;
  const [newer, older] = await Promise.all([
    db
      .select(pick)
      .from(notices)
      .where(and(onBoard(n.board, scheduled), sql`${at} > ${mine}`))
      .orderBy(asc(notices.published_at), asc(notices.id))
      .limit(1),
    db
      .select(pick)
      .from(notices)
      .where(and(onBoard(n.board, scheduled), sql`${at} < ${mine}`))
      .orderBy(desc(notices.published_at), desc(notices.id))
      .limit(1),
  ]);
  return { newer: newer[0], older: older[0] };
}

export async function countView(db: Executor, id: number): Promise<void> {
  await db
    .update(notices)
    .set({ view_count: sql`${notices.view_count} + 1` })
    .where(eq(notices.id, id));
}

export async function insertNotice(db: Executor, board: string, values: NoticeValues): Promise<NoticeRow> {
  const [row] = await db
    .insert(notices)
    .values({ ...values, board })
    .returning();
  return row as NoticeRow;
}

export async function updateNotice(db: Executor, id: number, values: Partial<NoticeValues>): Promise<NoticeRow> {
  const [row] = await db
    .update(notices)
    .set({ ...values, updated_at: new Date() })
    .where(eq(notices.id, id))
    .returning();
  return row as NoticeRow;
}

export async function deleteNotice(db: Executor, id: number): Promise<void> {
  await db.delete(notices).where(eq(notices.id, id));
}

export async function insertNoticeFiles(
  db: Executor,
  files: Omit<typeof noticeFiles.$inferInsert, 'id'>[],
): Promise<NoticeFileRow[]> {
  if (files.length === 0) return [];
  return db.insert(noticeFiles).values(files).returning();
}

export async function deleteNoticeFiles(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(noticeFiles).where(inArray(noticeFiles.id, ids));
}

/** Of these stored files, the ones no other notice file (outside `except`) still points at. */
export async function unsharedStoredNames(db: Executor, names: string[], except: number[]): Promise<string[]> {
  if (names.length === 0) return [];
  const conditions = [inArray(noticeFiles.stored_name, names)];
  if (except.length) conditions.push(notInArray(noticeFiles.id, except));
  const used = await db
    .select({ name: noticeFiles.stored_name })
    .from(noticeFiles)
    .where(and(...conditions));
  const still = new Set(used.map((u) => u.name));
  return names.filter((n) => !still.has(n));
}
