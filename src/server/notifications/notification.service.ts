import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, getDb } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';

const GONE = '알림을 찾을 수 없습니다.';

/** A member's notification: unread while `read_at` is null; `link` is where it leads, if anywhere. */
export type Notification = {
  id: number;
  title: string;
  body: string;
  /** English twins of title and body ('' when there is none: the Korean is shown). */
  title_en: string;
  body_en: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
};

export type NotificationPage = Page<Notification> & { unread_count: number };

const notificationOf = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  title_en: row.title_en,
  body_en: row.body_en,
  link: row.link,
  read_at: row.read_at,
  created_at: row.created_at,
});

/** Spec 4: the unread count is the member's entries without read_at. */
export async function unreadCount(memberId: number, db?: Executor): Promise<number> {
  const ex = db ?? (await getDb());
  const [row] = await ex
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.member_id, memberId), isNull(notifications.read_at)));
  return Number(row?.n ?? 0);
}

/** The member's own notifications, newest first, with the unread count the header badge shows. */
export async function notificationPage(
  memberId: number,
  q: { page: number; perPage: number },
): Promise<NotificationPage> {
  const db = await getDb();
  const mine = eq(notifications.member_id, memberId);
  const [rows, totals, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(q.perPage)
      .offset(offsetOf(q.page, q.perPage)),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(memberId, db),
  ]);
  const page = toPage(rows.map(notificationOf), Number(totals[0]?.n ?? 0), q.page, q.perPage);
  return { ...page, unread_count: unread };
}

/**
 * Marks one of the member's notifications read. Idempotent: a second call keeps the first read time.
 * Someone else's notification is as good as missing (404).
 */
export async function markRead(
  memberId: number,
  id: number,
): Promise<{ notification: Notification; unread_count: number }> {
  const db = await getDb();
  const [row] = await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.member_id, memberId)))
    .returning();
  if (!row) throw new NotFoundError(GONE);
  return { notification: notificationOf(row), unread_count: await unreadCount(memberId, db) };
}

/** Deletes one of the member's notifications; someone else's answers 404. */
export async function removeNotification(memberId: number, id: number): Promise<{ id: number; unread_count: number }> {
  const db = await getDb();
  const [gone] = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.member_id, memberId)))
    .returning({ id: notifications.id });
  if (!gone) throw new NotFoundError(GONE);
  return { id: gone.id, unread_count: await unreadCount(memberId, db) };
}

/** Deletes every notification of the member (read or not); deleting none is not an error. */
export async function removeAllNotifications(memberId: number): Promise<{ deleted: number; unread_count: number }> {
  const db = await getDb();
  const gone = await db
    .delete(notifications)
    .where(eq(notifications.member_id, memberId))
    .returning({ id: notifications.id });
  return { deleted: gone.length, unread_count: 0 };
}

/** For order and other services: adds a notification inside their own transaction when given one. */
export async function notifyMember(
  memberId: number,
  message: { title: string; body?: string; title_en?: string; body_en?: string; link?: string | null },
  db?: Executor,
): Promise<Notification> {
  const ex = db ?? (await getDb());
  const [row] = await ex
    .insert(notifications)
    .values({
      member_id: memberId,
      title: message.title,
      body: message.body ?? '',
      title_en: message.title_en ?? '',
      body_en: message.body_en ?? '',
      link: message.link ?? null,
    })
    .returning();
  if (!row) throw new Error('notification was not stored');
  return notificationOf(row);
}

/** The spec passes the member's own login id; anyone else's answers 404, as if it did not exist. */
export function assertOwnMbId(loginId: string, mbId: string | undefined): void {
  if (mbId !== undefined && mbId.toLowerCase() !== loginId.toLowerCase()) throw new NotFoundError(GONE);
}
