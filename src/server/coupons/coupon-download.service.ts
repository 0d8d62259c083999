/**
 * Coupons members take themselves (쿠폰 받기): the product page offers the open downloadable coupons
 * that apply to the product, and a coupon zone may list them all. Each member may take a coupon up
 * to its limit; one more is a 409. The coupons are order coupons, so each applies to every product
 * (its minimum order amount is checked at checkout).
 */
import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { type CouponRow, lockCoupon, openDownloadableCoupons, takenCounts } from './coupon.repository.ts';
import { isIssuable, issueOne } from './coupon-issue.service.ts';

export type DownloadableCoupon = {
  id: number;
  name: string;
  name_en: string;
  discount_type: 'amount' | 'rate';
  discount_value: number;
  min_order_amount: number;
  max_discount: number | null;
  ends_at: Date | null;
  /** Days a taken coupon stays usable (never past `ends_at`); null: until `ends_at`. */
  valid_days: number | null;
  /** How many more times this member may take it (the limit for a visitor). */
  remaining: number;
};

export const COUPON_MESSAGES = {
  notFound: '받을 수 있는 쿠폰이 아닙니다.',
  taken: '이미 받은 쿠폰입니다.',
  downloaded: '쿠폰을 받았습니다. 주문서에서 사용하실 수 있습니다.',
} as const;

const isOpen = (c: CouponRow, now: Date) =>
  c.downloadable && (!c.starts_at || c.starts_at <= now) && isIssuable(c, now);

/** The open downloadable coupons, with how many more times the member (if any) may take each. */
export async function downloadableCoupons(memberId?: number, now = new Date()): Promise<DownloadableCoupon[]> {
  const db = await getDb();
  const [open, taken] = await Promise.all([
    openDownloadableCoupons(db, now),
    memberId === undefined ? Promise.resolve(new Map<number, number>()) : takenCounts(db, memberId),
  ]);
  return open
    .filter((c) => c.discount_type === 'amount' || c.discount_type === 'rate')
    .map((c) => ({
      id: c.id,
      name: c.name,
      name_en: c.name_en,
      discount_type: c.discount_type as 'amount' | 'rate',
      discount_value: c.discount_value,
      min_order_amount: c.min_order_amount,
      max_discount: c.max_discount,
      ends_at: c.ends_at,
      valid_days: c.valid_days,
      remaining: Math.max(0, c.per_member_limit - (taken.get(c.id) ?? 0)),
    }));
}

/**
 * The member takes the coupon: 404 for one not open to download, 409 past the member's limit or
 * once all of it is issued.
 */
export async function downloadCoupon(memberId: number, couponId: number, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, couponId);
    if (!coupon || !isOpen(coupon, now)) throw new NotFoundError(COUPON_MESSAGES.notFound);
    return issueOne(tx, coupon, memberId, now, COUPON_MESSAGES.taken);
  });
}
