import { loyaltyBody } from '~/server/admin-settings/admin-settings.schema';
import { loyaltyCoupons, saveLoyaltyCoupons } from '~/server/admin-settings/admin-settings.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The coupons the shop gives by itself: on sign-up, first purchase and birthday (codes; null: none). Owners only. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'settings');
  return { data: await loyaltyCoupons() };
});

/** Saves them; 422 naming a code no coupon has. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'settings');
  const data = await saveLoyaltyCoupons(admin, await parseBody(loyaltyBody, ctx.request));
  return { data, message: '자동 쿠폰을 저장했습니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT');
