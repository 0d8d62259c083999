/**
 * Membership tiers (회원 등급). On the first of each month (Seoul) every member's confirmed purchases
 * of the twelve months before it are counted and kept on the member (`tier_amount`, `tier_month`);
 * the tier is the highest whose threshold that count reaches, read from the settings' thresholds
 * (`membership.tiers`), so a threshold an owner changes applies to the month's counts at once. A tier
 * earns points at its own rate when a purchase is confirmed, and may give a coupon each month.
 *
 * The recalculation runs in every process, hourly (a month's first hour may pass while none runs):
 * each member is counted in a transaction of its own with a conditional update, so two processes
 * count a member once, and the monthly coupon is given once per member and month (its grant row).
 */
import { giveCouponOnce } from '../coupons/auto-coupon.service.ts';
import type { Executor, Tx } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { shopSettings } from '../settings/settings.service.ts';
import type { MemberTier, ShopSettings } from '../settings/settings.types.ts';
import { confirmedTotals, membersDue, recordTierAmount, tierCountOf } from './tier.repository.ts';
import { countedWindow, monthStart, nextTierFor, orderedTiers, seoulMonth, tierFor } from './tiers.ts';

const BATCH = 200;

/** The tier a member is in by the month's count (null when the shop has no tiers). */
export function memberTier(settings: Pick<ShopSettings, 'membership'>, tierAmount: number): MemberTier | null {
  return tierFor(settings.membership?.tiers, tierAmount);
}

/**
 * The rate a confirmed purchase earns points at for this member: their tier's, or the shop's rate
 * when it has no tiers. Read through the caller's transaction.
 */
export async function earnRateFor(
  db: Executor,
  memberId: number,
  settings: Pick<ShopSettings, 'points' | 'membership'>,
): Promise<number> {
  if (orderedTiers(settings.membership?.tiers).length === 0) return settings.points.earn_rate_percent;
  const count = await tierCountOf(db, memberId);
  return memberTier(settings, count?.tier_amount ?? 0)?.point_rate_percent ?? settings.points.earn_rate_percent;
}

/**
 * Counts this month's tiers for every member not counted yet, and gives each tier's monthly coupon;
 * answers how many members this process counted.
 */
export async function recalculateTiers(now = new Date()): Promise<{ counted: number; coupons: number }> {
  const month = seoulMonth(now);
  const window = countedWindow(month);
  const tiers = (await shopSettings()).membership?.tiers;
  const db = await getDb();
  let counted = 0;
  let coupons = 0;
  let afterId = 0;
  for (;;) {
    const due = await membersDue(db, month, afterId, BATCH);
    if (due.length === 0) break;
    const totals = await confirmedTotals(db, due, window);
    for (const memberId of due) {
      const amount = totals.get(memberId) ?? 0;
      const gave = await db.transaction(async (tx) => {
        if (!(await recordTierAmount(tx, memberId, month, amount))) return null;
        counted += 1;
        return giveMonthlyCoupon(tx, memberId, tierFor(tiers, amount), month, now);
      });
      if (gave !== null) coupons += 1;
    }
    afterId = due.at(-1) ?? afterId;
  }
  return { counted, coupons };
}

function giveMonthlyCoupon(tx: Tx, memberId: number, tier: MemberTier | null, month: string, now: Date) {
  if (!tier?.monthly_coupon) return null;
  return giveCouponOnce(tx, {
    memberId,
    kind: 'tier',
    code: tier.monthly_coupon,
    now,
    period: month,
    message: {
      title: `${tier.name} 등급 이달의 쿠폰을 드렸어요.`,
      title_en: `Your ${tier.name_en || tier.name} coupon for this month is ready.`,
    },
  });
}

export type MyTier = {
  tier: MemberTier;
  /** The count this month's tier stands on, and the month it was counted for (null: not yet). */
  amount: number;
  month: string | null;
  /** The next recalculation, and what it counts so far: confirmed purchases since its window began. */
  next_count_at: Date;
  counted_so_far: number;
  /** The tier the count so far reaches, and the next one above it with what is missing. */
  expected: MemberTier;
  next: { tier: MemberTier; remaining: number } | null;
  tiers: MemberTier[];
};

/** The member's tier for /my-page, with the progress towards next month's; null when the shop has none. */
export async function myTier(memberId: number, now = new Date()): Promise<MyTier | null> {
  const settings = await shopSettings();
  const tiers = orderedTiers(settings.membership?.tiers);
  if (tiers.length === 0) return null;
  const db = await getDb();
  const nextMonth = seoulMonth(monthStart(seoulMonth(now), 1));
  const window = { from: countedWindow(nextMonth).from, to: now };
  const [count, totals] = await Promise.all([tierCountOf(db, memberId), confirmedTotals(db, [memberId], window)]);
  const amount = count?.tier_amount ?? 0;
  const soFar = totals.get(memberId) ?? 0;
  return {
    tier: tierFor(tiers, amount) as MemberTier,
    amount,
    month: count?.tier_month ?? null,
    next_count_at: monthStart(nextMonth),
    counted_so_far: soFar,
    expected: tierFor(tiers, soFar) as MemberTier,
    next: nextTierFor(tiers, soFar),
    tiers,
  };
}
