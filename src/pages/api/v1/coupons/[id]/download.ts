import { COUPON_MESSAGES, downloadCoupon } from '~/server/coupons/coupon-download.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { json } from '~/server/http/respond';
import { requireMember } from '~/server/members/require';

/** 쿠폰 받기: 201 with the member's new coupon; past the member's limit a 409, a visitor 401. */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const given = await downloadCoupon(member.id, idParam(ctx.params.id));
  return json(
    { data: { ...given, expires_at: given.expires_at?.toISOString() ?? null }, message: COUPON_MESSAGES.downloaded },
    { status: 201 },
  );
});
export const ALL = otherMethods('POST');
