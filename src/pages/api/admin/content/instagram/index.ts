import { instagramFields } from '~/server/admin-instagram/admin-instagram.schema';
import { addInstagram, allInstagram } from '~/server/admin-instagram/admin-instagram.service';
import { adminActor } from '~/server/audit/actor';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { parseBody } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** The posts the home feed reads, newest first. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'content');
  return { data: await allInstagram() };
});

/** A post added to the feed (`media_url`, `permalink`, `caption`, `posted_at`). */
export const POST = endpoint(async (ctx) => {
  const admin = adminActor(ctx, 'content');
  const made = await addInstagram(admin, await parseBody(instagramFields, ctx.request));
  return new Response(JSON.stringify({ data: made, message: '게시물을 피드에 넣었습니다.' }), {
    status: 201,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
