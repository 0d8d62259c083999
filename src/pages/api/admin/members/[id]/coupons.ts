import { giveMemberCoupon } from '~/server/admin-coupons/admin-coupon-issue.service';
import { couponBody } from '~/server/admin-members/admin-member.schema';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/**
 * Gives the member a coupon (`coupon_id`, any coupon not ended or closed) within its limits (409 past
 * them); it shows in their 사용 가능 tab. Audited.
 */
export const POST = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'members');
  const id = idParam(ctx.params.id);
  const { coupon_id } = await parseBody(couponBody, ctx.request);
  const issued = await giveMemberCoupon(actor, id, coupon_id);
  return {
    message: `'${issued.name}' 쿠폰을 지급했습니다.`,
    data: { ...issued, expires_at: issued.expires_at?.toISOString() ?? null },
  };
});
export const ALL = otherMethods('POST');
