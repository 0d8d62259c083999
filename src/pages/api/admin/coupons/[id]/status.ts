import { closedBody } from '~/server/admin-coupons/admin-coupon.schema';
import { toCouponWire } from '~/server/admin-coupons/admin-coupon.serializer';
import { setCouponClosed } from '~/server/admin-coupons/admin-coupon.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/** `closed: true` ends the coupon now (copies held stay usable); `false` opens it again. Audited. */
export const PUT = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'coupons');
  const id = idParam(ctx.params.id);
  const { closed } = await parseBody(closedBody, ctx.request);
  const after = await setCouponClosed(actor, id, closed);
  return {
    data: toCouponWire(after),
    message: closed ? '쿠폰을 종료했습니다. 이미 받은 쿠폰은 기간까지 쓸 수 있습니다.' : '쿠폰을 다시 열었습니다.',
  };
});
export const ALL = otherMethods('PUT');
