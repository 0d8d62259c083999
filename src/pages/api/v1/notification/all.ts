import { endpoint, otherMethods } from '~/server/http/endpoint';
import { requireMember } from '~/server/members/require';
import { removeAllNotifications } from '~/server/notifications/notification.service';

/** Spec 7: deletes every notification of the member. */
export const DELETE = endpoint(async (ctx) => removeAllNotifications(requireMember(ctx).id));

export const ALL = otherMethods('DELETE');
