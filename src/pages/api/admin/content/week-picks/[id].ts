import { weekPickFields } from '~/server/admin-week-picks/admin-week-pick.schema';
import { adminWeekPick, deleteWeekPick, updateWeekPick } from '~/server/admin-week-picks/admin-week-pick.service';
import { adminActor } from '~/server/audit/actor';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseWith } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  return { data: await adminWeekPick(idParam(ctx.params.id)) };
});

/** New fields; a picture given (`image`) replaces the current one. */
export const PUT = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const id = idParam(ctx.params.id);
  const { fields, named } = await readEditorRequest(ctx.request);
  const data = await updateWeekPick(admin, id, parseWith(weekPickFields, fields), named.image);
  return { data, message: '이번 주 추천을 저장했습니다.' };
});

export const DELETE = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  await deleteWeekPick(admin, idParam(ctx.params.id));
  return { message: '이번 주 추천을 지웠습니다.' };
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PUT', 'DELETE');
