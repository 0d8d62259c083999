import type { DownloadableCoupon } from './coupon-download.service.ts';
import type { MemberCoupon } from './member-coupon.service.ts';

export type DownloadableCouponWire = Omit<DownloadableCoupon, 'ends_at'> & { ends_at: string | null };

export function toDownloadableCouponWire(c: DownloadableCoupon): DownloadableCouponWire {
  return { ...c, ends_at: c.ends_at?.toISOString() ?? null };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** One of the member's coupons (`GET /api/v1/my-coupons`), with the order that used it by its number. */
export function toMemberCouponWire(c: MemberCoupon) {
  return {
    id: c.id,
    coupon_id: c.coupon_id,
    name: c.name,
    name_en: c.name_en,
    discount_type: c.discount_type,
    discount_value: c.discount_value,
    max_discount: c.max_discount,
    min_order_amount: c.min_order_amount,
    status: c.status,
    starts_at: iso(c.starts_at),
    valid_until: iso(c.valid_until),
    received_at: c.created_at.toISOString(),
    used_at: iso(c.used_at),
    od_id: c.od_id,
  };
}
