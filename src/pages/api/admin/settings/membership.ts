import { tiersBody } from '~/server/admin-settings/admin-settings.schema';
import { memberTiers, saveTiers, tiersFrom } from '~/server/admin-settings/membership-settings.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The membership tiers, lowest first (owners only). */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'settings');
  return { data: await memberTiers() };
});

/**
 * Saves them all (`name[]`, `name_en[]`, `min_amount[]`, `point_rate_percent[]`, `monthly_coupon[]`,
 * rows in any order); 422 naming each row's problem. No rows: the shop has no tiers.
 */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'settings');
  const tiers = tiersFrom(await parseBody(tiersBody, ctx.request));
  return { data: await saveTiers(admin, tiers), message: '회원 등급을 저장했습니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT');
