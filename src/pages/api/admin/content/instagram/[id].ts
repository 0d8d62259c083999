import { deleteInstagram } from '~/server/admin-instagram/admin-instagram.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';

/** Takes a post off the feed. */
export const DELETE = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  await deleteInstagram(admin, idParam(ctx.params.id));
  return { message: '게시물을 피드에서 뺐습니다.' };
});
export const ALL = otherMethods('DELETE');
