import { couponFields, couponListQuery } from '~/server/admin-coupons/admin-coupon.schema';
import { toCouponListWire, toCouponWire } from '~/server/admin-coupons/admin-coupon.serializer';
import { couponPage, createCoupon } from '~/server/admin-coupons/admin-coupon.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseBody, parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Coupons, newest first, with issued/used/remaining; `q` (code or name), `state`, `downloadable=1|0`. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'coupons');
  const { page, perPage, ...filters } = parseQuery(couponListQuery, ctx.url);
  return mapPage(await couponPage(filters, page, perPage), toCouponListWire);
});
export const HEAD = GET;

/** A new coupon (201); a code already in use is a 409. Audited. */
export const POST = endpoint(async (ctx) => {
  const actor = adminActor(ctx, 'coupons');
  const input = await parseBody(couponFields, ctx.request);
  const made = await createCoupon(actor, input);
  return json(
    { data: toCouponWire(made), message: '쿠폰을 만들었습니다.' },
    { status: 201, headers: { Location: `/api/admin/coupons/${made.id}` } },
  );
});
export const ALL = otherMethods('GET', 'HEAD', 'POST');
