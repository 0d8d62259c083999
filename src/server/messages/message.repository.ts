import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { members, outboxMessages, settings } from '../db/schema/index.ts';

export type MessageRow = typeof outboxMessages.$inferSelect;
export type NewMessage = typeof outboxMessages.$inferInsert;

/** Writes a message unless its event already has one on that channel; the new row's id, or undefined. */
export async function insertMessage(db: Executor, values: NewMessage): Promise<number | undefined> {
  const [row] = await db
    .insert(outboxMessages)
    .values(values)
    .onConflictDoNothing({ target: [outboxMessages.event_key, outboxMessages.channel] })
    .returning({ id: outboxMessages.id });
  return row?.id;
}

export type ClaimedMessage = MessageRow & { consent: boolean | null };

/**
 * Takes up to `limit` messages due at `now` for one try: each is locked (rows another process holds
 * are skipped), its attempt counted and its next try put `leaseMs` ahead, so that a process that dies
 * while sending leaves it to be tried again then, and no other process takes it meanwhile. With each,
 * whether its member (if any) agrees to marketing messages now.
 */
export async function claimDue(db: Executor, now: Date, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  const due = await db
    .select({ id: outboxMessages.id, consent: members.marketing_consent })
    .from(outboxMessages)
    .leftJoin(members, eq(members.id, outboxMessages.member_id))
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.next_attempt_at, now)))
    .orderBy(asc(outboxMessages.next_attempt_at), asc(outboxMessages.id))
    .limit(limit)
    .for('update', { of: outboxMessages, skipLocked: true });
  if (due.length === 0) return [];
  const consent = new Map(due.map((d) => [d.id, d.consent]));
  const rows = await db
    .update(outboxMessages)
    .set({
      attempts: sql`${outboxMessages.attempts} + 1`,
      next_attempt_at: new Date(now.getTime() + leaseMs),
    })
    .where(
      inArray(
        outboxMessages.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
  return rows.map((r) => ({ ...r, consent: consent.get(r.id) ?? null })).sort((a, b) => a.id - b.id);
}

/**
 * Records what came of a claimed try, only while the claim is still this one (the message pending with
 * the attempt count it was claimed with); whether it was. A claim whose lease ran out and was taken
 * again is left to its new holder.
 */
export async function settleClaim(
  db: Executor,
  claim: Pick<MessageRow, 'id' | 'attempts'>,
  change: Partial<NewMessage>,
): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set(change)
    .where(
      and(
        eq(outboxMessages.id, claim.id),
        eq(outboxMessages.status, 'pending'),
        eq(outboxMessages.attempts, claim.attempts),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}

export async function updateMessage(db: Executor, id: number, change: Partial<NewMessage>): Promise<void> {
  await db.update(outboxMessages).set(change).where(eq(outboxMessages.id, id));
}

/** The newest messages (100 at most), optionally of one status, event or mobile number. */
export async function latestMessages(
  db: Executor,
  q: { status?: string | undefined; event?: string | undefined; mobile?: string | undefined },
): Promise<MessageRow[]> {
  const where: SQL[] = [];
  if (q.status) where.push(eq(outboxMessages.status, q.status));
  if (q.event) where.push(eq(outboxMessages.event, q.event));
  if (q.mobile) where.push(eq(outboxMessages.to_mobile, q.mobile));
  return db
    .select()
    .from(outboxMessages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(100);
}

/** One message, locked for the caller's transaction when `lock`. */
export async function messageById(db: Executor, id: number, lock = false): Promise<MessageRow | undefined> {
  const query = db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** How many messages each event and channel has in each status (the back office's summary). */
export async function messageCounts(db: Executor) {
  return db
    .select({
      event: outboxMessages.event,
      channel: outboxMessages.channel,
      status: outboxMessages.status,
      n: sql<number>`count(*)::int`,
    })
    .from(outboxMessages)
    .groupBy(outboxMessages.event, outboxMessages.channel, outboxMessages.status);
}

/** Who a member's messages go to: name, mobile and language (undefined once the member has left). */
export async function messageRecipient(
  db: Executor,
  memberId: number,
): Promise<{ name: string; mobile: string; language: string } | undefined> {
  const [row] = await db
    .select({ name: members.name, mobile: members.mobile, language: members.language })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.left_at)));
  return row;
}

/** One settings row's value, read in the caller's transaction (PGlite would wait on one outside it). */
export async function settingIn<T>(db: Executor, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value as T | undefined;
}
