import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { escapeLike } from '../db/like.ts';
import { boardPosts, members, orders, sessions } from '../db/schema/index.ts';
import type { MemberFilters } from './admin-member.schema.ts';

export type MemberRow = typeof members.$inferSelect;

/** What the member list shows of each member. */
const listColumns = {
  id: members.id,
  login_id: members.login_id,
  name: members.name,
  email: members.email,
  mobile: members.mobile,
  grade: members.grade,
  points_balance: members.points_balance,
  admin_role: members.admin_role,
  blocked_at: members.blocked_at,
  left_at: members.left_at,
  created_at: members.created_at,
};
export type MemberListRow = { [K in keyof typeof listColumns]: MemberRow[K] };

function whereOf(f: MemberFilters) {
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  // A mobile number matches with or without its hyphens.
  const digits = f.q?.replace(/\D/g, '');
  return and(
    like
      ? or(
          ilike(members.login_id, like),
          ilike(members.name, like),
          ilike(members.email, like),
          ilike(members.mobile, like),
          digits && digits.length >= 3 ? sql`replace(${members.mobile}, '-', '') like ${`%${digits}%`}` : undefined,
        )
      : undefined,
    f.blocked === undefined ? undefined : f.blocked ? isNotNull(members.blocked_at) : isNull(members.blocked_at),
  );
}

/** A page of members, newest first. */
export async function listMembers(
  db: Executor,
  f: MemberFilters,
  limit: number,
  offset: number,
): Promise<{ rows: MemberListRow[]; total: number }> {
  const where = whereOf(f);
  const [rows, [counted]] = await Promise.all([
    db.select(listColumns).from(members).where(where).orderBy(desc(members.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function memberById(db: Executor, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

/** The member's row under lock, for a change that must not cross another. */
export async function lockMember(tx: Tx, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx.select().from(members).where(eq(members.id, id)).for('update');
  return row;
}

export async function setBlockedAt(tx: Tx, id: number, at: Date | null): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(members)
    .set({ blocked_at: at, updated_at: new Date() })
    .where(eq(members.id, id))
    .returning();
  return row;
}

export type MemberOrderRow = { od_id: string; status: string; total: number; created_at: Date };

/** The member's latest orders. */
export async function recentOrders(db: Executor, memberId: number, limit: number): Promise<MemberOrderRow[]> {
  return db
    .select({ od_id: orders.od_id, status: orders.status, total: orders.total, created_at: orders.created_at })
    .from(orders)
    .where(eq(orders.member_id, memberId))
    .orderBy(desc(orders.created_at))
    .limit(limit);
}

export type MemberInquiryRow = { id: number; board: string; title: string; created_at: Date };

/** The member's latest 1:1 inquiries and requests, and how many there are in all. */
export async function memberInquiries(
  db: Executor,
  memberId: number,
  boards: readonly string[],
  limit: number,
): Promise<{ rows: MemberInquiryRow[]; total: number }> {
  const where = and(eq(boardPosts.member_id, memberId), inArray(boardPosts.board, [...boards]));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: boardPosts.id,
        board: boardPosts.board,
        title: boardPosts.title,
        created_at: boardPosts.created_at,
      })
      .from(boardPosts)
      .where(where)
      .orderBy(desc(boardPosts.id))
      .limit(limit),
    db.select({ n: count() }).from(boardPosts).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export type MemberSessionRow = { created_at: Date; last_seen_at: Date; ip: string | null; user_agent: string | null };

/** The member's sessions that have not expired, latest seen first. */
export async function liveSessions(db: Executor, memberId: number, now: Date): Promise<MemberSessionRow[]> {
  return db
    .select({
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
      ip: sessions.ip,
      user_agent: sessions.user_agent,
    })
    .from(sessions)
    .where(
      and(eq(sessions.member_id, memberId), gt(sessions.idle_expires_at, now), gt(sessions.absolute_expires_at, now)),
    )
    .orderBy(desc(sessions.last_seen_at))
    .limit(20);
}

export async function setAdminRole(tx: Tx, id: number, role: string | null): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(members)
    .set({ admin_role: role, updated_at: new Date() })
    .where(eq(members.id, id))
    .returning();
  return row;
}
