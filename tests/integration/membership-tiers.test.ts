import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { invalidate } from '~/server/cache/invalidation';
import { tags } from '~/server/cache/policies';
import { getDb } from '~/server/db/client';
import { autoCouponGrants, coupons, memberCoupons, members, orders, pointLedger, settings } from '~/server/db/schema';
import { myTier, recalculateTiers } from '~/server/membership/tier.service';
import { shopperMove } from '~/server/orders/order.service';
import { SEED_SETTINGS } from '~/server/seed/settings.data';
import type { MemberTier } from '~/server/settings/settings.types';
import { resetDatabase } from '../support/db';
import { aMember } from '../support/reviews-fixtures';

// Membership tiers (issue: loyalty): recalculated on the first of each month from the last twelve
// months' confirmed purchases, thresholds and benefits (point rate, a monthly coupon) in the
// settings, safe with two processes, shown in /my-page with the progress to the next tier.

const TIERS: MemberTier[] = [
  { name: '웰컴', name_en: 'Welcome', min_amount: 0, point_rate_percent: 1, monthly_coupon: null },
  { name: '실버', name_en: 'Silver', min_amount: 100_000, point_rate_percent: 2, monthly_coupon: 'SILVER' },
  { name: '골드', name_en: 'Gold', min_amount: 300_000, point_rate_percent: 5, monthly_coupon: 'GOLD' },
];
// 10:00 on 1 March 2027 in Seoul: the March count covers 1 March 2026 to the end of February 2027.
const MARCH = new Date('2027-03-01T01:00:00Z');
const APRIL = new Date('2027-04-01T01:00:00Z');

beforeEach(async () => {
  await resetDatabase();
  const db = await getDb();
  await db
    .insert(settings)
    .values(Object.entries({ ...SEED_SETTINGS, membership: { tiers: TIERS } }).map(([key, value]) => ({ key, value })));
  await invalidate({ tags: [tags.settings] });
  await db.insert(coupons).values([
    {
      code: 'SILVER',
      name: '실버 2,000원',
      name_en: 'Silver',
      discount_type: 'amount',
      discount_value: 2000,
      per_member_limit: 99,
    },
    {
      code: 'GOLD',
      name: '골드 5,000원',
      name_en: 'Gold',
      discount_type: 'amount',
      discount_value: 5000,
      per_member_limit: 99,
    },
  ]);
});

let n = 0;
/** An order of the member in `status`, confirmed (when it is) at `confirmedAt`. */
async function order(memberId: number, total: number, status: string, confirmedAt: string | null) {
  n += 1;
  const [o] = await (await getDb())
    .insert(orders)
    .values({
      od_id: String(2027_0301_0000_0000 + n),
      member_id: memberId,
      status,
      orderer_name: '회원',
      orderer_mobile: '010-0000-0000',
      recipient_name: '회원',
      recipient_mobile: '010-0000-0000',
      zonecode: '04782',
      address1: '서울',
      items_total: total,
      total,
      payment_method: 'bank',
      delivered_at: confirmedAt ? new Date(confirmedAt) : null,
      confirmed_at: status === 'confirmed' && confirmedAt ? new Date(confirmedAt) : null,
    })
    .returning({ od_id: orders.od_id });
  return o?.od_id as string;
}

const tierCount = async (id: number) =>
  (await (await getDb()).select().from(members).where(eq(members.id, id)))[0] as typeof members.$inferSelect;
const couponsOf = async (id: number) =>
  (await getDb())
    .select({ code: coupons.code })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.coupon_id))
    .where(eq(memberCoupons.member_id, id));

