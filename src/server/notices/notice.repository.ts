import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { noticeFiles, notices } from '../db/schema/index.ts';

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeFileRow = typeof noticeFiles.$inferSelect;
export type NoticeSort = 'created_at' | 'id' | 'title';

const SORT_COLUMNS = { created_at: notices.created_at, id: notices.id, title: notices.title } as const;

export async function listNotices(
  db: Executor,
  q: { board: string; sort: NoticeSort; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = eq(notices.board, q.board);
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

export async function findNotice(db: Executor, board: string, id: number): Promise<NoticeRow | undefined> {
  const rows = await db
    .select()
    .from(notices)
    .where(and(eq(notices.board, board), eq(notices.id, id)))
    .limit(1);
  return rows[0];
}

/** The neighbours of a notice in list order (newest first): `newer` above it, `older` below it. */
export async function neighbours(db: Executor, n: NoticeRow) {
  const pick = { id: notices.id, title: notices.title, title_en: notices.title_en };
  const [newer, older] = await Promise.all([
    db
      .select(pick)
      .from(notices)
      .where(and(eq(notices.board, n.board), sql`(${notices.created_at}, ${notices.id}) > (${n.created_at}, ${n.id})`))
      .orderBy(asc(notices.created_at), asc(notices.id))
      .limit(1),
    db
      .select(pick)
      .from(notices)
      .where(and(eq(notices.board, n.board), sql`(${notices.created_at}, ${notices.id}) < (${n.created_at}, ${n.id})`))
      .orderBy(desc(notices.created_at), desc(notices.id))
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
