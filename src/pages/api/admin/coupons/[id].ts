import { couponFields } from '~/server/admin-coupons/admin-coupon.schema';
import { toCouponDetailWire, toCouponWire } from '~/server/admin-coupons/admin-coupon.serializer';
import { couponDetail, removeCoupon, updateCoupon } from '~/server/admin-coupons/admin-coupon.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** One coupon with its state, counts and the discount its uses gave. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'coupons');
  return { data: toCouponDetailWire(await couponDetail(idParam(ctx.params.id))) };
});
export const HEAD = GET;

/** Saves the coupon; once issued, its code and discount terms stay (409). Audited. */
export const PUT = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'coupons');
  const id = idParam(ctx.params.id);
  const input = await parseBody(couponFields, ctx.request);
  return { data: toCouponWire(await updateCoupon(actor, id, input)), message: '쿠폰을 저장했습니다.' };
});

/** Deletes a coupon never issued; an issued one is a 409 (end it instead). Audited. */
export const DELETE = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'coupons');
  await removeCoupon(actor, idParam(ctx.params.id));
  return { message: '쿠폰을 삭제했습니다.' };
});
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'DELETE');
