import { toMemberCouponWire } from '~/server/coupons/coupon.serializer';
import { myCoupon } from '~/server/coupons/member-coupon.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';

/** One of the member's coupons; another member's is a 404, as one that does not exist. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return { data: toMemberCouponWire(await myCoupon(member.id, idParam(ctx.params.id))) };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
