import { and, asc, count, desc, eq, inArray, isNotNull, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  boardFiles,
  boardPosts,
  mediaFiles,
  members,
  orderLines,
  orders,
  workshopClasses,
} from '../db/schema/index.ts';
import type { NewMediaFile } from '../media/media.service.ts';
import { BOARDS, type BoardName } from './board.options.ts';

export type PostRow = typeof boardPosts.$inferSelect;
export type FileRow = typeof boardFiles.$inferSelect;
export type PostValues = Pick<
  typeof boardPosts.$inferInsert,
  'board' | 'member_id' | 'author_name' | 'title' | 'body' | 'fields' | 'receipt_no'
>;

/** Only this domain's boards: the document board on the same table is someone else's. */
const ours = inArray(boardPosts.board, [...BOARDS]);

export type PostFilter = { memberId?: number; board?: BoardName; answered?: boolean };

function whereOf(f: PostFilter): SQL | undefined {
  return and(
    ours,
    f.memberId === undefined ? undefined : eq(boardPosts.member_id, f.memberId),
    f.board === undefined ? undefined : eq(boardPosts.board, f.board),
    f.answered === undefined
      ? undefined
      : f.answered
        ? isNotNull(boardPosts.answered_at)
        : isNull(boardPosts.answered_at),
  );
}

export async function listPosts(
  db: Executor,
  q: PostFilter & { limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = whereOf(q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(boardPosts)
      .where(where)
      .orderBy(desc(boardPosts.created_at), desc(boardPosts.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(boardPosts).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export async function filesOf(db: Executor, postIds: readonly number[]): Promise<FileRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(boardFiles)
    .where(inArray(boardFiles.post_id, [...postIds]))
    .orderBy(asc(boardFiles.id));
}

export async function findPost(db: Executor, id: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(boardPosts)
    .where(and(ours, eq(boardPosts.id, id)));
  return row;
}

/** The member's own post; someone else's, or one of another board, is not found. */
export async function findOwnPost(db: Executor, memberId: number, id: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(boardPosts)
    .where(and(ours, eq(boardPosts.id, id), eq(boardPosts.member_id, memberId)));
  return row;
}

export async function findByReceipt(db: Executor, receiptNo: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(boardPosts)
    .where(and(ours, eq(boardPosts.receipt_no, receiptNo)));
  return row;
}

export async function insertPost(db: Executor, values: PostValues): Promise<PostRow> {
  const [row] = await db.insert(boardPosts).values(values).returning();
  return row as PostRow;
}

/** The stored bytes and their listing, in the caller's transaction. */
export async function insertFiles(
  db: Executor,
  postId: number,
  files: readonly { name: string; media: NewMediaFile }[],
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(mediaFiles).values(files.map((f) => f.media));
  await db.insert(boardFiles).values(
    files.map((f) => ({
      post_id: postId,
      file_name: f.name,
      stored_name: f.media.path,
      mime: f.media.mime,
      size: f.media.bytes.length,
    })),
  );
}

/** A 1:1 inquiry of the member's changed only while it has no answer; undefined when nothing changed. */
export async function updateWaiting(
  db: Executor,
  memberId: number,
  id: number,
  values: Pick<PostRow, 'title' | 'body' | 'fields'>,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(boardPosts)
    .set({ ...values, updated_at: new Date() })
    .where(
      and(
        eq(boardPosts.id, id),
        eq(boardPosts.board, 'inquiry'),
        eq(boardPosts.member_id, memberId),
        isNull(boardPosts.answered_at),
      ),
    )
    .returning();
  return row;
}

/** Deletes the member's unanswered 1:1 inquiry; whether one was deleted. */
export async function deleteWaiting(db: Executor, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(boardPosts)
    .where(
      and(
        eq(boardPosts.id, id),
        eq(boardPosts.board, 'inquiry'),
        eq(boardPosts.member_id, memberId),
        isNull(boardPosts.answered_at),
      ),
    )
    .returning({ id: boardPosts.id });
  return rows.length > 0;
}

/** Removes a post's attachments but those kept, with their stored bytes; the removed paths. */
export async function removeFiles(db: Executor, postId: number, keep: readonly number[]): Promise<string[]> {
  const gone = await db
    .delete(boardFiles)
    .where(and(eq(boardFiles.post_id, postId), keep.length ? notInArray(boardFiles.id, [...keep]) : undefined))
    .returning({ path: boardFiles.stored_name });
  return deleteStored(
    db,
    gone.map((g) => g.path),
  );
}

export async function deleteStored(db: Executor, paths: readonly string[]): Promise<string[]> {
  if (paths.length) await db.delete(mediaFiles).where(inArray(mediaFiles.path, [...paths]));
  return [...paths];
}

export async function setAnswer(db: Executor, id: number, answer: string): Promise<PostRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(boardPosts)
    .set({ answer, answered_at: now, status: 'answered' })
    .where(and(ours, eq(boardPosts.id, id)))
    .returning();
  return row;
}

/** One attachment of one post, with the bytes' address. */
export async function findFile(db: Executor, postId: number, fileId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(boardFiles)
    .where(and(eq(boardFiles.id, fileId), eq(boardFiles.post_id, postId)));
  return row;
}

export type OrderChoice = {
  od_id: string;
  created_at: Date;
  total: number;
  first_item: string;
  first_item_en: string;
  lines: number;
};

/** The member's latest orders, what a 1:1 inquiry may be about. */
export async function memberOrderChoices(db: Executor, memberId: number, limit: number): Promise<OrderChoice[]> {
  const rows = await db
    .select({ id: orders.id, od_id: orders.od_id, created_at: orders.created_at, total: orders.total })
    .from(orders)
    .where(eq(orders.member_id, memberId))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select({ order_id: orderLines.order_id, name: orderLines.product_name, name_en: orderLines.product_name_en })
    .from(orderLines)
    .where(
      inArray(
        orderLines.order_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((r) => {
    const mine = lines.filter((l) => l.order_id === r.id);
    return {
      od_id: r.od_id,
      created_at: r.created_at,
      total: r.total,
      first_item: mine[0]?.name ?? '',
      first_item_en: mine[0]?.name_en ?? '',
      lines: mine.length,
    };
  });
}

export async function ownsOrder(db: Executor, memberId: number, odId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.od_id, odId), eq(orders.member_id, memberId)));
  return row !== undefined;
}

export async function activeClass(db: Executor, classId: number) {
  const [row] = await db
    .select({ id: workshopClasses.id, title: workshopClasses.title, title_en: workshopClasses.title_en })
    .from(workshopClasses)
    .where(and(eq(workshopClasses.id, classId), eq(workshopClasses.is_active, true)));
  return row;
}

export async function memberContact(db: Executor, memberId: number) {
  const [row] = await db
    .select({ name: members.name, email: members.email, left_at: members.left_at })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}
