import { weekPickFields } from '~/server/admin-week-picks/admin-week-pick.schema';
import { allWeekPicks, createWeekPick } from '~/server/admin-week-picks/admin-week-pick.service';
import { adminActor } from '~/server/audit/actor';
import { readEditorRequest } from '~/server/editorial/editor-request';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseWith } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Every week pick in week order. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  return { data: await allWeekPicks() };
});

/** A new week pick (multipart: the fields and the picture `image`). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const { fields, named } = await readEditorRequest(ctx.request);
  const made = await createWeekPick(admin, parseWith(weekPickFields, fields), named.image);
  return new Response(JSON.stringify({ data: made, message: '이번 주 추천을 만들었습니다.' }), {
    status: 201,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      Location: `/api/admin/content/week-picks/${made.id}`,
    },
  });
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
