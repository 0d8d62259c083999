import { removalBody } from '~/server/admin-reviews/admin-review.schema';
import { removeReviewForRules } from '~/server/admin-reviews/admin-review.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';

/**
 * Removes a review that breaks the shop's rules, with the reason the writer is told; the points it
 * earned are taken back (`points_taken_back`). An unknown review is a 404.
 */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'inquiries');
  const id = idParam(ctx.params.id);
  const { reason } = await parseBody(removalBody, ctx.request);
  const done = await removeReviewForRules(admin, id, reason);
  const taken =
    done.points_taken_back > 0 ? ` 적립금 ${done.points_taken_back.toLocaleString('ko-KR')}원을 회수했습니다.` : '';
  return { data: done, message: `후기를 삭제했습니다.${taken}` };
});
export const ALL = otherMethods('POST');
