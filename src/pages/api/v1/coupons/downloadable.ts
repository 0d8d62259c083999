import { toDownloadableCouponWire } from '~/server/coupons/coupon.serializer';
import { downloadableCoupons } from '~/server/coupons/coupon-download.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';

/** The coupons open to take now; for a member, with how many more times each may be taken. */
export const GET = endpoint(async (ctx) => ({
  data: (await downloadableCoupons(ctx.locals.session?.member?.id)).map(toDownloadableCouponWire),
}));
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
