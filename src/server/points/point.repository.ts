import { and, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { members, orders, pointLedger } from '../db/schema/index.ts';
import type { Earning } from './points.ts';

export type LedgerRow = typeof pointLedger.$inferSelect & { od_id: string | null };

/**
 * A page of the member's ledger, newest first in the order it was written (the order of its running
 * balance), from `from` on when given, with each entry's order number.
 */
export async function ledgerPage(
  db: Executor,
  memberId: number,
  opts: { from?: Date | undefined; offset: number; limit: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const where = and(
    eq(pointLedger.member_id, memberId),
    opts.from ? gte(pointLedger.created_at, opts.from) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: pointLedger, od_id: orders.od_id })
      .from(pointLedger)
      .leftJoin(orders, eq(orders.id, pointLedger.order_id))
      .where(where)
      .orderBy(desc(pointLedger.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(pointLedger).where(where),
  ]);
  return { rows: rows.map(({ entry, od_id }) => ({ ...entry, od_id })), total: Number(counted?.n ?? 0) };
}

/** The member's balance: the running balance of the newest entry. */
export async function latestBalance(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ balance: pointLedger.balance_after })
    .from(pointLedger)
    .where(eq(pointLedger.member_id, memberId))
    .orderBy(desc(pointLedger.id))
    .limit(1);
  return row?.balance ?? 0;
}

/** The member's earnings (entries adding points) and the points taken since (spent, lapsed, taken back). */
export async function earningsAndTaken(
  db: Executor,
  memberId: number,
): Promise<{ earnings: Earning[]; taken: number }> {
  const [earnings, [taken]] = await Promise.all([
    db
      .select({ id: pointLedger.id, amount: pointLedger.amount, created_at: pointLedger.created_at })
      .from(pointLedger)
      .where(and(eq(pointLedger.member_id, memberId), gt(pointLedger.amount, 0))),
    db
      .select({ n: sql<number>`coalesce(-sum(${pointLedger.amount}), 0)::int` })
      .from(pointLedger)
      .where(and(eq(pointLedger.member_id, memberId), lt(pointLedger.amount, 0))),
  ]);
  return { earnings, taken: Number(taken?.n ?? 0) };
}

/**
 * Members some of whose points have lapsed at `now` and are not written off yet: the earnings whose
 * months have ended add up to more than everything taken (spending takes the oldest first, so the
 * difference is what lapsed unspent). The month arithmetic is Korea's calendar, as `addMonths`.
 */
export async function membersWithLapsedPoints(
  db: Executor,
  months: number,
  now: Date,
  limit: number,
): Promise<number[]> {
  const lapsed = sql`(${pointLedger.created_at} at time zone 'Asia/Seoul' + make_interval(months => ${months}))
    at time zone 'Asia/Seoul' <= ${now.toISOString()}::timestamptz`;
  const earned = db
    .select({ member_id: pointLedger.member_id, earned: sql<number>`sum(${pointLedger.amount})`.as('earned') })
    .from(pointLedger)
    .where(and(gt(pointLedger.amount, 0), lapsed))
    .groupBy(pointLedger.member_id)
    .as('earned');
  const rows = await db
    .select({ member_id: earned.member_id })
    .from(earned)
    .innerJoin(members, and(eq(members.id, earned.member_id), gt(members.points_balance, 0)))
    .where(
      sql`${earned.earned} > (select coalesce(-sum(l.amount), 0) from ${pointLedger} l
        where l.member_id = ${earned.member_id} and l.amount < 0)`,
    )
    .orderBy(earned.member_id)
    .limit(limit);
  return rows.map((r) => r.member_id);
}

/** Writes points off as lapsed, under the member lock (`lockBalance`): the entry and the member's balance. */
export async function writeOffLapsed(
  tx: Tx,
  entry: { memberId: number; balance: number; amount: number; through: number; reason: string; now: Date },
): Promise<number> {
  const after = entry.balance - entry.amount;
  await tx.insert(pointLedger).values({
    member_id: entry.memberId,
    amount: -entry.amount,
    balance_after: after,
    reason: entry.reason,
    kind: 'expire',
    source_entry_id: entry.through,
    created_at: entry.now,
  });
  await tx.update(members).set({ points_balance: after }).where(eq(members.id, entry.memberId));
  return after;
}

/**
 * An administrator's grant (+) or take (−) of points, under the member lock (`lockPoints`): the
 * entry the member reads in their ledger, and the member's balance. `kind` names where it came from
 * when it is not a plain grant (`store`: a purchase at the offline store).
 */
export async function writeManualEntry(
  tx: Tx,
  entry: { memberId: number; balance: number; amount: number; reason: string; kind?: 'manual' | 'store' },
): Promise<LedgerRow> {
  const after = entry.balance + entry.amount;
  const [row] = await tx
    .insert(pointLedger)
    .values({
      member_id: entry.memberId,
      amount: entry.amount,
      balance_after: after,
      reason: entry.reason,
      kind: entry.kind ?? 'manual',
    })
    .returning();
  await tx.update(members).set({ points_balance: after }).where(eq(members.id, entry.memberId));
  return { ...(row as typeof pointLedger.$inferSelect), od_id: null };
}
