import { cancelSchedule } from '~/server/admin-content/content-studio.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';

/** Drops the time set to publish the page's draft (409 when none is set). */
export const DELETE = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  await cancelSchedule(admin, idParam(ctx.params.id));
  return { message: '예약 게시를 취소했습니다.' };
});
export const ALL = otherMethods('DELETE');
