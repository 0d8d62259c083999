import { usesQuery } from '~/server/admin-coupons/admin-coupon.schema';
import { toCouponUseWire } from '~/server/admin-coupons/admin-coupon.serializer';
import { couponUsePage } from '~/server/admin-coupons/admin-coupon.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { idParam } from '~/server/http/params';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The coupon's issued copies, newest first, paged; `used=1|0` narrows to used or unused ones. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'coupons');
  const id = idParam(ctx.params.id);
  const { used, page, perPage } = parseQuery(usesQuery, ctx.url);
  return mapPage(await couponUsePage(id, { used, page, perPage }), toCouponUseWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
