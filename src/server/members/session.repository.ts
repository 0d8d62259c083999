import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { members, sessions } from '../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

export async function findLiveSession(
  db: Executor,
  id: string,
  now: Date,
): Promise<{ session: SessionRow; member: MemberRow | null } | undefined> {
  const rows = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .leftJoin(members, eq(members.id, sessions.member_id))
    .where(and(eq(sessions.id, id), gt(sessions.idle_expires_at, now), gt(sessions.absolute_expires_at, now)))
    .limit(1);
  return rows[0];
}

export async function insertSession(db: Executor, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function touchSession(db: Executor, id: string, now: Date, idleExpires: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ last_seen_at: now, idle_expires_at: sql`least(${idleExpires}, ${sessions.absolute_expires_at})` })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteMemberSessions(db: Executor, memberId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.member_id, memberId));
}

export async function updateSessionLocale(db: Executor, id: string, language: string, currency: string): Promise<void> {
  await db.update(sessions).set({ language, currency }).where(eq(sessions.id, id));
}

export async function updateSessionGaClientId(db: Executor, id: string, gaClientId: string): Promise<void> {
  await db.update(sessions).set({ ga_client_id: gaClientId }).where(eq(sessions.id, id));
}
