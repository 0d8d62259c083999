import { z } from 'astro/zod';
import { PAGER_DEFAULT_PER_PAGE } from '~/lib/constants';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { toNotificationWire } from '~/server/notifications/notification.serializer';
import { assertOwnMbId, notificationPage } from '~/server/notifications/notification.service';

const listQuery = z
  .object({
    mb_id: z.string().trim().max(50, { error: 'mb_id가 올바르지 않습니다.' }).optional(),
  })
  .and(pageQuery(PAGER_DEFAULT_PER_PAGE));

/** Spec 7: the member's own notifications, newest first, in the spec's pagination shape plus unread_count. */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const q = parseQuery(listQuery, ctx.url);
  assertOwnMbId(member.login_id, q.mb_id);
  const page = await notificationPage(member.id, q);
  return json(mapPage(page, toNotificationWire), { headers: { 'Cache-Control': 'no-store' } });
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
