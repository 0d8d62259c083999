import { toMemberCouponWire } from '~/server/coupons/coupon.serializer';
import { myCouponsQuery } from '~/server/coupons/member-coupon.http';
import { myCouponPage } from '~/server/coupons/member-coupon.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';

/** The member's coupons in one tab (usable, used, expired), page by page, with each tab's count. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const q = parseQuery(myCouponsQuery, ctx.url);
  const page = await myCouponPage(member.id, q);
  return { ...mapPage(page, toMemberCouponWire), counts: page.counts };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