describe('the monthly recalculation', () => {
  it('counts the confirmed purchases of the twelve months before the first, and nothing else', async () => {
    const db = await getDb();
    const m = await aMember(db, 'counted');
    await order(m.id, 80_000, 'confirmed', '2026-03-01T00:00:00+09:00'); // the window's first moment
    await order(m.id, 70_000, 'confirmed', '2027-02-28T23:59:00+09:00'); // its last minute
    await order(m.id, 500_000, 'confirmed', '2026-02-28T23:59:00+09:00'); // thirteen months ago
    await order(m.id, 500_000, 'confirmed', '2027-03-01T00:00:00+09:00'); // this month: next count
    await order(m.id, 500_000, 'delivered', '2027-02-10T00:00:00+09:00'); // not confirmed
    await order(m.id, 500_000, 'cancelled', null);
    expect(await recalculateTiers(MARCH)).toEqual({ counted: 1, coupons: 1 });
    const row = await tierCount(m.id);
    expect({ amount: row.tier_amount, month: row.tier_month }).toEqual({ amount: 150_000, month: '2027-03' });
    expect((await myTier(m.id, MARCH))?.tier.name).toBe('실버');
    expect(await couponsOf(m.id)).toEqual([{ code: 'SILVER' }]);
  });

  it('puts a member with no purchases in the lowest tier, and lowers a tier when purchases fall away', async () => {
    const db = await getDb();
    const m = await aMember(db, 'falling');
    await order(m.id, 350_000, 'confirmed', '2026-03-15T12:00:00+09:00');
    await recalculateTiers(MARCH);
    expect((await myTier(m.id, MARCH))?.tier.name).toBe('골드');
    await recalculateTiers(APRIL);
    expect((await myTier(m.id, APRIL))?.tier.name).toBe('웰컴');
    expect((await tierCount(m.id)).tier_amount).toBe(0);
  });

  it('counts each member once and gives the monthly coupon once when two processes run at the same time', async () => {
    const db = await getDb();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const m = await aMember(db, `twin${i}`);
      ids.push(m.id);
      await order(m.id, 320_000, 'confirmed', '2026-12-01T12:00:00+09:00');
    }
    const [a, b] = await Promise.all([recalculateTiers(MARCH), recalculateTiers(MARCH)]);
    expect(a.counted + b.counted).toBe(6);
    expect(a.coupons + b.coupons).toBe(6);
    expect(await recalculateTiers(MARCH)).toEqual({ counted: 0, coupons: 0 });
    for (const id of ids) expect(await couponsOf(id)).toEqual([{ code: 'GOLD' }]);
    const grants = await db.select().from(autoCouponGrants).where(eq(autoCouponGrants.kind, 'tier'));
    expect(grants.map((g) => g.period)).toEqual(Array(6).fill('2027-03'));
    // Next month the tier's coupon comes again.
    await recalculateTiers(APRIL);
    expect((await couponsOf(ids[0] as number)).length).toBe(2);
  });

  it('leaves members who have left out', async () => {
    const db = await getDb();
    const m = await aMember(db, 'gone');
    await db
      .update(members)
      .set({ left_at: new Date('2027-01-01T00:00:00Z') })
      .where(eq(members.id, m.id));
    expect((await recalculateTiers(MARCH)).counted).toBe(0);
  });
});

describe('the tier’s benefits and progress', () => {
  it('earns points at the tier’s rate when a purchase is confirmed', async () => {
    const db = await getDb();
    const m = await aMember(db, 'gold');
    // Sixty days ago lies in this month's count whatever day it is.
    await order(m.id, 300_000, 'confirmed', new Date(Date.now() - 60 * 86_400_000).toISOString());
    await recalculateTiers(new Date());
    const odId = await order(m.id, 40_000, 'delivered', new Date().toISOString());
    await shopperMove({ memberId: m.id }, odId, 'confirm');
    const [earned] = await db
      .select({ amount: pointLedger.amount })
      .from(pointLedger)
      .where(eq(pointLedger.kind, 'earn'));
    // Gold earns 5 %, not the shop's 1 %.
    expect(earned?.amount).toBe(2_000);
  });

  it('shows in /my-page what the next count has so far and what is missing to the next tier', async () => {
    const db = await getDb();
    const m = await aMember(db, 'climbing');
    await order(m.id, 120_000, 'confirmed', '2026-08-01T12:00:00+09:00');
    await recalculateTiers(MARCH);
    // Confirmed in March: counted by April's recalculation (and the oldest months drop out of it).
    await order(m.id, 100_000, 'confirmed', '2027-03-10T12:00:00+09:00');
    const mine = await myTier(m.id, new Date('2027-03-20T03:00:00Z'));
    expect(mine).toMatchObject({
      tier: { name: '실버' },
      amount: 120_000,
      month: '2027-03',
      counted_so_far: 220_000,
      expected: { name: '실버' },
      next: { tier: { name: '골드' }, remaining: 80_000 },
    });
    expect(mine?.next_count_at.toISOString()).toBe('2027-03-31T15:00:00.000Z');
  });

  it('answers no tier when the shop has none, and every member earns the shop’s rate', async () => {
    const db = await getDb();
    await db
      .update(settings)
      .set({ value: { tiers: [] } })
      .where(eq(settings.key, 'membership'));
    await invalidate({ tags: [tags.settings] });
    const m = await aMember(db, 'plain');
    expect(await myTier(m.id)).toBeNull();
  });
});
