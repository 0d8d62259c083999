import { toMemberCouponWire } from '../coupons/coupon.serializer.ts';
import { toPointEntryWire } from '../points/point.serializer.ts';
import type { MemberDetail, MemberListRow } from './admin-member.service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A member as the back office lists them, in the shop's wire names (`mb_id`). */
export function toMemberListWire(m: MemberListRow) {
  return {
    id: m.id,
    mb_id: m.login_id,
    name: m.name,
    email: m.email,
    mobile: m.mobile,
    grade: m.grade,
    points: m.points_balance,
    admin_role: m.admin_role,
    blocked: m.blocked_at !== null,
    blocked_at: iso(m.blocked_at),
    left_at: iso(m.left_at),
    created_at: m.created_at.toISOString(),
    url: `/admin/members/${m.id}`,
  };
}

/** One member in full for the back office: profile, orders, points, coupons, inquiries, sessions. */
export function toMemberDetailWire(d: MemberDetail) {
  const m = d.member;
  return {
    ...toMemberListWire(m),
    birth_date: m.birth_date,
    zonecode: m.zonecode,
    address1: m.address1,
    address2: m.address2,
    marketing_consent: m.marketing_consent,
    marketing_consent_at: iso(m.marketing_consent_at),
    orders: d.orders.map((o) => ({
      od_id: o.od_id,
      status: o.status,
      total: o.total,
      created_at: o.created_at.toISOString(),
      url: `/admin/orders/${o.od_id}`,
    })),
    point_ledger: { ...d.ledger, data: d.ledger.data.map(toPointEntryWire) },
    coupons: { counts: d.coupons.counts, usable: d.coupons.data.map(toMemberCouponWire) },
    inquiries: {
      total: d.inquiries.total,
      recent: d.inquiries.rows.map((i) => ({
        id: i.id,
        kind: i.board,
        title: i.title,
        created_at: i.created_at.toISOString(),
        url: `/admin/inquiries/${i.board}/${i.id}`,
      })),
    },
    sessions: d.sessions.map((s) => ({
      created_at: s.created_at.toISOString(),
      last_seen_at: s.last_seen_at.toISOString(),
      ip: s.ip,
      user_agent: s.user_agent,
    })),
  };
}
