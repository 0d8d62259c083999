import { and, count, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { adminRecoveryCodes, adminSignInChallenges, adminTwoFactor, members, sessions } from '../db/schema/index.ts';

export type TwoFactorRow = typeof adminTwoFactor.$inferSelect;
export type ChallengeRow = typeof adminSignInChallenges.$inferSelect;

export async function twoFactorOf(db: Executor, memberId: number): Promise<TwoFactorRow | undefined> {
  const rows = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.member_id, memberId)).limit(1);
  return rows[0];
}

/** A setup begun (again): a new secret, not yet on. */
export async function saveSetup(db: Executor, memberId: number, secret: string, now: Date): Promise<void> {
  await db
    .insert(adminTwoFactor)
    .values({ member_id: memberId, secret, created_at: now })
    .onConflictDoUpdate({
      target: adminTwoFactor.member_id,
      set: { secret, enabled_at: null, last_step: 0, created_at: now },
      // Never over a two-factor that is on (a setup racing the confirmation of another).
      setWhere: isNull(adminTwoFactor.enabled_at),
    });
}

/**
 * Takes the step of an accepted code, only if it is later than the last one taken: of two requests
 * with the same code, exactly one gets the row back.
 */
export async function takeStep(db: Executor, memberId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(adminTwoFactor)
    .set({ last_step: step })
    .where(and(eq(adminTwoFactor.member_id, memberId), lt(adminTwoFactor.last_step, step)))
    .returning({ id: adminTwoFactor.member_id });
  return rows.length === 1;
}

export async function markEnabled(db: Executor, memberId: number, now: Date): Promise<void> {
  await db.update(adminTwoFactor).set({ enabled_at: now }).where(eq(adminTwoFactor.member_id, memberId));
}

export async function deleteTwoFactor(db: Executor, memberId: number): Promise<void> {
  await db.delete(adminTwoFactor).where(eq(adminTwoFactor.member_id, memberId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.member_id, memberId));
}

export async function replaceRecoveryCodes(db: Executor, memberId: number, hashes: string[], now: Date): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.member_id, memberId));
  await db
    .insert(adminRecoveryCodes)
    .values(hashes.map((code_hash) => ({ member_id: memberId, code_hash, created_at: now })));
}

/** Marks an unused code used; of two requests with the same code, exactly one succeeds. */
export async function spendRecoveryCode(db: Executor, memberId: number, hash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(adminRecoveryCodes.member_id, memberId),
        eq(adminRecoveryCodes.code_hash, hash),
        isNull(adminRecoveryCodes.used_at),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function unusedRecoveryCodes(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.member_id, memberId), isNull(adminRecoveryCodes.used_at)));
  return Number(row?.n ?? 0);
}

export async function insertChallenge(db: Executor, row: typeof adminSignInChallenges.$inferInsert): Promise<void> {
  await db.delete(adminSignInChallenges).where(lte(adminSignInChallenges.expires_at, row.created_at ?? new Date()));
  await db.insert(adminSignInChallenges).values(row);
}

export async function liveChallenge(db: Executor, id: string, now: Date): Promise<ChallengeRow | undefined> {
  const rows = await db
    .select()
    .from(adminSignInChallenges)
    .where(and(eq(adminSignInChallenges.id, id), gt(adminSignInChallenges.expires_at, now)))
    .limit(1);
  return rows[0];
}

/** Ends a half-made sign-in; true for the one request that ended it. */
export async function deleteChallenge(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(adminSignInChallenges)
    .where(eq(adminSignInChallenges.id, id))
    .returning({ id: adminSignInChallenges.id });
  return rows.length === 1;
}

export async function setPasswordConfirmed(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ password_confirmed_at: at }).where(eq(sessions.id, sessionId));
}

export async function memberOf(db: Executor, id: number): Promise<typeof members.$inferSelect | undefined> {
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return rows[0];
}
