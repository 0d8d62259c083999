import { unpublishPage } from '~/server/admin-content/content-studio.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';

/** Takes the page off the shop (409 when it is not published); drafts and history stay. */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const page = await unpublishPage(admin, idParam(ctx.params.id));
  return { data: { id: page.id, is_published: page.is_published }, message: '게시를 내렸습니다.' };
});
export const ALL = otherMethods('POST');
