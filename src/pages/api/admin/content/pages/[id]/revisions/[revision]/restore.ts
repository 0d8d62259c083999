import { restoreRevision } from '~/server/admin-content/content-studio.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';

/** An earlier revision made the draft again (a new revision; publish it to show it). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const data = await restoreRevision(admin, idParam(ctx.params.id), idParam(ctx.params.revision));
  return { data, message: '이 판으로 되돌린 초안을 만들었습니다. 게시하면 손님에게 보입니다.' };
});
export const ALL = otherMethods('POST');
