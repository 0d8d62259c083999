import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { coupons, memberCoupons, orders } from '../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** Downloadable coupons open at `now`: started, not ended or closed, not all issued. */
export async function openDownloadableCoupons(db: Executor, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.downloadable, true),
        isNull(coupons.closed_at),
        or(isNull(coupons.starts_at), lte(coupons.starts_at, now)),
        or(isNull(coupons.ends_at), gt(coupons.ends_at, now)),
        or(
          isNull(coupons.total_limit),
          // Named in full: drizzle leaves a lone table's columns unqualified.
          sql`(select count(*) from member_coupons mc where mc.coupon_id = "coupons"."id") < "coupons"."total_limit"`,
        ),
      ),
    )
    .orderBy(asc(coupons.id));
}

/** How many times the member took each coupon. */
export async function takenCounts(db: Executor, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ coupon_id: memberCoupons.coupon_id, n: count() })
    .from(memberCoupons)
    .where(eq(memberCoupons.member_id, memberId))
    .groupBy(memberCoupons.coupon_id);
  return new Map(rows.map((r) => [r.coupon_id, Number(r.n)]));
}

/** The coupon, its row locked: downloads of one coupon are taken one after another. */
export async function lockCoupon(db: Executor, couponId: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row;
}

/** How many of the coupon have been issued in all, used or not. */
export async function issuedCount(db: Executor, couponId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberCoupons).where(eq(memberCoupons.coupon_id, couponId));
  return Number(row?.n ?? 0);
}

export async function countTaken(db: Executor, memberId: number, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.member_id, memberId), eq(memberCoupons.coupon_id, couponId)));
  return Number(row?.n ?? 0);
}

export async function giveCoupon(db: Executor, memberId: number, couponId: number, expiresAt: Date | null) {
  const [row] = await db
    .insert(memberCoupons)
    .values({ member_id: memberId, coupon_id: couponId, expires_at: expiresAt })
    .returning({ id: memberCoupons.id, expires_at: memberCoupons.expires_at });
  return row;
}

export type CouponTab = 'usable' | 'used' | 'expired';

/** A member coupon has run out when its own days or the coupon's end has passed. */
const ranOut = (now: Date) =>
  sql`((${memberCoupons.expires_at} is not null and ${memberCoupons.expires_at} <= ${now.toISOString()}::timestamptz)
    or (${coupons.ends_at} is not null and ${coupons.ends_at} <= ${now.toISOString()}::timestamptz))`;

/** Which of the member's coupons each tab holds: unused and running, used, unused and run out. */
function inTab(tab: CouponTab, now: Date): SQL {
  if (tab === 'used') return sql`${memberCoupons.used_at} is not null`;
  if (tab === 'expired') return sql`${memberCoupons.used_at} is null and ${ranOut(now)}`;
  return sql`${memberCoupons.used_at} is null and not ${ranOut(now)}`;
}

/** The moment a member coupon stops: the sooner of its own days and the coupon's end. */
const stopsAt = sql<Date | null>`least(${memberCoupons.expires_at}, ${coupons.ends_at})`;

const tabOrder = (tab: CouponTab) =>
  tab === 'used'
    ? [desc(memberCoupons.used_at), desc(memberCoupons.id)]
    : tab === 'expired'
      ? [sql`${stopsAt} desc nulls last`, desc(memberCoupons.id)]
      : [sql`${stopsAt} asc nulls last`, desc(memberCoupons.id)];

export type MemberCouponRow = {
  id: number;
  coupon_id: number;
  name: string;
  name_en: string;
  discount_type: string;
  discount_value: number;
  min_order_amount: number;
  max_discount: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  expires_at: Date | null;
  used_at: Date | null;
  created_at: Date;
  od_id: string | null;
};

const memberCouponColumns = {
  id: memberCoupons.id,
  coupon_id: memberCoupons.coupon_id,
  name: coupons.name,
  name_en: coupons.name_en,
  discount_type: coupons.discount_type,
  discount_value: coupons.discount_value,
  min_order_amount: coupons.min_order_amount,
  max_discount: coupons.max_discount,
  starts_at: coupons.starts_at,
  ends_at: coupons.ends_at,
  expires_at: memberCoupons.expires_at,
  used_at: memberCoupons.used_at,
  created_at: memberCoupons.created_at,
  od_id: orders.od_id,
};

/** A page of the member's coupons in one tab: the soonest to stop first, the latest used or stopped first. */
export async function memberCouponPage(
  db: Executor,
  memberId: number,
  q: { tab: CouponTab; now: Date; offset: number; limit: number },
): Promise<MemberCouponRow[]> {
  return db
    .select(memberCouponColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.coupon_id))
    .leftJoin(orders, and(eq(orders.id, memberCoupons.order_id), eq(orders.member_id, memberId)))
    .where(and(eq(memberCoupons.member_id, memberId), inTab(q.tab, q.now)))
    .orderBy(...tabOrder(q.tab))
    .limit(q.limit)
    .offset(q.offset);
}

/** One of the member's coupons; another member's is not found. */
export async function memberCouponById(
  db: Executor,
  memberId: number,
  memberCouponId: number,
): Promise<MemberCouponRow | undefined> {
  const [row] = await db
    .select(memberCouponColumns)
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.coupon_id))
    .leftJoin(orders, and(eq(orders.id, memberCoupons.order_id), eq(orders.member_id, memberId)))
    .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.member_id, memberId)));
  return row;
}

/** How many of the member's coupons each tab holds. */
export async function memberCouponCounts(
  db: Executor,
  memberId: number,
  now: Date,
): Promise<Record<CouponTab, number>> {
  const [row] = await db
    .select({
      usable: sql<number>`count(*) filter (where ${inTab('usable', now)})::int`,
      used: sql<number>`count(*) filter (where ${inTab('used', now)})::int`,
      expired: sql<number>`count(*) filter (where ${inTab('expired', now)})::int`,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.coupon_id))
    .where(eq(memberCoupons.member_id, memberId));
  return { usable: Number(row?.usable ?? 0), used: Number(row?.used ?? 0), expired: Number(row?.expired ?? 0) };
}
