import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client.ts';
import { members, orders } from '../db/schema/index.ts';

/** Members (not left) whose tier has not been counted for `month` yet, by id from `afterId`. */
export async function membersDue(db: Executor, month: string, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        isNull(members.left_at),
        or(isNull(members.tier_month), lt(members.tier_month, month)),
        sql`${members.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(members.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Each member's confirmed purchases (what they paid, after refunds) confirmed within [from, to). */
export async function confirmedTotals(
  db: Executor,
  memberIds: number[],
  window: { from: Date; to: Date },
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ member_id: orders.member_id, amount: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
    .from(orders)
    .where(
      and(
        inArray(orders.member_id, memberIds),
        eq(orders.status, 'confirmed'),
        gte(orders.confirmed_at, window.from),
        lt(orders.confirmed_at, window.to),
      ),
    )
    .groupBy(orders.member_id);
  return new Map(rows.map((r) => [r.member_id as number, Number(r.amount)]));
}

/**
 * Records the member's count for `month`, only if no process has yet: answers whether this call did
 * (the conditional update is what makes two processes count each member once).
 */
export async function recordTierAmount(tx: Tx, memberId: number, month: string, amount: number): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({ tier_amount: amount, tier_month: month })
    .where(and(eq(members.id, memberId), or(isNull(members.tier_month), lt(members.tier_month, month))))
    .returning({ id: members.id });
  return rows.length > 0;
}

/** The member's count as the last recalculation left it. */
export async function tierCountOf(
  db: Executor,
  memberId: number,
): Promise<{ tier_amount: number; tier_month: string | null } | undefined> {
  const [row] = await db
    .select({ tier_amount: members.tier_amount, tier_month: members.tier_month })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}
