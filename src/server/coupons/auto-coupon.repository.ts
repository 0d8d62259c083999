import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { autoCouponGrants, coupons, members, orders, settings } from '../db/schema/index.ts';
import type { ShopSettings } from '../settings/settings.types.ts';
import type { CouponRow } from './coupon.repository.ts';

export async function couponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

/** Claims the member's grant of `kind` for `period`; undefined when it was claimed before (by anyone). */
export async function claimGrant(
  db: Executor,
  grant: { memberId: number; kind: string; period: string; couponId: number },
): Promise<number | undefined> {
  const [row] = await db
    .insert(autoCouponGrants)
    .values({ member_id: grant.memberId, kind: grant.kind, period: grant.period, coupon_id: grant.couponId })
    .onConflictDoNothing()
    .returning({ id: autoCouponGrants.id });
  return row?.id;
}

export async function noteGrantCoupon(db: Executor, grantId: number, memberCouponId: number): Promise<void> {
  await db.update(autoCouponGrants).set({ member_coupon_id: memberCouponId }).where(eq(autoCouponGrants.id, grantId));
}

/** Whether the member had a confirmed order before this one. */
export async function hasOtherConfirmedOrder(db: Executor, memberId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.member_id, memberId), eq(orders.status, 'confirmed'), ne(orders.id, orderId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Members born in `month` (1–12) who have not had this `year`'s birthday coupon, still members (not
 * left nor blocked), after member `afterId`, at most `limit`, by id.
 */
export async function birthdayMembersDue(
  db: Executor,
  q: { month: number; year: string; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .leftJoin(
      autoCouponGrants,
      and(
        eq(autoCouponGrants.member_id, members.id),
        eq(autoCouponGrants.kind, 'birthday'),
        eq(autoCouponGrants.period, q.year),
      ),
    )
    .where(
      and(
        sql`extract(month from ${members.birth_date}) = ${q.month}`,
        gt(members.id, q.afterId),
        isNull(members.left_at),
        isNull(members.blocked_at),
        isNull(autoCouponGrants.id),
      ),
    )
    .orderBy(members.id)
    .limit(q.limit);
  return rows.map((r) => r.id);
}

/**
 * The `loyalty` setting read through `db` (the caller's transaction): the embedded database has one
 * connection, so a read outside an open transaction would wait for it.
 */
export async function loyaltySetting(db: Executor): Promise<ShopSettings['loyalty']> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'loyalty')).limit(1);
  return (row?.value ?? undefined) as ShopSettings['loyalty'];
}
