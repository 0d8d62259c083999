import { reviewPointsBody } from '~/server/admin-settings/admin-settings.schema';
import { reviewPoints, saveReviewPoints } from '~/server/admin-settings/membership-settings.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** What a review earns once its purchase is confirmed: `review_text`, and `review_photo` with a photo (owners only). */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'settings');
  return { data: await reviewPoints() };
});

/** Saves them (won, 0 to 100,000; the photo amount not below the text one); 422 with field messages. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'settings');
  const data = await saveReviewPoints(admin, await parseBody(reviewPointsBody, ctx.request));
  return { data, message: '후기 적립금을 저장했습니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT');
