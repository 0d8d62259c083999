import { endpoint, otherMethods } from '~/server/http/endpoint';
import { ForbiddenError } from '~/server/http/errors';
import { idParam } from '~/server/http/params';
import { json } from '~/server/http/respond';
import { requireMember } from '~/server/members/require';
import { toNotificationWire } from '~/server/notifications/notification.serializer';
import { markRead } from '~/server/notifications/notification.service';

/**
 * Spec 7 marks a notification read with a GET. GET skips the XSRF check, so this refuses requests a
 * browser labels cross-site (a link on another site); the worst left is marking one's own item read.
 * Never cached, and no HEAD: a HEAD must not change anything.
 */
export const GET = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  if (ctx.request.headers.get('sec-fetch-site') === 'cross-site') throw new ForbiddenError();
  const result = await markRead(member.id, idParam(ctx.params.id));
  return json(
    { ...result, notification: toNotificationWire(result.notification) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

export const ALL = otherMethods('GET');
