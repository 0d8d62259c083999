import type { AdminCoupon, AdminCouponDetail, CouponRow, CouponUseRow } from './admin-coupon.service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A coupon's own fields as the back office's calls send them. */
export function toCouponWire(c: CouponRow) {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    name_en: c.name_en,
    discount_type: c.discount_type,
    discount_value: c.discount_value,
    max_discount: c.max_discount,
    min_order_amount: c.min_order_amount,
    starts_at: iso(c.starts_at),
    ends_at: iso(c.ends_at),
    valid_days: c.valid_days,
    downloadable: c.downloadable,
    per_member_limit: c.per_member_limit,
    total_limit: c.total_limit,
    closed_at: iso(c.closed_at),
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

/** A coupon in the list: its fields, its state and how many are issued, used and left. */
export function toCouponListWire(c: AdminCoupon) {
  return { ...toCouponWire(c), state: c.state, issued: c.issued, used: c.used, remaining: c.remaining };
}

export function toCouponDetailWire(c: AdminCouponDetail) {
  return { ...toCouponListWire(c), discount_given: c.discount_given };
}

/** One issued copy: the member (`mb_id` is their login id), when, until when, and the order that used it. */
export function toCouponUseWire(u: CouponUseRow) {
  return {
    id: u.id,
    mb_no: u.member_id,
    mb_id: u.login_id,
    mb_name: u.member_name,
    issued_at: u.created_at.toISOString(),
    expires_at: iso(u.expires_at),
    used_at: iso(u.used_at),
    od_id: u.used_at ? u.od_id : null,
    discount: u.used_at ? (u.discount ?? 0) : null,
  };
}
