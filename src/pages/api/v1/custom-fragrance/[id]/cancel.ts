import { CUSTOM_ORDER_MESSAGES, cancelFields } from '~/server/custom-orders/custom-order.schema';
import { toCustomOrderWire } from '~/server/custom-orders/custom-order.serializer';
import { cancelMyCustomOrder } from '~/server/custom-orders/custom-order.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';

/** The member cancels their own request until it is paid (409 after, 404 for another member's). */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const id = idParam(ctx.params.id);
  const { note } = await parseBody(cancelFields, ctx.request);
  return {
    data: toCustomOrderWire(await cancelMyCustomOrder(member, id, note)),
    message: CUSTOM_ORDER_MESSAGES.cancelled,
  };
});

export const ALL = otherMethods('POST');
