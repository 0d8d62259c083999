import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { memberIdentities, members, socialPending } from '../db/schema/index.ts';
import type { Provider, SocialProfile } from './providers.ts';

export type IdentityRow = typeof memberIdentities.$inferSelect;
export type PendingRow = typeof socialPending.$inferSelect;

export async function identityOf(db: Executor, p: Provider, subject: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(memberIdentities)
    .where(and(eq(memberIdentities.provider, p), eq(memberIdentities.subject, subject)));
  return row;
}

export function identitiesOfMember(db: Executor, memberId: number): Promise<IdentityRow[]> {
  return db
    .select()
    .from(memberIdentities)
    .where(eq(memberIdentities.member_id, memberId))
    .orderBy(memberIdentities.id);
}

/** Links the provider account to the member; false when either is linked already (the unique indexes). */
export async function addIdentity(
  db: Executor,
  memberId: number,
  p: Provider,
  profile: Pick<SocialProfile, 'subject' | 'email'>,
): Promise<boolean> {
  const rows = await db
    .insert(memberIdentities)
    .values({ member_id: memberId, provider: p, subject: profile.subject, email: profile.email })
    .onConflictDoNothing()
    .returning({ id: memberIdentities.id });
  return rows.length > 0;
}

export async function removeIdentity(db: Executor, memberId: number, p: Provider): Promise<boolean> {
  const rows = await db
    .delete(memberIdentities)
    .where(and(eq(memberIdentities.member_id, memberId), eq(memberIdentities.provider, p)))
    .returning({ id: memberIdentities.id });
  return rows.length > 0;
}

/** The member (not left) whose e-mail this is. */
export async function memberByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: members.id, login_id: members.login_id })
    .from(members)
    .where(and(eq(sql`lower(${members.email})`, email.toLowerCase()), sql`${members.left_at} is null`));
  return row;
}

export async function savePending(db: Executor, row: typeof socialPending.$inferInsert, now: Date): Promise<void> {
  // Expired hand-offs go as new ones come.
  await db.delete(socialPending).where(lt(socialPending.expires_at, now));
  await db.insert(socialPending).values(row);
}

export async function pendingByHash(db: Executor, tokenHash: string, now: Date): Promise<PendingRow | undefined> {
  const [row] = await db
    .select()
    .from(socialPending)
    .where(and(eq(socialPending.token_hash, tokenHash), gt(socialPending.expires_at, now)));
  return row;
}

/** Takes the hand-off once: a second use (a double submit) finds nothing. */
export async function takePending(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(socialPending)
    .where(eq(socialPending.token_hash, tokenHash))
    .returning({ t: socialPending.token_hash });
  return rows.length > 0;
}

/** A member by id, locked for the caller's transaction when `lock`. */
export async function memberById(db: Executor, id: number, lock = false) {
  const query = db.select().from(members).where(eq(members.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Sets the password of a member who has none; whether one was set. */
export async function setPasswordWhereNone(db: Executor, id: number, hash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ password_hash: hash, updated_at: now })
    .where(and(eq(members.id, id), eq(members.password_hash, '')))
    .returning({ id: members.id });
  return rows.length > 0;
}
