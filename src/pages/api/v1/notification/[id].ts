import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { requireMember } from '~/server/members/require';
import { removeNotification } from '~/server/notifications/notification.service';

/** Spec 7: deletes one of the member's notifications; others' are 404. */
export const DELETE = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  return removeNotification(member.id, idParam(ctx.params.id));
});

export const ALL = otherMethods('DELETE');
