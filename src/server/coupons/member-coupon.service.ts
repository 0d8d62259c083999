/**
 * The member's own coupons (/my-page/coupon) in three tabs: 사용 가능 (not used, still running), 사용
 * 완료 (used by an order) and 기간 만료 (not used, past the sooner of its own days and the coupon's
 * end). The usable count is also login-check's `coupon_count` and the dashboard's tile.
 */
import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import {
  type CouponTab,
  type MemberCouponRow,
  memberCouponById,
  memberCouponCounts,
  memberCouponPage,
} from './coupon.repository.ts';

export type { CouponTab, MemberCouponRow } from './coupon.repository.ts';
export const COUPON_TABS = ['usable', 'used', 'expired'] as const satisfies readonly CouponTab[];

export type MemberCoupon = MemberCouponRow & {
  status: CouponTab;
  /** The sooner of the coupon's own days and the coupon's end; null: no end. */
  valid_until: Date | null;
};

export type MemberCouponPage = Page<MemberCoupon> & { counts: Record<CouponTab, number> };

const sooner = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

function withStatus(row: MemberCouponRow, now: Date): MemberCoupon {
  const valid_until = sooner(row.expires_at, row.ends_at);
  const status: CouponTab = row.used_at ? 'used' : valid_until && valid_until <= now ? 'expired' : 'usable';
  return { ...row, status, valid_until };
}

/** A page of one tab of the member's coupons, with how many each tab holds. */
export async function myCouponPage(
  memberId: number,
  q: { tab: CouponTab; page: number; perPage: number },
  now = new Date(),
): Promise<MemberCouponPage> {
  const db = await getDb();
  const [counts, rows] = await Promise.all([
    memberCouponCounts(db, memberId, now),
    memberCouponPage(db, memberId, { tab: q.tab, now, offset: offsetOf(q.page, q.perPage), limit: q.perPage }),
  ]);
  return {
    ...toPage(
      rows.map((r) => withStatus(r, now)),
      counts[q.tab],
      q.page,
      q.perPage,
    ),
    counts,
  };
}

/** One of the member's coupons; another member's, like one that does not exist, is a 404. */
export async function myCoupon(memberId: number, memberCouponId: number, now = new Date()): Promise<MemberCoupon> {
  const row = await memberCouponById(await getDb(), memberId, memberCouponId);
  if (!row) throw new NotFoundError('쿠폰을 찾을 수 없습니다.');
  return withStatus(row, now);
}

/** How many coupons the member can use now (login-check's `coupon_count`, the dashboard's tile). */
export async function usableCouponCount(memberId: number, now = new Date()): Promise<number> {
  return (await memberCouponCounts(await getDb(), memberId, now)).usable;
}
